// "Nothing acknowledged is lost" for payments: a provider callback answered 200 is stored, and what it changed is
// kept, even when the process is killed (-9) right after the answer.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openPglite } from '../src/db/client.ts';
import { paymentAttempts, paymentEvents } from '../src/db/schema/payments.ts';
import { clickPesaChecksum, toOrderReference } from '../src/platform/payments/clickpesa-checksum.ts';
import { freePort, startServerProcess, waitUntilReady } from './child-server.ts';
import { createTestDatabase, migratedPgliteDataDir } from './test-database.ts';

const CHECKSUM_KEY = 'durable-checksum-key';

describe('payment callbacks are durable', () => {
  const cleanups: Array<() => Promise<unknown>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('keeps every acknowledged callback, and what it changed, across kill -9', {
    timeout: 180_000,
  }, async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sherehe-pay-kill-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    let server: (DatabaseHandle & { url?: string }) | undefined;
    if (process.env.TEST_DATABASE_URL) {
      server = await createTestDatabase();
      cleanups.push(() => (server as DatabaseHandle).close());
    }
    // Attempts that expired unpaid: a success now is a late one (kept, flagged for refund), which needs no purpose
    // of another feature to be registered in this process.
    const attemptIds = [randomUUID(), randomUUID(), randomUUID()];
    if (!server) await migratedPgliteDataDir(path.join(dataDir, 'pglite'));
    const seed = server ?? (await openPglite({ dataDir: path.join(dataDir, 'pglite') }));
    await seed.db.insert(paymentAttempts).values(
      attemptIds.map((id) => ({
        id,
        purposeKind: 'order' as const,
        purposeId: randomUUID(),
        amountTzs: 10_000,
        phone: '+255754123456',
        description: 'Durability',
        provider: 'clickpesa' as const,
        status: 'expired' as const,
        expiresAt: new Date(),
        settledAt: new Date(),
      })),
    );
    if (!server) await seed.close();

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const { child, exited } = startServerProcess({
      PORT: String(port),
      LOG_LEVEL: 'error',
      DATA_DIR: dataDir,
      PAYMENTS_PROVIDER: 'clickpesa',
      CLICKPESA_API_URL: 'http://127.0.0.1:9/third-parties', // never called: webhooks are read, not fetched
      CLICKPESA_CLIENT_ID: 'id',
      CLICKPESA_API_KEY: 'key',
      CLICKPESA_CHECKSUM_KEY: CHECKSUM_KEY,
      ...(server?.url ? { DATABASE_URL: server.url, PUBLIC_URL: base } : {}),
    });
    cleanups.push(async () => {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    });
    await waitUntilReady(base, child);

    for (const id of attemptIds) {
      const payload = {
        event: 'PAYMENT RECEIVED',
        data: {
          id: `CP-${id.slice(0, 8)}`,
          status: 'SUCCESS',
          orderReference: toOrderReference(id),
          collectedAmount: '10000',
          collectedCurrency: 'TZS',
        },
      };
      const response = await fetch(`${base}/api/v1/payments/callbacks/clickpesa`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...payload, checksum: clickPesaChecksum(CHECKSUM_KEY, payload) }),
      });
      expect(response.status).toBe(200);
    }
    child.kill('SIGKILL'); // right after the last 200, no chance to shut down cleanly
    await exited;
    expect(child.signalCode).toBe('SIGKILL');

    const reopened = server ?? (await openPglite({ dataDir: path.join(dataDir, 'pglite') }));
    if (!server) cleanups.push(() => reopened.close());
    for (const id of attemptIds) {
      const [attempt] = await reopened.db.select().from(paymentAttempts).where(eq(paymentAttempts.id, id));
      expect(attempt).toMatchObject({ status: 'expired', lateSuccessAt: expect.any(Date) });
      const events = await reopened.db.select().from(paymentEvents).where(eq(paymentEvents.attemptId, id));
      expect(events).toEqual([expect.objectContaining({ source: 'callback', outcome: 'late_success' })]);
    }
  });
});
