// The notification endpoints on a real database: the VAPID key made once and kept, which push subscriptions are
// taken, whose they are, the inbox with its unread count and pages, marking read (one's own only), and the settings
// per topic that decide whether a notification is written at all.
import { createECDH, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { bearer, buildUser, sessionTokenFor } from '../../../test/factories.ts';
import { appSettings, notifications, pushSubscriptions } from '../../db/schema/notifications.ts';
import { vapidKeySource } from '../../platform/push/vapid-keys.ts';
import { forgetOld, notify, SUBSCRIPTIONS_PER_PERSON } from './service.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function signedIn() {
  const user = await buildUser(t.db);
  return { user, auth: bearer(await sessionTokenFor(t.db, user)) };
}

/** A subscription as a browser makes it: a real P-256 point and a 16-byte secret. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

let endpointNumber = 0;
const fcmEndpoint = () => `https://fcm.googleapis.com/fcm/send/e${++endpointNumber}:APA91b${'x'.repeat(140)}`;

const subscribe = (auth: Record<string, string> | undefined, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/v1/push/subscriptions', headers: auth, payload });

const order = (number: number, status: 'paid' | 'confirmed' = 'confirmed') => ({
  kind: 'order.updated' as const,
  params: { number, status, vendorName: 'Keki Tamu' },
  path: `/event-planners/orders/00000000-0000-4000-8000-${String(number).padStart(12, '0')}`,
});

async function notifyOrder(userId: string, number: number) {
  return t.db.transaction((tx) => notify(tx, { userId, ...order(number), dedupeKey: `order:${number}` }));
}

describe('the VAPID public key', () => {
  it('is made once, kept in the database, and the same for every instance that asks', async () => {
    const first = await t.app.inject({ url: '/api/v1/push/public-key' });
    expect(first.statusCode).toBe(200);
    const { publicKey } = first.json();
    expect(publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect((await t.app.inject({ url: '/api/v1/push/public-key' })).json().publicKey).toBe(publicKey);
    // Two more instances starting together on the same database: both read back the pair the first one stored.
    const [a, b] = await Promise.all([vapidKeySource(t.db, null)(), vapidKeySource(t.db, null)()]);
    expect(a.publicKey).toBe(publicKey);
    expect(b).toEqual(a);
    expect(await t.db.select().from(appSettings).where(eq(appSettings.key, 'vapid'))).toHaveLength(1);
  });

  it('comes from config when the keys are set there', async () => {
    const configured = { publicKey: 'B'.padEnd(87, 'A'), privateKey: 'A'.repeat(43) };
    expect(await vapidKeySource(t.db, configured)()).toBe(configured);
  });
});

describe('push subscriptions', () => {
  it('need a signed-in person', async () => {
    const answer = await subscribe(undefined, {
      endpoint: fcmEndpoint(),
      keys: browserKeys(),
      language: 'en',
    });
    expect(answer.statusCode).toBe(401);
    expect(answer.json().error.reason).toBe('auth.sign_in_required');
  });

  it.each([
    ['plain http', 'http://push.example.com/send/1'],
    ['http on this machine, unless config allows it', 'http://127.0.0.1:4000/push/1'],
    ['an IP address', 'https://10.0.0.7/push/1'],
    ['an IPv6 address', 'https://[::1]/push/1'],
    ['localhost', 'https://localhost/push/1'],
    ['a name of the local network', 'https://printer.local/push/1'],
    ['a single label', 'https://intranet/push/1'],
    ['a name with a trailing dot', 'https://localhost./push/1'],
    ['a public name that is not a push service', 'https://127.0.0.1.nip.io/push/1'],
    ['a push service on another port', 'https://fcm.googleapis.com:6379/fcm/send/1'],
    ['credentials', 'https://user:pass@fcm.googleapis.com/fcm/send/1'],
    ['another scheme', 'ftp://fcm.googleapis.com/fcm/send/1'],
    ['no address at all', 'not a url'],
    ['an address far too long', `https://fcm.googleapis.com/fcm/send/${'a'.repeat(1100)}`],
  ])('refuse an endpoint with %s', async (_name, endpoint) => {
    const { auth } = await signedIn();
    const answer = await subscribe(auth, { endpoint, keys: browserKeys(), language: 'en' });
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json().error.reason).toBe('push.endpoint_invalid');
  });

  it('refuse keys of the wrong size and a point that is not on the curve', async () => {
    const { auth } = await signedIn();
    const keys = browserKeys();
    for (const bad of [
      { ...keys, auth: randomBytes(12).toString('base64url') },
      { ...keys, p256dh: keys.p256dh.slice(0, 80) },
      { ...keys, p256dh: `B${'A'.repeat(86)}` },
      { p256dh: keys.p256dh },
    ]) {
      const answer = await subscribe(auth, { endpoint: fcmEndpoint(), keys: bad, language: 'en' });
      expect(answer.statusCode, JSON.stringify(bad)).toBe(400);
      expect(answer.json().error.reason).toBe('push.keys_invalid');
    }
    const french = await subscribe(auth, { endpoint: fcmEndpoint(), keys, language: 'fr' });
    expect(french.json().error.reason).toBe('push.language_invalid');
  });

  it('keep the language, move to whoever signs in on the browser, and keep a person’s newest browsers only', async () => {
    const amina = await signedIn();
    const baraka = await signedIn();
    const endpoint = fcmEndpoint();
    expect((await subscribe(amina.auth, { endpoint, keys: browserKeys(), language: 'sw' })).statusCode).toBe(
      204,
    );
    expect((await subscribe(baraka.auth, { endpoint, keys: browserKeys(), language: 'en' })).statusCode).toBe(
      204,
    );
    const rows = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: baraka.user.id, language: 'en' });

    for (let i = 0; i <= SUBSCRIPTIONS_PER_PERSON; i++) {
      await subscribe(amina.auth, { endpoint: fcmEndpoint(), keys: browserKeys(), language: 'sw' });
    }
    const kept = await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, amina.user.id));
    expect(kept).toHaveLength(SUBSCRIPTIONS_PER_PERSON);
  });

  it('are removed by their own person only', async () => {
    const owner = await signedIn();
    const stranger = await signedIn();
    const endpoint = fcmEndpoint();
    await subscribe(owner.auth, { endpoint, keys: browserKeys(), language: 'en' });
    const unsubscribe = (auth: Record<string, string>) =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/v1/push/subscriptions',
        headers: auth,
        payload: { endpoint },
      });

    expect((await unsubscribe(stranger.auth)).statusCode).toBe(204);
    expect(
      await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)),
    ).toHaveLength(1);
    expect((await unsubscribe(owner.auth)).statusCode).toBe(204);
    expect(
      await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)),
    ).toEqual([]);
  });

  it('all go when their person signs out everywhere (a lost phone stops showing their notifications)', async () => {
    const owner = await signedIn();
    const other = await signedIn();
    await subscribe(owner.auth, { endpoint: fcmEndpoint(), keys: browserKeys(), language: 'en' });
    await subscribe(owner.auth, { endpoint: fcmEndpoint(), keys: browserKeys(), language: 'sw' });
    await subscribe(other.auth, { endpoint: fcmEndpoint(), keys: browserKeys(), language: 'sw' });
    const out = await t.app.inject({ method: 'POST', url: '/api/v1/auth/sign-out-all', headers: owner.auth });
    expect(out.statusCode).toBe(204);
    expect(
      await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, owner.user.id)),
    ).toEqual([]);
    expect(
      await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, other.user.id)),
    ).toHaveLength(1);
  });
});

describe('the inbox', () => {
  it('lists a person’s own notifications, newest first, in pages, with the unread count', async () => {
    const { user, auth } = await signedIn();
    const other = await signedIn();
    for (let number = 1; number <= 5; number++) {
      await notifyOrder(user.id, number);
      // A second apart, as they would be: written within the same millisecond they tie, and their ids decide.
      await t.db
        .update(notifications)
        .set({ createdAt: new Date(Date.now() - (10 - number) * 1000) })
        .where(and(eq(notifications.userId, user.id), eq(notifications.dedupeKey, `order:${number}`)));
    }
    await notifyOrder(other.user.id, 99);

    const first = await t.app.inject({ url: '/api/v1/me/notifications?limit=3', headers: auth });
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page.unreadCount).toBe(5);
    expect(page.items.map((item: { params: { number: number } }) => item.params.number)).toEqual([5, 4, 3]);
    expect(page.items[0]).toMatchObject({ kind: 'order.updated', readAt: null, path: order(5).path });
    const second = await t.app.inject({
      url: `/api/v1/me/notifications?limit=3&cursor=${page.nextCursor}`,
      headers: auth,
    });
    expect(second.json().items.map((item: { params: { number: number } }) => item.params.number)).toEqual([
      2, 1,
    ]);
    expect(second.json().nextCursor).toBeNull();

    const bad = await t.app.inject({ url: '/api/v1/me/notifications?cursor=nonsense', headers: auth });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.reason).toBe('page.cursor_invalid');
    expect((await t.app.inject({ url: '/api/v1/me/notifications' })).statusCode).toBe(401);
  });

  it('leaves out a row it cannot word rather than failing the page', async () => {
    const { user, auth } = await signedIn();
    await notifyOrder(user.id, 1);
    await t.db
      .insert(notifications)
      .values({ userId: user.id, kind: 'retired.kind', params: {}, path: '/', dedupeKey: 'x' });
    const answer = await t.app.inject({ url: '/api/v1/me/notifications', headers: auth });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().items).toHaveLength(1);
  });

  it('marks one read (one’s own only) and then all', async () => {
    const { user, auth } = await signedIn();
    const other = await signedIn();
    await notifyOrder(user.id, 1);
    await notifyOrder(user.id, 2);
    await notifyOrder(other.user.id, 3);
    const [theirs] = await t.db.select().from(notifications).where(eq(notifications.userId, other.user.id));
    const mine = (await t.app.inject({ url: '/api/v1/me/notifications', headers: auth })).json().items;

    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/v1/me/notifications/${theirs?.id}/read`,
      headers: auth,
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.reason).toBe('notification.not_found');
    const [still] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, theirs?.id ?? ''));
    expect(still?.readAt).toBeNull();

    const read = await t.app.inject({
      method: 'POST',
      url: `/api/v1/me/notifications/${mine[0].id}/read`,
      headers: auth,
    });
    expect(read.json()).toEqual({ unreadCount: 1 });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/v1/me/notifications/${mine[0].id}/read`,
      headers: auth,
    });
    expect(again.json()).toEqual({ unreadCount: 1 });
    const notAnId = await t.app.inject({
      method: 'POST',
      url: '/api/v1/me/notifications/42/read',
      headers: auth,
    });
    expect(notAnId.json().error.reason).toBe('notification.id_invalid');

    const all = await t.app.inject({
      method: 'POST',
      url: '/api/v1/me/notifications/read-all',
      headers: auth,
    });
    expect(all.json()).toEqual({ unreadCount: 0 });
    expect(
      (await t.app.inject({ url: '/api/v1/me/notifications/unread-count', headers: auth })).json(),
    ).toEqual({
      unreadCount: 0,
    });
    const [otherUnread] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, other.user.id));
    expect(otherUnread?.readAt).toBeNull();
  });
});

describe('the nightly clean-up', () => {
  it('forgets notifications read more than 90 days ago and any older than a year, nothing else', async () => {
    const { user } = await signedIn();
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
    const row = (dedupeKey: string, createdAt: Date, readAt: Date | null) => ({
      userId: user.id,
      ...order(1),
      dedupeKey,
      createdAt,
      readAt,
    });
    await t.db
      .insert(notifications)
      .values([
        row('old-read', daysAgo(100), daysAgo(99)),
        row('old-unread', daysAgo(100), null),
        row('recent-read', daysAgo(10), daysAgo(9)),
        row('ancient-unread', daysAgo(400), null),
      ]);
    await forgetOld({ db: t.db });
    const left = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(left.map((each) => each.dedupeKey).sort()).toEqual(['old-unread', 'recent-read']);
  });
});

describe('notification settings', () => {
  it('start with news off and the rest on, and change only the topics given', async () => {
    const { auth } = await signedIn();
    const read = await t.app.inject({ url: '/api/v1/me/notification-settings', headers: auth });
    expect(read.json()).toEqual({ orders: true, messages: true, michango: true, account: true, news: false });
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/me/notification-settings',
      headers: auth,
      payload: { news: true, orders: false },
    });
    expect(changed.json()).toEqual({
      orders: false,
      messages: true,
      michango: true,
      account: true,
      news: true,
    });
    for (const payload of [{}, { sms: true }, { news: 'yes' }]) {
      const refused = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/me/notification-settings',
        headers: auth,
        payload,
      });
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().error.reason).toMatch(/^notification\.(setting_invalid|settings_empty)$/);
    }
  });

  it('decide whether a notification is written at all: a topic turned off gets no inbox row', async () => {
    const { user, auth } = await signedIn();
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/me/notification-settings',
      headers: auth,
      payload: { orders: false },
    });
    expect(await notifyOrder(user.id, 1)).toBe(false);
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, user.id))).toEqual([]);
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/me/notification-settings',
      headers: auth,
      payload: { orders: true },
    });
    expect(await notifyOrder(user.id, 2)).toBe(true);
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, user.id))).toHaveLength(1);
  });
});
