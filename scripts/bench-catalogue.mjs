// npm run bench (second part): the catalogue at scale. A generated catalogue of 50,000 listings (BENCH_LISTINGS),
// then the category page's request and a filtered text search at 32 connections, on the embedded database and on
// the PostgreSQL server at BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres; skipped when it
// cannot be reached). Figures are printed, not asserted. Target on PostgreSQL: p99 under 50 ms for both.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { measureApi, root, startApp } from './bench-support.mjs';

const CONNECTIONS = 32;
const requests = [
  ['category page: GET /api/v1/listings?category=venues', '/api/v1/listings?category=venues'],
  [
    'text search with filters: GET /api/v1/listings?q=harusi&city=Arusha&maxPrice=5000000',
    '/api/v1/listings?q=harusi&city=Arusha&maxPrice=5000000',
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
    for (const [name, url] of requests)
      await measureApi(`  ${name}`, { url: `${app.base}${url}` }, CONNECTIONS);
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

const serverUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const admin = new pg.Client({ connectionString: serverUrl });
const reachable = await admin.connect().then(
  () => true,
  (error) => {
    console.log(`\nCatalogue on PostgreSQL: skipped (${serverUrl} unreachable: ${error.message})`);
    return false;
  },
);
if (reachable) {
  const name = `sherehe_bench_${process.pid}`;
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    await run('PostgreSQL', { DATABASE_URL: url.toString() });
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
