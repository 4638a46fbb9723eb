// The rail's background work (handlers in service.ts). Every handler reads the database before acting and is safe to
// run twice: a push or a refund is marked as sent before the provider is called, and never sent again.
import { z } from 'zod';
import { defineJob } from '../../platform/jobs/define-job.ts';

const attempt = z.object({ attemptId: z.uuid() });

export const pushPaymentJob = defineJob({
  name: 'payments.push',
  payload: attempt,
  retry: { limit: 3, delaySeconds: 5, backoff: true },
  expireInSeconds: 120,
});

/** One status query; it enqueues the next round itself (15 s doubling, at most a day), keyed by round. */
export const checkPaymentJob = defineJob({
  name: 'payments.check',
  payload: z.object({ attemptId: z.uuid(), round: z.number().int().min(0).max(64) }),
  retry: { limit: 5, delaySeconds: 15, backoff: true },
  expireInSeconds: 120,
});

/** At the end of an attempt's lifetime; retried (with back-off) while the provider cannot say its status. */
export const expirePaymentJob = defineJob({
  name: 'payments.expire',
  payload: attempt,
  retry: { limit: 12, delaySeconds: 15, backoff: true },
  expireInSeconds: 120,
});

/** Asks how a refund the provider accepted (or whose answer was lost) stands; again later while it is open. */
export const checkRefundJob = defineJob({
  name: 'payments.refund-check',
  payload: z.object({ refundId: z.uuid(), round: z.number().int().min(0).max(64) }),
  retry: { limit: 5, delaySeconds: 15, backoff: true },
  expireInSeconds: 120,
});

/** Once a day: refunds still open with the provider, and those paid in the last days, asked about again. */
export const recheckRefundsJob = defineJob({
  name: 'payments.refund-recheck',
  payload: z.object({}),
  retry: { limit: 3, delaySeconds: 300, backoff: true },
  expireInSeconds: 3600,
});

export const refundPaymentJob = defineJob({
  name: 'payments.refund',
  payload: z.object({ refundId: z.uuid() }),
  retry: { limit: 3, delaySeconds: 30, backoff: true },
  expireInSeconds: 120,
});
