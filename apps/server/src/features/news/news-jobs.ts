// The scheduled posts' job: one per post and time, written when the post is scheduled, run at that time.
import { type NewsDeps, publishIfStillScheduled, publishScheduledPost } from './service.ts';

export function registerNewsWork(deps: Pick<NewsDeps, 'db' | 'jobs'>): void {
  deps.jobs.work(publishScheduledPost, async (payload) => {
    await publishIfStillScheduled(deps, payload);
  });
}
