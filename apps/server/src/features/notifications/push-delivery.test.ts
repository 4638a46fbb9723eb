// Web Push end to end against a push service on 127.0.0.1 that decrypts what it gets and checks its VAPID header:
// the words in each browser's language, a gone subscription removed, a failing push service tried again without
// pushing twice, given up after the last try, and a notification fanned out to those who turned its topic on.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { bearer, buildUser, sessionTokenFor } from '../../../test/factories.ts';
import { type PushService, startPushService } from '../../../test/fakes/push-service.ts';
import { users } from '../../db/schema/accounts.ts';
import { notifications, pushDeliveries, pushSubscriptions } from '../../db/schema/notifications.ts';
import { pushNotifications } from './notification-jobs.ts';
import { deliverPushes, type NotificationDeps, notify, notifyTopic } from './service.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let service: PushService;
let deps: NotificationDeps;

beforeAll(async () => {
  service = await startPushService();
  t = await buildTestApp({ env: { PUSH_ALLOW_LOCAL_ENDPOINTS: 'true' } });
  const { createWebPushSender } = await import('../../platform/push/web-push-sender.ts');
  const { vapidKeySource } = await import('../../platform/push/vapid-keys.ts');
  const vapidKeys = vapidKeySource(t.db, null);
  deps = {
    db: t.db,
    jobs: t.app.jobs,
    push: createWebPushSender({ vapidKeys, subject: 'mailto:info@sherehe.co.tz', timeoutMs: 5000 }),
    vapidKeys,
    settings: { allowLocalEndpoints: true },
    log: t.app.log,
  };
});
afterAll(async () => {
  await t.close();
  await service.close();
});

async function personWithBrowser(language: 'en' | 'sw' = 'en', overrides = {}) {
  const user = await buildUser(t.db, overrides);
  const auth = bearer(await sessionTokenFor(t.db, user));
  const browser = service.subscribe();
  const put = await t.app.inject({
    method: 'PUT',
    url: '/api/v1/push/subscriptions',
    headers: auth,
    payload: { endpoint: browser.endpoint, keys: browser.keys, language },
  });
  expect(put.statusCode, put.body).toBe(204);
  return { user, auth, browser };
}

const messagesTo = (id: string) => service.received.filter((push) => push.subscriptionId === id);

async function notifyConfirmed(userId: string, dedupeKey = `order:${userId}:confirmed`) {
  await t.db.transaction((tx) =>
    notify(tx, {
      userId,
      kind: 'order.updated',
      params: { number: 1042, status: 'confirmed', vendorName: 'Kilimanjaro Tents & Chairs' },
      path: '/event-planners/orders/3f1f2a52-6d3c-4b55-a7a8-0c6b9a1d9e11',
      dedupeKey,
    }),
  );
}

describe('a push through the job queue', () => {
  it('reaches each browser in its own language, signed with the server’s key and encrypted for that browser', async () => {
    const { user, browser } = await personWithBrowser('sw');
    const english = service.subscribe();
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/push/subscriptions',
      headers: bearer(await sessionTokenFor(t.db, user)),
      payload: { endpoint: english.endpoint, keys: english.keys, language: 'en' },
    });
    await notifyConfirmed(user.id);
    await t.app.jobs.drain();

    expect(service.failures).toEqual([]);
    const [swahili] = messagesTo(browser.id);
    const [inEnglish] = messagesTo(english.id);
    expect(JSON.parse(swahili?.text ?? '{}')).toMatchObject({
      title: 'Oda SH-1042 imethibitishwa',
      body: 'Kilimanjaro Tents & Chairs amethibitisha oda yako.',
      url: '/event-planners/orders/3f1f2a52-6d3c-4b55-a7a8-0c6b9a1d9e11',
      lang: 'sw',
    });
    expect(JSON.parse(inEnglish?.text ?? '{}')).toMatchObject({
      title: 'Order SH-1042 confirmed',
      body: 'Kilimanjaro Tents & Chairs confirmed your order.',
    });
    const { publicKey } = (await t.app.inject({ url: '/api/v1/push/public-key' })).json();
    expect(swahili?.vapidKey).toBe(publicKey);
    expect(swahili?.claims).toMatchObject({ aud: service.origin, sub: expect.stringMatching(/^mailto:/) });
    expect(Number(swahili?.ttl)).toBeGreaterThan(0);

    const [row] = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
    const reached = await t.db
      .select()
      .from(pushDeliveries)
      .where(eq(pushDeliveries.notificationId, row?.id ?? ''));
    expect(reached).toHaveLength(2);
  });

  it('says the same thing to a person once: a second notify with the same dedupe key adds nothing', async () => {
    const { user, browser } = await personWithBrowser();
    await notifyConfirmed(user.id, 'same-key');
    await notifyConfirmed(user.id, 'same-key');
    await t.app.jobs.drain();
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, user.id))).toHaveLength(1);
    expect(messagesTo(browser.id)).toHaveLength(1);
  });

  it('removes a subscription the push service says is gone (410), and pushes nothing to it again', async () => {
    const { user, browser } = await personWithBrowser();
    service.answerNext(browser.id, 410);
    await notifyConfirmed(user.id, 'gone-1');
    await t.app.jobs.drain();
    expect(messagesTo(browser.id).map((push) => push.status)).toEqual([410]);
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id))).toEqual(
      [],
    );

    await notifyConfirmed(user.id, 'gone-2');
    await t.app.jobs.drain();
    expect(messagesTo(browser.id)).toHaveLength(1);
    // The inbox still has both: a person without a browser reads them there.
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, user.id))).toHaveLength(2);
  });

  it('tries a failing push service again later, without pushing twice to the browsers already reached', async () => {
    const { user, auth, browser: flaky } = await personWithBrowser();
    const steady = service.subscribe();
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/push/subscriptions',
      headers: auth,
      payload: { endpoint: steady.endpoint, keys: steady.keys, language: 'en' },
    });
    service.answerNext(flaky.id, 503);
    await notifyConfirmed(user.id, 'retry');
    await t.app.jobs.drain();
    expect(messagesTo(flaky.id).map((push) => push.status)).toEqual([503]);
    expect(messagesTo(steady.id)).toHaveLength(1);
    const [waiting] = await t.db
      .execute(
        sql`select state from pgboss.job where name = ${pushNotifications.name}
            and data->'notificationIds' ? (select id::text from notifications where user_id = ${user.id}::uuid)`,
      )
      .then((result) => (result as unknown as { rows: { state: string }[] }).rows);
    expect(waiting?.state).toBe('retry');

    // Its back-off over: the job runs again and reaches only the browser it missed.
    await t.db.execute(sql`update pgboss.job set start_after = now() where name = ${pushNotifications.name}
                           and state = 'retry'`);
    await t.app.jobs.drain();
    expect(messagesTo(flaky.id).map((push) => push.status)).toEqual([503, 201]);
    expect(messagesTo(steady.id)).toHaveLength(1);
    const [flakyRow] = await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, flaky.endpoint));
    expect(flakyRow?.failures).toBe(0);
  });
});

/** A payment-failed notice in the person's inbox, written directly (the job is what these tests run); its id. */
async function paymentFailedNotice(userId: string, orderNumber: number): Promise<string> {
  const [row] = await t.db
    .insert(notifications)
    .values({
      userId,
      kind: 'payment.failed',
      params: { number: orderNumber, amountTzs: 20_000 },
      path: '/event-planners/orders/3f1f2a52-6d3c-4b55-a7a8-0c6b9a1d9e11',
      dedupeKey: `payment-failed:${orderNumber}`,
    })
    .returning({ id: notifications.id });
  if (!row) throw new Error('no notification');
  return row.id;
}

describe('the push job itself', () => {
  it('throws while a push service fails, and gives up quietly after its last try', async () => {
    const { user, browser } = await personWithBrowser();
    const payload = { notificationIds: [await paymentFailedNotice(user.id, 7)] };
    service.answerNext(browser.id, 500, 429);
    await expect(deliverPushes(deps, payload, { attempt: 1 })).rejects.toThrow(/tried again later/);
    await expect(
      deliverPushes(deps, payload, { attempt: pushNotifications.retry.limit + 1 }),
    ).resolves.toBeUndefined();
    expect(messagesTo(browser.id).map((push) => push.status)).toEqual([500, 429]);
    const [subscription] = await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, browser.endpoint));
    // A busy or broken push service is not the browser's fault: nothing counts towards dropping it.
    expect(subscription?.failures).toBe(0);
    expect(
      await t.db
        .select()
        .from(pushDeliveries)
        .where(eq(pushDeliveries.subscriptionId, subscription?.id ?? '')),
    ).toEqual([]);
  });

  it('counts a refusal against the browser, and does not send a refused push again', async () => {
    const { user, browser } = await personWithBrowser();
    const id = await paymentFailedNotice(user.id, 8);
    service.answerNext(browser.id, 400);
    await expect(deliverPushes(deps, { notificationIds: [id] }, { attempt: 1 })).resolves.toBeUndefined();
    expect(messagesTo(browser.id).map((push) => push.status)).toEqual([400]);
    const [subscription] = await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, browser.endpoint));
    expect(subscription?.failures).toBe(1);
  });

  it('pushes nothing to a disabled account', async () => {
    const { user, browser } = await personWithBrowser();
    await t.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, user.id));
    await notifyConfirmed(user.id, 'disabled');
    await t.app.jobs.drain();
    expect(messagesTo(browser.id)).toEqual([]);
  });
});

describe('a notification to everyone with a topic on', () => {
  it('reaches those who turned news on, in their language, and nobody else', async () => {
    const readers = [await personWithBrowser('sw'), await personWithBrowser('en')];
    const others = [await personWithBrowser('en'), await personWithBrowser('sw')];
    for (const reader of readers) {
      const turned = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/me/notification-settings',
        headers: reader.auth,
        payload: { news: true },
      });
      expect(turned.json()).toMatchObject({ news: true, orders: true });
    }
    // One who turned news on and then off again.
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/me/notification-settings',
      headers: others[0]?.auth,
      payload: { news: true },
    });
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/me/notification-settings',
      headers: others[0]?.auth,
      payload: { news: false },
    });

    const post = { titleEn: 'New venues in Arusha', titleSw: 'Kumbi mpya Arusha', slug: 'kumbi-mpya-arusha' };
    const announce = () =>
      t.db.transaction((tx) =>
        notifyTopic(tx, {
          kind: 'news.published',
          params: post,
          path: '/event-planners/news/kumbi-mpya-arusha',
          dedupeKey: 'news:kumbi-mpya-arusha',
        }),
      );
    await announce();
    await t.app.jobs.drain();
    await announce(); // published again (say after an edit): nobody is told twice
    await t.app.jobs.drain();

    const [sw, en] = readers.map((reader) => messagesTo(reader.browser.id));
    expect(sw?.map((push) => JSON.parse(push.text ?? '{}'))).toEqual([
      {
        title: 'Habari kutoka Sherehe',
        body: 'Kumbi mpya Arusha',
        url: '/event-planners/news/kumbi-mpya-arusha',
        tag: expect.any(String),
        lang: 'sw',
      },
    ]);
    expect(en?.map((push) => JSON.parse(push.text ?? '{}').body)).toEqual(['New venues in Arusha']);
    for (const other of others) expect(messagesTo(other.browser.id)).toEqual([]);
    const rows = await t.db.select().from(notifications).where(eq(notifications.kind, 'news.published'));
    expect(rows.map((row) => row.userId).sort()).toEqual(readers.map((reader) => reader.user.id).sort());
  });
});
