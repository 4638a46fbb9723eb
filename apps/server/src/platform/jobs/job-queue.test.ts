import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createTestDatabase } from '../../../test/test-database.ts';
import { type DatabaseHandle, openPostgres } from '../../db/client.ts';
import { logFields } from '../log-context.ts';
import { defineJob } from './define-job.ts';
import { createJobQueue, enqueueJob, type JobQueue } from './job-queue.ts';

const silent = pino({ level: 'silent' });

const counted = defineJob({
  name: 'test.counted',
  payload: z.object({ n: z.number().int() }),
  retry: { limit: 2, delaySeconds: 0, backoff: false },
});

type Run = { n: number; attempt: number };

describe('job queue', () => {
  let database: DatabaseHandle;
  let jobs: JobQueue;
  let runs: Run[];
  let failUntilAttempt: number;

  beforeEach(async () => {
    database = await createTestDatabase();
    runs = [];
    failUntilAttempt = 0;
    jobs = createJobQueue(database, { log: silent, polling: false });
    jobs.work(counted, async ({ n }, { attempt }) => {
      runs.push({ n, attempt });
      if (attempt <= failUntilAttempt) throw new Error(`try ${attempt} fails`);
    });
    await jobs.start();
  });
  afterEach(async () => {
    await jobs.stop();
    await database.close();
  });

  const jobRows = async () =>
    (
      await database.executeSql(
        `select state::text, retry_count, singleton_key, start_after, completed_on from pgboss.job
         where name = 'test.counted' order by created_on, id`,
      )
    ).rows;

  it('runs a job written in a committed transaction once, and never one whose transaction rolled back', async () => {
    await database.db.transaction(async (tx) => {
      await jobs.enqueue(tx, counted, { n: 1 });
    });
    await expect(
      database.db.transaction(async (tx) => {
        await jobs.enqueue(tx, counted, { n: 2 });
        throw new Error('the business write failed');
      }),
    ).rejects.toThrow('business write failed');
    await jobs.drain();
    await jobs.drain();
    expect(runs).toEqual([{ n: 1, attempt: 1 }]);
    expect(await jobRows()).toHaveLength(1);
  });

  it('says how many jobs wait and run (the metrics), and tells of each failed try', async () => {
    const slow = defineJob({
      name: 'test.slow',
      payload: z.object({}),
      retry: { limit: 1, delaySeconds: 60 },
    });
    const failed: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const queue = createJobQueue(database, {
      log: silent,
      polling: false,
      onFailure: (name) => failed.push(name),
    });
    queue.work(slow, async () => {
      await held;
      throw new Error('gave up');
    });
    await queue.start();
    const depth = async () =>
      Object.fromEntries((await queue.depth()).map((row) => [`${row.job} ${row.state}`, row.count]));
    expect(await depth()).toEqual({ 'test.slow created': 0, 'test.slow retry': 0, 'test.slow active': 0 });
    await queue.enqueue(database.db, slow, {});
    await queue.enqueue(database.db, slow, {}, { startAfter: 3600 });
    expect(await depth()).toMatchObject({ 'test.slow created': 2, 'test.slow active': 0 });
    const draining = queue.drain();
    await vi.waitFor(async () => expect(await depth()).toMatchObject({ 'test.slow active': 1 }));
    release();
    await draining;
    expect(await depth()).toEqual({ 'test.slow created': 1, 'test.slow retry': 1, 'test.slow active': 0 });
    expect(failed).toEqual(['test.slow']);
    await queue.stop();
  });

  it('drains what the jobs it runs enqueue', async () => {
    const chained = defineJob({ name: 'test.chained', payload: z.object({ left: z.number() }) });
    const queue = createJobQueue(database, { log: silent, polling: false });
    const seen: number[] = [];
    queue.work(chained, async ({ left }) => {
      seen.push(left);
      if (left > 0) await queue.enqueue(database.db, chained, { left: left - 1 });
    });
    await queue.start();
    await queue.enqueue(database.db, chained, { left: 3 });
    await queue.drain();
    expect(seen).toEqual([3, 2, 1, 0]);
  });

  it('puts the job on every line its handler logs, however deep, and on no line written outside it', async () => {
    const lines: Record<string, unknown>[] = [];
    // The app's root logger, as main.ts makes it: a handler logs through it, knowing nothing of the job.
    const log = pino(
      { level: 'info', mixin: logFields },
      { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
    );
    const noisy = defineJob({ name: 'test.noisy', payload: z.object({}) });
    const queue = createJobQueue(database, { log: silent, polling: false });
    const deeper = async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      log.info('deep inside the handler');
    };
    queue.work(noisy, async () => {
      log.info('in the handler');
      await deeper();
    });
    await queue.start();
    await queue.enqueue(database.db, noisy, {});
    await queue.drain();
    log.info('after the job');
    const [row] = (await database.executeSql("select id from pgboss.job where name = 'test.noisy'")).rows as {
      id: string;
    }[];
    const id = row?.id;
    expect(lines.map(({ msg, job, jobId, attempt }) => ({ msg, job, jobId, attempt }))).toEqual([
      { msg: 'in the handler', job: 'test.noisy', jobId: id, attempt: 1 },
      { msg: 'deep inside the handler', job: 'test.noisy', jobId: id, attempt: 1 },
      { msg: 'after the job', job: undefined, jobId: undefined, attempt: undefined },
    ]);
  });

  it('adds a keyed job once while it waits or runs, and again once it is done', async () => {
    await jobs.enqueue(database.db, counted, { n: 1 }, { key: 'order-7' });
    await database.db.transaction(async (tx) => {
      await jobs.enqueue(tx, counted, { n: 2 }, { key: 'order-7' });
    });
    await jobs.enqueue(database.db, counted, { n: 3 }, { key: 'order-8' });
    await jobs.drain();
    expect(runs.map((run) => run.n).sort()).toEqual([1, 3]);

    await jobs.enqueue(database.db, counted, { n: 4 }, { key: 'order-7' });
    await jobs.drain();
    expect(runs.map((run) => run.n).sort()).toEqual([1, 3, 4]);
  });

  it('keeps a key to one job while its first try failed and waits for its retry', async () => {
    const backingOff = defineJob({
      name: 'test.backing-off',
      payload: z.object({}),
      retry: { limit: 1, delaySeconds: 600, backoff: false },
    });
    const queue = createJobQueue(database, { log: silent, polling: false });
    queue.work(backingOff, async () => {
      throw new Error('gateway down');
    });
    await queue.start();
    await queue.enqueue(database.db, backingOff, {}, { key: 'k' });
    await queue.drain();
    await queue.enqueue(database.db, backingOff, {}, { key: 'k' });
    const { rows } = await database.executeSql(
      `select state::text from pgboss.job where name = 'test.backing-off'`,
    );
    expect(rows).toEqual([{ state: 'retry' }]);
  });

  it('retries a failed try after its delay, doubling it with back-off, then gives up', async () => {
    const flaky = defineJob({
      name: 'test.flaky',
      payload: z.object({}),
      retry: { limit: 2, delaySeconds: 40, backoff: true },
    });
    const queue = createJobQueue(database, { log: silent, polling: false });
    const attempts: number[] = [];
    queue.work(flaky, async (_payload, { attempt }) => {
      attempts.push(attempt);
      throw new Error('still down');
    });
    await queue.start();
    await queue.enqueue(database.db, flaky, {});
    const waits: number[] = [];
    for (let round = 0; round < 4; round++) {
      await queue.drain();
      const { rows } = await database.executeSql(
        `select state::text, extract(epoch from start_after - now())::float as wait from pgboss.job where name = 'test.flaky'`,
      );
      const [row] = rows as { state: string; wait: number }[];
      if (row?.state !== 'retry') break;
      waits.push(row.wait);
      // Time passes: the retry is due.
      await database.executeSql(`update pgboss.job set start_after = now() where name = 'test.flaky'`);
    }
    expect(attempts).toEqual([1, 2, 3]);
    expect(waits).toHaveLength(2);
    // Back-off: about delay·2ⁿ⁻¹, up to twice that (the random half spreads instances apart).
    expect(waits[0]).toBeGreaterThan(40 - 2);
    expect(waits[0]).toBeLessThanOrEqual(80);
    expect(waits[1]).toBeGreaterThan(80 - 2);
    expect(waits[1]).toBeLessThanOrEqual(160);
    const { rows } = await database.executeSql(
      `select state::text from pgboss.job where name = 'test.flaky'`,
    );
    expect(rows).toEqual([{ state: 'failed' }]);
  });

  it('retries right away without back-off when the delay is 0, up to the limit', async () => {
    failUntilAttempt = 2;
    await jobs.enqueue(database.db, counted, { n: 5 });
    await jobs.drain();
    expect(runs).toEqual([
      { n: 5, attempt: 1 },
      { n: 5, attempt: 2 },
      { n: 5, attempt: 3 },
    ]);
    expect((await jobRows()).map((row) => row.state)).toEqual(['completed']);
  });

  it('fails a job whose payload does not parse, without a retry or a call to its handler', async () => {
    // Written by an older version of the code, say, with a payload of another shape.
    const older = defineJob({
      name: 'test.counted',
      payload: z.object({ n: z.string() }),
      retry: { limit: 5, delaySeconds: 0, backoff: false },
    });
    await enqueueJob(database.db, older, { n: 'five' });
    await jobs.drain();
    expect(runs).toEqual([]);
    const [row] = await jobRows();
    expect(row).toMatchObject({ state: 'failed', retry_count: 0 });
  });

  it('refuses to write a payload its own schema refuses, and a job that has no queue', async () => {
    await expect(jobs.enqueue(database.db, counted, { n: 1.5 })).rejects.toThrow();
    const unknown = defineJob({ name: 'test.nobody-works-this', payload: z.object({}) });
    await expect(jobs.enqueue(database.db, unknown, {})).rejects.toThrow(/no queue/);
    await expect(jobs.enqueue(database.db, unknown, {}, { key: 'k' })).rejects.toThrow(/no queue/);
  });

  it('waits for startAfter, as a date or seconds from now', async () => {
    await jobs.enqueue(database.db, counted, { n: 1 }, { startAfter: 3600 });
    await jobs.enqueue(database.db, counted, { n: 2 }, { startAfter: new Date(Date.now() + 3_600_000) });
    await jobs.enqueue(database.db, counted, { n: 3 }, { startAfter: new Date(Date.now() - 1000) });
    await jobs.drain();
    expect(runs).toEqual([{ n: 3, attempt: 1 }]);
  });

  it('writes schedules when polling, keeps one a newer version wrote, and forgets a retired one', async () => {
    const tick = defineJob({ name: 'test.tick', payload: z.object({ what: z.string() }) });
    const poller = createJobQueue(database, { log: silent, polling: true, pollingIntervalMs: 60_000 });
    poller.work(tick, async () => {});
    poller.schedule(tick, '*/5 * * * *', { what: 'tock' });
    await poller.start();
    await poller.stop();
    let { rows } = await database.executeSql(`select name, cron, timezone, data from pgboss.schedule`);
    expect(rows).toEqual([
      { name: 'test.tick', cron: '*/5 * * * *', timezone: 'UTC', data: { what: 'tock' } },
    ]);

    // An instance of an older version, which has no test.tick, starts beside it (a rolling deploy, a rollback):
    // the schedule stays.
    const older = createJobQueue(database, { log: silent, polling: true, pollingIntervalMs: 60_000 });
    await older.start();
    await older.stop();
    ({ rows } = await database.executeSql(`select name from pgboss.schedule`));
    expect(rows).toEqual([{ name: 'test.tick' }]);

    // An older release restarting after a newer one migrated: it leaves the newer one's cron as it is.
    await database.executeSql(
      `insert into drizzle.__drizzle_migrations (hash, created_at) values ('a newer release', 99999999999999)`,
    );
    const restarted = createJobQueue(database, { log: silent, polling: true, pollingIntervalMs: 60_000 });
    restarted.work(tick, async () => {});
    restarted.schedule(tick, '*/10 * * * *', { what: 'old' });
    await restarted.start();
    await restarted.stop();
    ({ rows } = await database.executeSql(`select cron, data from pgboss.schedule`));
    expect(rows).toEqual([{ cron: '*/5 * * * *', data: { what: 'tock' } }]);
    await database.executeSql(`delete from drizzle.__drizzle_migrations where hash = 'a newer release'`);

    // A version that retired test.tick removes it.
    const next = createJobQueue(database, {
      log: silent,
      polling: true,
      pollingIntervalMs: 60_000,
      retiredJobs: ['test.tick'],
    });
    await next.start();
    await next.stop();
    ({ rows } = await database.executeSql(`select name from pgboss.schedule`));
    expect(rows).toEqual([]);
  });

  it('never deadlocks a transaction in progress with the poller on the one connection', async () => {
    const poller = createJobQueue(database, { log: silent, polling: true, pollingIntervalMs: 500 });
    const done: number[] = [];
    const quick = defineJob({ name: 'test.quick', payload: z.object({ n: z.number() }) });
    poller.work(quick, async ({ n }) => {
      // A handler with a transaction of its own that enqueues more work inside it.
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_sleep(0.001)`);
        if (n < 20) await poller.enqueue(tx, quick, { n: n + 20 });
      });
      done.push(n);
    });
    await poller.start();
    // Requests meanwhile: transactions that enqueue, while the poller takes and finishes jobs.
    await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        database.db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          await poller.enqueue(tx, quick, { n });
          poller.kick();
        }),
      ),
    );
    await vi.waitFor(() => expect(done).toHaveLength(40), { timeout: 20_000, interval: 100 });
    await poller.stop();
    expect(new Set(done).size).toBe(40);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('two app instances on one PostgreSQL database', () => {
  let database: DatabaseHandle & { url?: string };
  const handles: DatabaseHandle[] = [];
  afterEach(async () => {
    for (const handle of handles.splice(0)) await handle.close();
    await database.close();
  });

  it('keep a key to one job when two transactions write it at the same moment', async () => {
    database = await createTestDatabase();
    const keyed = defineJob({ name: 'test.keyed', payload: z.object({ by: z.string() }) });
    const queue = createJobQueue(database, { log: silent, polling: false });
    queue.work(keyed, async () => {});
    await queue.start();
    const other = openPostgres(database.url as string, 2);
    handles.push(other);
    // Both transactions write before either commits; the second waits on the first's key, then skips.
    let wrote: () => void = () => {};
    const firstWrote = new Promise<void>((resolve) => {
      wrote = resolve;
    });
    let commit: () => void = () => {};
    const firstMayCommit = new Promise<void>((resolve) => {
      commit = resolve;
    });
    const first = database.db.transaction(async (tx) => {
      await enqueueJob(tx, keyed, { by: 'first' }, { key: 'order-1' });
      wrote();
      await firstMayCommit;
    });
    await firstWrote;
    const second = other.db.transaction(async (tx) => {
      await enqueueJob(tx, keyed, { by: 'second' }, { key: 'order-1' });
    });
    commit();
    await Promise.all([first, second]);
    const { rows } = await database.executeSql(`select data from pgboss.job where name = 'test.keyed'`);
    expect(rows).toEqual([{ data: { by: 'first' } }]);
    await queue.stop();
  });

  it('start together on a database that has none of their queues yet, without a deadlock', async () => {
    database = await createTestDatabase();
    const names = Array.from({ length: 12 }, (_, i) => `test.fresh-${i}`);
    const failures: unknown[] = [];
    const queues = ['a', 'b', 'c'].map(() => {
      const handle = openPostgres(database.url as string, 4);
      handles.push(handle);
      const queue = createJobQueue(handle, { log: silent, polling: false });
      for (const name of names) queue.work(defineJob({ name, payload: z.object({}) }), async () => {});
      return queue;
    });
    // As three instances starting at once: each creates every queue (pg-boss's create_queue attaches a partition,
    // which locks the queue table that another's insert holds: a deadlock, unless they take turns).
    await Promise.all(queues.map((queue) => queue.start().catch((error: unknown) => failures.push(error))));
    expect(failures.map(String)).toEqual([]);
    const { rows } = await database.executeSql(
      `select count(*)::int as n from pgboss.queue where name like 'test.fresh-%'`,
    );
    expect(rows[0]?.n).toBe(names.length);
    for (const queue of queues) await queue.stop();
  });

  it('share 200 jobs and do none twice', { timeout: 60_000 }, async () => {
    database = await createTestDatabase();
    await database.db.execute(sql`create table job_effects (n int not null, instance text not null)`);
    const shared = defineJob({ name: 'test.shared', payload: z.object({ n: z.number() }) });
    const instances = ['a', 'b'].map((name) => {
      const handle = openPostgres(database.url as string, 4);
      handles.push(handle);
      const queue = createJobQueue(handle, { log: silent, polling: true, pollingIntervalMs: 100 });
      queue.work(shared, async ({ n }) => {
        await handle.db.execute(sql`select pg_sleep(0.002)`);
        await handle.db.execute(sql`insert into job_effects (n, instance) values (${n}, ${name})`);
      });
      return queue;
    });
    for (const queue of instances) await queue.start();
    await database.db.transaction(async (tx) => {
      for (let n = 0; n < 200; n++) await enqueueJob(tx, shared, { n });
    });
    for (const queue of instances) queue.kick();
    await vi.waitFor(
      async () => {
        const { rows } = await database.executeSql(`select count(*)::int as n from job_effects`);
        expect(rows[0]?.n).toBeGreaterThanOrEqual(200);
      },
      { timeout: 50_000, interval: 200 },
    );
    await Promise.all(instances.map((queue) => queue.stop()));
    const { rows } = await database.executeSql(
      `select count(*)::int as runs, count(distinct n)::int as jobs,
              count(*) filter (where instance = 'a')::int as a, count(*) filter (where instance = 'b')::int as b
       from job_effects`,
    );
    expect(rows[0]).toMatchObject({ runs: 200, jobs: 200 });
    // Both took a share (each polls every 100 ms and takes 5 at a time while 200 wait).
    expect(rows[0]?.a).toBeGreaterThan(0);
    expect(rows[0]?.b).toBeGreaterThan(0);
  });
});
