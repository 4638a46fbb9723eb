// An event's money (issue 35): the michango that came in by mobile money, what was sent out of it, and the
// withdrawals the committee asks for, approves or cancels.
import { z } from 'zod';
import { EVENT_TARGET_MAX_TZS } from '../event-rules.ts';
import { reason } from '../reasons.ts';
import { mobileMoneyPhone } from './orders.ts';

export { eventIdParams } from './events.ts';

const amount = z.number().int();

/**
 * awaiting_approval: a chair, treasurer or the host (not the one who asked) must approve it; sending: approved and on
 * its way; paid: on the receiving phone; failed: the provider refused it or it came back, and the money is available
 * again; cancelled: called off before it was approved.
 */
export const withdrawalStatus = z.enum(['awaiting_approval', 'sending', 'paid', 'failed', 'cancelled']);
export type WithdrawalStatus = z.infer<typeof withdrawalStatus>;

export const eventWithdrawal = z.object({
  id: z.uuid(),
  amountTzs: amount,
  /** The receiving number in full: whoever approves must see where the money goes. */
  phone: z.string(),
  /** The name the provider has for the number, when it said. */
  accountName: z.string().nullable(),
  status: withdrawalStatus,
  requestedByName: z.string(),
  requestedAt: z.iso.datetime(),
  /** Who approved or cancelled it. */
  decidedByName: z.string().nullable(),
  decidedAt: z.iso.datetime().nullable(),
  failureMessage: z.string().nullable(),
  /** What the viewer may do with it now. */
  mayApprove: z.boolean(),
  mayCancel: z.boolean(),
});
export type EventWithdrawal = z.infer<typeof eventWithdrawal>;

export const eventMoneyResponse = z.object({
  /** Michango received by mobile money, less any given back (cash and bank payments never pass through Sherehe). */
  collectedTzs: amount,
  /** Sherehe's fee on those michango, when admins set one. */
  feesTzs: amount,
  withdrawnTzs: amount,
  sendingTzs: amount,
  /** What a withdrawal may take now (a withdrawal waiting for approval counts as taken). */
  availableTzs: amount,
  minimumTzs: amount,
  /** Whether a withdrawal waits for a chair's, treasurer's or the host's approval. */
  needsApproval: z.boolean(),
  /** Whether the viewer may ask for a withdrawal, and whether paying out works here at all. */
  mayWithdraw: z.boolean(),
  payoutsAvailable: z.boolean(),
  withdrawals: z.array(eventWithdrawal),
});
export type EventMoneyResponse = z.infer<typeof eventMoneyResponse>;

export const withdrawalBody = z.object({
  amountTzs: z
    .number({ error: reason('withdrawals.amount_invalid') })
    .int(reason('withdrawals.amount_invalid'))
    .positive(reason('withdrawals.amount_invalid'))
    .max(EVENT_TARGET_MAX_TZS, reason('withdrawals.amount_invalid')),
  phone: mobileMoneyPhone,
});
export type WithdrawalBody = z.input<typeof withdrawalBody>;

export const withdrawalParams = z.object({
  id: z.uuid(reason('event.id_invalid')),
  withdrawalId: z.uuid(reason('withdrawals.not_found')),
});
