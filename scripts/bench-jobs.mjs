// npm run bench (fourth part): the job queue (apps/server/src/platform/jobs), on the embedded database (a fresh
// data dir, fsync on) and on the PostgreSQL server at BENCH_POSTGRES_URL (default
// postgres://postgres@127.0.0.1:5432/postgres, database bench_jobs made afresh; skipped when unreachable).
// Figures are printed, not asserted.
//
// (a) Throughput: BENCH_JOBS (default 2,000) jobs written one per transaction, as requests write them (enqueues/s),
//     then worked by one polling queue, and on PostgreSQL also by two queues on two pools (two app instances):
//     jobs/s from the start of the work to the last one done. The handler does nothing: this is the queue's own cost.
// (b) Latency: 200 jobs written one every 20 ms while the queue polls; enqueue-to-done p50/p99, with the kick()
//     features give after their commit, and without it (a job written by another instance waits for the next poll,
//     every 2 s).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { tsImport } from 'tsx/esm/api';
import { z } from 'zod';

const JOBS = Number(process.env.BENCH_JOBS ?? 2_000);
const LATENCY_JOBS = 200;
const LATENCY_GAP_MS = 20;

const load = (file) => tsImport(file, import.meta.url);
const { openPglite, openPostgres } = await load('../apps/server/src/db/client.ts');
const { defineJob } = await load('../apps/server/src/platform/jobs/define-job.ts');
const { createJobQueue, enqueueJob } = await load('../apps/server/src/platform/jobs/job-queue.ts');

const log = pino({ level: 'silent' });
const benchJob = defineJob({ name: 'bench.noop', payload: z.object({ t: z.number() }) });
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const fixed = (n) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));

/** Queues over the given handles (one per instance), each counting what it ran and how long each took. */
async function workers(handles, { kick = false } = {}) {
  const latencies = [];
  let done = 0;
  const queues = handles.map((handle) => {
    const queue = createJobQueue(handle, { log, polling: true });
    queue.work(benchJob, async ({ t }) => {
      latencies.push(Date.now() - t);
      done++;
    });
    return queue;
  });
  // Every queue is made (by the first start) before anything is written; polling starts with them.
  for (const queue of queues) await queue.start();
  return {
    queues,
    latencies,
    done: () => done,
    kick: () => {
      if (kick) for (const queue of queues) queue.kick();
    },
    stop: () => Promise.all(queues.map((queue) => queue.stop())),
  };
}

async function untilDone(counter, count) {
  while (counter.done() < count) await sleep(5);
}

async function throughput(label, database, handles) {
  // The queue must exist before jobs are written: made by a queue started and stopped at once.
  const maker = createJobQueue(database, { log, polling: false });
  maker.work(benchJob, async () => {});
  await maker.start();
  await maker.stop();

  let started = performance.now();
  for (let i = 0; i < JOBS; i++) {
    await database.db.transaction(async (tx) => {
      await enqueueJob(tx, benchJob, { t: Date.now() });
    });
  }
  const enqueueSeconds = (performance.now() - started) / 1000;
  started = performance.now();
  const counter = await workers(handles);
  await untilDone(counter, JOBS);
  const workSeconds = (performance.now() - started) / 1000;
  await counter.stop();
  console.log(
    `  ${label}: ${Math.round(JOBS / enqueueSeconds)} enqueues/s (one transaction each); ` +
      `${Math.round(JOBS / workSeconds)} jobs/s worked (${JOBS} jobs in ${workSeconds.toFixed(1)} s)`,
  );
}

async function latency(label, database, handles, kick) {
  const counter = await workers(handles, { kick });
  const before = counter.done();
  for (let i = 0; i < LATENCY_JOBS; i++) {
    await database.db.transaction(async (tx) => {
      await enqueueJob(tx, benchJob, { t: Date.now() });
    });
    counter.kick();
    await sleep(LATENCY_GAP_MS);
  }
  await untilDone(counter, before + LATENCY_JOBS);
  await counter.stop();
  const sorted = counter.latencies.slice(-LATENCY_JOBS).sort((a, b) => a - b);
  console.log(
    `  ${label}: enqueue-to-done p50 ${fixed(percentile(sorted, 50))} ms, p99 ${fixed(percentile(sorted, 99))} ms` +
      ` (${LATENCY_JOBS} jobs, one every ${LATENCY_GAP_MS} ms)`,
  );
}

async function measure(name, open) {
  console.log(`\nJob queue on ${name}:`);
  let database = await open();
  try {
    await throughput('one instance', database, [database]);
    await latency('with kick() after the commit', database, [database], true);
    await latency('polling only (every 2 s)', database, [database], false);
  } finally {
    await database.close();
  }
  return async (instances) => {
    database = await open();
    const extra = [];
    try {
      for (let i = 1; i < instances; i++) extra.push(await open());
      await throughput(`${instances} instances`, database, [database, ...extra]);
    } finally {
      for (const handle of extra) await handle.close();
      await database.close();
    }
  };
}

const benchStarted = Date.now();
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sherehe-bench-jobs-'));
try {
  await measure('PGlite (a fresh data dir, fsync on)', async () => {
    const database = await openPglite({ dataDir: path.join(dataDir, 'pglite') });
    await database.migrate();
    return database;
  });
} finally {
  await rm(dataDir, { recursive: true, force: true });
}

const serverUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const admin = new pg.Client({ connectionString: serverUrl });
const reachable = await admin.connect().then(
  () => true,
  (error) => {
    console.log(`\nJob queue on PostgreSQL: skipped (${serverUrl} unreachable: ${error.message})`);
    return false;
  },
);
if (reachable) {
  await admin.query('drop database if exists bench_jobs with (force)');
  await admin.query('create database bench_jobs');
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = '/bench_jobs';
  const twoInstances = await measure('PostgreSQL, database bench_jobs (pools of 10)', async () => {
    const database = openPostgres(url.toString(), 10);
    await database.migrate();
    return database;
  });
  await twoInstances(2);
}
console.log(`\nThe job queue bench took ${((Date.now() - benchStarted) / 60_000).toFixed(1)} min.`);
