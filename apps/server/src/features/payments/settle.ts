// The one place an attempt's state changes (settle), and how a provider's word about it is stored once and applied
// (recordEvent): final states never move back, and a success after a failure or expiry is kept and owed back.
import type { Database } from '../../db/client.ts';
import type { ProviderEvent } from '../../platform/payments/mobile-money-provider.ts';
import { checkPaymentJob } from './jobs.ts';
import { type AttemptRow, insertEvent, lockAttempt, setEventOutcome, updateAttempt } from './queries.ts';
import {
  checkDelaySeconds,
  FINAL,
  type Outcome,
  purposeOf,
  type RailContext,
  type Report,
} from './rail-context.ts';

/** Returns what the report changed. */
export async function settle(
  ctx: RailContext,
  tx: Database,
  attemptId: string,
  report: Report,
  /** The attempt when the caller read it under its lock in this transaction already. */
  locked?: AttemptRow,
): Promise<Outcome> {
  const attempt = locked ?? (await lockAttempt(tx, attemptId));
  if (!attempt) throw new Error(`payment attempt ${attemptId} not found`);
  if (FINAL.has(attempt.status)) {
    if (report.status === 'succeeded' && attempt.status !== 'succeeded') {
      if (attempt.lateSuccessAt) return 'no_change';
      await updateAttempt(tx, attemptId, {
        lateSuccessAt: new Date(),
        providerMessage: report.message ?? null,
      });
      ctx.log.warn({ attemptId }, 'payment succeeded after it had failed or expired: a refund is owed');
      return 'late_success';
    }
    return 'no_change';
  }
  const providerReference = report.providerReference ?? attempt.providerReference;
  if (report.status === 'pending') {
    if (attempt.status !== 'unknown') return 'no_change';
    await updateAttempt(tx, attemptId, { status: 'pending', providerReference });
    return 'pending';
  }
  const updated = await updateAttempt(tx, attemptId, {
    status: report.status,
    providerReference,
    settledAt: new Date(),
    ...(report.status === 'succeeded'
      ? {}
      : {
          failureReason: report.failureReason ?? (report.status === 'expired' ? 'expired' : 'declined'),
          providerMessage: report.message ?? attempt.providerMessage,
        }),
  });
  const handlers = purposeOf(ctx, attempt.purposeKind);
  if (report.status === 'succeeded') await handlers.onSucceeded(tx, updated);
  else await handlers.onFailed?.(tx, updated);
  return report.status;
}

/** Stores a provider event once (per provider and event id) and applies it; a replay changes nothing. */
export async function recordEvent(
  ctx: RailContext,
  source: 'callback' | 'push' | 'status',
  providerName: string,
  event: Pick<ProviderEvent, 'eventId' | 'reference' | 'raw' | 'amountTzs'> & {
    report: Report;
    reportedStatus: string;
  },
): Promise<{ replayed: boolean; outcome: Outcome | 'unmatched' }> {
  return ctx.db.transaction(async (tx) => {
    const stored = await insertEvent(tx, {
      provider: providerName,
      eventId: event.eventId,
      source,
      reportedStatus: event.reportedStatus,
      outcome: 'received',
      payload: event.raw ?? null,
    });
    if (!stored) return { replayed: true, outcome: 'no_change' as const };
    // Read under its lock: settle() below works on this row rather than reading it again.
    const attempt = await lockAttempt(tx, event.reference);
    if (!attempt || attempt.provider !== providerName) {
      await setEventOutcome(tx, stored.id, 'unmatched', null);
      return { replayed: false, outcome: 'unmatched' as const };
    }
    // A success counts only for the money we asked: another amount, or another of the provider's transactions
    // than the one our push started, names our reference without being our payment (a confirmed small payment
    // posted against a large attempt). A callback that names no amount proves none: the status query (our own
    // question about our reference) settles that payment instead.
    const reference = event.report.providerReference;
    const foreign =
      (source === 'callback' && event.amountTzs === undefined) ||
      (event.amountTzs !== undefined && event.amountTzs !== attempt.amountTzs) ||
      (source === 'callback' &&
        reference &&
        attempt.providerReference &&
        reference !== attempt.providerReference);
    if (event.report.status === 'succeeded' && foreign) {
      ctx.log.warn(
        { attemptId: attempt.id, provider: providerName, source },
        'payment event does not match its attempt',
      );
      await setEventOutcome(tx, stored.id, 'unmatched', attempt.id);
      return { replayed: false, outcome: 'unmatched' as const };
    }
    const outcome = await settle(ctx, tx, attempt.id, event.report, attempt);
    await setEventOutcome(tx, stored.id, outcome, attempt.id);
    return { replayed: false, outcome };
  });
}

/** A provider's status in the rail's words. */
export function reportOf(
  status: 'succeeded' | 'failed' | 'pending',
  message?: string,
  providerReference?: string,
) {
  return {
    status,
    ...(status === 'failed' ? { failureReason: 'declined' as const } : {}),
    message,
    providerReference,
  };
}

/** The next status query of an attempt whose outcome is not known yet. */
export async function scheduleCheck(ctx: RailContext, tx: Database, attemptId: string, round: number) {
  await ctx.jobs.enqueue(
    tx,
    checkPaymentJob,
    { attemptId, round },
    {
      key: `${attemptId}:${round}`,
      startAfter: checkDelaySeconds(round),
    },
  );
}
