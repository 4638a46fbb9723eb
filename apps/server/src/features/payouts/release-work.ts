// Held money released when its time comes, and payouts started without anyone asking: at once when a vendor's
// releasable money passes the at-once amount, and once a day from the minimum. Each order and vendor in its own
// transaction, so one that fails (a payout refused) does not hold up the rest.
import { addDays, todayInTanzania } from '@sherehe/core/booking-rules';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { moneySettingsOf, releaseOrder } from '../ledger/service.ts';
import { ordersDueForRelease, vendorsToPay } from './queries.ts';
import { type PayoutDeps, startPayout } from './service.ts';

const RELEASE_BATCH = 500;

export async function releaseDueMoney(deps: PayoutDeps, now = new Date()): Promise<{ released: number }> {
  const released = await releaseDue(deps.db, now);
  await payVendors(deps, (await moneySettingsOf(deps.db)).payoutAtOnceFromTzs);
  return { released };
}

/** Releases the held money whose time has come; answers how many orders it released. */
export async function releaseDue(db: Database, now = new Date()): Promise<number> {
  const settings = await moneySettingsOf(db);
  let released = 0;
  for (;;) {
    const due = await ordersDueForRelease(db, todayInTanzania(now), settings.releaseDays, RELEASE_BATCH);
    for (const order of due) {
      // 0 when something got there first under the order's lock (a dispute, a refund, another run).
      const amount = await db.transaction((tx) =>
        releaseOrder(tx, { orderId: order.order_id, vendorId: order.vendor_id }),
      );
      if (amount > 0) released++;
    }
    if (due.length < RELEASE_BATCH) return released;
  }
}

export async function payDailyPayouts(deps: PayoutDeps): Promise<void> {
  const settings = await moneySettingsOf(deps.db);
  await payVendors(deps, settings.payoutMinimumTzs);
}

async function payVendors(deps: PayoutDeps, fromTzs: number): Promise<void> {
  if (!deps.provider) return;
  for (const { vendor_id } of await vendorsToPay(deps.db, fromTzs)) {
    try {
      await deps.db.transaction((tx) => startPayout(deps, tx, vendor_id, 'auto', null));
    } catch (error) {
      // Another run started it meanwhile, or the balance fell below the minimum: nothing to do this time.
      if (!(error instanceof AppError)) throw error;
    }
  }
  deps.jobs.kick();
}

/** The day held money of an order for this event day is released by itself (without the customer's word). */
export const releasesOn = (eventDate: string, releaseDays: number) => addDays(eventDate, releaseDays);
