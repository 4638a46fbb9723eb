// Web Push as the spec asks (permission after the page loads; granted, denied, unsupported), end to end: headless
// Chromium reaches no real push service, so its PushManager hands out a subscription of the fake push service on
// 127.0.0.1, which decrypts what the server sends; that same message is then delivered to the page's worker through
// the DevTools protocol, as the push service would, and the worker shows it.

import { expectAccessible } from '../support/axe.ts';
import { fullChromium } from '../support/browsers.ts';
import { eventByApi, pledgeByApi, signInFresh } from '../support/events.ts';
import { pushServicePort } from '../support/ports.ts';
import { type BrowserContext, expect, type Page, test } from '../support/test.ts';

// The headless shell keeps every Notification permission at "default", whatever the context grants or denies.
test.use({ launchOptions: fullChromium });

const pushService = `http://127.0.0.1:${pushServicePort}`;

type FakeSubscription = { id: string; endpoint: string; keys: { p256dh: string; auth: string } };
type ReceivedPush = { text: string; vapidKey: string; status: number };

async function fakeSubscription(): Promise<FakeSubscription> {
  return (
    await fetch(`${pushService}/subscriptions`, { method: 'POST' })
  ).json() as Promise<FakeSubscription>;
}

async function messagesTo(id: string): Promise<ReceivedPush[]> {
  const answer = await fetch(`${pushService}/messages?subscription=${id}`);
  return ((await answer.json()) as { messages: ReceivedPush[] }).messages;
}

/** The page's PushManager subscribes at the fake push service, and notes what it was asked with. */
async function subscribeAtFake(page: Page, subscription: FakeSubscription) {
  await page.addInitScript((fake) => {
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      const key = options?.applicationServerKey as ArrayBuffer | Uint8Array | undefined;
      (window as unknown as { pushAskedWith: unknown }).pushAskedWith = {
        userVisibleOnly: options?.userVisibleOnly,
        keyBytes: key?.byteLength,
      };
      const json = { endpoint: fake.endpoint, expirationTime: null, keys: fake.keys };
      return {
        ...json,
        options,
        toJSON: () => json,
        unsubscribe: async () => true,
      } as unknown as PushSubscription;
    };
  }, subscription);
}

/** Delivers a push message to the page's worker, as the browser's push service would. */
async function deliverToWorker(context: BrowserContext, page: Page, data: string) {
  // DevTools hands a message only to an active worker, and on a slow machine the subscription can be sent while the
  // worker is still installing: wait for it, and for the site's own registration.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const origin = new URL(page.url()).origin;
  const cdp = await context.newCDPSession(page);
  const registrations = new Promise<{ registrationId: string; scopeURL: string }[]>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => {
      // A registration being replaced is listed too, marked deleted: a push handed to it is never shown.
      const forSite = event.registrations.filter((each) => each.scopeURL === `${origin}/` && !each.isDeleted);
      if (forSite.length > 0) resolve(forSite);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const [registration] = await registrations;
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: registration?.registrationId ?? '',
    data,
  });
}

const fcmToken = (page: Page) => page.evaluate(() => localStorage.getItem('fcmToken'));
const randomPhone = () => `0754 ${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;

test('the push worker is served at /firebase-messaging-sw.js as JavaScript, and registered for the whole site', async ({
  page,
}) => {
  const answer = await page.request.get('/firebase-messaging-sw.js');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toMatch(/^(application|text)\/javascript/);
  expect(answer.headers()['cache-control']).toBe('no-cache');
  await page.goto('/');
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration('/');
        return registration ? `${registration.scope} ${registration.active?.scriptURL ?? ''}` : null;
      }),
    )
    .toMatch(/^http:\/\/127\.0\.0\.1:\d+\/ http:\/\/127\.0\.0\.1:\d+\/firebase-messaging-sw\.js$/);
});

test('granted: the browser subscribes, a pledge reaches it as a push, and the inbox and the badge show it', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['notifications']);
  const subscription = await fakeSubscription();
  await subscribeAtFake(page, subscription);
  await signInFresh(page, 'Rehema Mollel');
  const sent = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/v1/push/subscriptions') && response.request().method() === 'PUT',
  );
  await page.goto('/event-planners');
  expect((await sent).status()).toBe(204);
  expect(JSON.parse((await fcmToken(page)) ?? 'null')).toEqual({
    endpoint: subscription.endpoint,
    expirationTime: null,
    keys: subscription.keys,
  });
  expect(await page.evaluate(() => (window as unknown as { pushAskedWith: unknown }).pushAskedWith)).toEqual({
    userVisibleOnly: true,
    keyBytes: 65,
  });

  // Someone pledges to this person's event: the push service gets the message, signed with the server's key.
  const event = await eventByApi(page.request);
  await pledgeByApi(page.request, event.code, {
    name: 'Baraka Mushi',
    phone: randomPhone(),
    amountTzs: 75_000,
  });
  await expect.poll(async () => (await messagesTo(subscription.id)).length).toBe(1);
  const [received] = await messagesTo(subscription.id);
  const message = JSON.parse(received?.text ?? '{}');
  expect(message).toMatchObject({
    title: `New pledge for ${event.name}`,
    body: 'Baraka Mushi pledged TZS 75,000.',
    url: `/event-planners/events/${event.id}`,
  });
  const { publicKey } = await (await page.request.get('/api/v1/push/public-key')).json();
  expect(received?.vapidKey).toBe(publicKey);

  // The browser's push service hands it to the worker: it shows the notification, and the page's badge counts it.
  // DevTools' hand-over to a worker being stopped or started is sometimes dropped on a busy machine (once in a CI of
  // 228 journeys): it is handed over again, which a real push service does too; the message's tag (its notification
  // id) makes a repeat replace the first, so one is shown either way.
  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((each) => ({
        title: each.title,
        body: each.body,
        url: (each.data as { url: string }).url,
      })),
    );
  const expected = [{ title: message.title, body: message.body, url: new URL(message.url, page.url()).href }];
  await expect(async () => {
    if ((await shown()).length === 0) await deliverToWorker(context, page, received?.text ?? '');
    await expect.poll(shown, { timeout: 10_000 }).toEqual(expected);
  }).toPass({ timeout: 40_000 });
  const account = page.getByRole('link', { name: 'Your account, 1 unread notification' });
  await expect(account).toBeVisible();

  await account.click();
  const inbox = page.getByRole('region', { name: /^Notifications/ });
  const item = inbox.getByRole('link', { name: new RegExp(`New pledge for ${event.name}`) });
  await expect(item).toBeVisible();
  await expect(item).toContainText('Baraka Mushi pledged TZS 75,000.');
  await expect(page.getByRole('switch', { name: 'News from Sherehe' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await expectAccessible(page);
  await inbox.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByRole('link', { name: 'Close your account page' })).toBeVisible();
  await expect(inbox.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);

  // Signing out withdraws this browser's subscription first, while the session still says whose it is.
  const calls: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname === '/api/v1/push/subscriptions' || pathname === '/api/v1/auth/sign-out') {
      calls.push(`${response.request().method()} ${pathname} ${response.status()}`);
    }
  });
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/event-planners$/);
  expect(calls).toEqual(['DELETE /api/v1/push/subscriptions 204', 'POST /api/v1/auth/sign-out 204']);
});

test('denied: nothing is kept and nothing is sent', async ({ page }) => {
  // Headless Chromium answers the permission question with "denied" unless the test grants it.
  const asked = page.waitForEvent('console', (message) =>
    message.text().startsWith('Notification permission'),
  );
  const puts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v1/push/subscriptions')) puts.push(request.method());
  });
  await page.goto('/event-planners');
  expect((await asked).text()).toContain('denied');
  expect(await fcmToken(page)).toBeNull();
  expect(puts).toEqual([]);
  await expect(page.getByText('This browser does not support desktop notification')).toHaveCount(0);
});

test('unsupported: a browser without notifications gets the error toast, in its language', async ({
  page,
}) => {
  await page.addInitScript(() => {
    Reflect.deleteProperty(window, 'Notification');
  });
  await page.goto('/event-planners');
  await expect(page.getByText('This browser does not support desktop notification')).toBeVisible();
  expect(await fcmToken(page)).toBeNull();

  await page.evaluate(() => {
    localStorage.setItem('language', 'sw');
    sessionStorage.clear();
  });
  await page.reload();
  await expect(page.getByText('Kivinjari hiki hakiwezi kuonyesha arifa')).toBeVisible();
});
