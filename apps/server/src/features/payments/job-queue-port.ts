// TEMPORARY until branch `jobs` is merged: the JobQueue interface of platform/jobs/job-queue.ts (pg-boss), and an
// in-memory stand-in with the same calls so the rail runs and is tested now. At the merge this file goes; the rail
// takes app.jobs. The stand-in is not durable and runs jobs even from rolled-back transactions: the handlers check
// the database before acting, so that is harmless here, but nothing in production may rely on it.
import type { Database } from '../../db/client.ts';
import type { JobDefinition } from '../../platform/jobs/define-job.ts';

export type EnqueueOptions = { key?: string; startAfter?: Date | number };
export type JobHandler<P> = (payload: P, job: { id: string; attempt: number }) => Promise<void>;

export interface JobQueue {
  enqueue<P>(tx: Database, job: JobDefinition<P>, payload: P, options?: EnqueueOptions): Promise<void>;
  work<P>(job: JobDefinition<P>, handler: JobHandler<P>): void;
  drain(): Promise<void>;
  kick(): void;
}

type Queued = { id: string; name: string; payload: unknown; key?: string; due: number; attempt: number };

export type StandInJobQueue = JobQueue & {
  pending(): Queued[];
  runDueAt(now: number): Promise<void>;
  /** npm start before the merge: look for due jobs every second. */
  poll(log: { warn(object: unknown, message: string): void }): void;
  stop(): void;
};

export function createStandInJobQueue(): StandInJobQueue {
  const handlers = new Map<string, { job: JobDefinition<unknown>; handler: JobHandler<unknown> }>();
  let queued: Queued[] = [];
  let counter = 0;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let onError: (error: unknown) => void = () => {};
  const runSoon = () => {
    running = running.then(() => runDueAt(Date.now())).catch(onError);
  };

  async function runDueAt(now: number) {
    for (;;) {
      const due = queued.filter((one) => one.due <= now);
      if (due.length === 0) return;
      queued = queued.filter((one) => one.due > now);
      for (const one of due) {
        const entry = handlers.get(one.name);
        if (!entry) throw new Error(`no handler for job ${one.name}`);
        try {
          await entry.handler(entry.job.payload.parse(one.payload), { id: one.id, attempt: one.attempt });
        } catch (error) {
          if (one.attempt > entry.job.retry.limit) throw error;
          queued.push({ ...one, attempt: one.attempt + 1, due: now + entry.job.retry.delaySeconds * 1000 });
        }
      }
    }
  }

  return {
    async enqueue(_tx, job, payload, options = {}) {
      job.payload.parse(payload);
      if (options.key !== undefined && queued.some((one) => one.name === job.name && one.key === options.key))
        return;
      const start = options.startAfter;
      const due =
        start === undefined ? 0 : typeof start === 'number' ? Date.now() + start * 1000 : start.getTime();
      counter += 1;
      queued.push({ id: String(counter), name: job.name, payload, key: options.key, due, attempt: 1 });
    },
    work(job, handler) {
      handlers.set(job.name, { job: job as JobDefinition<unknown>, handler: handler as JobHandler<unknown> });
    },
    /** Runs what is due now, as the real drain(); jobs delayed into the future wait (tests use runDueAt). */
    drain: () => runDueAt(Date.now()),
    kick() {
      if (timer) setImmediate(runSoon);
    },
    pending: () => [...queued],
    runDueAt,
    poll(log) {
      onError = (error) => log.warn({ err: error }, 'payment job failed');
      timer = setInterval(runSoon, 1000);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
