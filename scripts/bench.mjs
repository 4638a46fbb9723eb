// npm run bench: first-load weight of /event-planners in a real browser, and API throughput under autocannon.
// Figures are printed, not asserted: compare them between commits.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import { SMTPServer } from 'smtp-server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const JS_BUDGET_KB = 150;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);

const port = await new Promise((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address();
    probe.close(() => resolve(port));
  });
});
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sherehe-bench-'));

console.log('Building the web app…');
if (spawnSync('npm', ['run', 'build', '-w', '@sherehe/web'], { cwd: root, stdio: 'ignore' }).status !== 0) {
  throw new Error('web build failed');
}

// The bench account is opened through its mailed link, so the bench catches the app's mail on 127.0.0.1.
const mailbox = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      mailbox.push(Buffer.concat(chunks).toString('utf8'));
      callback();
    });
  },
});
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));

const server = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: root,
  env: {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    SMTP_URL: `smtp://127.0.0.1:${smtp.server.address().port}`,
    // Measure the endpoints, not the limiters' refusals.
    VENDOR_REQUESTS_PER_HOUR: '1000000000',
    SIGN_IN_ATTEMPTS_PER_ADDRESS: '1000000000',
    SIGN_IN_ATTEMPTS_PER_IDENTIFIER: '1000000000',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

try {
  await waitForReady();
  await measureFirstLoad();
  // Opened before the vendor-request run, whose notification mails would queue ahead of its link.
  const account = {
    name: 'Bench Person',
    identifier: 'bench@example.co.tz',
    password: 'Bench-password-2025',
  };
  const registered = await fetch(`${base}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (registered.status !== 202) throw new Error(`register for the bench: ${registered.status}`);
  const { token } = await openAccountFromMail(account.password);
  await measureApi('GET /api/v1/health', { url: `${base}/api/v1/health` });
  // Each sign-in verifies an argon2id hash (19 MiB, 2 passes) and writes a session durably.
  await measureApi('POST /api/v1/auth/sign-in', {
    url: `${base}/api/v1/auth/sign-in`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: account.identifier, password: account.password }),
  });
  await measureApi('GET /api/v1/auth/me', {
    url: `${base}/api/v1/auth/me`,
    headers: { authorization: `Bearer ${token}` },
  });
  await measureApi('POST /api/v1/vendor-requests', {
    url: `${base}/api/v1/vendor-requests`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ request_contact: '+255 754 123 456' }),
  });
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
  smtp.close();
}

async function openAccountFromMail(password) {
  // Quoted-printable: long lines are wrapped with "=\r\n" and "=" is written "=3D".
  const tokenIn = (raw) => /#token=([\w-]+)/.exec(raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='))?.[1];
  let linkToken;
  for (let i = 0; i < 300 && !linkToken; i++) {
    linkToken = mailbox.map(tokenIn).find(Boolean);
    if (!linkToken) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!linkToken) throw new Error('no registration link was mailed');
  const opened = await fetch(`${base}/api/v1/auth/register/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: linkToken, password }),
  });
  if (opened.status !== 201) throw new Error(`opening the bench account: ${opened.status}`);
  return opened.json();
}

async function waitForReady() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/v1/ready`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('server did not become ready');
}

async function measureFirstLoad() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const loaded = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') loaded.push({ type, response });
  });
  await page.goto(`${base}/event-planners`, { waitUntil: 'networkidle' });
  let js = 0;
  let css = 0;
  const rows = [];
  for (const { type, response } of loaded) {
    const gz = gzipSync(await response.body(), { level: 9 }).length;
    if (type === 'script') js += gz;
    else css += gz;
    rows.push(`  ${(gz / 1024).toFixed(1).padStart(7)} KB  ${new URL(response.url()).pathname}`);
  }
  await browser.close();
  console.log('\nFirst load of /event-planners (gzip):');
  console.log(rows.join('\n'));
  console.log(
    `  JS  ${(js / 1024).toFixed(1)} KB (budget ${JS_BUDGET_KB} KB: ${js / 1024 <= JS_BUDGET_KB ? 'within' : 'OVER'})`,
  );
  console.log(`  CSS ${(css / 1024).toFixed(1)} KB`);
}

async function measureApi(name, options) {
  const result = await autocannon({ connections: 10, duration: DURATION_S, ...options });
  const non2xx = result.non2xx + result.errors;
  console.log(
    `\n${name}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms` +
      ` (${result.requests.total} requests, ${non2xx} not 2xx, 10 connections, ${DURATION_S} s, loopback)`,
  );
}
