// Background work in PostgreSQL through pg-boss (decision 012): jobs written in the caller's transaction, taken with
// SKIP LOCKED by whichever app instance polls first, retried with back-off, repeated on a cron schedule. On PGlite
// every query goes through the app's one client; the poller runs one batch at a time and sleeps when idle.
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { readMigrationJournal } from '../../db/migration-journal.ts';
import { withLogFields } from '../log-context.ts';
import type { JobDefinition } from './define-job.ts';
import { type EnqueueOptions, enqueueJob, type JobSettings, SCHEMA, sendOptions } from './enqueue-job.ts';
import { RETIRED_JOBS } from './retired-jobs.ts';

export { type EnqueueOptions, enqueueJob } from './enqueue-job.ts';

export type JobHandler<P> = (payload: P, job: { id: string; attempt: number }) => Promise<void>;

export interface JobQueue {
  /** Written in the caller's transaction (a drizzle `tx` or the db itself): the job exists only if it commits. With `key`, a second job with the same name and key is not added while the first is waiting or running (idempotent). */
  enqueue<P>(tx: Database, job: JobDefinition<P>, payload: P, options?: EnqueueOptions): Promise<void>;
  /** One handler per job name, registered before start(). Payloads are parsed with the job's zod schema; a payload that does not parse fails the job without retry, logged. */
  work<P>(job: JobDefinition<P>, handler: JobHandler<P>): void;
  /** Repeating work (cron in UTC), e.g. the clean-ups. */
  schedule<P>(job: JobDefinition<P>, cron: string, payload: P): void;
  /** Tests and tools: run every job that is due now (and those they enqueue), until none is left; resolves then. Also runs with the timers off. */
  drain(): Promise<void>;
  /** After a commit that enqueued work: look for it now rather than at the next poll (nothing when polling is off). */
  kick(): void;
  start(): Promise<void>;
  /** Stops taking jobs, lets running ones finish (bounded wait), then returns. */
  stop(): Promise<void>;
  /**
   * For the metrics, per registered job, zeros included: jobs waiting in the database (created, retry: due now or
   * later), shared by every instance, and those this instance is running (active).
   */
  depth(): Promise<{ job: string; state: JobState; count: number }[]>;
}

export type JobState = 'created' | 'retry' | 'active';
const WAITING_STATES = ['created', 'retry'] as const;

export type JobQueueOptions = {
  log: FastifyBaseLogger;
  /** Poll for due jobs, expire those of dead processes, and run the schedules; off in tests (they call drain()). */
  polling: boolean;
  /** How long an idle poller sleeps; a kick() or a batch that found work skips the wait. */
  pollingIntervalMs?: number;
  /** Jobs of one name taken (and run side by side) per fetch. */
  batchSize?: number;
  /** How long stop() waits for running jobs before it gives up on them (they run again later: see expireInSeconds). */
  stopTimeoutMs?: number;
  /** How often (at most, across all instances) jobs past their expireInSeconds are failed for retry, and old ones archived. */
  maintenanceIntervalSeconds?: number;
  /** Jobs whose schedules go at start (retired-jobs.ts; tests give their own). */
  retiredJobs?: readonly string[];
  /** Told of each failed try (a handler that threw or ran out of time, a payload that does not parse): the metrics. */
  onFailure?: (jobName: string) => void;
};

// The advisory lock instances take turns at queue set-up with (the migrations' is 727_100_001, the demo seed's 727_100_002).
const QUEUE_SETUP_LOCK = 727_100_003;

type Parsed =
  | { ok: true; run: (job: { id: string; attempt: number }) => Promise<void> }
  | { ok: false; issues: unknown[] };
/** A job's settings and, for a payload as stored, its handler bound to the parsed payload (or why it does not parse). */
type Registered = { job: JobSettings; take: (data: unknown) => Parsed };
type Fetched = { id: string; name: string; data: unknown; retryCount: number; expireInSeconds: number };

export function createJobQueue(database: DatabaseHandle, options: JobQueueOptions): JobQueue {
  const {
    log,
    polling,
    pollingIntervalMs = 2000,
    batchSize = 5,
    stopTimeoutMs = 10_000,
    maintenanceIntervalSeconds = 60,
    onFailure = () => {},
    retiredJobs = RETIRED_JOBS,
  } = options;
  const boss = new PgBoss({
    // After stop(), pg-boss's own timers may still fire a query (its monitor, its cron), and the database is being
    // closed: such a query is left unanswered rather than failing as an unheard rejection on a closed pool.
    db: {
      executeSql: (text: string, values?: unknown[]) =>
        stopped ? new Promise<never>(() => {}) : database.executeSql(text, values),
    },
    schema: SCHEMA,
    // The schema comes with migration 0014 (in every database and the tests' template): no DDL at start.
    migrate: false,
    supervise: polling,
    schedule: polling,
    maintenanceIntervalSeconds,
    cronMonitorIntervalSeconds: 30,
    cronWorkerIntervalSeconds: 15,
  });
  // An unheard 'error' event would end the process; pg-boss reports its upkeep's failures through it.
  boss.on('error', (error) => log.warn({ err: error }, 'job queue upkeep failed; tried again later'));

  const handlers = new Map<string, Registered>();
  const schedules = new Map<string, { cron: string; payload: unknown }>();
  let starting: Promise<void> | undefined;
  let stopping = false;
  let stopped = false;
  let wake: (() => void) | undefined;
  let poller: Promise<void> | undefined;
  const running = new Set<Promise<unknown>>();
  const runningByName = new Map<string, number>();

  function track<T>(promise: Promise<T>): Promise<T> {
    running.add(promise);
    promise.finally(() => running.delete(promise)).catch(() => {});
    return promise;
  }

  async function ensureQueues() {
    const existing = new Map((await boss.getQueues()).map((queue) => [queue.name, queue]));
    for (const { job } of handlers.values()) {
      const settings = { name: job.name, policy: 'standard', ...sendOptions(job) } as const;
      const queue = existing.get(job.name);
      if (!queue) await boss.createQueue(job.name, settings);
      else if (
        queue.retryLimit !== settings.retryLimit ||
        queue.retryDelay !== settings.retryDelay ||
        queue.retryBackoff !== settings.retryBackoff ||
        queue.expireInSeconds !== settings.expireInSeconds
      ) {
        await boss.updateQueue(job.name, settings);
      }
    }
  }

  /** Whether the database holds a migration this code does not have: a newer release's instance has started. */
  async function newerReleaseStarted(): Promise<boolean> {
    const newestKnown = (await readMigrationJournal()).at(-1)?.when ?? 0;
    const { rows } = await database.executeSql(
      'select max(created_at)::text as at from drizzle.__drizzle_migrations',
    );
    return Number(rows[0]?.at ?? 0) > newestKnown;
  }

  async function syncSchedules() {
    // An instance of an older release (a rollback, or one restarting beside newer ones) adds what is missing but
    // leaves a schedule as the newer release wrote it, rather than putting back its own cron or payload.
    const older = await newerReleaseStarted();
    const written = new Set((await boss.getSchedules()).map((schedule) => schedule.name));
    for (const [name, { cron, payload }] of schedules) {
      if (older && written.has(name)) continue;
      await boss.schedule(name, cron, payload as object, { tz: 'UTC' });
    }
    // A retired job's schedule would fill a queue nobody works; a job merely unknown here may be a newer version's.
    for (const name of written) {
      if (retiredJobs.includes(name) && !schedules.has(name)) await boss.unschedule(name);
    }
  }

  /**
   * PGlite is one process (the data-dir lock): a job left active there belongs to a process that died. It is failed
   * (the try counts) and, as its handler is not to blame, due again at once rather than after its back-off.
   */
  async function recoverOrphans() {
    if (database.kind !== 'pglite') return;
    const { rows } = await database.executeSql(`select name, id from ${SCHEMA}.job where state = 'active'`);
    for (const row of rows) {
      await boss.fail(String(row.name), String(row.id), { message: 'the process running it stopped' });
      await database.executeSql(
        `update ${SCHEMA}.job set start_after = now() where name = $1 and id = $2 and state = 'retry'`,
        [row.name, row.id],
      );
    }
    if (rows.length > 0)
      log.warn({ jobs: rows.length }, 'jobs left running by a stopped process are tried again');
  }

  async function runOne(registered: Registered, fetched: Fetched) {
    const { name } = registered.job;
    runningByName.set(name, (runningByName.get(name) ?? 0) + 1);
    try {
      await runFetched(registered, fetched);
    } finally {
      runningByName.set(name, (runningByName.get(name) ?? 1) - 1);
    }
  }

  async function runFetched({ job, take }: Registered, fetched: Fetched) {
    const context = { job: job.name, jobId: fetched.id, attempt: fetched.retryCount + 1 };
    const parsed = take(fetched.data);
    if (!parsed.ok) {
      log.error({ ...context, issues: parsed.issues }, 'job payload does not parse; failed without retry');
      onFailure(job.name);
      // No retry would parse it either: the job fails now rather than after its retries.
      await database.executeSql(
        `update ${SCHEMA}.job set retry_limit = retry_count where name = $1 and id = $2`,
        [job.name, fetched.id],
      );
      await boss.fail(job.name, fetched.id, { message: 'payload does not parse' });
      return;
    }
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        // Every line the handler logs says which job it was written for.
        withLogFields(context, () => parsed.run({ id: fetched.id, attempt: context.attempt })),
        new Promise((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`still running after ${job.expireInSeconds} s`)),
            job.expireInSeconds * 1000,
          );
        }),
      ]);
      clearTimeout(timer);
      await boss.complete(job.name, fetched.id);
    } catch (error) {
      clearTimeout(timer);
      log.warn({ ...context, err: error }, 'job failed; retried with back-off unless that was its last try');
      onFailure(job.name);
      const reason = error instanceof Error ? error.message : String(error);
      await boss.fail(job.name, fetched.id, { message: reason.slice(0, 1000) });
    }
  }

  /** A polling queue's work once its queues exist; what fails is logged and tried again until stop(). */
  async function takeWork() {
    // Set up even when stop() came meanwhile (it waits for this): the schedules are then as this version has them.
    for (;;) {
      try {
        await boss.start();
        await syncSchedules();
        await recoverOrphans();
        break;
      } catch (error) {
        if (stopping) return;
        log.warn({ err: error }, 'the job queue could not start; trying again');
        await pause(pollingIntervalMs * 5);
        if (stopping) return;
      }
    }
    await poll();
  }

  /** Waits `ms`, or less when kick() or stop() wakes it. */
  async function pause(ms: number) {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    wake = undefined;
  }

  /** One round: every queue with jobs due gets one fetch; returns how many jobs ran. */
  async function runDue(): Promise<number> {
    if (handlers.size === 0) return 0;
    // One query finds the queues with work, instead of a fetch per queue on every idle poll.
    const { rows } = await database.executeSql(
      `select distinct name from ${SCHEMA}.job where name = any($1::text[]) and state < 'active' and start_after < now()`,
      [[...handlers.keys()]],
    );
    let ran = 0;
    for (const { name } of rows) {
      const registered = handlers.get(String(name));
      if (!registered || stopping) continue;
      const jobs = (await boss.fetch(registered.job.name, {
        batchSize,
        includeMetadata: true,
      })) as unknown as Fetched[];
      await Promise.all(jobs.map((job) => runOne(registered, job)));
      ran += jobs.length;
    }
    return ran;
  }

  async function poll() {
    while (!stopping) {
      let ran = 0;
      try {
        ran = await track(runDue());
      } catch (error) {
        log.warn({ err: error }, 'polling for jobs failed; trying again at the next interval');
      }
      if (ran > 0 || stopping) continue;
      await pause(pollingIntervalMs);
    }
  }

  const queue: JobQueue = {
    enqueue: (tx, job, payload, enqueueOptions) => enqueueJob(tx, job, payload, enqueueOptions),

    work(job, handler) {
      if (starting) throw new Error(`job ${job.name}: handlers are registered before start()`);
      if (handlers.has(job.name)) throw new Error(`job ${job.name} already has a handler`);
      handlers.set(job.name, {
        job,
        take: (data) => {
          const parsed = job.payload.safeParse(data);
          return parsed.success
            ? { ok: true, run: (meta) => handler(parsed.data, meta) }
            : { ok: false, issues: parsed.error.issues };
        },
      });
    },

    schedule(job, cron, payload) {
      if (starting) throw new Error(`job ${job.name}: schedules are set before start()`);
      if (!handlers.has(job.name))
        throw new Error(`job ${job.name}: register its handler (work) before its schedule`);
      job.payload.parse(payload);
      schedules.set(job.name, { cron, payload });
    },

    start() {
      starting ??= (async () => {
        // First, as it touches the database: pg-boss's start cannot be called again after it failed half-way. One
        // instance at a time: two creating a queue at once deadlock (pg-boss's create_queue attaches a partition,
        // whose foreign key locks the queue table against the other's insert into it).
        await database.inTurn(QUEUE_SETUP_LOCK, ensureQueues);
        if (!polling) {
          await boss.start();
          return;
        }
        // With the queues made, requests may enqueue (the sender needs nothing else). pg-boss's upkeep, the
        // schedules, the orphans and the poller then start beside the first requests rather than before them: they
        // took about a third of a second of every start-up on PGlite.
        poller = takeWork();
      })().catch((error: unknown) => {
        // The database may be down at boot: the app starts anyway (answering 503), and this is tried again, by
        // the next drain() or, when polling, on a timer. Jobs of queues made by an earlier run can be written meanwhile.
        starting = undefined;
        if (polling && !stopping) {
          setTimeout(() => {
            if (!stopping) queue.start().catch(() => {});
          }, pollingIntervalMs * 5).unref();
        }
        throw error;
      });
      return starting;
    },

    async drain() {
      await queue.start();
      // Jobs left running past their time (a process that died) are due again, as the upkeep would find them.
      await boss.expire();
      while ((await track(runDue())) > 0) {}
    },

    kick() {
      wake?.();
    },

    async depth() {
      // Waiting jobs are read off each queue's partial index (state < 'active'). Running ones are counted here: no
      // index finds them among the finished jobs the table keeps until pg-boss archives them (a scan of it all).
      const { rows } = await database.executeSql(
        `select name, state::text as state, count(*)::int as count from ${SCHEMA}.job
          where state < 'active' and name = any($1::text[]) group by name, state`,
        [[...handlers.keys()]],
      );
      const counted = new Map(rows.map((row) => [`${row.name} ${row.state}`, Number(row.count)]));
      return [...handlers.keys()].flatMap((job) => [
        ...WAITING_STATES.map((state) => ({ job, state, count: counted.get(`${job} ${state}`) ?? 0 })),
        { job, state: 'active' as const, count: runningByName.get(job) ?? 0 },
      ]);
    },

    async stop() {
      if (stopping) return;
      stopping = true;
      wake?.();
      if (!starting) {
        stopped = true;
        return;
      }
      await starting.catch(() => {});
      let timer: NodeJS.Timeout | undefined;
      const gaveUp = await Promise.race([
        Promise.allSettled([poller, ...running]).then(() => false),
        new Promise<boolean>((resolve) => {
          timer = setTimeout(() => resolve(true), stopTimeoutMs);
        }),
      ]);
      clearTimeout(timer);
      if (gaveUp) log.warn('jobs still running at shutdown; they are tried again once their time is up');
      await boss.stop({ graceful: false, close: false, wait: true });
      stopped = true;
    },
  };
  return queue;
}
