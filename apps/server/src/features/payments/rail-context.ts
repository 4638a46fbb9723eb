// What every part of the mobile-money rail shares (docs/decisions/013): its dependencies, the purposes other features
// registered, and the types a purpose and a payer see. service.ts wires the parts into the rail.
import type { PaymentPaidFor } from '@sherehe/core/api/payments';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentsSettings } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { Origin } from '../../platform/outbound/budget.ts';
import type { MobileMoneyProvider } from '../../platform/payments/mobile-money-provider.ts';
import type { AttemptRow } from './queries.ts';

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

export type Outcome = 'succeeded' | 'failed' | 'expired' | 'pending' | 'late_success' | 'no_change';
export type Report = {
  status: 'succeeded' | 'failed' | 'expired' | 'pending';
  failureReason?: 'declined' | 'refused' | 'expired';
  providerReference?: string | undefined;
  message?: string | undefined;
};

export type PaymentRailDeps = {
  db: Database;
  jobs: JobQueue;
  provider: MobileMoneyProvider | null;
  settings: PaymentsSettings;
  log: FastifyBaseLogger;
};

export type RailContext = PaymentRailDeps & { purposes: Map<PurposeKind, PurposeHandlers> };

export const FINAL = new Set<AttemptRow['status']>(['succeeded', 'failed', 'expired']);
const FIRST_CHECK_SECONDS = 15;
const LONGEST_CHECK_SECONDS = 24 * 60 * 60;
/** 15 s doubling reaches a day apart by round 13; from there the daily second look asks (recheckRefunds). */
export const LAST_REFUND_CHECK_ROUND = 16;
/** How long after it was paid a refund is still asked about: the network can take a payout back after paying. */
export const RECHECK_REFUNDED_DAYS = 3;

/** Status queries after an unknown or unanswered push: 15 s, doubling, at most a day apart. */
export const checkDelaySeconds = (round: number) =>
  Math.min(FIRST_CHECK_SECONDS * 2 ** round, LONGEST_CHECK_SECONDS);

export function purposeOf(ctx: RailContext, kind: PurposeKind): PurposeHandlers {
  const handlers = ctx.purposes.get(kind);
  if (!handlers) throw new Error(`no payment purpose "${kind}" registered`);
  return handlers;
}

export function availableProvider(ctx: RailContext): MobileMoneyProvider {
  if (!ctx.provider) throw new AppError('business_rule', 'payments.unavailable');
  return ctx.provider;
}

/**
 * Whether the ledger holds the attempt's money, and so its refunds: a received payment went to its order or pledge,
 * whose refunds the ledger takes out as they start; a late success never reached its purpose, nor the ledger.
 */
export const countedByLedger = (attempt: AttemptRow) => attempt.lateSuccessAt === null;
