// The pages relatives open from a WhatsApp link stay readable offline once visited (issue 39, decision 043): an
// event's page, the Contribute form, a pledge's page and a guest's card. A relative opens each once online; the
// offline worker (/offline-sw.js) takes the page under its own narrow scope, beside the push worker at '/'; with no
// network, a reload shows the page from its kept copy and the app takes over from the kept public answers. The card
// is in Swahili, its event's language. Every journey makes its own account, event, pledge or card.
import type { APIRequestContext } from '@playwright/test';
import { eventByApi, type MadeEvent, pledgeByApi, signInFresh } from '../support/events.ts';
import { anotherBrowser, shoot, uniquePhone } from '../support/orders.ts';
import { expect, type Page, phoneToo, test } from '../support/test.ts';

type Relative = Awaited<ReturnType<typeof anotherBrowser>>;

/** What the page's offline keeping looks like from the page. */
type Kept = {
  scope: string | null;
  /** The worker of the page's registration, which answers its next load. */
  worker: string | null;
  controlledBy: string | null;
  document: boolean;
  answers: string[];
  apiKeys: string[];
};

/** The page's registration, its controller, and what the offline worker's caches hold for it. */
function keptState(page: Page): Promise<Kept> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration(window.location.href);
    const names = await caches.keys();
    const named = (kind: string) => names.filter((name) => name.startsWith(`sherehe-offline-${kind}-`));
    let document = false;
    for (const name of named('pages')) {
      if (await (await caches.open(name)).match(window.location.href, { ignoreVary: true })) document = true;
    }
    const answers: string[] = [];
    const apiKeys: string[] = [];
    for (const name of names.filter((cache) => cache.startsWith('sherehe-offline-'))) {
      for (const request of await (await caches.open(name)).keys()) {
        const { pathname } = new URL(request.url);
        if (pathname.startsWith('/api/')) apiKeys.push(pathname);
        if (name.includes('-answers-')) answers.push(pathname);
      }
    }
    return {
      scope: registration ? new URL(registration.scope).pathname : null,
      worker: registration?.active ? new URL(registration.active.scriptURL).pathname : null,
      controlledBy: navigator.serviceWorker.controller
        ? new URL(navigator.serviceWorker.controller.scriptURL).pathname
        : null,
      document,
      answers,
      apiKeys,
    };
  });
}

/**
 * Waits until the offline worker controls the page under `scope` and keeps its document and its public answer,
 * then takes the network away and reloads. What is returned collects the errors the page throws from then on.
 */
async function reloadOffline(relative: Relative, scope: string, answer: string): Promise<string[]> {
  const { page } = relative;
  await expect
    .poll(() => keptState(page), { timeout: 30_000 })
    .toMatchObject({
      scope,
      worker: '/offline-sw.js',
      // Of this page, or of the page it was opened as when the app's own link brought it here (Contribute).
      controlledBy: '/offline-sw.js',
      document: true,
      answers: expect.arrayContaining([answer]),
    });
  // Only the public answers are kept: no other call of the API.
  for (const key of (await keptState(page)).apiKeys) expect(key).toMatch(/^\/api\/v1\/public\//);
  const thrown: string[] = [];
  page.on('pageerror', (error) => thrown.push(error.message));
  await relative.context.setOffline(true);
  await page.reload();
  return thrown;
}

/** Nothing on the page says it failed (no "Try again", no alert), and it threw nothing. */
async function noFailureShown(page: Page, retry: string, thrown: string[]): Promise<void> {
  await expect(page.getByRole('button', { name: retry })).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(thrown).toEqual([]);
}

async function hostsEvent(page: Page, overrides: Record<string, unknown> = {}): Promise<MadeEvent> {
  await signInFresh(page, 'Neema Mushi');
  return eventByApi(page.request, overrides);
}

/** A card of a Single card type sent at once to a new guest: the token of its private link. */
async function cardFor(request: APIRequestContext, eventId: string, name: string): Promise<string> {
  const added = await request.post(`/api/v1/events/${eventId}/guests`, {
    data: { name, phone: uniquePhone().typed, side: 'either' },
  });
  expect(added.status(), await added.text()).toBe(201);
  const { id: guestId } = (await added.json()) as { id: string };
  const type = await request.post(`/api/v1/events/${eventId}/card-types`, {
    data: { name: 'Single', seats: 1, rule: 'now' },
  });
  const { id: typeId } = (await type.json()) as { id: string };
  const sent = await request.post(`/api/v1/events/${eventId}/cards`, {
    data: { typeId, guestIds: [guestId] },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const list = await request.get(`/api/v1/events/${eventId}/guests?limit=50`);
  const { rows } = (await list.json()) as { rows: { id: string; card: { link: string } | null }[] };
  const link = rows.find((row) => row.id === guestId)?.card?.link ?? '';
  return new URL(link).pathname.split('/').at(-1) ?? '';
}

test(
  'an event’s page reloads offline after one visit; other pages stay with the push worker',
  phoneToo,
  async ({ page, browser }) => {
    const event = await hostsEvent(page);
    const relative = await anotherBrowser(browser);
    const visit = relative.page;
    await visit.goto(`/event-planners/e/${event.code}`);
    await expect(visit.getByRole('heading', { level: 1, name: event.name })).toBeVisible();

    const thrown = await reloadOffline(relative, '/event-planners/e/', `/api/v1/public/events/${event.code}`);
    await expect(visit.getByRole('heading', { level: 1, name: event.name })).toBeVisible();
    await expect(visit.getByText('Ukumbi wa Kilimanjaro, Moshi')).toBeVisible();
    await expect(visit.getByRole('main').getByRole('link', { name: 'Contribute' })).toBeVisible();
    await noFailureShown(visit, 'Try again', thrown);
    // The worker answers the app's read of the public answer from its copy; any other call of the API has no network.
    const reads = await visit.evaluate(async (code) => {
      const read = (path: string) =>
        fetch(path).then(
          async (answer) => `${answer.status} ${((await answer.json()) as { code?: string }).code ?? ''}`,
          () => 'failed',
        );
      return [await read(`/api/v1/public/events/${code}`), await read('/api/v1/categories')];
    }, event.code);
    expect(reads).toEqual([`200 ${event.code}`, 'failed']);
    await shoot(visit, 'offline-event-page');

    // Back online: the push worker still has the whole site, and the offline worker only its own pages.
    await relative.context.setOffline(false);
    await visit.goto('/event-planners');
    await expect
      .poll(() =>
        visit.evaluate(async () => {
          const push = await navigator.serviceWorker.getRegistration('/');
          return {
            push: push
              ? `${new URL(push.scope).pathname} ${new URL(push.active?.scriptURL ?? '/').pathname}`
              : null,
            controller: navigator.serviceWorker.controller
              ? new URL(navigator.serviceWorker.controller.scriptURL).pathname
              : null,
          };
        }),
      )
      .toEqual({ push: '/ /firebase-messaging-sw.js', controller: '/firebase-messaging-sw.js' });
    await relative.context.close();
  },
);

test(
  'an event’s page loads none of the app’s code until the relative uses it, is kept offline without it, and its first tap is kept',
  phoneToo,
  async ({ page, browser, baseURL }) => {
    const event = await hostsEvent(page);
    const relative = await anotherBrowser(browser);
    const visit = relative.page;
    const code: string[] = [];
    visit.on('request', (request) => {
      if (request.resourceType() === 'script') code.push(new URL(request.url()).pathname);
    });
    // A plain page load, as the link opens it: not the journeys' goto, which makes a sign of use (support/test.ts).
    await Promise.all([
      visit.waitForEvent('load'),
      visit.evaluate(
        (address) => window.location.assign(address),
        `${baseURL}/event-planners/e/${event.code}`,
      ),
    ]);
    await expect(visit.getByRole('heading', { level: 1, name: event.name })).toBeVisible();
    // Kept for offline reading with only the entry's code (decision 044).
    await expect
      .poll(() => keptState(visit), { timeout: 30_000 })
      .toMatchObject({ scope: '/event-planners/e/', worker: '/offline-sw.js', document: true });
    await expect(visit.locator('#root[data-server-rendered][data-app-on-intent]')).toHaveCount(1);
    expect(code.filter((file) => /\/assets\/(main|app|event-public-page)-/.test(file))).toEqual([]);

    // The first tap, on the language switch, brings the app, and is made once the app has the page.
    await visit.locator('header button[lang="sw"]').filter({ visible: true }).first().click();
    await expect(visit.locator('html')).toHaveAttribute('lang', 'sw');
    await expect(visit.getByRole('main').getByRole('link', { name: 'Changia' })).toBeVisible();
    await expect(visit.locator('#root[data-server-rendered]')).toHaveCount(0);
    expect(code.some((file) => /\/assets\/main-/.test(file))).toBe(true);
    await relative.context.close();
  },
);

test(
  'the Contribute form, reached from the event’s page, reloads offline with the event and the form',
  phoneToo,
  async ({ page, browser }) => {
    const event = await hostsEvent(page);
    const relative = await anotherBrowser(browser);
    const visit = relative.page;
    // As a relative does: the event's link, then Contribute (the app's own navigation, no page load).
    await visit.goto(`/event-planners/e/${event.code}`);
    await visit.getByRole('main').getByRole('link', { name: 'Contribute' }).click();
    await expect(visit).toHaveURL(new RegExp(`/event-planners/contribute\\?event=${event.code}$`));
    await expect(visit.getByRole('heading', { name: event.name })).toBeVisible();

    const thrown = await reloadOffline(
      relative,
      '/event-planners/contribute',
      `/api/v1/public/events/${event.code}`,
    );
    await expect(visit.getByRole('heading', { name: event.name })).toBeVisible();
    await expect(visit.getByLabel('Your name')).toBeVisible();
    await expect(visit.getByLabel('Amount you pledge (TZS)')).toBeVisible();
    await noFailureShown(visit, 'Try again', thrown);
    await shoot(visit, 'offline-contribute');
    await relative.context.close();
  },
);

test('a pledge’s page reloads offline with its amount', phoneToo, async ({ page, browser }) => {
  const event = await hostsEvent(page);
  const relative = await anotherBrowser(browser);
  const visit = relative.page;
  const { pledgeToken } = await pledgeByApi(visit.request, event.code, {
    name: 'Mama Zawadi',
    phone: uniquePhone().e164,
    amountTzs: 175_000,
  });
  await visit.goto(`/event-planners/pledges/${pledgeToken}`);
  await expect(visit.getByTestId('outstanding')).toContainText('175,000');

  const thrown = await reloadOffline(
    relative,
    '/event-planners/pledges/',
    `/api/v1/public/pledges/${pledgeToken}`,
  );
  await expect(visit.getByRole('heading', { name: event.name })).toBeVisible();
  await expect(visit.getByTestId('outstanding')).toContainText('175,000');
  await noFailureShown(visit, 'Try again', thrown);
  await shoot(visit, 'offline-pledge');
  await relative.context.close();
});

test(
  'in Swahili, a guest’s card reloads offline with their name and its QR code',
  phoneToo,
  async ({ page, browser }) => {
    const event = await hostsEvent(page, { language: 'sw' });
    const token = await cardFor(page.request, event.id, 'Bi Mwanaidi Shaban');
    const relative = await anotherBrowser(browser);
    const visit = relative.page;
    await visit.goto(`/event-planners/c/${token}`);
    await expect(visit.getByText('Karibu, Bi Mwanaidi Shaban')).toBeVisible();

    const thrown = await reloadOffline(relative, '/event-planners/c/', `/api/v1/public/cards/${token}`);
    await expect(visit.getByText('Karibu, Bi Mwanaidi Shaban')).toBeVisible();
    await expect(visit.getByRole('heading', { level: 1, name: event.name })).toBeVisible();
    // Its QR code, drawn from the card's answer kept beside it.
    const qr = visit.getByRole('img', { name: 'Msimbo wa QR wa kadi yako, wa kuonyesha mlangoni' });
    await expect(qr).toBeVisible();
    expect(await qr.locator('path').getAttribute('d')).toMatch(/^M1 1\.5h7/);
    await noFailureShown(visit, 'Jaribu tena', thrown);
    await shoot(visit, 'offline-card-sw');
    await relative.context.close();
  },
);
