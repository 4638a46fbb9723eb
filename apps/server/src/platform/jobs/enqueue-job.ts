// Writing a job: in the caller's transaction, through pg-boss's own insert (job-queue.ts runs what is written). Apart
// from the queue so that code holding a transaction but not the queue (the outbox's enqueueMail) can write jobs.
import { type SQL, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Database } from '../../db/client.ts';
import type { JobDefinition } from './define-job.ts';

export type EnqueueOptions = { key?: string; startAfter?: Date | number /* seconds from now */ };
/** What the queue keeps of a job besides its payload's schema. */
export type JobSettings = Omit<JobDefinition<unknown>, 'payload'>;

export const SCHEMA = 'pgboss';
type Executor = {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
};

/**
 * pg-boss's own SQL ($1, $2 …) run on a drizzle transaction (or the db): each $n becomes a drizzle parameter, so a
 * $n written twice becomes two parameters, each typed by its own use (see startAfter in enqueueJob).
 */
function inTransaction(tx: Database): Executor {
  return {
    async executeSql(text, values = []) {
      const chunks: SQL[] = text
        .split(/\$(\d+)/)
        .map((part, index) =>
          index % 2 === 0 ? sql.raw(part) : sql`${sql.param(jsonReady(values[Number(part) - 1]))}`,
        );
      const result = (await tx.execute(sql.join(chunks))) as unknown as { rows: Record<string, unknown>[] };
      return { rows: result.rows };
    },
  };
}

// A payload object goes in as JSON text (cast to jsonb by pg-boss's SQL); the drivers differ on bare objects.
const jsonReady = (value: unknown) =>
  value !== null && typeof value === 'object' && !(value instanceof Date) && !Array.isArray(value)
    ? JSON.stringify(value)
    : value;

export const sendOptions = (job: JobSettings) => ({
  retryLimit: job.retry.limit,
  retryDelay: job.retry.delaySeconds,
  retryBackoff: job.retry.backoff,
  expireInSeconds: job.expireInSeconds,
});

// Only ever sends through the caller's transaction (the `db` option of send), so it needs no connection of its own;
// it lets code that holds a transaction but not the app's queue (enqueueMail) write jobs.
const sender = new PgBoss({
  db: { executeSql: () => Promise.reject(new Error('the job sender writes only in a given transaction')) },
  schema: SCHEMA,
  migrate: false,
  supervise: false,
  schedule: false,
});

/** JobQueue.enqueue, for code that has a transaction but not the queue (the outbox's enqueueMail). */
export async function enqueueJob<P>(
  tx: Database,
  job: JobDefinition<P>,
  payload: P,
  options: EnqueueOptions = {},
): Promise<void> {
  // A payload its handler would refuse is a bug of the caller: refused here, in the request that made it.
  job.payload.parse(payload);
  const id = await sender.send(job.name, payload as object, {
    ...sendOptions(job),
    db: inTransaction(tx),
    ...(options.key === undefined ? {} : { singletonKey: options.key }),
    // Always a date: pg-boss's insert reads its startAfter parameter three ways (text, timestamp, interval), and the
    // copies inTransaction makes are typed one by one; a timestamp fits every copy, seconds ("3600") do not.
    ...(options.startAfter === undefined
      ? {}
      : {
          startAfter:
            typeof options.startAfter === 'number'
              ? new Date(Date.now() + options.startAfter * 1000)
              : options.startAfter,
        }),
  });
  if (id !== null) return;
  // Nothing written: a job of that key waits or runs already, or the queue does not exist (pg-boss joins on it and
  // writes nothing), which is a bug to hear about rather than work silently dropped.
  const queue = await inTransaction(tx).executeSql(`select 1 from ${SCHEMA}.queue where name = $1`, [
    job.name,
  ]);
  if (queue.rows.length === 0) {
    throw new Error(
      `job ${job.name} was not written: no queue of that name (register it with work() before start())`,
    );
  }
}
