// Michango: the Contribute form, the contributor's own page and payments, and the committee's ledger (contributors,
// cash and bank payments, reversals and refunds). Paid figures are never stored: they are summed from the ledger's
// received rows, so a reversal or refund lowers them the moment its row changes.
import { randomBytes } from 'node:crypto';
import type {
  addContributorInput,
  changeOwnPledgeInput,
  contributeInput,
  LedgerPage,
  LedgerRow,
  ledgerQuery,
  PledgeDetail,
  PledgeView,
  payPledgeInput,
  pledgeUpdate,
  recordPaymentInput,
} from '@sherehe/core/api/pledges';
import { todayInTanzania } from '@sherehe/core/booking-rules';
import { outstandingOf, pledgeStatus } from '@sherehe/core/event-rules';
import { maskPhone } from '@sherehe/core/mobile-networks';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../platform/errors.ts';
import { isOptedOut } from '../../platform/outbound/opted-in.ts';
import { enforceRateLimit } from '../../platform/rate-limit.ts';
import { type EventActor, requireEventPermission } from '../events/event-access.ts';
import { figuresOfEvent } from '../events/event-figures.ts';
import { recordEventHistory } from '../events/event-history.ts';
import { michangoRefundCover, moneySettingsOf, postMichango, postMichangoRefund } from '../ledger/service.ts';
import type { PaymentAttempt } from '../payments/service.ts';
import type { PledgeDeps } from './pledge-deps.ts';
import { notifyContributor, notifyOrganisers } from './pledge-notices.ts';
import { acceptsMoney, acceptsPledges } from './pledge-window.ts';
import {
  findEvent,
  findEventByCode,
  findEventPledge,
  findPledgeById,
  findPledgeByPhone,
  findPledgeByToken,
  hostNameOf,
  insertMobilePayment,
  insertNewPledge,
  insertRecordedPayment,
  type LedgerSqlRow,
  ledgerCount,
  ledgerRows,
  lockEventPayment,
  markPaymentUndone,
  type PledgeRow,
  paidOf,
  paymentsOf,
  receiptTaken,
  updatePledgeRow,
  upsertPledge,
} from './queries.ts';

type EventRow = NonNullable<Awaited<ReturnType<typeof findEvent>>>;

/** The contributor's secret link: 24 random bytes, base64url (32 characters). */
export const newLinkToken = () => randomBytes(24).toString('base64url');

/** The rail's "one attempt is open" is the pledge's own reason here. */
async function startingPayment<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError && error.reason === 'payments.attempt_open') {
      throw new AppError('conflict', 'pledge.payment_under_way');
    }
    throw error;
  }
}

function refusePaymentAmount(deps: PledgeDeps, amountTzs: number, outstandingTzs: number) {
  const max = Math.min(outstandingTzs, deps.paymentSettings.maxTzs);
  if (amountTzs < deps.paymentSettings.minTzs || amountTzs > max) {
    throw new AppError('business_rule', 'pledge.payment_amount_invalid', {
      min: deps.paymentSettings.minTzs,
      max,
    });
  }
}

const paymentDescription = (event: EventRow, language: 'en' | 'sw') =>
  language === 'en' ? `Contribution to ${event.name}` : `Mchango kwa ${event.name}`;

// The Contribute form.

/**
 * Generous per address (a wedding's guests often share one mobile network's address), strict per phone: every pledge
 * sends that phone a text, and the form must not become a way to flood someone's number.
 */
export async function limitContributions(db: Database, address: string, phone: string) {
  await enforceRateLimit(db, { name: 'pledge-address', max: 60, windowSeconds: 600 }, address);
  await enforceRateLimit(db, { name: 'pledge-phone', max: 6, windowSeconds: 3600 }, phone);
}

/** Each change texts the contributor: a few per pledge link an hour. */
export async function limitOwnPledgeChanges(db: Database, address: string, token: string) {
  await enforceRateLimit(db, { name: 'pledge-change-address', max: 60, windowSeconds: 600 }, address);
  await enforceRateLimit(db, { name: 'pledge-change-link', max: 10, windowSeconds: 3600 }, token);
}

/** Each payment sends a prompt to a phone: a few per pledge link an hour. */
export async function limitPledgePayments(db: Database, address: string, token: string) {
  await enforceRateLimit(db, { name: 'pledge-pay-address', max: 60, windowSeconds: 600 }, address);
  await enforceRateLimit(db, { name: 'pledge-pay-link', max: 10, windowSeconds: 3600 }, token);
}

/**
 * A pledge its contributor made or changed: they are told (through the outbound budget, as the address that asked),
 * the event's history records it, and the host and treasurers hear of it.
 */
async function announceOwnPledge(
  deps: PledgeDeps,
  tx: Database,
  event: EventRow,
  pledgeId: string,
  address: string,
  what: 'made' | 'changed',
) {
  const saved = await findPledgeById(tx, pledgeId);
  if (!saved) throw new Error('pledge vanished');
  const about = { name: saved.name, amountTzs: saved.amountTzs };
  await notifyContributor(
    tx,
    deps.publicUrl,
    saved,
    event.name,
    { kind: what === 'made' ? 'pledged' : 'pledge_changed', amountTzs: saved.amountTzs },
    { origin: { address }, eventId: event.id },
  );
  await recordEventHistory(tx, {
    eventId: event.id,
    actorUserId: null,
    action: what === 'made' ? 'pledge_made' : 'pledge_updated',
    details: about,
  });
  await notifyOrganisers(
    tx,
    event,
    what === 'made'
      ? { kind: 'pledge.received', pledgeId }
      : { kind: 'pledge.changed', pledgeId, changedAt: saved.updatedAt },
    about,
  );
}

/**
 * A new pledge from the Contribute form. A phone that already pledged to this event changes nothing here, since
 * anyone can type anyone's number: its owner is sent their own link (where they change their pledge) and the caller
 * is refused, never given that link.
 */
export async function contribute(
  deps: PledgeDeps,
  code: string,
  input: z.output<typeof contributeInput>,
  address: string,
): Promise<{ pledgeToken: string; attemptId: string | null }> {
  const result = await deps.db.transaction(async (tx) => {
    // A share lock: pledges come in side by side, while the host closing the event waits for them (and they for it).
    const event = await findEventByCode(tx, code, { share: true });
    if (!event || event.hiddenAt) throw new AppError('not_found', 'event.not_found');
    if (!acceptsPledges(event)) throw new AppError('business_rule', 'event.closed');
    const pledge = await insertNewPledge(tx, {
      eventId: event.id,
      name: input.name,
      phone: input.phone,
      email: input.email ?? null,
      amountTzs: input.amountTzs,
      message: input.message || null,
      language: input.language,
      linkToken: newLinkToken(),
    });
    if (!pledge) {
      const existing = await findPledgeByPhone(tx, event.id, input.phone);
      if (!existing) throw new Error('pledge conflict without a pledge');
      await notifyContributor(
        tx,
        deps.publicUrl,
        existing,
        event.name,
        { kind: 'link_again' },
        {
          origin: { address },
          eventId: event.id,
        },
      );
      return null;
    }
    let attemptId: string | null = null;
    if (input.payNowTzs) {
      refusePaymentAmount(deps, input.payNowTzs, input.amountTzs);
      const payNow = input.payNowTzs;
      ({ attemptId } = await startingPayment(() =>
        deps.payments.start(tx, {
          purpose: { kind: 'pledge', id: pledge.id },
          payerUserId: null,
          origin: { address },
          amountTzs: payNow,
          phone: input.phone,
          description: paymentDescription(event, input.language),
        }),
      ));
    }
    await announceOwnPledge(deps, tx, event, pledge.id, address, 'made');
    return { pledgeToken: pledge.linkToken, attemptId };
  });
  if (result?.attemptId) deps.payments.kick();
  else deps.jobs.kick();
  if (!result) throw new AppError('conflict', 'pledge.phone_already_pledged');
  return result;
}

/**
 * The contributor changes what they pledged, from their own link: not below what they have paid, not once the
 * event stopped taking pledges, and never bringing back a pledge the committee cancelled.
 */
export async function changeOwnPledge(
  deps: PledgeDeps,
  token: string,
  input: z.output<typeof changeOwnPledgeInput>,
  address: string,
): Promise<PledgeView> {
  await deps.db.transaction(async (tx) => {
    const found = await pledgeByToken(tx, token);
    // The event first, shared, as the Contribute form takes it: the committee's changes lock the event before its
    // pledges, so the same order here cannot deadlock with them, and the host's closing waits for this change.
    const event = await findEventByCode(tx, found.event.code, { share: true });
    const pledge = await findPledgeById(tx, found.pledge.id, { lock: true });
    if (!pledge || !event) throw new AppError('not_found', 'pledge.not_found');
    if (pledge.cancelledAt) throw new AppError('business_rule', 'pledge.cancelled');
    if (event.hiddenAt || !acceptsPledges(event)) throw new AppError('business_rule', 'event.closed');
    // What is paid is not known while a payment waits on the phone: a change waits for its answer.
    const latest = await deps.payments.latestAttempt(tx, { kind: 'pledge', id: pledge.id });
    if (latest?.open) throw new AppError('conflict', 'pledge.payment_under_way');
    const paidTzs = await paidOf(tx, pledge.id);
    if (input.amountTzs < paidTzs) {
      throw new AppError('business_rule', 'pledge.amount_below_paid', { paid: paidTzs });
    }
    if (input.amountTzs === pledge.amountTzs) return;
    await updatePledgeRow(tx, pledge.id, { amountTzs: input.amountTzs });
    await announceOwnPledge(deps, tx, event, pledge.id, address, 'changed');
  });
  deps.jobs.kick();
  return viewPledge(deps, token);
}

// The contributor's page.

async function pledgeByToken(db: Database, token: string) {
  const found = await findPledgeByToken(db, token);
  if (!found) throw new AppError('not_found', 'pledge.not_found');
  return found;
}

export async function viewPledge(deps: PledgeDeps, token: string): Promise<PledgeView> {
  const { pledge, event } = await pledgeByToken(deps.db, token);
  const [payments, latest, hostName, money] = await Promise.all([
    paymentsOf(deps.db, pledge.id),
    deps.payments.latestAttempt(deps.db, { kind: 'pledge', id: pledge.id }),
    hostNameOf(deps.db, event.hostUserId),
    moneySettingsOf(deps.db),
  ]);
  const paidTzs = sumReceived(payments.map((row) => row.payment));
  const cancelled = pledge.cancelledAt !== null;
  return {
    event: {
      code: event.code,
      name: event.name,
      startsAt: event.startsAt.toISOString(),
      venue: event.venue,
      hostName,
      acceptingPledges: acceptsPledges(event),
      michangoFeeBps: money.michangoFeeBps,
    },
    name: pledge.name,
    phoneMasked: maskPhone(pledge.phone),
    amountTzs: pledge.amountTzs,
    paidTzs,
    outstandingTzs: outstandingOf({ amountTzs: pledge.amountTzs, paidTzs, cancelled }),
    status: pledgeStatus(
      { amountTzs: pledge.amountTzs, paidTzs, cancelled, dueDate: pledge.dueDate },
      todayInTanzania(),
    ),
    dueDate: pledge.dueDate,
    payments: payments.map(({ payment }) => ({
      id: payment.id,
      amountTzs: payment.amountTzs,
      method: payment.method,
      status: payment.status,
      receipt: payment.receipt,
      paidAt: payment.paidAt.toISOString(),
    })),
    openAttemptId: latest?.open ? latest.id : null,
    paymentsEnabled: deps.paymentSettings.provider !== null && acceptsMoney(event),
    minTzs: deps.paymentSettings.minTzs,
    maxTzs: deps.paymentSettings.maxTzs,
  };
}

const sumReceived = (rows: { amountTzs: number; status: string }[]) =>
  rows.filter((row) => row.status === 'received').reduce((sum, row) => sum + row.amountTzs, 0);

export async function payPledge(
  deps: PledgeDeps,
  token: string,
  input: z.output<typeof payPledgeInput>,
  address: string,
): Promise<{ attemptId: string }> {
  const started = await deps.db.transaction(async (tx) => {
    const found = await pledgeByToken(tx, token);
    // The pledge's row lock: two pays of one pledge from two tabs queue, and the second finds the first open.
    const pledge = await findPledgeById(tx, found.pledge.id, { lock: true });
    if (!pledge) throw new AppError('not_found', 'pledge.not_found');
    if (!acceptsMoney(found.event)) throw new AppError('business_rule', 'event.hidden');
    if (pledge.cancelledAt) throw new AppError('business_rule', 'pledge.cancelled');
    const outstanding = outstandingOf({
      amountTzs: pledge.amountTzs,
      paidTzs: await paidOf(tx, pledge.id),
      cancelled: false,
    });
    if (outstanding === 0) throw new AppError('business_rule', 'pledge.nothing_owed');
    const latest = await deps.payments.latestAttempt(tx, { kind: 'pledge', id: pledge.id });
    if (latest?.open) throw new AppError('conflict', 'pledge.payment_under_way');
    refusePaymentAmount(deps, input.amountTzs, outstanding);
    return startingPayment(() =>
      deps.payments.start(tx, {
        purpose: { kind: 'pledge', id: pledge.id },
        payerUserId: null,
        origin: { address },
        amountTzs: input.amountTzs,
        phone: input.phone ?? pledge.phone,
        description: paymentDescription(found.event, pledge.language),
      }),
    );
  });
  deps.payments.kick();
  return started;
}

// The payment rail's purpose 'pledge' (registered in pledge-work.ts).

/** A mobile-money payment succeeded: one ledger row per attempt (a replay adds nothing), history and thanks. */
export async function pledgePaid(deps: PledgeDeps, tx: Database, attempt: PaymentAttempt): Promise<void> {
  const pledge = await findPledgeById(tx, attempt.purposeId);
  if (!pledge)
    throw new Error(`payment ${attempt.id} names pledge ${attempt.purposeId}, which does not exist`);
  const row = await insertMobilePayment(tx, {
    pledgeId: pledge.id,
    eventId: pledge.eventId,
    amountTzs: attempt.amountTzs,
    attemptId: attempt.id,
    receipt: attempt.providerReference,
  });
  if (!row) return;
  await postMichango(tx, { pledgePaymentId: row.id, eventId: pledge.eventId, amountTzs: row.amountTzs });
  const event = await findEvent(tx, pledge.eventId);
  await recordEventHistory(tx, {
    eventId: pledge.eventId,
    actorUserId: null,
    action: 'payment_received',
    details: { name: pledge.name, amountTzs: attempt.amountTzs },
  });
  await thank(deps, tx, pledge, event?.name ?? '', attempt.amountTzs);
  if (event) {
    await notifyOrganisers(
      tx,
      event,
      { kind: 'pledge.payment_received', attemptId: attempt.id },
      { name: pledge.name, amountTzs: attempt.amountTzs },
    );
  }
}

async function thank(
  deps: PledgeDeps,
  tx: Database,
  pledge: PledgeRow,
  eventName: string,
  receivedTzs: number,
) {
  const paidTzs = await paidOf(tx, pledge.id);
  await notifyContributor(
    tx,
    deps.publicUrl,
    pledge,
    eventName,
    {
      kind: 'thanks',
      receivedTzs,
      paidTzs,
      outstandingTzs: outstandingOf({
        amountTzs: pledge.amountTzs,
        paidTzs,
        cancelled: pledge.cancelledAt !== null,
      }),
    },
    { origin: 'sherehe', eventId: pledge.eventId },
  );
}

/**
 * For the payment page: back to the pledge; another try for what is still owed while the event takes money; and what
 * is still owed once a payment went through.
 */
export async function describePledge(deps: PledgeDeps, db: Database, pledgeId: string) {
  const pledge = await findPledgeById(db, pledgeId);
  if (!pledge) return { returnPath: '/event-planners', retry: null, label: null };
  const event = await findEvent(db, pledge.eventId);
  const outstanding = outstandingOf({
    amountTzs: pledge.amountTzs,
    paidTzs: await paidOf(db, pledge.id),
    cancelled: pledge.cancelledAt !== null,
  });
  const amountTzs = Math.min(outstanding, deps.paymentSettings.maxTzs);
  const payable = event !== undefined && acceptsMoney(event) && amountTzs >= deps.paymentSettings.minTzs;
  return {
    returnPath: `/event-planners/pledges/${pledge.linkToken}`,
    retry: payable ? { amountTzs } : null,
    label: event ? `${event.code} · ${pledge.name}` : null,
    paidFor: event
      ? {
          kind: 'pledge' as const,
          eventName: event.name,
          outstandingTzs: outstanding,
          cancelled: pledge.cancelledAt !== null,
        }
      : null,
  };
}

// The committee's ledger.

function toLedgerRow(row: LedgerSqlRow): LedgerRow {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    amountTzs: Number(row.amount_tzs),
    paidTzs: Number(row.paid),
    outstandingTzs: Number(row.outstanding),
    status: row.status,
    dueDate: row.due_date,
    message: row.message,
    optedOut: Boolean(row.opted_out),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function ledger(
  deps: PledgeDeps,
  eventId: string,
  actor: EventActor,
  query: z.output<typeof ledgerQuery>,
): Promise<LedgerPage> {
  await requireEventPermission(deps.db, eventId, actor, 'view_ledger');
  const today = todayInTanzania();
  const [rows, totals] = await Promise.all([
    ledgerRows(deps.db, eventId, { ...query, today }),
    figuresOfEvent(deps.db, eventId),
  ]);
  const matching =
    rows[0] !== undefined
      ? Number(rows[0].matching)
      : query.offset === 0
        ? 0
        : await ledgerCount(deps.db, eventId, { today, q: query.q, status: query.status });
  return { totals, matching, rows: rows.map(toLedgerRow) };
}

async function detailOf(db: Database, pledge: PledgeRow): Promise<PledgeDetail> {
  const [payments, optedOut] = await Promise.all([paymentsOf(db, pledge.id), isOptedOut(db, pledge.phone)]);
  const paidTzs = sumReceived(payments.map((row) => row.payment));
  const cancelled = pledge.cancelledAt !== null;
  return {
    id: pledge.id,
    name: pledge.name,
    phone: pledge.phone,
    email: pledge.email,
    amountTzs: pledge.amountTzs,
    paidTzs,
    outstandingTzs: outstandingOf({ amountTzs: pledge.amountTzs, paidTzs, cancelled }),
    status: pledgeStatus(
      { amountTzs: pledge.amountTzs, paidTzs, cancelled, dueDate: pledge.dueDate },
      todayInTanzania(),
    ),
    dueDate: pledge.dueDate,
    message: pledge.message,
    optedOut,
    createdAt: pledge.createdAt.toISOString(),
    payments: payments.map(({ payment, recorderName }) => ({
      id: payment.id,
      amountTzs: payment.amountTzs,
      method: payment.method,
      status: payment.status,
      receipt: payment.receipt,
      paidAt: payment.paidAt.toISOString(),
      recordedBy: payment.method === 'mobile_money' ? null : (recorderName ?? null),
      reversalReason: payment.reversalReason,
    })),
  };
}

async function eventPledge(db: Database, eventId: string, pledgeId: string): Promise<PledgeRow> {
  const pledge = await findEventPledge(db, eventId, pledgeId);
  if (!pledge) throw new AppError('not_found', 'pledge.not_found');
  return pledge;
}

export async function pledgeDetail(
  deps: PledgeDeps,
  eventId: string,
  pledgeId: string,
  actor: EventActor,
): Promise<PledgeDetail> {
  await requireEventPermission(deps.db, eventId, actor, 'view_ledger');
  return detailOf(deps.db, await eventPledge(deps.db, eventId, pledgeId));
}

export async function addContributor(
  deps: PledgeDeps,
  eventId: string,
  actor: EventActor,
  input: z.output<typeof addContributorInput>,
): Promise<{ pledgeId: string; updated: boolean }> {
  return deps.db.transaction(async (tx) => {
    await requireEventPermission(tx, eventId, actor, 'manage_contributors', { lock: true });
    const pledge = await upsertPledge(tx, {
      eventId,
      name: input.name,
      phone: input.phone,
      email: input.email ?? null,
      amountTzs: input.amountTzs,
      message: undefined,
      language: input.language,
      dueDate: input.dueDate,
      source: 'committee',
      linkToken: newLinkToken(),
    });
    await recordEventHistory(tx, {
      eventId,
      actorUserId: actor.id,
      action: pledge.inserted ? 'pledge_added' : 'pledge_updated',
      details: { name: input.name, amountTzs: input.amountTzs },
    });
    return { pledgeId: pledge.id, updated: !pledge.inserted };
  });
}

export async function updatePledge(
  deps: PledgeDeps,
  eventId: string,
  pledgeId: string,
  actor: EventActor,
  input: z.output<typeof pledgeUpdate>,
): Promise<PledgeDetail> {
  return deps.db.transaction(async (tx) => {
    await requireEventPermission(tx, eventId, actor, 'manage_contributors', { lock: true });
    const pledge = await eventPledge(tx, eventId, pledgeId);
    if (input.cancelled && pledge.cancelledAt)
      throw new AppError('business_rule', 'pledge.already_cancelled');
    const changes = {
      ...(input.name === undefined ? {} : { name: input.name }),
      ...(input.email === undefined ? {} : { email: input.email }),
      ...(input.amountTzs === undefined ? {} : { amountTzs: input.amountTzs }),
      ...(input.dueDate === undefined ? {} : { dueDate: input.dueDate }),
    };
    if (Object.keys(changes).length > 0) {
      await updatePledgeRow(tx, pledgeId, changes);
      await recordEventHistory(tx, {
        eventId,
        actorUserId: actor.id,
        action: 'pledge_updated',
        details: { name: input.name ?? pledge.name, amountTzs: input.amountTzs ?? pledge.amountTzs },
      });
    }
    if (input.cancelled) {
      await updatePledgeRow(tx, pledgeId, { cancelledAt: new Date() });
      await recordEventHistory(tx, {
        eventId,
        actorUserId: actor.id,
        action: 'pledge_cancelled',
        details: { name: input.name ?? pledge.name, amountTzs: input.amountTzs ?? pledge.amountTzs },
      });
    }
    return detailOf(tx, await eventPledge(tx, eventId, pledgeId));
  });
}

/** The instant a payment made on `paidOn` is stored at: now for today, else noon that day in Tanzania (UTC+3). */
export function paidAtOf(paidOn: string | undefined, now: Date = new Date()): Date {
  const today = todayInTanzania(now);
  if (paidOn === undefined || paidOn === today) return now;
  if (paidOn > today) throw new AppError('validation', 'pledge.paid_on_invalid');
  return new Date(`${paidOn}T12:00:00+03:00`);
}

export async function recordPayment(
  deps: PledgeDeps,
  eventId: string,
  pledgeId: string,
  actor: EventActor,
  input: z.output<typeof recordPaymentInput>,
): Promise<PledgeDetail> {
  const paidAt = paidAtOf(input.paidOn);
  try {
    const detail = await deps.db.transaction(async (tx) => {
      const { event } = await requireEventPermission(tx, eventId, actor, 'record_payments', { lock: true });
      const pledge = await eventPledge(tx, eventId, pledgeId);
      if (pledge.cancelledAt) throw new AppError('business_rule', 'pledge.cancelled');
      // Under the event's lock no other treasurer records at the same time: the look-up is the whole check (the
      // unique index below stays as the last word).
      if (await receiptTaken(tx, eventId, input.receipt)) {
        throw new AppError('conflict', 'pledge.receipt_taken', { receipt: input.receipt });
      }
      await insertRecordedPayment(tx, {
        pledgeId,
        eventId,
        amountTzs: input.amountTzs,
        method: input.method,
        receipt: input.receipt,
        recordedBy: actor.id,
        paidAt,
      });
      await recordEventHistory(tx, {
        eventId,
        actorUserId: actor.id,
        action: 'payment_recorded',
        details: {
          name: pledge.name,
          amountTzs: input.amountTzs,
          method: input.method,
          receipt: input.receipt,
        },
      });
      await thank(deps, tx, pledge, event.name, input.amountTzs);
      return detailOf(tx, pledge);
    });
    deps.jobs.kick();
    return detail;
  } catch (error) {
    if (isUniqueViolation(error, 'pledge_payments_receipt_unique')) {
      throw new AppError('conflict', 'pledge.receipt_taken', { receipt: input.receipt });
    }
    throw error;
  }
}

/**
 * Cash or bank recorded in error is reversed; mobile money is refunded to the payer's phone through the rail.
 *
 * A refund is written in the same transaction as the row's change to `refunded`: the rail's refund() runs inside
 * ours (a savepoint), inserting its refund row and the job that pays it out. Either both are committed or neither,
 * so no crash leaves the ledger saying "received" for money on its way back, nor "refunded" with no refund to send.
 * The payout itself happens after the commit, in the refund job, which marks the refund sent before it calls the
 * provider and never sends it twice.
 */
export async function reversePayment(
  deps: PledgeDeps,
  eventId: string,
  paymentId: string,
  actor: EventActor,
  reason: string,
): Promise<PledgeDetail> {
  const detail = await deps.db.transaction(async (tx) => {
    // An event an admin hid (a scam, say) still gives its money back.
    await requireEventPermission(tx, eventId, actor, 'record_payments', { lock: true, evenIfHidden: true });
    const payment = await lockEventPayment(tx, eventId, paymentId);
    if (!payment) throw new AppError('not_found', 'pledge.payment_not_found');
    if (payment.status !== 'received') throw new AppError('business_rule', 'pledge.payment_not_received');
    const pledge = await eventPledge(tx, eventId, payment.pledgeId);
    if (payment.method === 'mobile_money') {
      if (!payment.attemptId) throw new Error(`mobile-money payment ${payment.id} has no attempt`);
      // Under the event's lock (above), as withdrawals are: money the committee withdrew is not there to refund.
      const cover = await michangoRefundCover(tx, {
        pledgePaymentId: payment.id,
        eventId,
        amountTzs: payment.amountTzs,
      });
      if (cover.neededTzs > cover.availableTzs) {
        throw new AppError('business_rule', 'pledge.refund_more_than_available', {
          available: Math.max(0, cover.availableTzs),
        });
      }
      await markPaymentUndone(tx, payment.id, {
        status: 'refunded',
        reversedBy: actor.id,
        reversalReason: reason,
      });
      await postMichangoRefund(tx, { pledgePaymentId: payment.id, eventId, amountTzs: payment.amountTzs });
      await deps.payments.refund(tx, {
        attemptId: payment.attemptId,
        amountTzs: payment.amountTzs,
        byUserId: actor.id,
        reason,
      });
    } else {
      await markPaymentUndone(tx, payment.id, {
        status: 'reversed',
        reversedBy: actor.id,
        reversalReason: reason,
      });
    }
    await recordEventHistory(tx, {
      eventId,
      actorUserId: actor.id,
      action: payment.method === 'mobile_money' ? 'payment_refunded' : 'payment_reversed',
      details: { name: pledge.name, amountTzs: payment.amountTzs, reason },
    });
    return detailOf(tx, pledge);
  });
  deps.jobs.kick();
  return detail;
}
