// "Nothing acknowledged is lost" for payments: a provider callback answered 200 is stored, and what it changed is
// kept, even when the process is killed (-9) right after the answer.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentAttempts, paymentEvents } from '../src/db/schema/payments.ts';
import { clickPesaChecksum, toOrderReference } from '../src/platform/payments/clickpesa-checksum.ts';
import { cleanupsAfterEach, killableServer } from './killed-server.ts';

const CHECKSUM_KEY = 'durable-checksum-key';

describe('payment callbacks are durable', () => {
  const cleanups = cleanupsAfterEach();

  it('keeps every acknowledged callback, and what it changed, across kill -9', {
    timeout: 180_000,
  }, async () => {
    const server = await killableServer(cleanups, 'pay');
    // Attempts that expired unpaid: a success now is a late one (kept, flagged for refund), which needs no purpose
    // of another feature to be registered in this process.
    const attemptIds = [randomUUID(), randomUUID(), randomUUID()];
    const seed = await server.open();
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
    await seed.done();

    const { base } = await server.start({
      PAYMENTS_PROVIDER: 'clickpesa',
      CLICKPESA_API_URL: 'http://127.0.0.1:9/third-parties', // never called: webhooks are read, not fetched
      CLICKPESA_CLIENT_ID: 'id',
      CLICKPESA_API_KEY: 'key',
      CLICKPESA_CHECKSUM_KEY: CHECKSUM_KEY,
    });

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
    await server.kill();

    const reopened = await server.open();
    for (const id of attemptIds) {
      const [attempt] = await reopened.db.select().from(paymentAttempts).where(eq(paymentAttempts.id, id));
      expect(attempt).toMatchObject({ status: 'expired', lateSuccessAt: expect.any(Date) });
      const events = await reopened.db.select().from(paymentEvents).where(eq(paymentEvents.attemptId, id));
      expect(events).toEqual([expect.objectContaining({ source: 'callback', outcome: 'late_success' })]);
    }
  });
});
