// Payouts (docs/decisions/028): a vendor's releasable money sent to their mobile-money number. The rules of money in
// hold: our payout id is the provider's reference; a payout is sent at most once (sent_at is claimed in its own
// transaction before the provider is called, so a crash between the two leaves a payout to ask about, never one to
// send again); a timeout or a 5xx is "unknown", settled by status queries; every change goes through settle() under
// a row lock, and final states never move back (a success may only come back as "reversed").
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import {
  CallbackRejected,
  type CallbackRequest,
  ProviderUnavailable,
} from '../../platform/payments/mobile-money-provider.ts';
import type { PayoutProvider, PayoutState } from '../../platform/payments/payout-provider.ts';
import {
  moneySettingsOf,
  type PayoutOwner,
  planPayout,
  postPayout,
  postPayoutSucceeded,
  postPayoutUndone,
  postWithdrawal,
} from '../ledger/service.ts';
import { checkPayoutJob, sendPayoutJob } from './jobs.ts';
import type { PayoutDeps } from './payout-deps.ts';
import {
  claimSending,
  findPayout,
  findPayoutAccount,
  findPayoutHold,
  insertPayout,
  insertPayoutEvent,
  lockPayout,
  type PayoutRow,
  paidSince,
  updatePayout,
} from './queries.ts';

export type { PayoutDeps } from './payout-deps.ts';

export type Trigger = PayoutRow['trigger'];

type Report = {
  status: PayoutState;
  providerReference?: string | undefined;
  message?: string | undefined;
  feeTzs?: number | undefined;
};

const FIRST_CHECK_SECONDS = 15;
const LONGEST_CHECK_SECONDS = 6 * 60 * 60;

/** Status queries after an unknown or unanswered payout: 15 s, doubling, at most six hours apart. */
export const payoutCheckDelaySeconds = (round: number) =>
  Math.min(FIRST_CHECK_SECONDS * 2 ** round, LONGEST_CHECK_SECONDS);

export type PayoutBlock =
  | 'no_account'
  | 'paused'
  | 'below_minimum'
  | 'payout_open'
  | 'unavailable'
  | 'vendor_suspended'
  | 'held';

export { startPayoutRefusals } from '@sherehe/core/api/refusal-groups';

/**
 * Writes a payout of everything the vendor may be paid (debts netted) and enqueues its sending, in one transaction;
 * refused with why when there is nothing to send. The vendor's row is locked, so two requests make one payout.
 */
export async function startPayout(
  deps: PayoutDeps,
  tx: Database,
  vendorId: string,
  trigger: Trigger,
  requestedBy: string | null,
): Promise<PayoutRow> {
  if (!deps.provider) throw new AppError('business_rule', 'payouts.unavailable');
  const [vendor] = await selectRows<{ status: string }>(
    tx,
    sql`select status from vendors where id = ${vendorId} for update`,
  );
  // A suspended shop (fraud, say) is paid nothing until an admin reinstates it.
  if (vendor?.status !== 'active') throw new AppError('business_rule', 'payouts.vendor_suspended');
  if (await findPayoutHold(tx, vendorId)) throw new AppError('business_rule', 'payouts.held');
  const account = await findPayoutAccount(tx, vendorId);
  if (!account) throw new AppError('business_rule', 'payouts.no_account');
  if (account.pausedUntil && account.pausedUntil.getTime() > Date.now()) {
    throw new AppError('business_rule', 'payouts.paused', { until: account.pausedUntil.toISOString() });
  }
  const settings = await moneySettingsOf(tx);
  const id = randomUUID();
  const { lines, amountTzs } = await planPayout(tx, vendorId, id);
  if (amountTzs < settings.payoutMinimumTzs) {
    throw new AppError('business_rule', 'payouts.below_minimum', {
      min: settings.payoutMinimumTzs,
      available: Math.max(0, amountTzs),
    });
  }
  const payout = await insertPayout(tx, {
    id,
    vendorId,
    amountTzs,
    phone: account.phone,
    accountName: account.accountName,
    provider: deps.provider.name,
    trigger,
    requestedBy,
  });
  if (!payout) throw new AppError('conflict', 'payouts.payout_open');
  await postPayout(tx, { vendorId, payoutId: id }, lines);
  await deps.jobs.enqueue(tx, sendPayoutJob, { payoutId: id }, { key: id });
  return payout;
}

/**
 * The payout that carries an event's approved withdrawal (features/withdrawals), its ledger lines and its sending
 * job, in the caller's transaction; undefined when a payout of the event is open already.
 */
export async function startEventPayout(
  deps: Pick<PayoutDeps, 'jobs' | 'provider'>,
  tx: Database,
  withdrawal: {
    eventId: string;
    amountTzs: number;
    phone: string;
    accountName: string | null;
    requestedBy: string | null;
  },
): Promise<PayoutRow | undefined> {
  if (!deps.provider) throw new AppError('business_rule', 'payouts.unavailable');
  const id = randomUUID();
  const payout = await insertPayout(tx, {
    id,
    eventId: withdrawal.eventId,
    amountTzs: withdrawal.amountTzs,
    phone: withdrawal.phone,
    accountName: withdrawal.accountName,
    provider: deps.provider.name,
    trigger: 'asked',
    requestedBy: withdrawal.requestedBy,
  });
  if (!payout) return undefined;
  await postWithdrawal(tx, { eventId: withdrawal.eventId, payoutId: id }, withdrawal.amountTzs);
  await deps.jobs.enqueue(tx, sendPayoutJob, { payoutId: id }, { key: id });
  return payout;
}

/** Sends a payout once. A second run (a retry after a crash) finds it claimed and asks for its status instead. */
export async function sendPayout(deps: PayoutDeps, payoutId: string): Promise<void> {
  const provider = deps.provider;
  if (!provider) return;
  const claimed = await deps.db.transaction((tx) => claimSending(tx, payoutId));
  const payout = await findPayout(deps.db, payoutId);
  if (!payout) return;
  if (!claimed) {
    if (payout.status === 'pending' || payout.status === 'unknown') await scheduleCheck(deps, payoutId, 0);
    return;
  }
  try {
    const started = await provider.sendPayout({
      reference: payout.id,
      amountTzs: payout.amountTzs,
      phone: payout.phone,
      accountName: payout.accountName,
      description: 'Sherehe payout',
    });
    await applyEvent(deps, 'send', provider.name, {
      eventId: `send:${payout.id}`,
      reference: payout.id,
      status: started.status,
      providerReference: started.providerReference,
      message: started.message,
      feeTzs: started.feeTzs,
      raw: started.raw,
    });
    if (started.status === 'pending') await scheduleCheck(deps, payoutId, 0);
  } catch (error) {
    if (!(error instanceof ProviderUnavailable)) throw error;
    deps.log.warn(
      { payoutId, err: error.message },
      'payout outcome unknown: asking the provider for its status',
    );
    await deps.db.transaction(async (tx) => {
      const locked = await lockPayout(tx, payoutId);
      if (locked?.status === 'pending') await updatePayout(tx, payoutId, { status: 'unknown' });
    });
    await scheduleCheck(deps, payoutId, 0);
  }
}

async function scheduleCheck(deps: PayoutDeps, payoutId: string, round: number) {
  await deps.jobs.enqueue(
    deps.db,
    checkPayoutJob,
    { payoutId, round },
    { key: `${payoutId}:${round}`, startAfter: payoutCheckDelaySeconds(round) },
  );
}

/** What the provider says of a payout, asked by our id (its reference) and its own. */
const statusAt = (provider: PayoutProvider, payout: PayoutRow) =>
  provider.getPayoutStatus({
    reference: payout.id,
    providerReference: payout.providerReference,
    phone: payout.phone,
  });

/** Asks the provider how a payout stands; asks again later while it is open. */
export async function checkPayout(deps: PayoutDeps, payoutId: string, round: number): Promise<void> {
  const provider = deps.provider;
  const payout = await findPayout(deps.db, payoutId);
  if (!provider || !payout || (payout.status !== 'pending' && payout.status !== 'unknown')) return;
  if (!payout.sentAt) return; // its sending job runs first
  let answer: Awaited<ReturnType<PayoutProvider['getPayoutStatus']>>;
  try {
    answer = await statusAt(provider, payout);
  } catch (error) {
    if (!(error instanceof ProviderUnavailable)) throw error;
    await scheduleCheck(deps, payoutId, round + 1);
    return;
  }
  if (answer.status === 'not_found') {
    // Perhaps never received, perhaps not yet recorded: either way not a failure we may give the money back on (it
    // could still be paid). It stays open and is asked about again; an admin settles it with the provider's records.
    await scheduleCheck(deps, payoutId, round + 1);
    return;
  }
  await applyEvent(deps, 'status', provider.name, {
    eventId: `status:${payout.id}:${answer.status}`,
    reference: payout.id,
    status: answer.status,
    providerReference: answer.providerReference,
    feeTzs: answer.feeTzs,
    message: answer.message,
    raw: answer.raw,
  });
  if (answer.status === 'pending') await scheduleCheck(deps, payoutId, round + 1);
}

/** How long after it was paid a payout is still asked about: ClickPesa's REVERSED can follow its SUCCESS. */
export const RECHECK_PAID_DAYS = 3;

/**
 * Asks the provider again about every payout paid in the last RECHECK_PAID_DAYS: one taken back since is undone as
 * its callback would have undone it. A provider that cannot answer now is asked again at the next day's run.
 * Answers how many were found taken back.
 */
export async function recheckPaidPayouts(deps: PayoutDeps, now = new Date()): Promise<number> {
  const provider = deps.provider;
  if (!provider) return 0;
  const since = new Date(now.getTime() - RECHECK_PAID_DAYS * 86_400_000);
  let takenBack = 0;
  for (const payout of await paidSince(deps.db, provider.name, since)) {
    let answer: Awaited<ReturnType<PayoutProvider['getPayoutStatus']>>;
    try {
      answer = await statusAt(provider, payout);
    } catch (error) {
      if (!(error instanceof ProviderUnavailable)) throw error;
      deps.log.warn({ payoutId: payout.id, err: error }, 'paid payout not asked about again; tomorrow');
      continue;
    }
    if (answer.status !== 'reversed') continue;
    await applyEvent(deps, 'status', provider.name, {
      eventId: `status:${payout.id}:reversed`,
      reference: payout.id,
      status: 'reversed',
      providerReference: answer.providerReference,
      message: answer.message,
      raw: answer.raw,
    });
    takenBack += 1;
  }
  return takenBack;
}

/** A provider's callback about a payout: verified, stored once, applied. */
export async function payoutCallback(deps: PayoutDeps, request: CallbackRequest): Promise<void> {
  const provider = deps.provider;
  if (!provider) throw new AppError('not_found', 'payouts.callback_unknown_provider');
  let event: Awaited<ReturnType<PayoutProvider['readPayoutCallback']>>;
  try {
    event = await provider.readPayoutCallback(request);
  } catch (error) {
    if (error instanceof CallbackRejected) throw new AppError('unauthorized', 'payouts.callback_forged');
    throw error;
  }
  await applyEvent(deps, 'callback', provider.name, event);
}

async function applyEvent(
  deps: PayoutDeps,
  source: 'send' | 'status' | 'callback',
  providerName: string,
  event: Report & { eventId: string; reference: string; raw: unknown },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const payout = await findPayout(tx, event.reference);
    const fresh = await insertPayoutEvent(tx, {
      provider: providerName,
      eventId: event.eventId,
      source,
      payoutId: payout && payout.provider === providerName ? payout.id : null,
      reportedStatus: event.status,
      payload: event.raw ?? null,
    });
    if (!fresh || !payout || payout.provider !== providerName) return;
    await settle(deps, tx, payout.id, event);
  });
}

/**
 * An admin settles an open payout by the provider's own records (its dashboard), for the payout status queries
 * could not settle (a "not found", an answer that never comes). It goes through settle(), under the same row lock
 * and with the same ledger lines as a provider's report. The decision is the admin's, not the provider's: it is kept
 * with its note in the audit log, in the same transaction, and payout_events keep only what providers said.
 */
export async function settleByAdmin(
  deps: Pick<PayoutDeps, 'db' | 'eventPayoutSettled'>,
  payoutId: string,
  outcome: 'succeeded' | 'failed',
  note: string,
  adminId: string,
): Promise<PayoutRow> {
  return deps.db.transaction(async (tx) => {
    const payout = await lockPayout(tx, payoutId);
    if (!payout) throw new AppError('not_found', 'payouts.not_found');
    if (payout.status !== 'pending' && payout.status !== 'unknown') {
      throw new AppError('conflict', 'payouts.settle_not_open', { status: payout.status });
    }
    // Never sent (its sending job gave up, say, in a long outage): it can only be called off, and once failed its
    // job will not send it (sending claims only a pending payout).
    if (!payout.sentAt && outcome === 'succeeded') {
      throw new AppError('conflict', 'payouts.settle_not_open', { status: payout.status });
    }
    await settle(deps, tx, payoutId, {
      status: outcome,
      message: outcome === 'failed' ? "Not paid, by the provider's records (settled by an admin)" : undefined,
    });
    await recordAudit(tx, {
      actorId: adminId,
      action: 'payout.settled',
      targetType: 'payout',
      targetId: payoutId,
      details: {
        outcome,
        note,
        was: payout.status,
        amountTzs: payout.amountTzs,
        vendorId: payout.vendorId,
        eventId: payout.eventId,
      },
    });
    const settled = await findPayout(tx, payoutId);
    if (!settled) throw new Error(`payout ${payoutId} not found`);
    return settled;
  });
}

/** The one place a payout's state changes, with its ledger lines. */
async function settle(
  deps: Pick<PayoutDeps, 'eventPayoutSettled'>,
  tx: Database,
  payoutId: string,
  report: Report,
): Promise<void> {
  const payout = await lockPayout(tx, payoutId);
  if (!payout) throw new Error(`payout ${payoutId} not found`);
  const open = payout.status === 'pending' || payout.status === 'unknown';
  // A report about another of the provider's transactions than the one this payout became is not about it (a
  // callback pairing our reference with someone else's failed transfer would otherwise give the money back).
  if (
    report.providerReference &&
    payout.providerReference &&
    report.providerReference !== payout.providerReference
  ) {
    return;
  }
  const providerReference = report.providerReference ?? payout.providerReference;
  if (report.status === 'pending') {
    // Accepted: its reference and fee (what leaves our account with it) are kept for when it is paid.
    if (open) {
      await updatePayout(tx, payoutId, {
        status: 'pending',
        providerReference,
        feeTzs: report.feeTzs ?? payout.feeTzs,
      });
    }
    return;
  }
  if (report.status === 'succeeded') {
    if (!open) return;
    const feeTzs = report.feeTzs ?? payout.feeTzs;
    await updatePayout(tx, payoutId, {
      status: 'succeeded',
      providerReference,
      feeTzs,
      settledAt: new Date(),
    });
    await postPayoutSucceeded(tx, { ...ownerOf(payout), payoutId, amountTzs: payout.amountTzs, feeTzs });
    if (payout.eventId) await deps.eventPayoutSettled(tx, payout, 'paid');
    return;
  }
  // failed, or reversed: a reversal of a payout never seen to succeed is its failure.
  if (open) {
    await updatePayout(tx, payoutId, {
      status: 'failed',
      providerReference,
      failureMessage: report.message ?? 'The provider refused the payout',
      settledAt: new Date(),
    });
    await postPayoutUndone(tx, { ...ownerOf(payout), payoutId }, 'failed');
    if (payout.eventId) await deps.eventPayoutSettled(tx, payout, 'failed');
    return;
  }
  if (payout.status === 'succeeded' && report.status === 'reversed') {
    await updatePayout(tx, payoutId, {
      status: 'reversed',
      failureMessage: report.message ?? 'The payout came back from the receiving wallet',
    });
    await postPayoutUndone(tx, { ...ownerOf(payout), payoutId }, 'reversed');
    if (payout.eventId) await deps.eventPayoutSettled(tx, payout, 'failed');
  }
}

function ownerOf(payout: PayoutRow): PayoutOwner {
  if (payout.vendorId) return { vendorId: payout.vendorId };
  if (payout.eventId) return { eventId: payout.eventId };
  throw new Error(`payout ${payout.id} has no vendor and no event`);
}
