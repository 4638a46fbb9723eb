// The demo's money in the ledger: every payment and refund the demo orders and michango recorded, posted as they
// would have been when they happened (with the commission), then the held money whose time has come released, so
// the demo vendor has money to pay out and the demo wedding has michango in hand; a refund the provider refused is
// owed back.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { selectRows } from '../db/rows.ts';
import {
  postMichango,
  postMichangoRefund,
  postOrderPayment,
  postOrderRefund,
  postRefundOutcome,
} from '../features/ledger/service.ts';
import { releaseDue } from '../features/payouts/release-work.ts';

export async function seedDemoLedger(db: Database, now = new Date()): Promise<void> {
  const orderMoney = await selectRows<{
    order_id: string;
    vendor_id: string;
    kind: 'payment' | 'refund';
    attempt_id: string;
    amount_tzs: number;
    created_at: Date;
  }>(
    db,
    sql`select p.order_id, o.vendor_id, p.kind, p.attempt_id, p.amount_tzs, p.created_at
        from order_payments p join orders o on o.id = p.order_id
        order by p.created_at, p.kind`,
  );
  for (const row of orderMoney) {
    const money = {
      orderId: row.order_id,
      vendorId: row.vendor_id,
      attemptId: row.attempt_id,
      amountTzs: row.amount_tzs,
      at: new Date(row.created_at),
    };
    if (row.kind === 'payment') await postOrderPayment(db, money);
    else await postOrderRefund(db, money);
  }
  const michango = await selectRows<{
    id: string;
    event_id: string;
    amount_tzs: number;
    paid_at: Date;
    status: string;
  }>(
    db,
    sql`select id, event_id, amount_tzs, paid_at, status from pledge_payments
        where method = 'mobile_money' order by paid_at`,
  );
  for (const row of michango) {
    const payment = { pledgePaymentId: row.id, eventId: row.event_id, amountTzs: row.amount_tzs };
    await postMichango(db, { ...payment, at: new Date(row.paid_at) });
    if (row.status === 'refunded') await postMichangoRefund(db, payment);
  }
  // Refunds the provider refused: their money is back at the provider, owed to the payer.
  const refused = await selectRows<{ id: string; amount_tzs: number }>(
    db,
    sql`select r.id, r.amount_tzs from payment_refunds r join payment_attempts a on a.id = r.attempt_id
        where r.status = 'failed' and a.late_success_at is null order by r.created_at`,
  );
  for (const refund of refused) {
    await postRefundOutcome(db, { refundId: refund.id, amountTzs: refund.amount_tzs, outcome: 'failed' });
  }
  await releaseDue(db, now);
}
