// npm run bench: first-load weight of /event-planners in a real browser, and API throughput under autocannon.
// Figures are printed, not asserted: compare them between commits.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { SMTPServer } from 'smtp-server';
import { tsImport } from 'tsx/esm/api';
import { chromiumFlags, chromiumPath, measureApi, root, startApp } from './bench-support.mjs';
import { recordFigure } from './bench-targets.mjs';

// Issue 16 ("fast on a cheap phone"): the first screen's JS on Slow 4G.
const JS_BUDGET_KB = 130;

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

// The venue search asks the fake Overpass on 127.0.0.1 once, to warm its cache; the bench measures the cached answer.
const { journeyElements, startOverpassFake } = await tsImport(
  '../apps/server/test/fakes/overpass-fake.ts',
  import.meta.url,
);
const overpass = await startOverpassFake({ elements: journeyElements() });

const app = await startApp({
  DATA_DIR: dataDir,
  SMTP_URL: `smtp://127.0.0.1:${smtp.server.address().port}`,
  // Measure the endpoints, not the limiters' refusals.
  VENDOR_REQUESTS_PER_HOUR: '1000000000',
  SIGN_IN_ATTEMPTS_PER_ADDRESS: '1000000000',
  SIGN_IN_ATTEMPTS_PER_IDENTIFIER: '1000000000',
  VENUE_SEARCHES_PER_MINUTE: '1000000000',
  OVERPASS_URL: overpass.url,
});
const { base } = app;

try {
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
  const venueSearch = `${base}/api/v1/venues/search?city=Arusha&category=hotels`;
  const warmed = await fetch(venueSearch);
  if (!warmed.ok) throw new Error(`warming the venue search: ${warmed.status}`);
  // Each request still counts against the per-address limit (a database write) and reads the cached row.
  await measureApi('GET /api/v1/venues/search?city=Arusha&category=hotels (cached)', { url: venueSearch });
  if (overpass.calls !== 1) console.warn(`  (the fake Overpass was asked ${overpass.calls} times, not once)`);
} finally {
  await app.stop();
  rmSync(dataDir, { recursive: true, force: true });
  smtp.close();
  await overpass.close();
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

async function measureFirstLoad() {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumFlags,
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
    `  JS  ${(js / 1024).toFixed(1)} KB (target ${JS_BUDGET_KB} KB: ${js / 1024 <= JS_BUDGET_KB ? 'within' : 'OVER'})`,
  );
  console.log(`  CSS ${(css / 1024).toFixed(1)} KB`);
  recordFigure({
    what: 'first-load JS of /event-planners (gzip)',
    value: Number((js / 1024).toFixed(1)),
    unit: 'KB',
    target: JS_BUDGET_KB,
    reference: `CSS ${(css / 1024).toFixed(1)} KB`,
  });
}
