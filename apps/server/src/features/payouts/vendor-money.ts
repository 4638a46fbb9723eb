// What a vendor sees of their money: balances summed from the ledger, each order's share, their payout number and
// payouts, and whether "Pay me now" can be used now.
import type { VendorMoneyResponse } from '@sherehe/core/api/payouts';
import { maskPhone } from '@sherehe/core/mobile-networks';
import type { Database } from '../../db/client.ts';
import { commissionOfVendor, moneySettingsOf, vendorBalances } from '../ledger/service.ts';
import {
  findPayoutAccount,
  findPayoutHold,
  openPayoutOf,
  orderMoneyOf,
  vendorIsActive,
  vendorPayouts,
} from './queries.ts';
import { releasesOn } from './release-work.ts';
import type { PayoutBlock } from './service.ts';

export async function vendorMoney(
  db: Database,
  vendorId: string,
  payoutsAvailable: boolean,
): Promise<VendorMoneyResponse> {
  // The settings are read once: the commission shown falls back on their default.
  const settingsRead = moneySettingsOf(db);
  const [settings, balances, account, open, orders, payouts, commissionBps, active, hold] = await Promise.all(
    [
      settingsRead,
      vendorBalances(db, vendorId),
      findPayoutAccount(db, vendorId),
      openPayoutOf(db, vendorId),
      orderMoneyOf(db, vendorId),
      vendorPayouts(db, vendorId),
      settingsRead.then((read) => commissionOfVendor(db, vendorId, read.defaultCommissionBps)),
      vendorIsActive(db, vendorId),
      findPayoutHold(db, vendorId),
    ],
  );
  const pausedUntil =
    account?.pausedUntil && account.pausedUntil.getTime() > Date.now() ? account.pausedUntil : null;
  const blockedBy: PayoutBlock | null = !payoutsAvailable
    ? 'unavailable'
    : !active
      ? 'vendor_suspended'
      : hold
        ? 'held'
        : !account
          ? 'no_account'
          : pausedUntil
            ? 'paused'
            : open
              ? 'payout_open'
              : balances.releasableTzs < settings.payoutMinimumTzs
                ? 'below_minimum'
                : null;
  return {
    balances,
    account: account
      ? {
          phone: maskPhone(account.phone),
          accountName: account.accountName,
          pausedUntil: pausedUntil?.toISOString() ?? null,
        }
      : null,
    rules: {
      releaseDays: settings.releaseDays,
      payoutMinimumTzs: settings.payoutMinimumTzs,
      payoutAtOnceFromTzs: settings.payoutAtOnceFromTzs,
      commissionBps,
    },
    payNow: { allowed: blockedBy === null, blockedBy },
    orders: orders.map((row) => ({
      orderId: row.order_id,
      number: row.number,
      status: row.status as VendorMoneyResponse['orders'][number]['status'],
      eventDate: row.event_date,
      customerName: row.customer_name,
      paidTzs: Number(row.paid),
      feeTzs: Number(row.fee),
      heldTzs: Number(row.held),
      releasableTzs: Number(row.releasable),
      paidOutTzs: Number(row.paid_out),
      releasesOn:
        Number(row.held) > 0 && !row.receipt_confirmed && !row.disputed
          ? releasesOn(row.event_date, settings.releaseDays)
          : null,
      frozen: row.disputed,
    })),
    payouts: payouts.map((payout) => ({
      id: payout.id,
      amountTzs: payout.amountTzs,
      feeTzs: payout.feeTzs,
      phone: maskPhone(payout.phone),
      status: payout.status,
      trigger: payout.trigger,
      failureMessage: payout.failureMessage,
      createdAt: payout.createdAt.toISOString(),
      settledAt: payout.settledAt?.toISOString() ?? null,
    })),
  };
}
