// Money out (issue 35): a vendor's balances, payout number and payouts, and the customer's word that an order came.
import { z } from 'zod';
import { reason } from '../reasons.ts';
import { mobileMoneyPhone, orderStatus } from './orders.ts';

export { azamPayCallbackParams, callbackAnswer, callbackBody, devPhoneQuery } from './payments.ts';

const amount = z.number().int();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const payoutStatus = z.enum(['pending', 'unknown', 'succeeded', 'failed', 'reversed']);
export type PayoutStatus = z.infer<typeof payoutStatus>;

/** Held: waiting for delivery to be confirmed (or the days after the event); releasable: to be paid out. */
export const vendorBalances = z.object({
  heldTzs: amount,
  /** Below zero when refunds after a payout left a debt, recovered from later payouts. */
  releasableTzs: amount,
  payingTzs: amount,
  paidOutTzs: amount,
  feesTzs: amount,
});

export const payoutAccount = z.object({
  /** Masked: the number is the owner's to know. */
  phone: z.string(),
  accountName: z.string().nullable(),
  /** A changed number waits a day before money goes to it. */
  pausedUntil: z.iso.datetime().nullable(),
});

export const vendorPayout = z.object({
  id: z.uuid(),
  amountTzs: amount,
  feeTzs: amount,
  phone: z.string(),
  status: payoutStatus,
  trigger: z.enum(['auto', 'asked', 'retry']),
  failureMessage: z.string().nullable(),
  createdAt: z.iso.datetime(),
  settledAt: z.iso.datetime().nullable(),
});
export type VendorPayout = z.infer<typeof vendorPayout>;

export const orderMoney = z.object({
  orderId: z.uuid(),
  number: z.number().int(),
  status: orderStatus,
  eventDate: day,
  customerName: z.string(),
  paidTzs: amount,
  feeTzs: amount,
  heldTzs: amount,
  releasableTzs: amount,
  paidOutTzs: amount,
  /** When the held money is released by itself, if no dispute is opened; null when it waits for the event. */
  releasesOn: day.nullable(),
  /** A dispute is open on the order: its held money waits for an admin's decision. */
  frozen: z.boolean(),
});
export type OrderMoney = z.infer<typeof orderMoney>;

export const vendorMoneyResponse = z.object({
  balances: vendorBalances,
  account: payoutAccount.nullable(),
  rules: z.object({
    releaseDays: z.number().int(),
    payoutMinimumTzs: amount,
    payoutAtOnceFromTzs: amount,
    /** The commission on the vendor's categories, in basis points (500 = 5%). */
    commissionBps: z.number().int(),
  }),
  /** Whether "Pay me now" can be used now, and if not, why. */
  payNow: z.object({
    allowed: z.boolean(),
    blockedBy: z
      .enum([
        'no_account',
        'paused',
        'below_minimum',
        'payout_open',
        'unavailable',
        'vendor_suspended',
        'held',
      ])
      .nullable(),
  }),
  orders: z.array(orderMoney),
  payouts: z.array(vendorPayout),
});
export type VendorMoneyResponse = z.infer<typeof vendorMoneyResponse>;

export const payoutAccountBody = z.object({
  phone: mobileMoneyPhone,
  currentPassword: z
    .string({ error: reason('account.current_password_required') })
    .min(1, reason('account.current_password_required'))
    .max(200),
});

export const payoutAccountResponse = z.object({ account: payoutAccount });

/** The demo phone's money received (simulator only): each payout as "You have received TZS … from Sherehe". */
export const devPhoneMoneyResponse = z.object({
  phone: z.string(),
  received: z.array(
    z.object({ id: z.uuid(), amountTzs: amount, from: z.string(), receivedAt: z.iso.datetime() }),
  ),
});
export type DevPhoneMoneyResponse = z.infer<typeof devPhoneMoneyResponse>;
