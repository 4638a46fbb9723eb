// The notifications' background work: pushing notifications to their people's browsers, fanning one notification
// out to everyone who turned its topic on, and forgetting old ones.
import { z } from 'zod';
import { defineJob } from '../../platform/jobs/define-job.ts';

/** Notifications fanned out together are pushed in jobs of this many. */
export const PUSH_BATCH = 50;

/**
 * Sends each notification to every browser of its person it has not reached yet. A push service that is down or
 * slow is tried again after 30 s, 1, 2, 4 and 8 minutes (about 15 minutes in all), then given up, logged.
 */
export const pushNotifications = defineJob({
  name: 'notifications.push',
  payload: z.object({ notificationIds: z.array(z.uuid()).min(1).max(PUSH_BATCH) }),
  retry: { limit: 5, delaySeconds: 30, backoff: true },
  expireInSeconds: 10 * 60,
});

const fanOutPayload = z.object({
  kind: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  path: z.string(),
  dedupeKey: z.string(),
  afterUserId: z.uuid().nullable(),
});
export type FanOutPayload = z.infer<typeof fanOutPayload>;

/** One page of accounts (by id, after `afterUserId`) gets the notification; the next page is its own job. */
export const fanOutNotification = defineJob({
  name: 'notifications.fan-out',
  payload: fanOutPayload,
  retry: { limit: 10, delaySeconds: 10, backoff: true },
});

export const forgetOldNotifications = defineJob({
  name: 'notifications.forget-old',
  payload: z.object({}),
  retry: { limit: 1, delaySeconds: 60, backoff: false },
});
