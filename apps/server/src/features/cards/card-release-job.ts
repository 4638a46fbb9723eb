// The job that sends the cards held for a pledge ("card after the pledge is paid"): its name and payload only, so the
// pledges feature, which enqueues it whenever a pledge's paid total may have reached a card's rule, knows nothing else
// of cards. Its handler is card-release.ts.
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { defineJob } from '../../platform/jobs/define-job.ts';
import { enqueueJob } from '../../platform/jobs/enqueue-job.ts';

export const releaseCardsJob = defineJob({
  name: 'cards.release',
  payload: z.object({ eventId: z.uuid(), phone: z.string().min(1) }),
  retry: { limit: 5, delaySeconds: 30, backoff: true },
  expireInSeconds: 300,
});

/**
 * In the caller's transaction, beside the payment (or change) that may release the phone's waiting cards: the job
 * exists only if that commits. No key: a job already running may have read the paid total before this change.
 */
export async function enqueueCardRelease(
  tx: Database,
  pledge: { eventId: string; phone: string },
): Promise<void> {
  await enqueueJob(tx, releaseCardsJob, { eventId: pledge.eventId, phone: pledge.phone });
}
