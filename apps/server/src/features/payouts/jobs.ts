// Money out's background work: a payout's sending and its status queries, the release of held money that is due,
// and the daily payout of what vendors may be paid.
import { z } from 'zod';
import { defineJob } from '../../platform/jobs/define-job.ts';

export const sendPayoutJob = defineJob({
  name: 'payouts.send',
  payload: z.object({ payoutId: z.uuid() }),
  retry: { limit: 10, delaySeconds: 30, backoff: true },
});

export const checkPayoutJob = defineJob({
  name: 'payouts.check',
  payload: z.object({ payoutId: z.uuid(), round: z.number().int().min(0) }),
  retry: { limit: 10, delaySeconds: 60, backoff: true },
});

/** Every ten minutes: held money whose time has come is released, and a balance past the at-once amount paid. */
export const releaseDueJob = defineJob({
  name: 'payouts.release-due',
  payload: z.object({}),
  retry: { limit: 1, delaySeconds: 60, backoff: false },
  expireInSeconds: 600,
});

/**
 * Once a day: payouts paid in the last few days are asked about again, so one the network took back (ClickPesa's
 * REVERSED after a SUCCESS) is seen even when its callback never came.
 */
export const recheckPaidPayoutsJob = defineJob({
  name: 'payouts.recheck-paid',
  payload: z.object({}),
  retry: { limit: 3, delaySeconds: 300, backoff: true },
  expireInSeconds: 3600,
});

/** Once a day: every vendor with at least the minimum to be paid is paid. */
export const dailyPayoutsJob = defineJob({
  name: 'payouts.daily',
  payload: z.object({}),
  retry: { limit: 3, delaySeconds: 300, backoff: true },
  expireInSeconds: 3600,
});
