// METRICS_PORT: /metrics on a listener of its own, and nothing else there; the app's port does not serve it. The server
// process (main.ts) opens the listener beside the app and closes it when it stops.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { freePort, startServerProcess, waitUntilReady } from '../../../test/child-server.ts';
import { createTestDatabase, migratedPgliteDataDir } from '../../../test/test-database.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { listenForMetrics, type MetricsListener } from './metrics-port.ts';

const TOKEN = 'metrics-token-for-the-tests-0123456789';
const silent = pino({ level: 'silent' });

describe('the metrics port', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  const listeners: MetricsListener[] = [];
  beforeAll(async () => {
    t = await buildTestApp({ env: { METRICS_PORT: '9464' } });
  });
  afterEach(async () => {
    for (const listener of listeners.splice(0)) await listener.close();
  });
  afterAll(() => t.close());

  const open = async (token?: string) => {
    const listener = await listenForMetrics(t.app.metrics, {
      host: '127.0.0.1',
      port: 0,
      token,
      log: silent,
    });
    listeners.push(listener);
    return `http://127.0.0.1:${listener.port}`;
  };

  it('serves /metrics there, with the timings of requests the app answered', async () => {
    expect((await t.app.inject({ url: '/api/v1/health' })).statusCode).toBe(200);
    // Not on the app's own port, token or not.
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(404);
    const base = await open();
    const answer = await fetch(`${base}/metrics`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await answer.text();
    expect(text).toContain(
      'http_request_duration_seconds_count{method="GET",route="/api/v1/health",status_code="200"} 1',
    );
    expect(text).toContain('process_resident_memory_bytes');
    expect((await fetch(`${base}/metrics`, { method: 'HEAD' })).status).toBe(200);
  });

  it('serves nothing else', async () => {
    const base = await open();
    for (const [url, method] of [
      ['/', 'GET'],
      ['/api/v1/health', 'GET'],
      ['/metrics', 'POST'],
    ] as const) {
      const answer = await fetch(`${base}${url}`, { method });
      expect(answer.status).toBe(404);
      expect(((await answer.json()) as { error: { reason: string } }).error.reason).toBe('request.no_route');
    }
  });

  it('asks for METRICS_TOKEN when one is set', async () => {
    const base = await open(TOKEN);
    const refused = await fetch(`${base}/metrics`);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    expect(((await refused.json()) as { error: { reason: string } }).error.reason).toBe(
      'metrics.token_required',
    );
    expect((await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
    expect((await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(
      200,
    );
  });
});

describe('the server process with METRICS_PORT', () => {
  const cleanups: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('serves the metrics on that port while it runs, and closes it when it stops', {
    timeout: 180_000,
  }, async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sherehe-metrics-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    let server: (DatabaseHandle & { url?: string }) | undefined;
    if (process.env.TEST_DATABASE_URL) {
      server = await createTestDatabase();
      cleanups.push(() => (server as DatabaseHandle).close());
    } else {
      await migratedPgliteDataDir(path.join(dataDir, 'pglite'));
    }
    const [port, metricsPort] = [await freePort(), await freePort()];
    const base = `http://127.0.0.1:${port}`;
    const { child, exited } = startServerProcess({
      PORT: String(port),
      METRICS_PORT: String(metricsPort),
      DATA_DIR: dataDir,
      SHUTDOWN_DRAIN_SECONDS: '0',
      ...(server?.url ? { DATABASE_URL: server.url, PUBLIC_URL: base } : {}),
    });
    cleanups.push(async () => {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    });
    await waitUntilReady(base, child);
    // The listener opens just after the app's: ready may answer a moment before it.
    let text = '';
    for (let tries = 0; tries < 40 && !text; tries++) {
      text = await fetch(`http://127.0.0.1:${metricsPort}/metrics`).then(
        (answer) => (answer.ok ? answer.text() : ''),
        () => new Promise<string>((resolve) => setTimeout(() => resolve(''), 250)),
      );
    }
    expect(text).toContain('http_request_duration_seconds_count{method="GET",route="/api/v1/ready"');
    expect(text).toContain('sherehe_jobs{job="outbox.deliver",state="created"} 0');
    if (server) expect(text).toContain('sherehe_db_pool_max_connections{pool="main"} 10');
    expect((await fetch(`${base}/metrics`)).status).toBe(404);

    child.kill('SIGTERM');
    await exited;
    expect(child.exitCode).toBe(0);
    await expect(fetch(`http://127.0.0.1:${metricsPort}/metrics`)).rejects.toThrow();
  });
});
