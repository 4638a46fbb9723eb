// What the bench scripts share: a free port, the app started from scripts/start.mjs, and one autocannon report line.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);

/** Debian's Chromium, headless, with nothing reaching out to a network this machine does not have. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

export function freePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The JSON answer of a GET, or an error naming the address and its status. */
export async function getJson(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}

/** Starts the app with these settings on a free port; resolves once it answers /ready. */
export function startApp(env) {
  // Stopped when its figures are taken, with no load balancer to wait for.
  return startServer('scripts/start.mjs', '/api/v1/ready', { SHUTDOWN_DRAIN_SECONDS: '0', ...env });
}

/** The reference for HTTP figures: a bare Fastify "hello" (scripts/bench-hello.mjs) at GET {base}/hello. */
export function startHello() {
  return startServer('scripts/bench-hello.mjs', '/hello', {});
}

async function startServer(script, readyPath, env) {
  // BENCH_PORT pins the port (a machine that shares its ports out); unset, any free one, and another if some other
  // process takes that one between the probe and the server's listen (the server then exits at once).
  const pinned = Number(process.env.BENCH_PORT);
  for (let attempt = 1; ; attempt++) {
    const started = await startOnPort(script, readyPath, env, pinned || (await freePort()));
    if (started) return started;
    if (pinned || attempt === 3) throw new Error(`${script} exited before it was ready`);
  }
}

/** The server on `port` once it answers `readyPath`, or null when it exits first. */
async function startOnPort(script, readyPath, env, port) {
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [script], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  server.once('exit', () => {
    exited = true;
  });
  for (let i = 0; i < 240 && !exited; i++) {
    try {
      // Bounded: whatever else holds the port may never answer.
      if ((await fetch(`${base}${readyPath}`, { signal: AbortSignal.timeout(2_000) })).ok) {
        return {
          base,
          stop: async () => {
            if (exited) return;
            server.kill('SIGTERM');
            await new Promise((resolve) => server.once('exit', resolve));
          },
        };
      }
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (exited) return null;
  server.kill('SIGKILL');
  throw new Error('server did not become ready');
}

export async function measureApi(name, options, connections = 10) {
  const result = await autocannon({ connections, duration: DURATION_S, ...options });
  const non2xx = result.non2xx + result.errors;
  console.log(
    `\n${name}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms` +
      ` (${result.requests.total} requests, ${non2xx} not 2xx, ${connections} connections, ${DURATION_S} s, loopback)`,
  );
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx };
}

/**
 * Runs `use(url)` with a database of its own on the PostgreSQL server at BENCH_POSTGRES_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres), dropped afterwards; says it skipped when the server cannot be reached.
 */
export async function withThrowawayPostgres(label, use) {
  const serverUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: serverUrl });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`\n${label} on PostgreSQL: skipped (${serverUrl} unreachable: ${error.message})`);
    return;
  }
  const name = `sherehe_bench_${process.pid}_${Date.now()}`;
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    await use(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/**
 * `measure(label, env, prepareDatabase, embedded)` on the embedded database, then on a throwaway PostgreSQL database
 * (skipped, and said, when the server cannot be reached). `prepare(database)` fills the database before the app
 * starts on it; `open` is the server's openPglite and openPostgres.
 */
export async function onBothDatabases(name, open, prepare, measure) {
  const fill = (database) => async () => {
    try {
      return await prepare(database);
    } finally {
      await database.close();
    }
  };
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `sherehe-bench-${name}-`));
  try {
    const pglite = path.join(dataDir, 'pglite');
    await measure(
      'the embedded database (PGlite)',
      { DATA_DIR: dataDir },
      async () => fill(await open.openPglite({ dataDir: pglite }))(),
      true,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  await withThrowawayPostgres(name, async (url) => {
    const pgDataDir = mkdtempSync(path.join(os.tmpdir(), `sherehe-bench-${name}-pg-`));
    try {
      await measure(
        'PostgreSQL',
        { DATABASE_URL: url, PUBLIC_URL: 'http://127.0.0.1', DATA_DIR: pgDataDir },
        fill(open.openPostgres(url, 4)),
        false,
      );
    } finally {
      rmSync(pgDataDir, { recursive: true, force: true });
    }
  });
}
