// What the committee's side of invitation cards needs from the rest of the app: the database, the job queue (texts
// and the release of waiting cards) and the public address the cards' links start with.
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';

export type CardDeps = { db: Database; jobs: JobQueue; publicUrl: string };
