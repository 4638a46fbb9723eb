// Giving a received payment back: a refund (all or part) written with its job in one transaction, an admin sending
// a refused one again, and how a refund reads (what was given back, what may be sent again).
import type { PaymentRefund } from '@sherehe/core/api/payments';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { postRefundOutcome } from '../ledger/service.ts';
import { refundPaymentJob } from './jobs.ts';
import {
  type AttemptRow,
  findAttempt,
  insertRefund,
  lockAttempt,
  lockRefund,
  type RefundRow,
  refundedOf,
  refundSentAgain,
} from './queries.ts';
import { countedByLedger, type RailContext } from './rail-context.ts';

/** An admin refunds directly only money its purpose does not give back itself: a late success, or any other. */
export const adminMayRefund = (ctx: RailContext, attempt: AttemptRow) =>
  !ctx.purposes.get(attempt.purposeKind)?.refundsThroughPurpose || attempt.lateSuccessAt !== null;

/** Given back, or on its way: every refund that did not fail. */
export const givenBack = (refunds: RefundRow[]) =>
  refunds.filter((one) => one.status !== 'failed').reduce((sum, one) => sum + one.amountTzs, 0);

/**
 * A refused refund an admin may send again: not sent again yet, and its money not given back since by another
 * refund (an admin's refund of a late success, say), so sending it cannot give back more than came in.
 */
const sendableAgain = (refund: RefundRow, all: RefundRow[], paidTzs: number) =>
  refund.status === 'failed' &&
  !all.some((other) => other.againOf === refund.id) &&
  refund.amountTzs <= paidTzs - givenBack(all);

export const refusedNotSentAgain = (refunds: RefundRow[], paidTzs: number) =>
  refunds.some((one) => sendableAgain(one, refunds, paidTzs));

export const toRefund = (refund: RefundRow, all: RefundRow[] = [], paidTzs = 0): PaymentRefund => ({
  id: refund.id,
  amountTzs: refund.amountTzs,
  status: refund.status,
  reason: refund.reason,
  requestedBy: refund.requestedBy,
  providerReference: refund.providerReference,
  providerMessage: refund.providerMessage,
  againOf: refund.againOf,
  sentAgain: all.some((other) => other.againOf === refund.id),
  sendable: sendableAgain(refund, all, paidTzs),
  createdAt: refund.createdAt.toISOString(),
});

/**
 * Gives money back (all or part) of a received payment, through the provider when it can (else a manual refund row
 * for an admin). Audited when a person asks for it. Refusals: 404 payments.not_found, 422 payments.refund_not_paid,
 * payments.refund_too_much {max}.
 */
export async function refund(
  ctx: RailContext,
  database: Database,
  input: { attemptId: string; amountTzs: number; byUserId: string | null; reason: string },
): Promise<PaymentRefund> {
  const row = await database.transaction(async (tx) => {
    const attempt = await lockAttempt(tx, input.attemptId);
    if (!attempt) throw new AppError('not_found', 'payments.not_found');
    if (attempt.status !== 'succeeded' && !attempt.lateSuccessAt) {
      throw new AppError('business_rule', 'payments.refund_not_paid');
    }
    const left = attempt.amountTzs - (await refundedOf(tx, attempt.id));
    if (input.amountTzs > left)
      throw new AppError('business_rule', 'payments.refund_too_much', { max: left });
    const written = await insertRefund(tx, {
      attemptId: attempt.id,
      amountTzs: input.amountTzs,
      reason: input.reason,
      requestedBy: input.byUserId,
    });
    await ctx.jobs.enqueue(tx, refundPaymentJob, { refundId: written.id }, { key: written.id });
    if (input.byUserId) {
      await recordAudit(tx, {
        actorId: input.byUserId,
        action: 'payment.refund_requested',
        targetType: 'payment',
        targetId: attempt.id,
        details: { refundId: written.id, amountTzs: input.amountTzs, reason: input.reason },
      });
    }
    return written;
  });
  ctx.jobs.kick();
  return toRefund(row);
}

/**
 * An admin sends a refund the provider refused again, once: a new refund of the same money to the same number, its
 * own job and audit. Refusals: 404 payments.refund_not_found; 422 payments.refund_not_failed, payments.refund_too_much
 * {max} (another refund gave its money back since); 409 payments.refund_sent_again.
 */
export async function sendRefundAgain(
  ctx: RailContext,
  input: { attemptId: string; refundId: string; byUserId: string },
): Promise<PaymentRefund> {
  const again = await ctx.db.transaction(async (tx) => {
    // The payment first, as an admin's refund locks it: the two cannot both give back the same money.
    const attempt = await lockAttempt(tx, input.attemptId);
    const refused = attempt ? await lockRefund(tx, input.refundId) : undefined;
    if (!attempt || !refused || refused.attemptId !== attempt.id) {
      throw new AppError('not_found', 'payments.refund_not_found');
    }
    if (refused.status !== 'failed') throw new AppError('business_rule', 'payments.refund_not_failed');
    if (await refundSentAgain(tx, refused.id)) throw new AppError('conflict', 'payments.refund_sent_again');
    const left = attempt.amountTzs - (await refundedOf(tx, attempt.id));
    if (refused.amountTzs > left)
      throw new AppError('business_rule', 'payments.refund_too_much', { max: left });
    const row = await insertRefund(tx, {
      attemptId: refused.attemptId,
      amountTzs: refused.amountTzs,
      reason: refused.reason,
      requestedBy: input.byUserId,
      againOf: refused.id,
    });
    if (countedByLedger(attempt)) {
      // A refusal recorded before the ledger knew of them is recorded first (once, by its key).
      await postRefundOutcome(tx, {
        refundId: refused.id,
        amountTzs: refused.amountTzs,
        outcome: 'failed',
      });
      await postRefundOutcome(tx, { refundId: row.id, amountTzs: row.amountTzs, outcome: 'resent' });
    }
    await ctx.jobs.enqueue(tx, refundPaymentJob, { refundId: row.id }, { key: row.id });
    await recordAudit(tx, {
      actorId: input.byUserId,
      action: 'payment.refund_sent_again',
      targetType: 'payment',
      targetId: refused.attemptId,
      details: { refundId: row.id, againOf: refused.id, amountTzs: row.amountTzs },
    });
    return row;
  });
  ctx.jobs.kick();
  return toRefund(again);
}

/** An admin's refund: refused for a purpose that refunds through itself, unless the money came late. */
export async function adminRefund(
  ctx: RailContext,
  input: { attemptId: string; amountTzs: number; byUserId: string; reason: string },
): Promise<PaymentRefund> {
  const attempt = await findAttempt(ctx.db, input.attemptId);
  if (!attempt) throw new AppError('not_found', 'payments.not_found');
  if (!adminMayRefund(ctx, attempt)) throw new AppError('business_rule', 'payments.refund_through_purpose');
  return refund(ctx, ctx.db, input);
}
