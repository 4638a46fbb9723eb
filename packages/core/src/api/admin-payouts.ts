// The admins' payouts (docs/decisions/028): every payout to vendors, newest first with counts by status; a failed or
// reversed one sent again, an open one settled by hand from the provider's own records.
import { z } from 'zod';
import { reason } from '../reasons.ts';
import { payoutStatus } from './payouts.ts';
import { plainText } from './plain-text.ts';
import { statementMonth } from './statements.ts';

export { statementExportQuery } from './statements.ts';

export const SETTLE_NOTE_MIN = 3;
export const SETTLE_NOTE_MAX = 500;

export const adminPayoutsQuery = z.object({
  status: z.enum(payoutStatus.options, reason('payouts.status_unknown')).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  cursor: z.string().max(200).optional(),
});
export type AdminPayoutsQuery = z.input<typeof adminPayoutsQuery>;

export const adminPayout = z.object({
  id: z.uuid(),
  vendorId: z.uuid().nullable(),
  vendorName: z.string().nullable(),
  /** For an event's withdrawal (no vendor): the event's name. */
  eventName: z.string().nullable(),
  /** Masked: enough to compare with the provider's dashboard, not to read out. */
  phone: z.string(),
  amountTzs: z.number().int(),
  feeTzs: z.number().int(),
  status: payoutStatus,
  trigger: z.enum(['auto', 'asked', 'retry']),
  failureMessage: z.string().nullable(),
  provider: z.string(),
  providerReference: z.string().nullable(),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
  settledAt: z.iso.datetime().nullable(),
});
export type AdminPayout = z.infer<typeof adminPayout>;

export const adminPayoutsResponse = z.object({
  payouts: z.array(adminPayout),
  nextCursor: z.string().nullable(),
  /** Every payout by status, whatever the filter: the filter chips' counts. */
  counts: z.object({
    pending: z.number().int(),
    unknown: z.number().int(),
    succeeded: z.number().int(),
    failed: z.number().int(),
    reversed: z.number().int(),
  }),
});
export type AdminPayoutsResponse = z.infer<typeof adminPayoutsResponse>;

export const adminPayoutParams = z.object({ id: z.uuid(reason('payouts.not_found')) });

export const settlePayoutBody = z.object({
  outcome: z.enum(['succeeded', 'failed'], reason('payouts.settle_outcome_invalid')),
  /** What the provider's records showed, in the admin's words: kept in the audit log. */
  note: plainText(z.string({ error: reason('payouts.settle_note_length') }).trim())
    .min(SETTLE_NOTE_MIN, reason('payouts.settle_note_length'))
    .max(SETTLE_NOTE_MAX, reason('payouts.settle_note_length')),
});
export type SettlePayoutBody = z.infer<typeof settlePayoutBody>;

/**
 * The vendors whose money needs an admin's eye: those whose payouts an admin holds (and why), and those who owe
 * Sherehe because a refund came after their payout (recovered from their next payouts).
 */
export const adminPayoutVendorsResponse = z.object({
  holds: z.array(
    z.object({
      vendorId: z.uuid(),
      vendorName: z.string(),
      reason: z.string(),
      heldByName: z.string().nullable(),
      heldAt: z.iso.datetime(),
      releasableTzs: z.number().int(),
    }),
  ),
  debts: z.array(z.object({ vendorId: z.uuid(), vendorName: z.string(), owedTzs: z.number().int() })),
});
export type AdminPayoutVendorsResponse = z.infer<typeof adminPayoutVendorsResponse>;

export const payoutHoldParams = z.object({ vendorId: z.uuid(reason('payouts.vendor_not_found')) });

/** A vendor's month statement, as an admin downloads it: the vendor and the month. */
export const adminStatementParams = payoutHoldParams.extend({ month: statementMonth });

export const payoutHoldBody = z.object({
  /** Why, in the admin's words: kept with the hold and in the audit log. */
  reason: plainText(z.string({ error: reason('payouts.hold_reason_length') }).trim())
    .min(SETTLE_NOTE_MIN, reason('payouts.hold_reason_length'))
    .max(SETTLE_NOTE_MAX, reason('payouts.hold_reason_length')),
});
export type PayoutHoldBody = z.infer<typeof payoutHoldBody>;
