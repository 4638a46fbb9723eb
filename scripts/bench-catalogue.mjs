// npm run bench (second part): the catalogue at scale. A generated catalogue of 50,000 listings (BENCH_LISTINGS),
// then the category page's request and a filtered text search at 32 connections, on the embedded database and on
// the PostgreSQL server at BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres; skipped when it
// cannot be reached). Figures are printed, not asserted. Target on PostgreSQL: p99 under 50 ms for both.
//
// Each request is measured twice: repeated as is, as a popular page is asked for (answered from the catalogue's
// answer cache after the first), and with every request a different question (a maximum price one shilling lower
// each time, which leaves the same listings in), so each one reads the database.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measureApi, root, startApp, withThrowawayPostgres } from './bench-support.mjs';

const CONNECTIONS = 32;
// The bench's day: every second venue is booked then (bench-catalogue-cli.ts), so "free on" looks past holds.
const benchDay = new Date(Date.now() + (3 * 60 + 30 * 24 * 60) * 60_000).toISOString().slice(0, 10);
const requests = [
  ['category page', '/api/v1/listings?category=venues', 1_000_000_000],
  ['text search with filters', '/api/v1/listings?q=harusi&city=Arusha', 5_000_000],
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

async function run(label, env) {
  console.log(`\nCatalogue on ${label}:`);
  generate(env);
  const app = await startApp({ ...env, SEED_DEMO: 'false' });
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
      await measureApi(
        `  ${name}, every request different: GET ${path}&maxPrice=${maxPrice}, ${maxPrice - 1}, …`,
        { url: app.base, requests: [distinct] },
        CONNECTIONS,
      );
    }
  } finally {
    await app.stop();
  }
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sherehe-bench-catalogue-'));
try {
  await run('the embedded database (PGlite)', { DATA_DIR: dataDir });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

await withThrowawayPostgres('Catalogue', (url) =>
  run('PostgreSQL', { DATABASE_URL: url, PUBLIC_URL: 'http://127.0.0.1' }),
);
