// What the order rules need from the rest of the app: the database, the job queue and the payment rail.
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';

export type PaymentPurposeKind = 'checkout' | 'order';

/** The part of the payment rail (features/payments) that orders use. */
export interface OrderPaymentRail {
  start(
    tx: Database,
    input: {
      purpose: { kind: PaymentPurposeKind; id: string };
      payerUserId: string | null;
      amountTzs: number;
      phone: string;
      description: string;
    },
  ): Promise<{ attemptId: string }>;
  refund(
    tx: Database,
    input: { attemptId: string; amountTzs: number; byUserId: string | null; reason: string },
  ): Promise<unknown>;
  /** The newest attempt of a purpose, if any; `open` while its outcome is still awaited (pending or unknown). */
  latestAttempt(
    db: Database,
    purpose: { kind: PaymentPurposeKind; id: string },
  ): Promise<{ id: string; open: boolean } | null>;
  limits: { minTzs: number; maxTzs: number };
  enabled: boolean;
  simulator: boolean;
}

export type OrderDeps = {
  db: Database;
  jobs: JobQueue;
  payments: OrderPaymentRail;
  publicUrl: string;
};
