// Orders, their payment attempts and ledger rows written straight into the tables, for suites that need orders
// without going through the cart and checkout (the admin overview's figures).
import { randomUUID } from 'node:crypto';
import type { Database } from '../src/db/client.ts';
import { checkouts, orderPayments, orders } from '../src/db/schema/orders.ts';
import { paymentAttempts } from '../src/db/schema/payments.ts';
import { buildUser } from './factories.ts';
import { buildVendor } from './marketplace-factories.ts';

/** An order (with its checkout), paid nothing yet unless payOrder follows; customer and vendor are built when not given. */
export async function buildOrder(
  db: Database,
  overrides: Partial<typeof orders.$inferInsert> = {},
): Promise<typeof orders.$inferSelect> {
  const customerId = overrides.customerId ?? (await buildUser(db, { name: 'Mteja' })).id;
  const vendorId = overrides.vendorId ?? (await buildVendor(db)).id;
  const totalTzs = overrides.totalTzs ?? 250_000;
  const [checkout] = await db
    .insert(checkouts)
    .values({
      userId: customerId,
      idempotencyKey: randomUUID(),
      phone: '+255754000111',
      language: 'sw',
      dueNowTzs: totalTzs,
      holdExpiresAt: new Date(Date.now() + 15 * 60_000),
    })
    .returning();
  if (!checkout) throw new Error('no checkout');
  const [row] = await db
    .insert(orders)
    .values({
      checkoutId: checkout.id,
      customerId,
      vendorId,
      status: 'paid',
      eventDate: '2030-01-01',
      totalTzs,
      dueNowTzs: totalTzs,
      language: 'sw',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('no order');
  return row;
}

/** A payment attempt for an order (or anything else), in the status given. */
export async function buildAttempt(
  db: Database,
  overrides: Partial<typeof paymentAttempts.$inferInsert> = {},
): Promise<typeof paymentAttempts.$inferSelect> {
  const [row] = await db
    .insert(paymentAttempts)
    .values({
      purposeKind: 'order',
      purposeId: randomUUID(),
      amountTzs: 250_000,
      phone: '+255754000111',
      description: 'Oda ya majaribio',
      provider: 'simulator',
      status: 'succeeded',
      expiresAt: new Date(Date.now() + 15 * 60_000),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('no attempt');
  return row;
}

/** A row of the order's money ledger: a payment in, or a refund out, at `at` (now when not given). */
export async function recordOrderMoney(
  db: Database,
  order: { id: string },
  kind: 'payment' | 'refund',
  amountTzs: number,
  at?: Date,
) {
  await db.insert(orderPayments).values({
    orderId: order.id,
    kind,
    attemptId: randomUUID(),
    amountTzs,
    ...(at ? { createdAt: at } : {}),
  });
}
