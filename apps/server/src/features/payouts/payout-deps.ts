// What payouts need from the rest of the app: the database, the job queue, the payout provider, and what an event's
// payout settling means to the withdrawal it pays, given by the app so payouts need not know withdrawals (which pay
// through payouts): features/withdrawals/withdrawal-outcome.ts.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { PayoutProvider } from '../../platform/payments/payout-provider.ts';
import type { PayoutRow } from './queries.ts';

export type EventPayoutSettled = (
  tx: Database,
  payout: PayoutRow & { failureMessage?: string | null },
  outcome: 'paid' | 'failed',
) => Promise<void>;

export type PayoutDeps = {
  db: Database;
  jobs: JobQueue;
  provider: PayoutProvider | null;
  log: FastifyBaseLogger;
  eventPayoutSettled: EventPayoutSettled;
};
