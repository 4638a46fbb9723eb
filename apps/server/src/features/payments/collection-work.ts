// The jobs that ask the provider for a payment: the USSD push, the status queries while its outcome is unknown, and
// the last look at its lifetime's end. The provider is called only outside transactions.
import {
  type MobileMoneyProvider,
  ProviderUnavailable,
} from '../../platform/payments/mobile-money-provider.ts';
import { findAttempt, lockAttempt, updateAttempt } from './queries.ts';
import { availableProvider, FINAL, type RailContext } from './rail-context.ts';
import { recordEvent, reportOf, scheduleCheck } from './settle.ts';

/** Sends the USSD push, once: a rerun after a crash mid-push never pushes again; it asks for the status. */
export async function pushPayment(ctx: RailContext, { attemptId }: { attemptId: string }) {
  const { db, log } = ctx;
  const current = availableProvider(ctx);
  const claimed = await db.transaction(async (tx) => {
    const attempt = await lockAttempt(tx, attemptId);
    if (attempt?.status !== 'pending') return null;
    if (attempt.pushStartedAt) {
      // A previous run started the push and did not live to record its answer: the outcome is unknown.
      if (!attempt.providerReference) await updateAttempt(tx, attemptId, { status: 'unknown' });
      await scheduleCheck(ctx, tx, attemptId, 0);
      return null;
    }
    return updateAttempt(tx, attemptId, { pushStartedAt: new Date() });
  });
  if (!claimed) return;
  let started: Awaited<ReturnType<MobileMoneyProvider['startCollection']>>;
  try {
    started = await current.startCollection({
      reference: claimed.id,
      amountTzs: claimed.amountTzs,
      phone: claimed.phone,
      description: claimed.description,
    });
  } catch (error) {
    // Timeout, network, 5xx, or anything else after the request may have left: never a second push.
    const message = error instanceof Error ? error.message : String(error);
    log.warn({ attemptId, err: error }, 'payment push outcome unknown; settled by status queries');
    await db.transaction(async (tx) => {
      const attempt = await lockAttempt(tx, attemptId);
      if (attempt?.status === 'pending') {
        await updateAttempt(tx, attemptId, { status: 'unknown', providerMessage: message.slice(0, 500) });
      }
      await scheduleCheck(ctx, tx, attemptId, 0);
    });
    return;
  }
  await recordEvent(ctx, 'push', current.name, {
    eventId: `push:${claimed.id}`,
    reference: claimed.id,
    raw: started.raw ?? null,
    reportedStatus: started.status,
    report:
      started.status === 'failed'
        ? { status: 'failed', failureReason: 'refused', message: started.message }
        : reportOf(started.status, started.message, started.providerReference),
  });
  await db.transaction(async (tx) => {
    const attempt = await lockAttempt(tx, attemptId);
    if (!attempt) return;
    if (started.providerReference && !attempt.providerReference) {
      await updateAttempt(tx, attemptId, { providerReference: started.providerReference });
    }
    if (!FINAL.has(attempt.status)) await scheduleCheck(ctx, tx, attemptId, 0);
  });
}

/** Asks the provider for the status; again later (15 s doubling, at most a day) while it is not settled. */
export async function checkPayment(
  ctx: RailContext,
  { attemptId, round }: { attemptId: string; round: number },
) {
  const { db, log } = ctx;
  const attempt = await findAttempt(db, attemptId);
  if (!attempt || FINAL.has(attempt.status)) return;
  const current = availableProvider(ctx);
  try {
    const status = await current.getStatus({
      reference: attempt.id,
      providerReference: attempt.providerReference,
      phone: attempt.phone,
    });
    if (status.status !== 'not_found') {
      await recordEvent(ctx, 'status', current.name, {
        eventId: `status:${attempt.id}:${status.status}`,
        reference: attempt.id,
        raw: status.raw ?? null,
        reportedStatus: status.status,
        amountTzs: status.amountTzs,
        report: reportOf(status.status, status.message, status.providerReference),
      });
    }
  } catch (error) {
    if (!(error instanceof ProviderUnavailable)) throw error;
    log.warn({ attemptId, err: error }, 'payment status query failed; asked again later');
  }
  await db.transaction(async (tx) => {
    const now = await findAttempt(tx, attemptId);
    if (now && !FINAL.has(now.status)) await scheduleCheck(ctx, tx, attemptId, round + 1);
  });
}

/** Past its lifetime: one more status query, and only if that settles nothing, expired. */
export async function expirePayment(ctx: RailContext, { attemptId }: { attemptId: string }) {
  const attempt = await findAttempt(ctx.db, attemptId);
  if (!attempt || FINAL.has(attempt.status)) return;
  const current = availableProvider(ctx);
  // A provider that cannot answer now throws: the job is retried, the attempt not expired on a guess.
  const status = await current.getStatus({
    reference: attempt.id,
    providerReference: attempt.providerReference,
    phone: attempt.phone,
  });
  const settled = status.status === 'succeeded' || status.status === 'failed';
  await recordEvent(ctx, 'status', current.name, {
    eventId: `status:${attempt.id}:${settled ? status.status : 'expired'}`,
    reference: attempt.id,
    raw: status.raw ?? null,
    reportedStatus: status.status,
    amountTzs: status.amountTzs,
    report: settled
      ? reportOf(status.status as 'succeeded' | 'failed', status.message, status.providerReference)
      : { status: 'expired', failureReason: 'expired', message: status.message },
  });
}
