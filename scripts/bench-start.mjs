// npm run bench (start-up): how long `npm start` takes on an existing embedded data dir, from spawn to the start-up
// summary a person reads and to /api/v1/ready answering 200. Target: ready within 3 s. The first start (which builds
// the web app if needed and seeds the demo data) is not timed. Each timed start runs in a pseudo-terminal (`script`),
// as a person's would, and is stopped with the Ctrl-C a person types, so the data dir is closed cleanly each time.
// Two references from the same run make the figures comparable between machines: a bare `node -e ''` and a bare
// Fastify listen (spawn to its first 200). Figures are printed, not asserted.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { freePort, root, startApp } from './bench-support.mjs';
import { recordFigure } from './bench-targets.mjs';

const STARTS = Number(process.env.BENCH_STARTS ?? 5);
const TARGET_MS = 3000;
const POLL_MS = 10;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/** Polls `url` until it answers 200; the time since `since` (performance.now()) when it did. */
async function untilOk(url, since, child, limitMs = 60_000) {
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  while (performance.now() - since < limitMs) {
    if (exited) throw new Error(`the process exited before ${url} answered`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return performance.now() - since;
    } catch {}
    await sleep(POLL_MS);
  }
  throw new Error(`${url} did not answer 200 within ${limitMs} ms`);
}

function exitOf(child) {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', resolve));
}

/** `node -e ''`: what starting any Node process costs on this machine now. */
function bareNode() {
  const started = performance.now();
  spawnSync(process.execPath, ['-e', ''], { stdio: 'ignore' });
  return performance.now() - started;
}

/** A bare Fastify answering one route: the floor for any Node web server here, from spawn to its first 200. */
async function bareFastify() {
  const port = await freePort();
  const program = `import Fastify from 'fastify';
    const app = Fastify();
    app.get('/', async () => 'ok');
    await app.listen({ host: '127.0.0.1', port: ${port} });
    process.on('SIGTERM', () => app.close().then(() => process.exit(0)));`;
  const started = performance.now();
  const child = spawn(process.execPath, ['--input-type=module', '-e', program], {
    cwd: path.join(root, 'apps/server'),
    stdio: 'ignore',
  });
  try {
    return await untilOk(`http://127.0.0.1:${port}/`, started, child);
  } finally {
    child.kill('SIGTERM');
    await exitOf(child);
  }
}

/** One `npm start` in a pseudo-terminal: times to the summary and to ready, then a Ctrl-C. */
async function timedStart(dataDir) {
  const port = await freePort();
  const env = { ...process.env, DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: String(port) };
  delete env.LOG_LEVEL; // a person at a terminal: the summary, then warnings only
  const started = performance.now();
  // -e: script's exit is npm's; -f: output as it comes; -q: no "Script started" lines.
  const child = spawn('script', ['-qfec', 'npm start', '/dev/null'], {
    cwd: root,
    env,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let output = '';
  let bannerMs = null;
  child.stdout.on('data', (chunk) => {
    output += chunk.toString('utf8');
    if (bannerMs === null && output.includes('Sherehe is running at')) bannerMs = performance.now() - started;
  });
  try {
    const readyMs = await untilOk(`http://127.0.0.1:${port}/api/v1/ready`, started, child);
    while (bannerMs === null && performance.now() - started < readyMs + 5000) await sleep(POLL_MS);
    // What came before the summary, other than npm's own header, is what a person would have to read past.
    const before = output
      .slice(0, output.indexOf('Sherehe is running at'))
      .split(/\r?\n/)
      .map((line) => stripVTControlCharacters(line).trim())
      .filter((line) => line && !line.startsWith('> ') && !/^(\S*npm\S*)\s+warn/.test(line));
    return { readyMs, bannerMs, before };
  } finally {
    child.stdin.write('\x03'); // Ctrl-C in the terminal: SIGINT to npm and the server, which closes the database
    const stopped = await Promise.race([exitOf(child).then(() => true), sleep(20_000).then(() => false)]);
    if (!stopped) child.kill('SIGKILL');
  }
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sherehe-bench-start-'));
try {
  console.log('\nStart-up of `npm start` on an existing embedded data dir (target: ready within 3 s)');
  // The first start builds the web app when needed and seeds the demo data; it makes the dir and is not timed.
  const first = await startApp({ DATA_DIR: dataDir });
  await first.stop();

  const nodeMs = median(Array.from({ length: 5 }, bareNode));
  const fastifyRuns = [];
  for (let i = 0; i < 3; i++) fastifyRuns.push(await bareFastify());
  const fastifyMs = median(fastifyRuns);

  const runs = [];
  for (let i = 0; i < STARTS; i++) {
    const run = await timedStart(dataDir);
    runs.push(run);
    console.log(
      `  start ${i + 1}: summary ${run.bannerMs === null ? 'not seen' : seconds(run.bannerMs)}, ready ${seconds(run.readyMs)}`,
    );
    for (const line of run.before) console.log(`    printed before the summary: ${line}`);
  }
  const ready = runs.map((run) => run.readyMs);
  const banners = runs.map((run) => run.bannerMs).filter((ms) => ms !== null);
  const worst = Math.max(...ready);
  console.log(
    `  ready: median ${seconds(median(ready))}, worst ${seconds(worst)} over ${STARTS} starts` +
      ` (${worst <= TARGET_MS ? 'within' : 'OVER'} the 3 s target)`,
  );
  if (banners.length) {
    console.log(
      `  summary on screen: median ${seconds(median(banners))}, worst ${seconds(Math.max(...banners))}`,
    );
  }
  console.log(
    `  reference, same run: node -e '' ${seconds(nodeMs)}; a bare Fastify from spawn to its first 200 ${seconds(fastifyMs)}` +
      ` (median ready is ${(median(ready) / fastifyMs).toFixed(1)}× that)`,
  );
  recordFigure({
    what: `\`npm start\` on an existing data dir to ready, worst of ${STARTS}`,
    value: worst / 1000,
    unit: 's',
    target: TARGET_MS / 1000,
    reference: `node -e '' ${seconds(nodeMs)}, a bare Fastify to its first 200 ${seconds(fastifyMs)}`,
  });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
