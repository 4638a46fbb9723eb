// What the pledge rules need from the rest of the app: the database, the job queue and the payment rail.
import type { PaymentsSettings } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { PaymentRail } from '../payments/service.ts';

export type PledgeDeps = {
  db: Database;
  jobs: JobQueue;
  payments: PaymentRail;
  paymentSettings: Pick<PaymentsSettings, 'provider' | 'minTzs' | 'maxTzs'>;
  publicUrl: string;
};
