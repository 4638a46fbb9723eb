// The orders' background work: an order not paid when its hold runs out releases its dates and stock, and a sweep
// finds the ones whose own check never ran.
import { z } from 'zod';
import { defineJob } from '../../platform/jobs/define-job.ts';

/** Checked at the hold's deadline, and again every two minutes while a payment of it is still awaited. */
export const releaseUnpaidOrders = defineJob({
  name: 'orders.release-unpaid',
  payload: z.object({ checkoutId: z.uuid(), round: z.number().int().min(0) }),
  retry: { limit: 10, delaySeconds: 30, backoff: true },
});

/**
 * Every ten minutes: checkouts still waiting for payment long after their hold ran out, whose own check was lost
 * (a job queue restored from an older backup, or demo orders seeded before the queue existed).
 */
export const releaseForgottenUnpaid = defineJob({
  name: 'orders.release-forgotten-unpaid',
  payload: z.object({}),
  retry: { limit: 1, delaySeconds: 60, backoff: false },
  expireInSeconds: 600,
});
