// "Nothing acknowledged is lost": a vendor request answered 201 is still there after the process is killed (-9).
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPglite } from '../src/db/client.ts';
import { vendorRequests } from '../src/db/schema/vendor-requests.ts';
import { freePort, startServerProcess, waitUntilReady } from './child-server.ts';
import { cleanupsAfterEach, killableServer } from './killed-server.ts';
import { migratedPgliteDataDir } from './test-database.ts';

describe('durability', () => {
  const cleanups = cleanupsAfterEach();

  it('keeps every acknowledged vendor request across kill -9', { timeout: 180_000 }, async () => {
    const server = await killableServer(cleanups, 'requests');
    const { base } = await server.start();

    const acknowledged: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await fetch(`${base}/api/v1/vendor-requests`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ request_contact: `+25575410000${i}` }),
      });
      expect(res.status).toBe(201);
      acknowledged.push(((await res.json()) as { id: string }).id);
    }
    await server.kill();

    const reopened = await server.open();
    const rows = await reopened.db
      .select({ id: vendorRequests.id })
      .from(vendorRequests)
      .where(inArray(vendorRequests.id, acknowledged));
    expect(rows.map((row) => row.id).sort()).toEqual([...acknowledged].sort());
  });

  it('on SIGTERM says so on /ready, serves on for the drain, finishes the request in flight, stops cleanly, and the database opens again', {
    timeout: 180_000,
  }, async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sherehe-term-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    await migratedPgliteDataDir(path.join(dataDir, 'pglite'));
    const port = await freePort();
    const { child, exited } = startServerProcess({
      PORT: String(port),
      DATA_DIR: dataDir,
      SHUTDOWN_DRAIN_SECONDS: '5',
    });
    cleanups.push(async () => {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    });
    await waitUntilReady(`http://127.0.0.1:${port}`, child);

    // A request in flight when the signal comes: its headers are in, half its body is still on the way.
    const body = JSON.stringify({ request_contact: '+255754100099' });
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/v1/vendor-requests',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk) => {
            text += chunk;
          });
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        },
      );
      request.on('error', reject);
      request.write(body.slice(0, 10));
      setTimeout(() => {
        child.kill('SIGTERM');
        setTimeout(() => request.end(body.slice(10)), 300);
      }, 200);
    });
    const { status, body: created } = await answer;
    expect(status).toBe(201);
    // Leaving: /ready says so at once, so a load balancer stops sending requests; those it still sends are served.
    const ready = await fetch(`http://127.0.0.1:${port}/api/v1/ready`);
    expect([ready.status, await ready.json()]).toEqual([503, { status: 'draining', database: 'up' }]);
    expect((await fetch(`http://127.0.0.1:${port}/api/v1/categories`)).status).toBe(200);
    expect(child.exitCode).toBeNull();
    await exited;
    expect(child.exitCode).toBe(0);
    const inFlightId = (JSON.parse(created) as { id: string }).id;

    const again = startServerProcess({ PORT: String(port), DATA_DIR: dataDir });
    cleanups.push(async () => {
      if (again.child.exitCode === null) again.child.kill('SIGKILL');
      await again.exited;
    });
    await waitUntilReady(`http://127.0.0.1:${port}`, again.child);
    again.child.kill('SIGINT');
    await again.exited;
    expect(again.child.exitCode).toBe(0);

    const reopened = await openPglite({ dataDir: path.join(dataDir, 'pglite') });
    cleanups.push(() => reopened.close());
    const rows = await reopened.db
      .select()
      .from(vendorRequests)
      .where(inArray(vendorRequests.id, [inFlightId]));
    expect(rows).toHaveLength(1);
  });
});
