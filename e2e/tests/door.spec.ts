// The door, in the browser (issue 39): a host sends cards and invites a gate officer; the officer opens the door from
// their Account page, scans a card's picture online, then loses the network: the page reloads from its service worker,
// scans are answered on the device and queued; meanwhile another gate admits one of those guests first. When the
// network returns the queue syncs, the officer is told which scan the other gate won, and the arrivals follow on the
// door and on the host's guest list. In Swahili, a revoked card is refused at the door. Every journey makes its own
// accounts, event and cards.
import type { APIRequestContext } from '@playwright/test';
import { eventByApi, signInFresh } from '../support/events.ts';
import { anotherBrowser, shoot, uniquePhone } from '../support/orders.ts';
import { expect, type Page, phoneToo, test } from '../support/test.ts';

type Card = { guestId: string; code: string; token: string };

/** An event of the host's with a Double card sent to each guest named: each card's code and private token. */
async function sentCards(
  request: APIRequestContext,
  eventId: string,
  names: string[],
): Promise<Record<string, Card>> {
  const guestIds: string[] = [];
  for (const name of names) {
    const added = await request.post(`/api/v1/events/${eventId}/guests`, {
      data: { name, phone: uniquePhone().typed, side: 'either' },
    });
    expect(added.status(), await added.text()).toBe(201);
    guestIds.push(((await added.json()) as { id: string }).id);
  }
  const type = await request.post(`/api/v1/events/${eventId}/card-types`, {
    data: { name: 'Double', seats: 2, rule: 'now' },
  });
  const { id: typeId } = (await type.json()) as { id: string };
  const sent = await request.post(`/api/v1/events/${eventId}/cards`, { data: { typeId, guestIds } });
  expect(sent.status(), await sent.text()).toBe(201);
  const list = await request.get(`/api/v1/events/${eventId}/guests?limit=50`);
  const { rows } = (await list.json()) as {
    rows: { id: string; name: string; card: { code: string; link: string } | null }[];
  };
  return Object.fromEntries(
    rows.map((row) => [
      row.name,
      {
        guestId: row.id,
        code: row.card?.code ?? '',
        token: new URL(row.card?.link ?? '').pathname.split('/').at(-1) ?? '',
      },
    ]),
  );
}

/** The gate officer: a fresh account in a browser of its own, invited to the event's committee as gate. */
async function gateOfficer(browser: Parameters<typeof anotherBrowser>[0], host: Page, eventId: string) {
  const gate = await anotherBrowser(browser);
  const email = await signInFresh(gate.page, 'Juma Mlinzi');
  const invited = await host.request.post(`/api/v1/events/${eventId}/committee`, {
    data: { contact: email, role: 'gate' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  return gate;
}

/** Feeds the card's picture (card.png, QR code and all) to the door's "Scan a photo". */
async function scanPicture(page: Page, card: Card): Promise<void> {
  const picture = await page.request.get(`/api/v1/public/cards/${card.token}/card.png`);
  expect(picture.ok()).toBe(true);
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'kadi.png', mimeType: 'image/png', buffer: await picture.body() });
}

async function typeCode(page: Page, code: string, label: RegExp, check: RegExp): Promise<void> {
  await page.getByRole('textbox', { name: label }).fill(code);
  await page.getByRole('button', { name: check }).click();
}

test(
  'a gate officer admits guests online and offline; the queue syncs, another gate’s earlier admission wins, arrivals follow',
  phoneToo,
  async ({ page, browser }) => {
    await signInFresh(page, 'Neema Mushi');
    const event = await eventByApi(page.request);
    const cards = await sentCards(page.request, event.id, ['Rehema Mfinanga', 'Juma Hamisi', 'Baraka Mushi']);
    const rehema = cards['Rehema Mfinanga'] as Card;
    const juma = cards['Juma Hamisi'] as Card;
    const baraka = cards['Baraka Mushi'] as Card;
    const gate = await gateOfficer(browser, page, event.id);
    const door = gate.page;
    const verdict = door.getByTestId('verdict');

    // The officer finds the event under their Account page's door list: no money on it.
    await door.goto('/event-planners/Account');
    await door.getByRole('link', { name: new RegExp(event.name) }).click();
    await expect(door).toHaveURL(new RegExp(`/event-planners/door/${event.id}$`));
    await expect(door.getByText(/^List from/)).toBeVisible();

    // Online: Rehema's card, from its picture.
    await scanPicture(door, rehema);
    await expect(verdict).toContainText('Admitted');
    await expect(verdict).toContainText('Rehema Mfinanga');
    await expect(door.getByText('All scans sent')).toBeVisible();
    // The page and its files are kept by the offline worker (scope: the door's folder) before the network goes.
    await expect
      .poll(() =>
        door.evaluate(async () => {
          // Reached by a link from the Account page, the page itself stays with the worker it opened under: the
          // door's worker answers its next load.
          const pages = await caches.open('sherehe-offline-pages-v1');
          const door = await navigator.serviceWorker.getRegistration(window.location.href);
          return (
            (await pages.match(window.location.href)) !== undefined &&
            door?.active?.scriptURL.endsWith('/offline-sw.js') === true
          );
        }),
      )
      .toBe(true);
    await shoot(door, 'door-online');

    // No network: the page reloads from the worker and answers from the list kept on the phone.
    await gate.context.setOffline(true);
    await door.reload();
    await expect(door.getByText('Offline', { exact: true })).toBeVisible();
    await scanPicture(door, juma);
    await expect(verdict).toContainText('Admitted');
    await expect(verdict).toContainText('Juma Hamisi');
    await scanPicture(door, rehema);
    await expect(verdict).toContainText('Already admitted');
    await typeCode(door, baraka.code.toLowerCase(), /Card code/, /Check code/);
    await expect(verdict).toContainText('Baraka Mushi');
    await expect(door.getByText(/scans waiting to sync/)).toBeVisible();
    await shoot(door, 'door-offline');

    // Meanwhile the other gate, online, lets Juma in first.
    const other = await page.request.post(`/api/v1/events/${event.id}/door/scans`, {
      data: {
        deviceId: 'second-gate-0001',
        deviceName: 'Gate 2',
        scans: [{ code: juma.code, at: new Date(Date.now() - 60_000).toISOString() }],
      },
    });
    expect(other.ok(), await other.text()).toBe(true);

    // The network returns: the queue is sent, and the server's word on Juma comes back.
    await gate.context.setOffline(false);
    await expect(door.getByText('All scans sent')).toBeVisible({ timeout: 30_000 });
    await expect(door.getByText(/Juma Hamisi was already admitted at .+ by Gate 2/)).toBeVisible();
    // Rehema's second scan was a refusal on this phone: nothing to send, nothing to correct.
    await expect(door.getByText(/^Rehema Mfinanga/)).toHaveCount(0);
    await expect(door.getByText('Arrived: 3 guests (6 seats) of 3 cards')).toBeVisible();
    await shoot(door, 'door-synced');

    // The host sees them arrive.
    await page.goto(`/event-planners/events/${event.id}?tab=guests`);
    await expect(page.getByRole('region', { name: 'At the door' })).toContainText(
      '3 guests in (6 seats) of 3 cards given out',
    );
    await gate.context.close();
  },
);

test(
  'in Swahili, the door refuses a revoked card and a card of another event',
  phoneToo,
  async ({ page, browser }) => {
    await signInFresh(page, 'Neema Mushi');
    const event = await eventByApi(page.request, { language: 'sw' });
    const cards = await sentCards(page.request, event.id, ['Bi Mwanaidi Shaban']);
    const mwanaidi = cards['Bi Mwanaidi Shaban'] as Card;
    const revoked = await page.request.post(
      `/api/v1/events/${event.id}/guests/${mwanaidi.guestId}/card/revoke`,
    );
    expect(revoked.ok(), await revoked.text()).toBe(true);
    const elsewhere = await eventByApi(page.request);
    const stranger = (await sentCards(page.request, elsewhere.id, ['Mzee Saidi']))['Mzee Saidi'] as Card;

    const gate = await gateOfficer(browser, page, event.id);
    const door = gate.page;
    await door.addInitScript(() => localStorage.setItem('language', 'sw'));
    await door.goto(`/event-planners/door/${event.id}`);
    const verdict = door.getByTestId('verdict');
    await typeCode(door, mwanaidi.code, /Namba ya kadi/, /Hakiki namba/);
    await expect(verdict).toContainText('Kadi imefutwa');
    await scanPicture(door, stranger);
    await expect(verdict).toContainText('Si kadi ya tukio hili');
    await shoot(door, 'door-refused-sw');
    await gate.context.close();
  },
);
