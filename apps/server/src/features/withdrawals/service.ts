// An event's withdrawals (issue 35): the committee sends its michango to a mobile-money number. When the committee
// has a chair or a treasurer, a second person (one of them or the host, never the one who asked) approves first, and
// the whole committee is told of every request. Approved, a withdrawal becomes a payout (features/payouts), which
// sends it once, settles it by the provider's word and gives the money back to the event if it fails.
// Every change takes the event's row lock: two requests at once, or an approval racing a cancellation, end in one
// outcome.
import type { EventMoneyResponse, EventWithdrawal } from '@sherehe/core/api/withdrawals';
import { parseContact } from '@sherehe/core/contact';
import { formatPhone } from '@sherehe/core/phone';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { enqueueForContact } from '../../platform/mail/outbox.ts';
import { hasOptedIn, isOptedOut } from '../../platform/outbound/opted-in.ts';
import { ProviderUnavailable } from '../../platform/payments/mobile-money-provider.ts';
import type { PayoutProvider } from '../../platform/payments/payout-provider.ts';
import { enforceRateLimit } from '../../platform/rate-limit.ts';
import { type EventActor, type EventRow, requireEventPermission } from '../events/event-access.ts';
import { recordEventHistory } from '../events/event-history.ts';
import { eventBalances, moneySettingsOf } from '../ledger/service.ts';
import { notify } from '../notifications/service.ts';
import { startEventPayout } from '../payouts/service.ts';
import {
  committeeAccounts,
  committeeContacts,
  decideWithdrawal,
  hasApprovers,
  hasOpenWithdrawal,
  insertWithdrawal,
  lockWithdrawal,
  nameOf,
  type WithdrawalListRow,
  type WithdrawalRow,
  withdrawalsOf,
} from './queries.ts';
import { plainWithdrawalWords, withdrawalRequestedWords } from './withdrawal-words.ts';

export type WithdrawalDeps = {
  db: Database;
  jobs: JobQueue;
  provider: PayoutProvider | null;
  log: FastifyBaseLogger;
  publicUrl: string;
};

// Each request asks the provider for the number's name and texts the committee: a handful an hour is plenty.
const REQUESTS_PER_HOUR = 10;

const statusOf = (row: WithdrawalListRow): EventWithdrawal['status'] => {
  if (row.state !== 'approved') return row.state;
  if (row.payoutStatus === 'succeeded') return 'paid';
  if (row.payoutStatus === 'failed' || row.payoutStatus === 'reversed') return 'failed';
  return 'sending';
};

/** The event's money and withdrawals, as the viewer may act on them. */
export async function eventMoney(
  deps: WithdrawalDeps,
  actor: EventActor,
  eventId: string,
): Promise<EventMoneyResponse> {
  const { permissions } = await requireEventPermission(deps.db, eventId, actor, 'view_ledger');
  const [sums, settings, rows, needsApproval] = await Promise.all([
    eventBalances(deps.db, eventId),
    moneySettingsOf(deps.db),
    withdrawalsOf(deps.db, eventId),
    hasApprovers(deps.db, eventId),
  ]);
  const waitingTzs = rows
    .filter((row) => row.state === 'awaiting_approval')
    .reduce((sum, row) => sum + row.amountTzs, 0);
  const mayApprove = permissions.includes('approve_withdrawals');
  const mayWithdraw = permissions.includes('withdraw_funds');
  return {
    collectedTzs: sums.collectedTzs,
    feesTzs: sums.feesTzs,
    withdrawnTzs: sums.withdrawnTzs,
    sendingTzs: sums.payingTzs,
    availableTzs: Math.max(0, sums.availableTzs - waitingTzs),
    minimumTzs: settings.payoutMinimumTzs,
    needsApproval,
    mayWithdraw,
    payoutsAvailable: deps.provider !== null,
    withdrawals: rows.map((row) => {
      const waiting = row.state === 'awaiting_approval';
      const asked = row.requestedBy === actor.id;
      return {
        id: row.id,
        amountTzs: row.amountTzs,
        phone: formatPhone(row.phone),
        accountName: row.accountName,
        status: statusOf(row),
        requestedByName: row.requestedByName ?? '—',
        requestedAt: row.createdAt.toISOString(),
        decidedByName: row.decidedByName,
        decidedAt: row.decidedAt?.toISOString() ?? null,
        failureMessage: row.failureMessage,
        mayApprove: waiting && mayApprove && !asked,
        mayCancel: waiting && (asked || mayApprove),
      };
    }),
  };
}

/**
 * Asks for a withdrawal. The number is checked with the provider's name lookup first (outside any transaction: a
 * provider call never holds a row lock); then, under the event's lock, the amount is checked against what is
 * available, and the request either waits for approval (the committee is told) or is sent at once.
 */
export async function requestWithdrawal(
  deps: WithdrawalDeps,
  actor: EventActor,
  eventId: string,
  body: { amountTzs: number; phone: string },
): Promise<void> {
  const { db, provider } = deps;
  await requireEventPermission(db, eventId, actor, 'withdraw_funds');
  if (!provider) throw new AppError('business_rule', 'payouts.unavailable');
  await enforceRateLimit(
    db,
    { name: 'withdrawal-request', max: REQUESTS_PER_HOUR, windowSeconds: 3600 },
    actor.id,
  );
  let accountName: string | null;
  try {
    ({ accountName } = await provider.lookup({
      phone: body.phone,
      amountTzs: body.amountTzs,
      reference: eventId,
    }));
  } catch (error) {
    if (error instanceof ProviderUnavailable) throw new AppError('unavailable', 'payouts.lookup_failed');
    throw error;
  }
  await db.transaction(async (tx) => {
    const { event } = await requireEventPermission(tx, eventId, actor, 'withdraw_funds', { lock: true });
    if (await hasOpenWithdrawal(tx, eventId)) throw new AppError('conflict', 'withdrawals.one_open');
    await checkAmount(tx, eventId, body.amountTzs);
    const withdrawal = await insertWithdrawal(tx, {
      eventId,
      amountTzs: body.amountTzs,
      phone: body.phone,
      accountName,
      requestedBy: actor.id,
    });
    if (!withdrawal) throw new AppError('conflict', 'withdrawals.one_open');
    await recordEventHistory(tx, {
      eventId,
      actorUserId: actor.id,
      action: 'withdrawal_requested',
      details: { amountTzs: body.amountTzs, phone: body.phone },
    });
    // Told whether it waits or goes at once: a host who removed every approver cannot withdraw unseen.
    await tellCommittee(deps, tx, event, withdrawal, actor);
    if (!(await hasApprovers(tx, eventId))) await sendWithdrawal(deps, tx, withdrawal, null);
  });
}

/** Approves a waiting withdrawal and sends it: a chair, a treasurer or the host, never the one who asked. */
export async function approveWithdrawal(
  deps: WithdrawalDeps,
  actor: EventActor,
  eventId: string,
  withdrawalId: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await requireEventPermission(tx, eventId, actor, 'approve_withdrawals', { lock: true });
    const withdrawal = await waiting(tx, eventId, withdrawalId);
    if (withdrawal.requestedBy === actor.id) throw new AppError('forbidden', 'withdrawals.own_request');
    // Money may have gone back to contributors since the request: what leaves is checked again now.
    await requireAvailable(tx, eventId, withdrawal.amountTzs);
    await sendWithdrawal(deps, tx, withdrawal, actor.id);
    await recordEventHistory(tx, {
      eventId,
      actorUserId: actor.id,
      action: 'withdrawal_approved',
      details: { amountTzs: withdrawal.amountTzs, phone: withdrawal.phone },
    });
  });
}

/** Cancels a waiting withdrawal: the one who asked, or anyone who may approve it (declining it). */
export async function cancelWithdrawal(
  deps: WithdrawalDeps,
  actor: EventActor,
  eventId: string,
  withdrawalId: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    // view_ledger is a read, so an event an admin hid still lets a request be called off.
    const { permissions } = await requireEventPermission(tx, eventId, actor, 'view_ledger', { lock: true });
    const withdrawal = await waiting(tx, eventId, withdrawalId);
    if (withdrawal.requestedBy !== actor.id && !permissions.includes('approve_withdrawals')) {
      throw new AppError('forbidden', 'withdrawals.not_yours');
    }
    await decideWithdrawal(tx, withdrawal.id, { state: 'cancelled', decidedBy: actor.id });
    await recordEventHistory(tx, {
      eventId,
      actorUserId: actor.id,
      action: 'withdrawal_cancelled',
      details: { amountTzs: withdrawal.amountTzs, phone: withdrawal.phone },
    });
  });
}

async function waiting(tx: Database, eventId: string, withdrawalId: string): Promise<WithdrawalRow> {
  const withdrawal = await lockWithdrawal(tx, eventId, withdrawalId);
  if (!withdrawal) throw new AppError('not_found', 'withdrawals.not_found');
  if (withdrawal.state !== 'awaiting_approval') {
    throw new AppError('conflict', 'withdrawals.not_awaiting', { state: withdrawal.state });
  }
  return withdrawal;
}

async function checkAmount(tx: Database, eventId: string, amountTzs: number): Promise<void> {
  const settings = await moneySettingsOf(tx);
  if (amountTzs < settings.payoutMinimumTzs) {
    throw new AppError('business_rule', 'withdrawals.below_minimum', { min: settings.payoutMinimumTzs });
  }
  await requireAvailable(tx, eventId, amountTzs);
}

async function requireAvailable(tx: Database, eventId: string, amountTzs: number): Promise<void> {
  const sums = await eventBalances(tx, eventId);
  if (amountTzs > sums.availableTzs) {
    throw new AppError('business_rule', 'withdrawals.more_than_available', {
      available: Math.max(0, sums.availableTzs),
    });
  }
}

/** Sends an approved withdrawal: the payout that carries it, in the caller's transaction. */
async function sendWithdrawal(
  deps: WithdrawalDeps,
  tx: Database,
  withdrawal: WithdrawalRow,
  approvedBy: string | null,
): Promise<void> {
  const payout = await startEventPayout(deps, tx, withdrawal);
  if (!payout) throw new AppError('conflict', 'withdrawals.one_open');
  await decideWithdrawal(tx, withdrawal.id, {
    state: 'approved',
    decidedBy: approvedBy,
    payoutId: payout.id,
  });
}

/** The whole committee hears of a request: in the inbox (and by push), and by text or e-mail at its contact. */
async function tellCommittee(
  deps: WithdrawalDeps,
  tx: Database,
  event: EventRow,
  withdrawal: WithdrawalRow,
  actor: EventActor,
): Promise<void> {
  const requesterName = await nameOf(tx, actor.id);
  const path = `/event-planners/events/${event.id}?tab=money`;
  for (const userId of await committeeAccounts(tx, event.id)) {
    if (userId === actor.id) continue;
    await notify(tx, {
      userId,
      kind: 'withdrawal.requested',
      params: { eventName: event.name, name: requesterName, amountTzs: withdrawal.amountTzs },
      path,
      dedupeKey: `withdrawal:${withdrawal.id}:requested`,
    });
  }
  const words = withdrawalRequestedWords(event.language, {
    eventName: event.name,
    name: requesterName,
    amountTzs: withdrawal.amountTzs,
    phone: formatPhone(withdrawal.phone),
    link: `${deps.publicUrl}${path}`,
  });
  const plain = plainWithdrawalWords(event.language, `${deps.publicUrl}${path}`);
  const own = new Set([actor.email, actor.phone]);
  for (const value of await committeeContacts(tx, event.id)) {
    const contact = parseContact(value);
    if (!contact || own.has(contact.value)) continue;
    if (contact.kind === 'phone' && (await isOptedOut(tx, contact.value))) continue;
    // Names only to a contact that showed it wants Sherehe's messages (platform/outbound/opted-in.ts). Counted
    // against the one who asked, as a committee's bulk messages are: past an allowance held back, never refused.
    const chosen = (await hasOptedIn(tx, contact)) ? words : plain;
    await enqueueForContact(tx, contact, chosen, {
      origin: { account: actor.id },
      bulk: true,
      eventId: event.id,
    });
  }
}
