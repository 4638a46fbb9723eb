import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/outbox.ts';
import type { MailMessage, MailTransport } from './mail-transport.ts';
import { createOutboxDispatcher, enqueueMail, enqueueSms } from './outbox.ts';
import { claimDueMessages, markDelivered } from './outbox-queries.ts';

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
    const one = createOutboxDispatcher(database.db, { email: sink.transport, sms: sink.transport }, silent);
    const two = createOutboxDispatcher(database.db, { email: sink.transport, sms: sink.transport }, silent);
    await Promise.all([one.drain(), two.drain()]);
    expect(sink.delivered).toHaveLength(30);
    expect(new Set(sink.delivered.map((m) => m.to)).size).toBe(30);
    const rows = await database.db.select().from(outboxMessages);
    expect(rows.every((row) => row.status === 'sent' && row.deliveredAt)).toBe(true);
  });

  it('sends each message through the gateway of its channel', async () => {
    await enqueueMail(database.db, { to: 'a@x.tz', subject: 'mail', text: 'by mail' });
    await enqueueSms(database.db, { to: '+255754000001', text: 'by sms' });
    const mail = flakyTransport(0);
    const sms = flakyTransport(0);
    await createOutboxDispatcher(database.db, { email: mail.transport, sms: sms.transport }, silent).drain();
    expect(mail.delivered).toEqual([{ to: 'a@x.tz', subject: 'mail', text: 'by mail' }]);
    expect(sms.delivered).toEqual([{ to: '+255754000001', subject: '', text: 'by sms' }]);
    // A delivered body is gone from the table: it may have held a live link.
    const rows = await database.db.select().from(outboxMessages);
    expect(rows.map((row) => row.body)).toEqual(['', '']);
  });

  it('backs off after a failure and delivers on a later attempt', async () => {
    await enqueueMail(database.db, { to: 'admin@x.tz', subject: 'hello', text: 'body' });
    const sink = flakyTransport(1);
    const dispatcher = createOutboxDispatcher(
      database.db,
      { email: sink.transport, sms: sink.transport },
      silent,
    );
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
    await createOutboxDispatcher(
      database.db,
      { email: flakyTransport(1).transport, sms: flakyTransport(1).transport },
      silent,
    ).drain();
    const [row] = await database.db.select().from(outboxMessages);
    expect(row).toMatchObject({ status: 'failed', attempts: 8 });
  });

  it('ignores the late answer of an instance whose lease ran out', async () => {
    await enqueueMail(database.db, { to: 'admin@x.tz', subject: 'hello', text: 'body' });
    const [first] = await claimDueMessages(database.db, 5, 300);
    await database.db.update(outboxMessages).set({ nextAttemptAt: new Date(Date.now() - 1000) }); // lease over
    const [second] = await claimDueMessages(database.db, 5, 300);
    expect(second?.attempts).toBe(2);

    await markDelivered(database.db, first as NonNullable<typeof first>, 'sent');
    let [row] = await database.db.select().from(outboxMessages);
    expect(row?.status).toBe('pending');
    await markDelivered(database.db, second as NonNullable<typeof second>, 'sent');
    [row] = await database.db.select().from(outboxMessages);
    expect(row?.status).toBe('sent');
  });

  it('on stop, finishes the message in hand and gives the rest of the batch back', async () => {
    for (let i = 0; i < 3; i++) await enqueueMail(database.db, { to: `a${i}@x.tz`, subject: 's', text: 't' });
    let release: () => void = () => {};
    const sent: string[] = [];
    const slow: MailTransport = {
      delivery: 'sent',
      send: (message) =>
        new Promise<void>((resolve) => {
          release = () => {
            sent.push(message.to);
            resolve();
          };
        }),
      close() {},
    };
    const dispatcher = createOutboxDispatcher(database.db, { email: slow, sms: slow }, silent);
    dispatcher.kick();
    await vi.waitFor(async () => {
      const claimed = await database.db.select().from(outboxMessages);
      expect(claimed.every((row) => row.attempts === 1)).toBe(true); // all three leased, the first in hand
    });
    const stopped = dispatcher.stop();
    release();
    await stopped;

    const rows = await database.db.select().from(outboxMessages);
    expect(rows.filter((row) => row.status === 'sent')).toHaveLength(1);
    const givenBack = rows.filter((row) => row.status === 'pending');
    expect(givenBack).toHaveLength(2);
    for (const row of givenBack) {
      expect(row.attempts).toBe(0);
      expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    }
  });
});
