import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/outbox.ts';
import { createJobQueue, enqueueJob } from '../jobs/job-queue.ts';
import type { MailMessage, MailTransport } from './mail-transport.ts';
import { deliverMessage, enqueueMail, enqueueSms, messageDelivery } from './outbox.ts';

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

describe('outbox delivery on the job queue', () => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(() => database.close());

  async function queueWith(email: MailTransport, sms: MailTransport = email) {
    const jobs = createJobQueue(database, { log: silent, polling: false });
    jobs.work(deliverMessage, messageDelivery(database.db, { email, sms, whatsapp: sms }, silent));
    await jobs.start();
    return jobs;
  }

  /** Makes the retries that back-off put in the future due now. */
  const retriesDueNow = () =>
    database.db.execute(
      sql`update pgboss.job set start_after = now() - interval '1 second' where state = 'retry'`,
    );

  it('delivers each message once, even when two queues drain together', async () => {
    const sink = flakyTransport(0);
    const one = await queueWith(sink.transport);
    const two = await queueWith(sink.transport);
    for (let i = 0; i < 30; i++)
      await enqueueMail(database.db, { to: `a${i}@x.tz`, subject: 's', text: 't' }, { origin: 'sherehe' });
    await Promise.all([one.drain(), two.drain()]);
    expect(sink.delivered).toHaveLength(30);
    expect(new Set(sink.delivered.map((m) => m.to)).size).toBe(30);
    const rows = await database.db.select().from(outboxMessages);
    expect(rows.every((row) => row.status === 'sent' && row.deliveredAt)).toBe(true);
  });

  it('sends each message through the gateway of its channel', async () => {
    const mail = flakyTransport(0);
    const sms = flakyTransport(0);
    const jobs = await queueWith(mail.transport, sms.transport);
    await enqueueMail(database.db, { to: 'a@x.tz', subject: 'mail', text: 'by mail' }, { origin: 'sherehe' });
    await enqueueSms(database.db, { to: '+255754000001', text: 'by sms' }, { origin: 'sherehe' });
    await jobs.drain();
    expect(mail.delivered).toEqual([{ to: 'a@x.tz', subject: 'mail', text: 'by mail' }]);
    expect(sms.delivered).toEqual([{ to: '+255754000001', subject: '', text: 'by sms' }]);
    // A delivered body is gone from the table: it may have held a live link.
    const rows = await database.db.select().from(outboxMessages);
    expect(rows.map((row) => row.body)).toEqual(['', '']);
  });

  it('writes nothing, and sends nothing, when the transaction it was written in rolls back', async () => {
    const sink = flakyTransport(0);
    const jobs = await queueWith(sink.transport);
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueMail(tx, { to: 'a@x.tz', subject: 'never', text: 'never' }, { origin: 'sherehe' });
        throw new Error('the record it was about was not saved');
      }),
    ).rejects.toThrow('not saved');
    await jobs.drain();
    expect(sink.delivered).toEqual([]);
    expect(await database.db.$count(outboxMessages)).toBe(0);
  });

  it('backs off after a failure and delivers on a later attempt', async () => {
    const sink = flakyTransport(1);
    const jobs = await queueWith(sink.transport);
    await enqueueMail(
      database.db,
      { to: 'admin@x.tz', subject: 'hello', text: 'body' },
      { origin: 'sherehe' },
    );
    await jobs.drain();
    let [row] = await database.db.select().from(outboxMessages);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: '421 try again later' });
    expect(row?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    expect(sink.delivered).toHaveLength(0);
    // The retry waits its back-off: draining again before it is due sends nothing.
    await jobs.drain();
    expect(sink.delivered).toHaveLength(0);

    await retriesDueNow();
    await jobs.drain();
    [row] = await database.db.select().from(outboxMessages);
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(sink.delivered).toEqual([{ to: 'admin@x.tz', subject: 'hello', text: 'body' }]);
  });

  it('marks a message failed after the last attempt, and tries it no more', async () => {
    const jobs = await queueWith(flakyTransport(100).transport);
    await enqueueMail(
      database.db,
      { to: 'admin@x.tz', subject: 'hello', text: 'body' },
      { origin: 'sherehe' },
    );
    for (let attempt = 1; attempt <= deliverMessage.retry.limit + 2; attempt++) {
      await jobs.drain();
      await retriesDueNow();
    }
    const [row] = await database.db.select().from(outboxMessages);
    expect(row).toMatchObject({ status: 'failed', attempts: deliverMessage.retry.limit + 1 });
    const states = await database.executeSql(`select state from pgboss.job where name = 'outbox.deliver'`);
    expect(states.rows).toEqual([{ state: 'failed' }]);
  });

  it('sends a delivered message no second time when its job runs again', async () => {
    const sink = flakyTransport(0);
    const jobs = await queueWith(sink.transport);
    await enqueueMail(
      database.db,
      { to: 'admin@x.tz', subject: 'hello', text: 'body' },
      { origin: 'sherehe' },
    );
    await jobs.drain();
    const [row] = await database.db.select().from(outboxMessages);
    // The same job again, as after a crash between the gateway's answer and the job's completion.
    await enqueueJob(database.db, deliverMessage, { messageId: row?.id as string });
    await jobs.drain();
    expect(sink.delivered).toHaveLength(1);
  });

  it('on stop, lets the message in hand finish and takes no more', async () => {
    const inHand: { release?: () => void } = {};
    const sent: string[] = [];
    const slow: MailTransport = {
      delivery: 'sent',
      send: (message) =>
        new Promise<void>((resolve) => {
          inHand.release = () => {
            sent.push(message.to);
            resolve();
          };
        }),
      close() {},
    };
    const jobs = createJobQueue(database, { log: silent, polling: true, batchSize: 1 });
    jobs.work(
      deliverMessage,
      messageDelivery(database.db, { email: slow, sms: slow, whatsapp: slow }, silent),
    );
    await jobs.start();
    for (let i = 0; i < 3; i++)
      await enqueueMail(database.db, { to: `a${i}@x.tz`, subject: 's', text: 't' }, { origin: 'sherehe' });
    jobs.kick();
    await vi.waitFor(async () => {
      const claimed = await database.db.select().from(outboxMessages);
      expect(claimed.filter((row) => row.attempts === 1)).toHaveLength(1); // the first in hand
      // Its attempt is counted before the transport is called: wait for the call, or there is nothing to release.
      expect(inHand.release).toBeDefined();
    });
    const stopped = jobs.stop();
    inHand.release?.();
    await stopped;

    const rows = await database.db.select().from(outboxMessages);
    expect(rows.filter((row) => row.status === 'sent')).toHaveLength(1);
    expect(rows.filter((row) => row.status === 'pending' && row.attempts === 0)).toHaveLength(2);
    const states = await database.executeSql(
      `select state, count(*)::int as n from pgboss.job group by state`,
    );
    expect(states.rows).toEqual(
      expect.arrayContaining([
        { state: 'completed', n: 1 },
        { state: 'created', n: 2 },
      ]),
    );
  });
});
