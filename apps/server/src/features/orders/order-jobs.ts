// The orders' background work: an order not paid when its hold runs out releases its dates and stock.
import { z } from 'zod';
import { defineJob } from '../../platform/jobs/define-job.ts';

/** Checked at the hold's deadline, and again every two minutes while a payment of it is still awaited. */
export const releaseUnpaidOrders = defineJob({
  name: 'orders.release-unpaid',
  payload: z.object({ checkoutId: z.uuid(), round: z.number().int().min(0) }),
  retry: { limit: 10, delaySeconds: 30, backoff: true },
});
