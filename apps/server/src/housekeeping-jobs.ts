// The periodic clean-ups, as scheduled jobs: one job each, so one failing (and retried) does not hold up the others,
// and on several app instances each round runs once, on whichever instance takes it.
import { z } from 'zod';
import type { DatabaseHandle } from './db/client.ts';
import { vacuumAndAnalyzeChangedTables } from './db/embedded-upkeep.ts';
import { forgetExpiredContactChanges } from './features/contact-change/service.ts';
import { conversationImagesInUse } from './features/conversations/photos.ts';
import { eventImagesInUse } from './features/events/service.ts';
import { newsImagesInUse } from './features/news/service.ts';
import { forgetExpiredLoginAttempts } from './features/oidc/service.ts';
import { disputeImagesInUse } from './features/orders/disputes.ts';
import { forgetExpiredResetLinks } from './features/password-reset/service.ts';
import { forgetExpiredRegistrations } from './features/registration/service.ts';
import { forgetExpiredChallenges } from './features/second-factor/service.ts';
import { imagesInUse } from './features/vendor-area/service.ts';
import { defineJob } from './platform/jobs/define-job.ts';
import type { JobQueue } from './platform/jobs/job-queue.ts';
import { deleteOldDeliveredMessages } from './platform/mail/outbox-queries.ts';
import { forgetOldHeldMessages } from './platform/outbound/budget.ts';
import { pruneRateLimitWindows } from './platform/rate-limit.ts';
import type { Storage } from './platform/storage/storage.ts';
import { sweepUnusedImages } from './platform/storage/sweep-unused-images.ts';

const EVERY_TEN_MINUTES = '*/10 * * * *';
// 03:40 in Dar es Salaam, when hardly anyone uploads.
const DAILY_AT_NIGHT = '40 0 * * *';

// A clean-up that fails is tried once more soon; the next round comes anyway.
const cleanUp = (name: string, expireInSeconds = 600) =>
  defineJob({
    name: `housekeeping.${name}`,
    payload: z.object({}),
    retry: { limit: 1, delaySeconds: 60, backoff: false },
    expireInSeconds,
  });

export const housekeepingJobs = {
  pruneRateLimits: cleanUp('prune-rate-limits'),
  forgetOidcAttempts: cleanUp('forget-oidc-attempts'),
  forgetResetLinks: cleanUp('forget-reset-links'),
  forgetRegistrations: cleanUp('forget-registrations'),
  forgetContactChanges: cleanUp('forget-contact-changes'),
  forgetSecondFactorSteps: cleanUp('forget-second-factor-steps'),
  deleteOldMessages: cleanUp('delete-old-messages'),
  forgetHeldMessages: cleanUp('forget-held-messages'),
  // It reads every stored file: daily, with time to do it.
  sweepImages: cleanUp('sweep-images', 3600),
  // PGlite has no autovacuum (db/embedded-upkeep.ts).
  vacuumEmbedded: cleanUp('vacuum-embedded', 3600),
};

export function registerHousekeeping(jobs: JobQueue, database: DatabaseHandle, storage: Storage): void {
  const { db } = database;
  const every = (
    job: (typeof housekeepingJobs)[keyof typeof housekeepingJobs],
    cron: string,
    task: () => Promise<unknown>,
  ) => {
    jobs.work(job, async () => {
      await task();
    });
    jobs.schedule(job, cron, {});
  };
  every(housekeepingJobs.pruneRateLimits, EVERY_TEN_MINUTES, () => pruneRateLimitWindows(db));
  every(housekeepingJobs.forgetOidcAttempts, EVERY_TEN_MINUTES, () => forgetExpiredLoginAttempts(db));
  every(housekeepingJobs.forgetResetLinks, EVERY_TEN_MINUTES, () => forgetExpiredResetLinks(db));
  every(housekeepingJobs.forgetRegistrations, EVERY_TEN_MINUTES, () => forgetExpiredRegistrations(db));
  every(housekeepingJobs.forgetContactChanges, EVERY_TEN_MINUTES, () => forgetExpiredContactChanges(db));
  every(housekeepingJobs.forgetSecondFactorSteps, EVERY_TEN_MINUTES, () => forgetExpiredChallenges(db));
  every(housekeepingJobs.deleteOldMessages, EVERY_TEN_MINUTES, () => deleteOldDeliveredMessages(db));
  every(housekeepingJobs.forgetHeldMessages, DAILY_AT_NIGHT, () => forgetOldHeldMessages(db));
  every(housekeepingJobs.sweepImages, DAILY_AT_NIGHT, () =>
    sweepUnusedImages(
      storage,
      async () =>
        new Set([
          ...(await imagesInUse(db)),
          ...(await eventImagesInUse(db)),
          ...(await newsImagesInUse(db)),
          ...(await disputeImagesInUse(db)),
          ...(await conversationImagesInUse(db)),
        ]),
    ),
  );
  if (database.kind === 'pglite') {
    every(housekeepingJobs.vacuumEmbedded, EVERY_TEN_MINUTES, () => vacuumAndAnalyzeChangedTables(db));
  }
}
