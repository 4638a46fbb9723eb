// npm run release:check: builds the release folder (scripts/build-release.mjs) that the Docker image is made of, then
// runs it as the image does, from outside the repository, as compose.yaml configures it: its own DATA_DIR, uploads in
// an S3-compatible store (the test fake, over 127.0.0.1), and PostgreSQL when RELEASE_CHECK_DATABASE_URL names an
// empty database (CI gives one), else the embedded database. It checks that the release holds no development
// packages or tests, that its tools run (db:migrate, media:copy into the bucket), that the started server is ready and
// serves the drawn first screen and the web app's files. On PostgreSQL with haproxy installed, a second instance
// joins and both are restarted in turn behind HAProxy running deploy/haproxy.cfg under steady requests: none may
// fail (with SHUTDOWN_DRAIN_SECONDS=0, 5 of 27,036 did). Otherwise SIGTERM must drain (/ready 503) and exit cleanly.
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const work = mkdtempSync(path.join(tmpdir(), 'sherehe-release-'));
const release = path.join(work, 'app');
const children = [];
let failed = false;

function check(ok, what) {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failed = true;
}

function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function cleanUp() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
}

async function startInstance(env, port) {
  const own = { ...env, PORT: String(port ?? (await freePort())) };
  if (env.DATABASE_URL) own.PUBLIC_URL = `http://127.0.0.1:${own.PORT}`;
  const child = spawn('node', [path.join(release, 'apps/server/dist/main.mjs')], {
    cwd: work,
    env: own,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  const log = [];
  createInterface({ input: child.stdout }).on('line', (line) => log.push(line));
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${own.PORT}`;
  let ready = false;
  for (let tries = 0; tries < 240 && !ready && child.exitCode === null; tries++) {
    ready = await fetch(`${base}/api/v1/ready`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (!ready) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { child, log, exited, base, port: Number(own.PORT), ready };
}

function hasHaproxy() {
  return spawnSync('haproxy', ['-v'], { stdio: 'ignore' }).status === 0;
}

/**
 * deploy/haproxy.cfg as it is, but for the two instances here on 127.0.0.1: under steady requests through it, one
 * instance is restarted with SIGTERM (it drains, HAProxy's check sees /ready 503 and takes it out) and comes back;
 * then the other. Not one request may fail.
 */
async function rollingRestart(env, first) {
  const second = await startInstance(env);
  check(second.ready, 'a second instance on the same database and bucket is ready');
  const balancerPort = await freePort();
  const config = readFileSync(path.join(root, 'deploy/haproxy.cfg'), 'utf8')
    .replace(/bind :8080/, `bind 127.0.0.1:${balancerPort}`)
    .replace(/ resolvers docker/, '')
    .replace(/app1:3000/, `127.0.0.1:${first.port}`)
    .replace(/app2:3000/, `127.0.0.1:${second.port}`)
    .replace(/log stdout format raw local0\n/, '')
    .replace(/log global\n\s*option httplog\n/, '');
  const configFile = path.join(work, 'haproxy.cfg');
  writeFileSync(configFile, config);
  const balancer = spawn('haproxy', ['-f', configFile], { stdio: 'inherit' });
  children.push(balancer);
  const through = `http://127.0.0.1:${balancerPort}`;
  for (let tries = 0; tries < 40; tries++) {
    if (
      await fetch(`${through}/api/v1/ready`).then(
        (answer) => answer.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const counts = { ok: 0, failed: 0 };
  let loading = true;
  const client = async () => {
    while (loading) {
      const answer = await fetch(`${through}/api/v1/site-config`).catch(() => null);
      if (answer?.ok) counts.ok++;
      else counts.failed++;
      await answer?.arrayBuffer().catch(() => {});
    }
  };
  const clients = Array.from({ length: 4 }, client);
  const instances = [first, second];
  for (const [index, instance] of instances.entries()) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    instance.child.kill('SIGTERM');
    const code = await instance.exited;
    check(code === 0, `instance ${index + 1} drained and exited cleanly on SIGTERM`);
    instances[index] = await startInstance(env, instance.port);
    // Back in HAProxy's rotation after two good checks.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
  }
  loading = false;
  await Promise.all(clients);
  console.log(
    `rolling restart of both instances behind HAProxy: ${counts.ok + counts.failed} requests, ${counts.failed} failed`,
  );
  check(
    counts.failed === 0 && counts.ok > 100,
    'no request failed while each instance was restarted in turn',
  );
  for (const instance of instances) instance.child.kill('SIGTERM');
  await Promise.all(instances.map((instance) => instance.exited));
  balancer.kill('SIGTERM');
}

try {
  const build = spawnSync('node', ['scripts/build-release.mjs', ...process.argv.slice(2), release], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('the release did not build');

  // What must not be there: development packages, tests, the web app's sources.
  const modules = readdirSync(path.join(release, 'node_modules'));
  check(
    !modules.includes('vitest') && !modules.includes('@biomejs') && !modules.includes('@playwright'),
    'no development packages',
  );
  const tests = readdirSync(path.join(release, 'apps/server/src'), { recursive: true }).filter((name) =>
    /\.test\.ts$/.test(name),
  );
  check(tests.length === 0, 'no test files');
  check(!existsSync(path.join(release, 'apps/web/src')), 'no web sources');

  // The object store: the fake the tests use, as a process of its own.
  // node with tsx's loader rather than the tsx command, whose wrapper would leave its child behind when killed.
  const store = spawn('node', ['--import', 'tsx', 'apps/server/test/fakes/s3-store-cli.ts'], {
    cwd: root,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  children.push(store);
  const storeLines = createInterface({ input: store.stdout })[Symbol.asyncIterator]();
  const storeInfo = JSON.parse((await storeLines.next()).value);
  const env = {
    PATH: process.env.PATH,
    HOME: work,
    DATA_DIR: path.join(work, 'data'),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    SEED_DEMO: 'false',
    // Longer than HAProxy's check (every 2 s, out after 2 failures), as the README asks.
    SHUTDOWN_DRAIN_SECONDS: '6',
    S3_BUCKET: 'sherehe-media',
    S3_ENDPOINT: storeInfo.endpoint,
    S3_ACCESS_KEY_ID: storeInfo.accessKeyId,
    S3_SECRET_ACCESS_KEY: storeInfo.secretAccessKey,
    ...(process.env.RELEASE_CHECK_DATABASE_URL
      ? { DATABASE_URL: process.env.RELEASE_CHECK_DATABASE_URL, PUBLIC_URL: 'http://127.0.0.1' }
      : {}),
  };
  console.log(`database: ${env.DATABASE_URL ? 'PostgreSQL' : 'embedded'}`);

  const tool = (script, ...args) =>
    spawnSync('npm', ['run', '--silent', script, '--', ...args], { cwd: release, env, encoding: 'utf8' });
  const migrated = tool('db:migrate');
  check(migrated.status === 0, `npm run db:migrate: ${(migrated.stdout || migrated.stderr).trim()}`);
  const media = path.join(work, 'old-media', '0a0b0c0d-0000-4000-8000-000000000001');
  mkdirSync(media, { recursive: true });
  writeFileSync(path.join(media, '320.webp'), 'not really a picture');
  const copied = tool('media:copy', path.join(work, 'old-media'));
  store.stdin.write('sherehe-media\n');
  const keys = JSON.parse((await storeLines.next()).value);
  check(
    copied.status === 0 && keys.includes('0a0b0c0d-0000-4000-8000-000000000001/320.webp'),
    `npm run media:copy into the bucket: ${(copied.stdout || copied.stderr).trim().split('\n').pop()}`,
  );

  // Started as the image starts it: node on the bundle, from outside the release's folder.
  const first = await startInstance(env);
  check(first.ready, '/api/v1/ready answers 200');
  check(
    first.log.some((line) => line.includes('"uploads":"s3://sherehe-media"')),
    'the server says its uploads go to the bucket',
  );
  const home = await fetch(`${first.base}/event-planners`);
  const html = await home.text();
  check(
    home.status === 200 && /<div id="root" data-server-rendered>(<!--\$-->)?<div/.test(html),
    'GET /event-planners: a first screen drawn on the server',
  );
  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  const script = asset
    ? await fetch(`${first.base}${asset}`, { headers: { 'accept-encoding': 'br' } })
    : null;
  check(
    script?.status === 200 && script.headers.get('content-encoding') === 'br',
    `${asset}: served precompressed`,
  );

  if (env.DATABASE_URL && hasHaproxy()) {
    await rollingRestart(env, first);
  } else {
    first.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    const leaving = await fetch(`${first.base}/api/v1/ready`).catch(() => null);
    check(leaving?.status === 503, 'on SIGTERM /api/v1/ready answers 503 while it drains');
    check((await first.exited) === 0, 'then it exits cleanly');
    console.log('(the rolling restart behind HAProxy needs PostgreSQL and haproxy: not run)');
  }
} catch (error) {
  check(false, error.message);
} finally {
  cleanUp();
}
process.exit(failed ? 1 : 0);
