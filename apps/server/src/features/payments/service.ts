// The mobile-money rail (docs/decisions/013): other features start a payment for a purpose of theirs (an order, a
// pledge) and hear exactly once, in the transaction that settles it, that it succeeded or failed. Every change of an
// attempt goes through settle() (settle.ts), under a row lock: final states never move back, and a success that comes
// after a failure or expiry is kept and owed back (an admin refunds it). The provider is called only outside
// transactions. This file wires the rail's parts: starting (start-payment.ts), the provider jobs
// (collection-work.ts, refund-work.ts), refunds (refunds.ts), callbacks, the payer's and the admins' views.
import type { Database } from '../../db/client.ts';
import type { Simulator } from '../../platform/payments/simulator.ts';
import { adminDetail, adminList, attemptsByStatus } from './admin-payments.ts';
import { receiveCallback } from './callbacks.ts';
import { checkPayment, expirePayment, pushPayment } from './collection-work.ts';
import {
  checkPaymentJob,
  checkRefundJob,
  expirePaymentJob,
  pushPaymentJob,
  recheckRefundsJob,
  refundPaymentJob,
} from './jobs.ts';
import { viewPayment } from './payer-view.ts';
import { findAttempt, latestAttemptOf, totalsOf } from './queries.ts';
import {
  FINAL,
  type PaymentRailDeps,
  type PurposeHandlers,
  type PurposeKind,
  type RailContext,
  type StartPayment,
  type Viewer,
} from './rail-context.ts';
import { checkRefund, recheckRefunds, sendRefund } from './refund-work.ts';
import { adminRefund, refund, sendRefundAgain } from './refunds.ts';
import { retryPayment, startPayment } from './start-payment.ts';

export {
  checkDelaySeconds,
  type PaymentAttempt,
  type PaymentRailDeps,
  type PurposeHandlers,
  type PurposeKind,
  RECHECK_REFUNDED_DAYS,
  type StartPayment,
  type Viewer,
} from './rail-context.ts';

export function createPaymentRail(deps: PaymentRailDeps) {
  const ctx: RailContext = { ...deps, purposes: new Map() };
  const { db, jobs, provider } = ctx;

  // The jobs' handlers: exported on the rail so tests can run one at a moment of their choosing.
  const handlers = {
    push: (job: { attemptId: string }) => pushPayment(ctx, job),
    check: (job: { attemptId: string; round: number }) => checkPayment(ctx, job),
    expire: (job: { attemptId: string }) => expirePayment(ctx, job),
    refund: (job: { refundId: string }) => sendRefund(ctx, job),
    checkRefund: (job: { refundId: string; round: number }) => checkRefund(ctx, job),
    recheckRefunds: (now?: Date) => recheckRefunds(ctx, now),
  };

  const rail = {
    /** The database the rail was built with (routes hand it to refund()). */
    db,

    /** Called once per kind at start (buildApp), before any payment of that kind. */
    registerPurpose(kind: PurposeKind, purposeHandlers: PurposeHandlers): void {
      if (ctx.purposes.has(kind)) throw new Error(`payment purpose "${kind}" registered twice`);
      ctx.purposes.set(kind, purposeHandlers);
    },

    /** Writes the attempt and enqueues its push in the caller's transaction (start-payment.ts). */
    start: (tx: Database, input: StartPayment) => startPayment(ctx, tx, input),

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

    refund: (database: Database, input: Parameters<typeof refund>[2]) => refund(ctx, database, input),
    sendRefundAgain: (input: Parameters<typeof sendRefundAgain>[1]) => sendRefundAgain(ctx, input),
    adminRefund: (input: Parameters<typeof adminRefund>[1]) => adminRefund(ctx, input),
    view: (attemptId: string, viewer: Viewer) => viewPayment(ctx, attemptId, viewer),
    retry: (attemptId: string, viewer: Viewer, asker: { address: string }, phone?: string) =>
      retryPayment(ctx, attemptId, viewer, asker, phone),
    receiveCallback: (providerName: string, request: Parameters<typeof receiveCallback>[2]) =>
      receiveCallback(ctx, providerName, request),
    adminList: (query: Parameters<typeof adminList>[1]) => adminList(ctx, query),
    adminDetail: (attemptId: string) => adminDetail(ctx, attemptId),
    attemptsByStatus: () => attemptsByStatus(ctx),

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
