// npm run bench (second part): the catalogue at scale. A generated catalogue of 50,000 listings (BENCH_LISTINGS),
// then the category page's request and a filtered text search at 32 connections, on the embedded database and on
// the PostgreSQL server at BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres; skipped when it
// cannot be reached). Figures are printed, not asserted. Targets, every request different: on PostgreSQL p99 at most
// 25 ms for the category page and 50 ms for the search; on PGlite no time-out and p99 at most 3× PostgreSQL's. A bare
// Fastify "hello" at the same 32 connections is measured beside them, as the machine's reference.
//
// Each request is measured twice: repeated as is, as a popular page is asked for (answered from the catalogue's
// answer cache after the first), and with every request a different question (a maximum price one shilling lower
// each time, which leaves the same listings in), so each one reads the database.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measureApi, root, startApp, startHello, withThrowawayPostgres } from './bench-support.mjs';
import { recordFigure } from './bench-targets.mjs';

const CONNECTIONS = 32;
const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 50_000).toLocaleString('en');
// The bench's day: every second venue is booked then (bench-catalogue-cli.ts), so "free on" looks past holds.
const benchDay = new Date(Date.now() + (3 * 60 + 30 * 24 * 60) * 60_000).toISOString().slice(0, 10);
// [name, path, highest price asked, target p99 on PostgreSQL in ms (every request different)]
const requests = [
  ['category page', '/api/v1/listings?category=venues', 1_000_000_000, 25],
  ['text search with filters', '/api/v1/listings?q=harusi&city=Arusha', 5_000_000, 50],
  [
    'venues free on a day for 200 guests',
    `/api/v1/listings?category=venues&guests=200&freeOn=${benchDay}`,
    1_000_000_000,
  ],
];

function generate(env) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/db/bench-catalogue-cli.ts'],
    {
      cwd: root,
      env: { ...process.env, LOG_LEVEL: 'error', ...env },
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) throw new Error('generating the bench catalogue failed');
}

/** The uncached figures of one database, by request name. */
async function run(label, env) {
  console.log(`\nCatalogue on ${label}:`);
  generate(env);
  const app = await startApp({ ...env, SEED_DEMO: 'false' });
  const uncached = new Map();
  try {
    for (const [name, path, maxPrice] of requests) {
      const repeated = `${path}&maxPrice=${maxPrice}`;
      await measureApi(
        `  ${name}, repeated: GET ${repeated}`,
        { url: `${app.base}${repeated}` },
        CONNECTIONS,
      );
      let asked = 0;
      const distinct = {
        setupRequest: (request) => ({ ...request, path: `${path}&maxPrice=${maxPrice - asked++}` }),
      };
      const figures = await measureApi(
        `  ${name}, every request different: GET ${path}&maxPrice=${maxPrice}, ${maxPrice - 1}, …`,
        { url: app.base, requests: [distinct] },
        CONNECTIONS,
      );
      uncached.set(name, figures);
    }
  } finally {
    await app.stop();
  }
  return uncached;
}

const hello = await startHello();
let reference;
try {
  const figures = await measureApi(
    '\nReference: a bare Fastify "hello"',
    { url: `${hello.base}/hello` },
    CONNECTIONS,
  );
  reference = `bare Fastify hello at ${CONNECTIONS} connections: p99 ${figures.p99} ms, ${Math.round(figures.rps)} req/s`;
} finally {
  await hello.stop();
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sherehe-bench-catalogue-'));
let embedded;
try {
  embedded = await run('the embedded database (PGlite)', { DATA_DIR: dataDir });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

let server;
await withThrowawayPostgres('Catalogue', async (url) => {
  server = await run('PostgreSQL', { DATABASE_URL: url, PUBLIC_URL: 'http://127.0.0.1' });
});

for (const [name, , , target] of requests.filter((request) => request[3])) {
  const onServer = server?.get(name);
  const onEmbedded = embedded.get(name);
  if (onServer) {
    recordFigure({
      what: `${name}, ${LISTINGS} listings, ${CONNECTIONS} connections, every request different, PostgreSQL p99`,
      value: onServer.p99,
      unit: 'ms',
      target,
      reference,
    });
  }
  // PGlite: within three times PostgreSQL's p99, and no request timed out (autocannon counts those as errors).
  const timedOut = onEmbedded.non2xx > 0 ? `, ${onEmbedded.non2xx} failed or timed out` : '';
  recordFigure({
    what: `${name}, same, PGlite p99${timedOut}`,
    value: onEmbedded.non2xx > 0 ? Number.POSITIVE_INFINITY : onEmbedded.p99,
    unit: 'ms',
    target: onServer ? 3 * onServer.p99 : 3 * target,
    reference,
  });
}
