// The committee's ledger: contributors listed and searched, added by hand, changed; cash and bank payments recorded
// and reversed. Paid figures are summed from the received rows, never stored.
import type {
  addContributorInput,
  LedgerPage,
  LedgerRow,
  ledgerQuery,
  PledgeDetail,
  pledgeUpdate,
  recordPaymentInput,
} from '@sherehe/core/api/pledges';
import { todayInTanzania } from '@sherehe/core/booking-rules';
import { outstandingOf, pledgeStatus } from '@sherehe/core/event-rules';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../platform/errors.ts';
import { isOptedOut } from '../../platform/outbound/opted-in.ts';
import { enqueueCardRelease } from '../cards/card-release-job.ts';
import { type EventActor, requireEventPermission } from '../events/event-access.ts';
import { figuresOfEvent } from '../events/event-figures.ts';
import { recordEventHistory } from '../events/event-history.ts';
import { michangoRefundCover, postMichangoRefund } from '../ledger/service.ts';
import { newLinkToken, sumReceived, thank } from './pledge-common.ts';
import type { PledgeDeps } from './pledge-deps.ts';
import {
  findEventPledge,
  insertRecordedPayment,
  type LedgerSqlRow,
  ledgerCount,
  ledgerRows,
  lockEventPayment,
  markPaymentUndone,
  type PledgeRow,
  paymentsOf,
  receiptTaken,
  updatePledgeRow,
  upsertPledge,
} from './queries.ts';

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
    // Brought back from cancelled, or its amount lowered to what is paid: a card held for it may go out.
    if (!pledge.inserted) await enqueueCardRelease(tx, { eventId, phone: input.phone });
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
      // Lowered to what is paid, the pledge is paid in full: a card held for that may go out.
      if (input.amountTzs !== undefined && input.amountTzs < pledge.amountTzs)
        await enqueueCardRelease(tx, pledge);
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
      // Invitation cards held until this pledge is paid (or reaches an amount) may go out now.
      await enqueueCardRelease(tx, pledge);
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
