// Journeys through the built app in Debian's Chromium (support/browsers.ts), served by `npm start` on a free port with a throwaway database.
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { journeyBrowser } from './support/browsers.ts';
import {
  appsHealthPort,
  overpassPort,
  pushServicePort,
  stackCount,
  stackPorts,
  tilePort,
  workerSlots,
} from './support/ports.ts';

const stacks = Array.from({ length: stackCount }, (_, stack) => stack);
const oidcClient = { id: 'sherehe-e2e', secret: 'sherehe-e2e-secret-0123456789abcdef' };

/** One stack's fakes (support/ports.ts): its mail catcher and its OpenID provider. */
function stackFakes(stack: number): NonNullable<PlaywrightTestConfig['webServer']> {
  const { baseURL, smtpPort, mailCatcherURL, oidcProviderPort, oidcIssuer } = stackPorts(stack);
  return [
    {
      command: 'node support/mail-catcher.mjs',
      url: `${mailCatcherURL}/health`,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { E2E_SMTP_PORT: String(smtpPort), E2E_MAIL_HTTP_PORT: new URL(mailCatcherURL).port },
    },
    {
      command: 'node --import tsx ../apps/server/test/fakes/oidc-provider-cli.ts',
      url: `${oidcIssuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        E2E_OIDC_PORT: String(oidcProviderPort),
        E2E_OIDC_REDIRECT_URI: `${baseURL}/api/v1/auth/oidc/callback`,
        E2E_OIDC_CLIENT_ID: oidcClient.id,
        E2E_OIDC_CLIENT_SECRET: oidcClient.secret,
      },
    },
  ];
}

/** One stack's app: `npm start` over a fresh embedded database, which it migrates and seeds. */
function stackApp(stack: number): Record<string, string> {
  const { appPort, baseURL, smtpPort, oidcIssuer } = stackPorts(stack);
  const dataDir = path.join(os.tmpdir(), `sherehe-e2e-${appPort}`);
  return {
    HOST: '127.0.0.1',
    PORT: String(appPort),
    PUBLIC_URL: baseURL,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // Every journey's customer registers afresh from 127.0.0.1: a run opens more than the 30 an hour a real
    // address may.
    REGISTRATIONS_PER_ADDRESS_PER_HOUR: '500',
    SEED_DEMO: 'true',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    OIDC_ISSUER: oidcIssuer,
    OIDC_CLIENT_ID: oidcClient.id,
    OIDC_CLIENT_SECRET: oidcClient.secret,
    OVERPASS_URL: `http://127.0.0.1:${overpassPort}/api/interpreter`,
    MAP_TILE_URL: `http://127.0.0.1:${tilePort}/{z}/{x}/{y}.png`,
    MAP_TILE_ATTRIBUTION: '© OpenStreetMap contributors',
    // The journeys' browsers subscribe to the fake push service on 127.0.0.1 (plain http).
    PUSH_ALLOW_LOCAL_ENDPOINTS: 'true',
  };
}

export default defineConfig({
  testDir: 'tests',
  outputDir: '.output',
  // Journeys run two at once, each file's in order; each worker has servers of its own (support/ports.ts), so the
  // two cores stay busy until the last journey, whichever project it is in.
  fullyParallel: false,
  workers: workerSlots,
  retries: 0,
  // CI runs the journeys beside the database suites on two cores, where a step takes up to twice as long: waits
  // are longer there, what is checked is the same.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  reporter: [['list']],
  use: { trace: 'off', screenshot: 'only-on-failure', launchOptions: journeyBrowser },
  projects: [
    {
      name: 'desktop',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: journeyBrowser,
      },
    },
    {
      name: 'phone',
      // The journeys tagged phoneToo (support/test.ts): where a phone's layout or touch matters.
      grep: /@phone/,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: journeyBrowser },
    },
  ],
  webServer: [
    {
      // Every venue search gets the same 25 places near Moshi (journeyElements in overpass-fake.ts).
      command: 'node --import tsx ../apps/server/test/fakes/overpass-fake-cli.ts',
      url: `http://127.0.0.1:${overpassPort}/health`,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { E2E_OVERPASS_PORT: String(overpassPort) },
    },
    {
      // Map tiles for the Medi-Finder: one plain tile for any /{z}/{x}/{y}.png.
      command: 'node support/tile-server.mjs',
      url: `http://127.0.0.1:${tilePort}/health`,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { E2E_TILE_PORT: String(tilePort) },
    },
    {
      // A push service for the notifications journey: it decrypts what the server pushes and checks its signature.
      command: 'node --import tsx ../apps/server/test/fakes/push-service-cli.ts',
      url: `http://127.0.0.1:${pushServicePort}/health`,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { E2E_PUSH_PORT: String(pushServicePort) },
    },
    // The stacks of support/ports.ts: a mail catcher and an OpenID provider each, then their apps, started together.
    ...stacks.flatMap(stackFakes),
    {
      command: 'node support/start-apps.mjs',
      url: `http://127.0.0.1:${appsHealthPort}/health`,
      reuseExistingServer: false,
      // One app makes the database, then four start over copies of it, beside the PostgreSQL pass in CI.
      timeout: 480_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        E2E_APPS: JSON.stringify(stacks.map((stack) => ({ env: stackApp(stack) }))),
        E2E_APPS_HEALTH_PORT: String(appsHealthPort),
      },
    },
  ],
});
