// The jobs that give money back through the provider: sending a refund once, asking how it stands while open, and
// the daily second look at refunds the network may still take back. A refund's outcome is applied once, under its
// lock (settleRefund).
import type { Database } from '../../db/client.ts';
import { ProviderUnavailable, type RefundStatus } from '../../platform/payments/mobile-money-provider.ts';
import { postRefundOutcome } from '../ledger/service.ts';
import { checkRefundJob } from './jobs.ts';
import {
  type AttemptRow,
  findAttempt,
  findRefund,
  lockRefund,
  type RefundRow,
  refundsToRecheck,
  updateRefund,
} from './queries.ts';
import {
  checkDelaySeconds,
  countedByLedger,
  LAST_REFUND_CHECK_ROUND,
  type RailContext,
  RECHECK_REFUNDED_DAYS,
} from './rail-context.ts';

/** Sends a refund to the provider once; an unknown outcome is left for an admin, never sent again. */
export async function sendRefund(ctx: RailContext, { refundId }: { refundId: string }) {
  const { db, provider, log } = ctx;
  const claimed = await db.transaction(async (tx) => {
    const refund = await lockRefund(tx, refundId);
    if (refund?.status !== 'pending') return null;
    if (refund.sentAt) {
      // Sent before, its answer lost (a crash): asked about by its reference, never sent again.
      await scheduleRefundCheck(ctx, tx, refundId, 0);
      return null;
    }
    await updateRefund(tx, refundId, { sentAt: new Date() });
    const attempt = await findAttempt(tx, refund.attemptId);
    return attempt ? { refund, attempt } : null;
  });
  if (!claimed) return;
  const { refund, attempt } = claimed;
  if (!provider || provider.name !== attempt.provider) {
    await updateRefund(db, refundId, {
      status: 'manual',
      providerMessage: `paid through ${attempt.provider}, which is not in use now: send it back by hand`,
    });
    return;
  }
  try {
    const result = await provider.refund({
      refundId,
      reference: attempt.id,
      amountTzs: refund.amountTzs,
      phone: attempt.phone,
    });
    await db.transaction((tx) => settleRefund(ctx, tx, refundId, attempt, result, 0));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log.warn(
      { refundId, err: error },
      'refund outcome unknown; check with the provider before refunding again',
    );
    await db.transaction(async (tx) => {
      await updateRefund(tx, refundId, {
        providerMessage: `outcome unknown (${message.slice(0, 300)}): check with the provider before refunding again`,
      });
      await scheduleRefundCheck(ctx, tx, refundId, 0); // it may have been received: asked for by its reference
    });
  }
}

/** Asks how an open refund stands; again later (15 s doubling, at most a day) while it is not settled. */
export async function checkRefund(
  ctx: RailContext,
  { refundId, round }: { refundId: string; round: number },
) {
  const { db, provider, log } = ctx;
  const refund = await findRefund(db, refundId);
  if (refund?.status !== 'pending' || !refund.sentAt || !provider?.refundStatus) return;
  const attempt = await findAttempt(db, refund.attemptId);
  if (!attempt || provider.name !== attempt.provider) return;
  let answer: RefundStatus;
  try {
    answer = await provider.refundStatus({ refundId });
  } catch (error) {
    if (!(error instanceof ProviderUnavailable)) throw error;
    log.warn({ refundId, err: error }, 'refund status query failed; asked again later');
    await scheduleRefundCheck(ctx, db, refundId, round + 1);
    return;
  }
  const { status } = answer;
  // Not found: perhaps never received, perhaps not yet recorded; it stays open and is asked about again.
  if (status === 'not_found') await scheduleRefundCheck(ctx, db, refundId, round + 1);
  else
    await db.transaction((tx) => settleRefund(ctx, tx, refundId, attempt, { ...answer, status }, round + 1));
}

/**
 * Once a day: every refund still open with the provider (a lost answer, a check that ran out of rounds) and every
 * refund paid in the last RECHECK_REFUNDED_DAYS is asked about again, so one taken back is owed again. A provider
 * that cannot answer now is asked at the next run. Answers how many refunds changed.
 */
export async function recheckRefunds(ctx: RailContext, now = new Date()) {
  const { db, provider } = ctx;
  if (!provider?.refundStatus) return 0;
  const since = new Date(now.getTime() - RECHECK_REFUNDED_DAYS * 86_400_000);
  let changed = 0;
  for (const { refund, attempt } of await refundsToRecheck(db, provider.name, since)) {
    let answer: RefundStatus;
    try {
      answer = await provider.refundStatus({ refundId: refund.id });
    } catch (error) {
      if (!(error instanceof ProviderUnavailable)) throw error;
      continue;
    }
    const { status } = answer;
    if (status === 'not_found' || status === refund.status) continue;
    await db.transaction((tx) => settleRefund(ctx, tx, refund.id, attempt, { ...answer, status }, null));
    changed += 1;
  }
  return changed;
}

/**
 * A refund's outcome, as the provider told it, applied once under the refund's lock: an open refund settles, and a
 * paid one the network took back fails. Failed, the money the ledger took out when the refund started is owed to
 * the payer instead. Still open, it is asked about again from round `round` (when the caller schedules checks).
 */
async function settleRefund(
  ctx: RailContext,
  tx: Database,
  refundId: string,
  attempt: AttemptRow,
  outcome: {
    status: RefundRow['status'];
    providerReference?: string | undefined;
    message?: string | undefined;
  },
  round: number | null,
) {
  const refund = await lockRefund(tx, refundId);
  const takenBack = refund?.status === 'succeeded' && outcome.status === 'failed';
  if (!refund || (refund.status !== 'pending' && !takenBack)) return;
  await updateRefund(tx, refundId, {
    status: outcome.status,
    providerReference: outcome.providerReference ?? refund.providerReference,
    providerMessage:
      outcome.message ?? (takenBack ? 'Taken back by the network after it was paid' : refund.providerMessage),
  });
  if (outcome.status === 'failed' && countedByLedger(attempt)) {
    await postRefundOutcome(tx, { refundId, amountTzs: refund.amountTzs, outcome: 'failed' });
  }
  if (outcome.status === 'pending' && round !== null) await scheduleRefundCheck(ctx, tx, refundId, round);
}

/** The next status query of an open refund; past the last round the daily second look goes on asking. */
async function scheduleRefundCheck(ctx: RailContext, tx: Database, refundId: string, round: number) {
  if (!ctx.provider?.refundStatus || round > LAST_REFUND_CHECK_ROUND) return;
  await ctx.jobs.enqueue(
    tx,
    checkRefundJob,
    { refundId, round },
    { key: `${refundId}:${round}`, startAfter: checkDelaySeconds(round) },
  );
}
