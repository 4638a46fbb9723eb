import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/outbox.ts';
import type { MailMessage, MailTransport } from './mail-transport.ts';
import { createOutboxDispatcher, enqueueMail } from './outbox.ts';

const silent = pino({ level: 'silent' });

function flakyTransport(failures: number) {
  const delivered: MailMessage[] = [];
  let left = failures;
  const transport: MailTransport = {
    delivery: 'sent',
    async send(message) {
      if (left-- > 0) throw new Error('421 try again later');
      delivered.push(message);
    },
    close() {},
  };
  return { transport, delivered };
}

describe('outbox dispatcher', () => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(() => database.close());

  it('delivers each message once, even when two dispatchers drain together', async () => {
    for (let i = 0; i < 30; i++)
      await enqueueMail(database.db, { to: `a${i}@x.tz`, subject: 's', text: 't' });
    const sink = flakyTransport(0);
    const one = createOutboxDispatcher(database.db, sink.transport, silent);
    const two = createOutboxDispatcher(database.db, sink.transport, silent);
    await Promise.all([one.drain(), two.drain()]);
    expect(sink.delivered).toHaveLength(30);
    expect(new Set(sink.delivered.map((m) => m.to)).size).toBe(30);
    const rows = await database.db.select().from(outboxMessages);
    expect(rows.every((row) => row.status === 'sent' && row.deliveredAt)).toBe(true);
  });

  it('backs off after a failure and delivers on a later attempt', async () => {
    await enqueueMail(database.db, { to: 'admin@x.tz', subject: 'hello', text: 'body' });
    const sink = flakyTransport(1);
    const dispatcher = createOutboxDispatcher(database.db, sink.transport, silent);
    await dispatcher.drain();
    let [row] = await database.db.select().from(outboxMessages);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: '421 try again later' });
    expect(sink.delivered).toHaveLength(0);

    await database.db.update(outboxMessages).set({ nextAttemptAt: new Date(Date.now() - 1000) });
    await dispatcher.drain();
    [row] = await database.db.select().from(outboxMessages);
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(sink.delivered).toEqual([{ to: 'admin@x.tz', subject: 'hello', text: 'body' }]);
  });

  it('marks a message failed after the last attempt', async () => {
    await enqueueMail(database.db, { to: 'admin@x.tz', subject: 'hello', text: 'body' });
    await database.db.update(outboxMessages).set({ attempts: 7 });
    await createOutboxDispatcher(database.db, flakyTransport(1).transport, silent).drain();
    const [row] = await database.db.select().from(outboxMessages);
    expect(row).toMatchObject({ status: 'failed', attempts: 8 });
  });
});
