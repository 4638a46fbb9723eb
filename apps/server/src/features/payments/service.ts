// The mobile-money rail (docs/decisions/013): other features start a payment for a purpose of theirs (an order, a
// pledge) and hear exactly once, in the transaction that settles it, that it succeeded or failed. Every change of an
// attempt goes through settle(), under a row lock: final states never move back, and a success that comes after a
// failure or expiry is kept and owed back (an admin refunds it). The provider is called only outside transactions.
import type {
  AdminPayment,
  AdminPaymentDetail,
  PaymentPaidFor,
  PaymentRefund,
  PaymentStatus,
  PaymentView,
} from '@sherehe/core/api/payments';
import { maskPhone, mobileNetworkOf, walletNames } from '@sherehe/core/mobile-networks';
import { normalizePhone } from '@sherehe/core/phone';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentsSettings } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { paymentAttemptStatuses } from '../../db/schema/payments.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { type Origin, spendOutbound } from '../../platform/outbound/budget.ts';
import { decodeCursor, pageOf } from '../../platform/page-cursor.ts';
import {
  CallbackRejected,
  type CallbackRequest,
  type MobileMoneyProvider,
  type ProviderEvent,
  ProviderUnavailable,
  type RefundStatus,
} from '../../platform/payments/mobile-money-provider.ts';
import type { Simulator } from '../../platform/payments/simulator.ts';
import { postRefundOutcome } from '../ledger/service.ts';
import {
  checkPaymentJob,
  checkRefundJob,
  expirePaymentJob,
  pushPaymentJob,
  recheckRefundsJob,
  refundPaymentJob,
} from './jobs.ts';
import {
  type AttemptRow,
  countAttemptsByStatus,
  eventsOf,
  findAttempt,
  findRefund,
  insertAttempt,
  insertEvent,
  insertRefund,
  latestAttemptOf,
  lockAttempt,
  lockRefund,
  type RefundRow,
  refundedOf,
  refundSentAgain,
  refundsOf,
  refundsToRecheck,
  searchAttempts,
  setEventOutcome,
  totalsOf,
  updateAttempt,
  updateRefund,
} from './queries.ts';

/** checkout: the first payment of a checkout's orders; order: a later payment of one order (its balance). */
export type PurposeKind = 'checkout' | 'order' | 'pledge';
export type PaymentAttempt = AttemptRow;

export type PurposeHandlers = {
  /** In the same transaction that makes the attempt succeeded; exactly once per attempt. */
  onSucceeded(tx: Database, attempt: PaymentAttempt): Promise<void>;
  /** Failed or expired; exactly once per attempt. */
  onFailed?(tx: Database, attempt: PaymentAttempt): Promise<void>;
  /**
   * For the payment page: where to go once paid, whether (and for how much) the payer may try again, and what a
   * payment that went through paid for.
   */
  describe(
    db: Database,
    purposeId: string,
  ): Promise<{
    returnPath: string;
    retry: { amountTzs: number } | null;
    label?: string | null;
    paidFor?: PaymentPaidFor | null;
  }>;
  /**
   * Its received payments go back only through the purpose (an order's decline or cancellation), which keeps a
   * ledger of its own: an admin refunds directly only what arrived late (after the attempt had failed or expired).
   */
  refundsThroughPurpose?: boolean;
};

export type StartPayment = {
  purpose: { kind: PurposeKind; id: string };
  /** null: a payer without an account (a pledge by an outsider); the payment page is then open to its link. */
  payerUserId: string | null;
  /** Who asked for the prompt (the payer's account, or the address of a pledge's page): the outbound budget's sender. */
  origin: Exclude<Origin, 'sherehe'>;
  amountTzs: number;
  /** Any form people type; stored as E.164. */
  phone: string;
  /** What the payer is paying for, shown on the payment page and the demo phone. */
  description: string;
};

export type Viewer = { id: string; role: 'user' | 'vendor' | 'admin'; adminVerified: boolean } | null;

type Outcome = 'succeeded' | 'failed' | 'expired' | 'pending' | 'late_success' | 'no_change';
type Report = {
  status: 'succeeded' | 'failed' | 'expired' | 'pending';
  failureReason?: 'declined' | 'refused' | 'expired';
  providerReference?: string | undefined;
  message?: string | undefined;
};

const FINAL = new Set<AttemptRow['status']>(['succeeded', 'failed', 'expired']);
const FIRST_CHECK_SECONDS = 15;
/** 15 s doubling reaches a day apart by round 13; from there the daily second look asks (recheckRefunds). */
const LAST_REFUND_CHECK_ROUND = 16;
/** How long after it was paid a refund is still asked about: the network can take a payout back after paying. */
export const RECHECK_REFUNDED_DAYS = 3;
const LONGEST_CHECK_SECONDS = 24 * 60 * 60;

/** Status queries after an unknown or unanswered push: 15 s, doubling, at most a day apart. */
export const checkDelaySeconds = (round: number) =>
  Math.min(FIRST_CHECK_SECONDS * 2 ** round, LONGEST_CHECK_SECONDS);

export type PaymentRailDeps = {
  db: Database;
  jobs: JobQueue;
  provider: MobileMoneyProvider | null;
  settings: PaymentsSettings;
  log: FastifyBaseLogger;
};

export function createPaymentRail({ db, jobs, provider, settings, log }: PaymentRailDeps) {
  const purposes = new Map<PurposeKind, PurposeHandlers>();

  function purposeOf(kind: PurposeKind): PurposeHandlers {
    const handlers = purposes.get(kind);
    if (!handlers) throw new Error(`no payment purpose "${kind}" registered`);
    return handlers;
  }

  function availableProvider(): MobileMoneyProvider {
    if (!provider) throw new AppError('business_rule', 'payments.unavailable');
    return provider;
  }

  /** The one place an attempt's state changes. Returns what the report changed. */
  async function settle(
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
        log.warn({ attemptId }, 'payment succeeded after it had failed or expired: a refund is owed');
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
    const handlers = purposeOf(attempt.purposeKind);
    if (report.status === 'succeeded') await handlers.onSucceeded(tx, updated);
    else await handlers.onFailed?.(tx, updated);
    return report.status;
  }

  /** Stores a provider event once (per provider and event id) and applies it; a replay changes nothing. */
  async function recordEvent(
    source: 'callback' | 'push' | 'status',
    providerName: string,
    event: Pick<ProviderEvent, 'eventId' | 'reference' | 'raw' | 'amountTzs'> & {
      report: Report;
      reportedStatus: string;
    },
  ): Promise<{ replayed: boolean; outcome: Outcome | 'unmatched' }> {
    return db.transaction(async (tx) => {
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
        log.warn(
          { attemptId: attempt.id, provider: providerName, source },
          'payment event does not match its attempt',
        );
        await setEventOutcome(tx, stored.id, 'unmatched', attempt.id);
        return { replayed: false, outcome: 'unmatched' as const };
      }
      const outcome = await settle(tx, attempt.id, event.report, attempt);
      await setEventOutcome(tx, stored.id, outcome, attempt.id);
      return { replayed: false, outcome };
    });
  }

  function reportOf(
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

  async function scheduleCheck(tx: Database, attemptId: string, round: number) {
    await jobs.enqueue(
      tx,
      checkPaymentJob,
      { attemptId, round },
      {
        key: `${attemptId}:${round}`,
        startAfter: checkDelaySeconds(round),
      },
    );
  }

  // The jobs' handlers: exported on the rail so tests can run one at a moment of their choosing.
  const handlers = {
    /** Sends the USSD push, once: a rerun after a crash mid-push never pushes again; it asks for the status. */
    async push({ attemptId }: { attemptId: string }) {
      const current = availableProvider();
      const claimed = await db.transaction(async (tx) => {
        const attempt = await lockAttempt(tx, attemptId);
        if (attempt?.status !== 'pending') return null;
        if (attempt.pushStartedAt) {
          // A previous run started the push and did not live to record its answer: the outcome is unknown.
          if (!attempt.providerReference) await updateAttempt(tx, attemptId, { status: 'unknown' });
          await scheduleCheck(tx, attemptId, 0);
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
          await scheduleCheck(tx, attemptId, 0);
        });
        return;
      }
      await recordEvent('push', current.name, {
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
        if (!FINAL.has(attempt.status)) await scheduleCheck(tx, attemptId, 0);
      });
    },

    /** Asks the provider for the status; again later (15 s doubling, at most a day) while it is not settled. */
    async check({ attemptId, round }: { attemptId: string; round: number }) {
      const attempt = await findAttempt(db, attemptId);
      if (!attempt || FINAL.has(attempt.status)) return;
      const current = availableProvider();
      try {
        const status = await current.getStatus({
          reference: attempt.id,
          providerReference: attempt.providerReference,
          phone: attempt.phone,
        });
        if (status.status !== 'not_found') {
          await recordEvent('status', current.name, {
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
        if (now && !FINAL.has(now.status)) await scheduleCheck(tx, attemptId, round + 1);
      });
    },

    /** Past its lifetime: one more status query, and only if that settles nothing, expired. */
    async expire({ attemptId }: { attemptId: string }) {
      const attempt = await findAttempt(db, attemptId);
      if (!attempt || FINAL.has(attempt.status)) return;
      const current = availableProvider();
      // A provider that cannot answer now throws: the job is retried, the attempt not expired on a guess.
      const status = await current.getStatus({
        reference: attempt.id,
        providerReference: attempt.providerReference,
        phone: attempt.phone,
      });
      const settled = status.status === 'succeeded' || status.status === 'failed';
      await recordEvent('status', current.name, {
        eventId: `status:${attempt.id}:${settled ? status.status : 'expired'}`,
        reference: attempt.id,
        raw: status.raw ?? null,
        reportedStatus: status.status,
        amountTzs: status.amountTzs,
        report: settled
          ? reportOf(status.status as 'succeeded' | 'failed', status.message, status.providerReference)
          : { status: 'expired', failureReason: 'expired', message: status.message },
      });
    },

    /** Sends a refund to the provider once; an unknown outcome is left for an admin, never sent again. */
    async refund({ refundId }: { refundId: string }) {
      const claimed = await db.transaction(async (tx) => {
        const refund = await lockRefund(tx, refundId);
        if (refund?.status !== 'pending') return null;
        if (refund.sentAt) {
          // Sent before, its answer lost (a crash): asked about by its reference, never sent again.
          await scheduleRefundCheck(tx, refundId, 0);
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
        await db.transaction((tx) => settleRefund(tx, refundId, attempt, result, 0));
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
          await scheduleRefundCheck(tx, refundId, 0); // it may have been received: asked for by its reference
        });
      }
    },

    /** Asks how an open refund stands; again later (15 s doubling, at most a day) while it is not settled. */
    async checkRefund({ refundId, round }: { refundId: string; round: number }) {
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
        await scheduleRefundCheck(db, refundId, round + 1);
        return;
      }
      const { status } = answer;
      // Not found: perhaps never received, perhaps not yet recorded; it stays open and is asked about again.
      if (status === 'not_found') await scheduleRefundCheck(db, refundId, round + 1);
      else
        await db.transaction((tx) => settleRefund(tx, refundId, attempt, { ...answer, status }, round + 1));
    },

    /**
     * Once a day: every refund still open with the provider (a lost answer, a check that ran out of rounds) and every
     * refund paid in the last RECHECK_REFUNDED_DAYS is asked about again, so one taken back is owed again. A provider
     * that cannot answer now is asked at the next run. Answers how many refunds changed.
     */
    async recheckRefunds(now = new Date()) {
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
        await db.transaction((tx) => settleRefund(tx, refund.id, attempt, { ...answer, status }, null));
        changed += 1;
      }
      return changed;
    },
  };

  /**
   * A refund's outcome, as the provider told it, applied once under the refund's lock: an open refund settles, and a
   * paid one the network took back fails. Failed, the money the ledger took out when the refund started is owed to
   * the payer instead. Still open, it is asked about again from round `round` (when the caller schedules checks).
   */
  async function settleRefund(
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
        outcome.message ??
        (takenBack ? 'Taken back by the network after it was paid' : refund.providerMessage),
    });
    if (outcome.status === 'failed' && countedByLedger(attempt)) {
      await postRefundOutcome(tx, { refundId, amountTzs: refund.amountTzs, outcome: 'failed' });
    }
    if (outcome.status === 'pending' && round !== null) await scheduleRefundCheck(tx, refundId, round);
  }

  /** The next status query of an open refund; past the last round the daily second look goes on asking. */
  async function scheduleRefundCheck(tx: Database, refundId: string, round: number) {
    if (!provider?.refundStatus || round > LAST_REFUND_CHECK_ROUND) return;
    await jobs.enqueue(
      tx,
      checkRefundJob,
      { refundId, round },
      { key: `${refundId}:${round}`, startAfter: checkDelaySeconds(round) },
    );
  }

  async function viewable(attemptId: string, viewer: Viewer): Promise<AttemptRow> {
    const attempt = await findAttempt(db, attemptId);
    const isAdmin = viewer?.role === 'admin' && viewer.adminVerified;
    // Someone else's payment is answered as if it did not exist.
    if (!attempt || (attempt.payerUserId !== null && attempt.payerUserId !== viewer?.id && !isAdmin)) {
      throw new AppError('not_found', 'payments.not_found');
    }
    return attempt;
  }

  /** What an attempt paid for, in its purpose's words (order references, an event's code); null when gone. */
  async function paidForOf(attempt: AttemptRow): Promise<string | null> {
    const handlers = purposes.get(attempt.purposeKind);
    if (!handlers) return null;
    return (await handlers.describe(db, attempt.purposeId)).label ?? null;
  }

  /**
   * Whether the ledger holds the attempt's money, and so its refunds: a received payment went to its order or pledge,
   * whose refunds the ledger takes out as they start; a late success never reached its purpose, nor the ledger.
   */
  const countedByLedger = (attempt: AttemptRow) => attempt.lateSuccessAt === null;
  /** An admin refunds directly only money its purpose does not give back itself: a late success, or any other. */
  const adminMayRefund = (attempt: AttemptRow) =>
    !purposes.get(attempt.purposeKind)?.refundsThroughPurpose || attempt.lateSuccessAt !== null;

  function toAdminPayment(
    attempt: AttemptRow,
    refundedTzs: number,
    paidFor: string | null,
    refusedNotSentAgain: boolean,
  ): AdminPayment {
    return {
      id: attempt.id,
      purpose: { kind: attempt.purposeKind, id: attempt.purposeId },
      payerUserId: attempt.payerUserId,
      amountTzs: attempt.amountTzs,
      phone: attempt.phone,
      provider: attempt.provider,
      status: attempt.status,
      providerReference: attempt.providerReference,
      failureReason: attempt.failureReason,
      providerMessage: attempt.providerMessage,
      lateSuccessAt: attempt.lateSuccessAt?.toISOString() ?? null,
      needsRefund: (attempt.lateSuccessAt !== null && refundedTzs === 0) || refusedNotSentAgain,
      paidFor,
      refundedTzs,
      createdAt: attempt.createdAt.toISOString(),
      expiresAt: attempt.expiresAt.toISOString(),
      settledAt: attempt.settledAt?.toISOString() ?? null,
    };
  }

  /** Given back, or on its way: every refund that did not fail. */
  const givenBack = (refunds: RefundRow[]) =>
    refunds.filter((one) => one.status !== 'failed').reduce((sum, one) => sum + one.amountTzs, 0);
  /**
   * A refused refund an admin may send again: not sent again yet, and its money not given back since by another
   * refund (an admin's refund of a late success, say), so sending it cannot give back more than came in.
   */
  const sendableAgain = (refund: RefundRow, all: RefundRow[], paidTzs: number) =>
    refund.status === 'failed' &&
    !all.some((other) => other.againOf === refund.id) &&
    refund.amountTzs <= paidTzs - givenBack(all);
  const toRefund = (refund: RefundRow, all: RefundRow[] = [], paidTzs = 0): PaymentRefund => ({
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
  const refusedNotSentAgain = (refunds: RefundRow[], paidTzs: number) =>
    refunds.some((one) => sendableAgain(one, refunds, paidTzs));

  const rail = {
    /** The database the rail was built with (routes hand it to refund()). */
    db,

    /** Called once per kind at start (buildApp), before any payment of that kind. */
    registerPurpose(kind: PurposeKind, purposeHandlers: PurposeHandlers): void {
      if (purposes.has(kind)) throw new Error(`payment purpose "${kind}" registered twice`);
      purposes.set(kind, purposeHandlers);
    },

    /**
     * Writes the attempt and enqueues its push in the caller's transaction (nothing is pushed if it rolls back).
     * Refusals: 422 payments.unavailable, payments.amount_too_small {min}, payments.amount_too_large {max},
     * payments.phone_invalid; 409 payments.attempt_open (one is still waiting for this purpose).
     */
    async start(tx: Database, input: StartPayment): Promise<{ attemptId: string }> {
      const current = availableProvider();
      purposeOf(input.purpose.kind);
      if (!Number.isInteger(input.amountTzs) || input.amountTzs < settings.minTzs) {
        throw new AppError('business_rule', 'payments.amount_too_small', { min: settings.minTzs });
      }
      if (input.amountTzs > settings.maxTzs) {
        throw new AppError('business_rule', 'payments.amount_too_large', { max: settings.maxTzs });
      }
      const phone = normalizePhone(input.phone);
      if (!phone || mobileNetworkOf(phone) === null)
        throw new AppError('business_rule', 'payments.phone_invalid');
      // A prompt rings someone's phone: counted against the asker and the phone (refused past either's allowance).
      await spendOutbound(tx, { channel: 'prompt', to: phone, origin: input.origin });
      const attempt = await insertAttempt(tx, {
        purposeKind: input.purpose.kind,
        purposeId: input.purpose.id,
        payerUserId: input.payerUserId,
        amountTzs: input.amountTzs,
        phone,
        description: input.description.slice(0, 200),
        provider: current.name,
        expiresAt: new Date(Date.now() + settings.attemptLifetimeSeconds * 1000),
      });
      if (!attempt) throw new AppError('conflict', 'payments.attempt_open');
      await jobs.enqueue(tx, pushPaymentJob, { attemptId: attempt.id }, { key: attempt.id });
      await jobs.enqueue(
        tx,
        expirePaymentJob,
        { attemptId: attempt.id },
        {
          key: attempt.id,
          startAfter: settings.attemptLifetimeSeconds,
        },
      );
      return { attemptId: attempt.id };
    },

    /** After the transaction that called start() committed: push now rather than at the queue's next poll. */
    kick(): void {
      jobs.kick();
    },

    /** The newest attempt of a purpose, if any; open while its outcome is still awaited (pending or unknown). */
    async latestAttempt(database: Database, purpose: { kind: PurposeKind; id: string }) {
      const id = await latestAttemptOf(database, purpose.kind, purpose.id);
      const attempt = id ? await findAttempt(database, id) : undefined;
      return attempt ? { id: attempt.id, open: !FINAL.has(attempt.status) } : null;
    },

    /** What was paid for a purpose and what was given back, summed from the rows. */
    totals(database: Database, purpose: { kind: PurposeKind; id: string }) {
      return totalsOf(database, purpose.kind, purpose.id);
    },

    /**
     * Gives money back (all or part) of a received payment, through the provider when it can (else a manual
     * refund row for an admin). Audited when a person asks for it. Refusals: 404 payments.not_found,
     * 422 payments.refund_not_paid, payments.refund_too_much {max}.
     */
    async refund(
      database: Database,
      input: { attemptId: string; amountTzs: number; byUserId: string | null; reason: string },
    ): Promise<PaymentRefund> {
      const refund = await database.transaction(async (tx) => {
        const attempt = await lockAttempt(tx, input.attemptId);
        if (!attempt) throw new AppError('not_found', 'payments.not_found');
        if (attempt.status !== 'succeeded' && !attempt.lateSuccessAt) {
          throw new AppError('business_rule', 'payments.refund_not_paid');
        }
        const left = attempt.amountTzs - (await refundedOf(tx, attempt.id));
        if (input.amountTzs > left)
          throw new AppError('business_rule', 'payments.refund_too_much', { max: left });
        const row = await insertRefund(tx, {
          attemptId: attempt.id,
          amountTzs: input.amountTzs,
          reason: input.reason,
          requestedBy: input.byUserId,
        });
        await jobs.enqueue(tx, refundPaymentJob, { refundId: row.id }, { key: row.id });
        if (input.byUserId) {
          await recordAudit(tx, {
            actorId: input.byUserId,
            action: 'payment.refund_requested',
            targetType: 'payment',
            targetId: attempt.id,
            details: { refundId: row.id, amountTzs: input.amountTzs, reason: input.reason },
          });
        }
        return row;
      });
      jobs.kick();
      return toRefund(refund);
    },

    /**
     * An admin sends a refund the provider refused again, once: a new refund of the same money to the same number,
     * its own job and audit. Refusals: 404 payments.refund_not_found; 422 payments.refund_not_failed,
     * payments.refund_too_much {max} (another refund gave its money back since); 409 payments.refund_sent_again.
     */
    async sendRefundAgain(input: { attemptId: string; refundId: string; byUserId: string }) {
      const again = await db.transaction(async (tx) => {
        // The payment first, as an admin's refund locks it: the two cannot both give back the same money.
        const attempt = await lockAttempt(tx, input.attemptId);
        const refused = attempt ? await lockRefund(tx, input.refundId) : undefined;
        if (!attempt || !refused || refused.attemptId !== attempt.id) {
          throw new AppError('not_found', 'payments.refund_not_found');
        }
        if (refused.status !== 'failed') throw new AppError('business_rule', 'payments.refund_not_failed');
        if (await refundSentAgain(tx, refused.id))
          throw new AppError('conflict', 'payments.refund_sent_again');
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
        await jobs.enqueue(tx, refundPaymentJob, { refundId: row.id }, { key: row.id });
        await recordAudit(tx, {
          actorId: input.byUserId,
          action: 'payment.refund_sent_again',
          targetType: 'payment',
          targetId: refused.attemptId,
          details: { refundId: row.id, againOf: refused.id, amountTzs: row.amountTzs },
        });
        return row;
      });
      jobs.kick();
      return toRefund(again);
    },

    /** An admin's refund: refused for a purpose that refunds through itself, unless the money came late. */
    async adminRefund(input: { attemptId: string; amountTzs: number; byUserId: string; reason: string }) {
      const attempt = await findAttempt(db, input.attemptId);
      if (!attempt) throw new AppError('not_found', 'payments.not_found');
      if (!adminMayRefund(attempt)) throw new AppError('business_rule', 'payments.refund_through_purpose');
      return rail.refund(db, input);
    },

    /** The payer's (or an admin's) view; someone else's payment answers 404. */
    async view(attemptId: string, viewer: Viewer): Promise<PaymentView> {
      const attempt = await viewable(attemptId, viewer);
      const described = await purposeOf(attempt.purposeKind).describe(db, attempt.purposeId);
      // Only an attempt that ended without the money may be retried, and only the newest: read just then.
      const canRetry =
        (attempt.status === 'failed' || attempt.status === 'expired') &&
        described.retry !== null &&
        (await latestAttemptOf(db, attempt.purposeKind, attempt.purposeId)) === attempt.id;
      const network = mobileNetworkOf(attempt.phone);
      return {
        id: attempt.id,
        status: attempt.status as PaymentStatus,
        amountTzs: attempt.amountTzs,
        phoneMasked: maskPhone(attempt.phone),
        wallet: network ? walletNames[network] : null,
        provider: attempt.provider,
        description: attempt.description,
        failure:
          attempt.status === 'expired'
            ? 'expired'
            : attempt.status === 'failed'
              ? attempt.failureReason === 'refused'
                ? 'refused'
                : 'declined'
              : null,
        createdAt: attempt.createdAt.toISOString(),
        expiresAt: attempt.expiresAt.toISOString(),
        settledAt: attempt.settledAt?.toISOString() ?? null,
        returnPath: described.returnPath,
        retry: canRetry ? described.retry : null,
        demoPhone: attempt.provider === 'simulator' && provider?.name === 'simulator' ? attempt.phone : null,
        paidFor: attempt.status === 'succeeded' ? (described.paidFor ?? null) : null,
      };
    },

    /** A new attempt for the same purpose, as its describe() allows. 409 while one is open. */
    async retry(
      attemptId: string,
      viewer: Viewer,
      asker: { address: string },
      phone?: string,
    ): Promise<{ attemptId: string }> {
      const attempt = await viewable(attemptId, viewer);
      if (attempt.status === 'pending' || attempt.status === 'unknown') {
        throw new AppError('conflict', 'payments.attempt_open');
      }
      // Only the newest attempt is tried again: an older failed one may sit behind a newer one that succeeded.
      const latest = await latestAttemptOf(db, attempt.purposeKind, attempt.purposeId);
      const described = await purposeOf(attempt.purposeKind).describe(db, attempt.purposeId);
      if (attempt.status === 'succeeded' || latest !== attempt.id || !described.retry) {
        throw new AppError('business_rule', 'payments.retry_not_allowed');
      }
      // Anyone with the page of a payment nobody signed in for (a pledge's) may try it again, but only towards the
      // same phone: paying from another number goes through the pledge's own link.
      if (attempt.payerUserId === null && phone !== undefined && normalizePhone(phone) !== attempt.phone) {
        throw new AppError('business_rule', 'payments.retry_other_phone');
      }
      const retryAmount = described.retry.amountTzs;
      const started = await db.transaction((tx) =>
        rail.start(tx, {
          purpose: { kind: attempt.purposeKind, id: attempt.purposeId },
          payerUserId: attempt.payerUserId,
          origin: attempt.payerUserId ? { account: attempt.payerUserId } : asker,
          amountTzs: retryAmount,
          phone: phone ?? attempt.phone,
          description: attempt.description,
        }),
      );
      jobs.kick();
      return started;
    },

    /**
     * A provider's callback: verified, stored once, applied. Refusals: 404 payments.callback_unknown_provider,
     * 400 payments.callback_unreadable, 401 payments.callback_forged, 503 payments.provider_unreachable.
     */
    async receiveCallback(providerName: string, request: CallbackRequest) {
      if (!provider || provider.name !== providerName) {
        throw new AppError('not_found', 'payments.callback_unknown_provider');
      }
      let event: ProviderEvent;
      try {
        event = await provider.readCallback(request);
      } catch (error) {
        if (error instanceof CallbackRejected) {
          log.warn(
            { provider: providerName, problem: error.problem },
            `payment callback refused: ${error.message}`,
          );
          if (error.problem === 'body') throw new AppError('validation', 'payments.callback_unreadable');
          throw new AppError('unauthorized', 'payments.callback_forged');
        }
        if (error instanceof ProviderUnavailable) {
          throw new AppError('unavailable', 'payments.provider_unreachable');
        }
        throw error;
      }
      return recordEvent('callback', providerName, {
        eventId: event.eventId,
        reference: event.reference,
        amountTzs: event.amountTzs,
        raw: event.raw ?? null,
        reportedStatus: event.status,
        report: reportOf(event.status, event.message, event.providerReference),
      });
    },

    async adminList(query: {
      q?: string | undefined;
      status?: PaymentStatus | undefined;
      provider?: AttemptRow['provider'] | undefined;
      needsRefund?: 'true' | 'false' | undefined;
      limit: number;
      cursor?: string | undefined;
    }) {
      const rows = await searchAttempts(db, {
        q: query.q || undefined,
        status: query.status,
        provider: query.provider,
        needsRefund: query.needsRefund === 'true',
        limit: query.limit + 1,
        after: query.cursor ? decodeCursor(query.cursor) : undefined,
      });
      const page = pageOf(
        rows.map((row) => ({ ...row, id: row.attempt.id })),
        query.limit,
      );
      const payments = await Promise.all(
        page.rows.map(async ({ attempt }) => {
          const refunds = await refundsOf(db, attempt.id);
          return toAdminPayment(
            attempt,
            givenBack(refunds),
            await paidForOf(attempt),
            refusedNotSentAgain(refunds, attempt.amountTzs),
          );
        }),
      );
      return { payments, nextCursor: page.nextCursor };
    },

    async adminDetail(attemptId: string): Promise<AdminPaymentDetail> {
      const attempt = await findAttempt(db, attemptId);
      if (!attempt) throw new AppError('not_found', 'payments.not_found');
      const [events, refunds] = await Promise.all([eventsOf(db, attemptId), refundsOf(db, attemptId)]);
      const refunded = givenBack(refunds);
      const paid = attempt.status === 'succeeded' || attempt.lateSuccessAt !== null;
      return {
        ...toAdminPayment(
          attempt,
          refunded,
          await paidForOf(attempt),
          refusedNotSentAgain(refunds, attempt.amountTzs),
        ),
        description: attempt.description,
        events: events.map((event) => ({
          id: event.id,
          source: event.source,
          eventId: event.eventId,
          reportedStatus: event.reportedStatus,
          outcome: event.outcome,
          payload: event.payload,
          receivedAt: event.receivedAt.toISOString(),
        })),
        refunds: refunds.map((refund) => toRefund(refund, refunds, attempt.amountTzs)),
        // What the Refund form may offer: nothing of a payment that goes back only through its order or pledge.
        refundableTzs: paid && adminMayRefund(attempt) ? attempt.amountTzs - refunded : 0,
      };
    },

    /** For the metrics: open attempts, and those of the last 24 hours that ended, by status (zeros included). */
    async attemptsByStatus(): Promise<{ status: AttemptRow['status']; count: number }[]> {
      const counted = new Map((await countAttemptsByStatus(db)).map((row) => [row.status, row.count]));
      return paymentAttemptStatuses.map((status) => ({ status, count: counted.get(status) ?? 0 }));
    },

    /** The simulator, when it is the provider in use (the demo phone); null otherwise. */
    simulator(): Simulator | null {
      return provider?.name === 'simulator' ? (provider as Simulator) : null;
    },

    handlers,
  };

  jobs.work(pushPaymentJob, handlers.push);
  jobs.work(checkPaymentJob, handlers.check);
  jobs.work(expirePaymentJob, handlers.expire);
  jobs.work(refundPaymentJob, handlers.refund);
  jobs.work(checkRefundJob, handlers.checkRefund);
  jobs.work(recheckRefundsJob, async () => {
    await handlers.recheckRefunds();
  });
  jobs.schedule(recheckRefundsJob, '45 3 * * *', {});
  // The simulator's answers come in as provider events through the same verified path as real callbacks.
  rail.simulator()?.connect(async (request) => {
    await rail.receiveCallback('simulator', request);
  });
  return rail;
}

export type PaymentRail = ReturnType<typeof createPaymentRail>;
