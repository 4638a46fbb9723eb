// What a person types or taps before the page's code has arrived is kept (issue 34, section 2), on a phone-speed CPU:
// Chromium slowed four times, as Lighthouse's mobile run. On the pages the server draws, the app's code is held back
// until the person has typed and tapped, so the test does not depend on who wins a race; on the others, the person
// types as soon as each field shows.
import type { Page } from '@playwright/test';
import { approveByApi, eventByApi, pledgeByApi, signInFresh } from '../support/events.ts';
import { dayAfter, uniquePhone } from '../support/orders.ts';
import { signInAs, uniqueEmail } from '../support/page-helpers.ts';
import { expect, phoneToo, test } from '../support/test.ts';

/** Chromium's CPU slowed four times, as a mid-range phone (Lighthouse's mobile preset). */
async function phoneSpeed(page: Page) {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/**
 * Holds code back until `release` is called, so the drawn page shows with none of the app running: `app` holds the
 * app itself (the entry has run and keeps what is typed and tapped); `entry` holds every script file, so only the
 * page's inline tap keeper runs, as when a person taps the moment the page paints.
 */
async function holdTheApp(page: Page, what: 'app' | 'entry' = 'app'): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held = what === 'app' ? /\/assets\/main-[\w-]+\.js$/ : /\/assets\/index-[\w-]+\.js$/;
  await page.route(held, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('input before the page code arrives, at four times slower CPU', () => {
  test.beforeEach(async ({ page }) => {
    await phoneSpeed(page);
  });

  test(
    'a date and guests typed and Add to cart tapped on a drawn catering page are kept and acted on',
    phoneToo,
    async ({ page }) => {
      await page.goto('/event-planners/services/catering'); // priced per guest, booked by date
      const listing = (await page.getByRole('article').first().getByRole('link').getAttribute('href')) ?? '';
      const release = await holdTheApp(page, 'entry');
      const loading = page.goto(listing); // resolves once the app has taken over
      const date = dayAfter(45);
      await page.getByLabel('Event date').fill(date);
      await page.getByLabel('Guests').fill('120');
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await expect(page).toHaveURL(listing); // the tap did not send the form as a plain page load
      release();
      await loading;
      await expect(page.getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible();
      await expect(page.getByLabel('Event date')).toHaveValue(date);
      // The visitor's cart, kept on the phone, holds the line as typed.
      const cart = await page.evaluate(() => localStorage.getItem('cart') ?? '');
      expect(cart).toContain(`"eventDate":"${date}"`);
      expect(cart).toContain('"guests":120');
    },
  );

  test(
    'signed in, over a drawing made for a visitor: the app draws afresh and still takes what was typed and tapped',
    phoneToo,
    async ({ page }) => {
      await signInAs(page, 'user');
      await page.goto('/event-planners/services/catering');
      const listing = (await page.getByRole('article').first().getByRole('link').getAttribute('href')) ?? '';
      const release = await holdTheApp(page);
      const loading = page.goto(listing);
      const date = dayAfter(52);
      await page.getByLabel('Event date').fill(date);
      await page.getByLabel('Guests').fill('85');
      await page.getByRole('button', { name: 'Add to cart' }).click();
      release();
      await loading;
      await expect(page.getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible();
      await page.goto('/event-planners/cart');
      const line = page.getByRole('main').getByRole('listitem');
      await expect(line.getByLabel('Event date')).toHaveValue(date);
      await expect(line.getByLabel('Guests')).toHaveValue('85');
    },
  );

  test(
    'words typed into the drawn Medi-Finder search are what the app searches for',
    phoneToo,
    async ({ page }) => {
      const release = await holdTheApp(page);
      const loading = page.goto('/medi-finder');
      const field = page.getByLabel('Search by name or area');
      await field.fill('Kariakoo');
      release();
      await loading;
      await expect(field).toHaveValue('Kariakoo');
      const asked = page.waitForRequest((request) => request.url().includes('/md/pharmacies/fetch?'));
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      expect(new URL((await asked).url()).searchParams.get('q')).toBe('Kariakoo');
    },
  );

  test(
    'a tap on the Smart Planner launcher before any of the code arrives opens the planner, which takes a first answer',
    phoneToo,
    async ({ page }) => {
      const release = await holdTheApp(page, 'entry');
      const loading = page.goto('/event-planners');
      await page.getByRole('button', { name: 'Open the Smart Planner' }).click();
      release();
      await loading;
      const chat = page.getByRole('dialog', { name: 'Smart Planner' });
      await expect(chat).toBeVisible();
      // Answered as soon as the question shows (npm run bench times it at the calibrated CPU).
      await chat.getByLabel('Number of guests', { exact: true }).fill('80');
      await chat.getByRole('button', { name: 'Set', exact: true }).click();
      await expect(chat.getByText('80 guests', { exact: true })).toBeVisible();
    },
  );

  test('sign-in: typed as soon as the form shows, nothing is lost', phoneToo, async ({ page, request }) => {
    const email = uniqueEmail('early');
    const password = 'Kilimanjaro-e2e-2025';
    const { registerThroughMail } = await import('../support/mail.ts');
    expect(
      (await registerThroughMail(request, { name: 'Asha Early', identifier: email, password })).ok(),
    ).toBe(true);
    await page.goto('/event-planners/login', { waitUntil: 'commit' });
    const main = page.getByRole('main');
    await main.getByLabel('Email or phone number').fill(email);
    await main.getByLabel('Password', { exact: true }).fill(password);
    await main.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('link', { name: /^Your account/ })).toBeVisible();
  });

  test(
    'register: typed and sent as soon as the form shows, the account is asked for as typed',
    phoneToo,
    async ({ page }) => {
      const email = uniqueEmail('early-register');
      await page.goto('/event-planners/register', { waitUntil: 'commit' });
      const main = page.getByRole('main');
      await main.getByLabel('Name').fill('Neema Mapema');
      await main.getByLabel('Email or phone number').fill(email);
      await main.getByLabel('Password', { exact: true }).fill('Kilimanjaro-e2e-2025');
      const asked = page.waitForRequest((request) => request.url().endsWith('/api/v1/auth/register'));
      await main.getByRole('button', { name: 'Create account' }).click();
      expect((await asked).postDataJSON()).toMatchObject({ name: 'Neema Mapema', identifier: email });
      await expect(main.getByRole('heading', { name: 'Check your messages' })).toBeVisible();
      await expect(main.getByText(email)).toBeVisible();
    },
  );

  test(
    'contribute: typed as soon as the form shows, the pledge is saved as typed',
    phoneToo,
    async ({ page }) => {
      const phone = uniquePhone();
      await page.goto('/event-planners/contribute?event=HARUS7', { waitUntil: 'commit' });
      await page.getByLabel('Your name').fill('Zawadi Mapema');
      await page.getByLabel('Mobile number').fill(phone.typed);
      await page.getByLabel('Amount you pledge (TZS)').fill('40,000');
      await page.getByLabel('Pay later').check();
      await page.getByRole('button', { name: 'Save my pledge' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Your pledge is saved' })).toBeVisible();
      await page.getByRole('link', { name: 'Open my pledge page' }).click();
      await expect(page.getByRole('main').getByText('Zawadi Mapema')).toBeVisible();
      await expect(page.getByRole('main').getByText('TZS 40,000').first()).toBeVisible();
    },
  );

  test(
    "a pledge's page: an amount and a number typed and Pay tapped on the drawing start that payment",
    phoneToo,
    async ({ page }) => {
      const { pledgeToken } = await pledgeByApi(page.request, 'HARUS7', {
        name: 'Baraka Mapema',
        phone: uniquePhone().e164,
        amountTzs: 60_000,
      });
      const payer = uniquePhone();
      const release = await holdTheApp(page, 'entry');
      const loading = page.goto(`/event-planners/pledges/${pledgeToken}`); // drawn by the server
      await page.getByLabel('Amount (TZS)', { exact: true }).fill('20,000');
      await page.getByLabel('Mobile-money number (optional)').fill(payer.typed);
      const asked = page.waitForRequest(
        (request) =>
          request.method() === 'POST' && request.url().endsWith(`/pledges/${pledgeToken}/payments`),
      );
      await page.getByRole('button', { name: 'Pay TZS 60,000' }).click(); // the drawing's label, before the app
      release();
      await loading;
      expect((await asked).postDataJSON()).toEqual({ amountTzs: 20_000, phone: payer.e164 });
      await expect(page).toHaveURL(/\/event-planners\/payments\//);
    },
  );

  test(
    "a guest's card: Coming and Send my answer tapped on the drawing send that answer",
    phoneToo,
    async ({ page }) => {
      await signInFresh(page, 'Neema Mapema');
      const event = await eventByApi(page.request);
      const added = await page.request.post(`/api/v1/events/${event.id}/guests`, {
        data: { name: 'Mzee Saidi Mapema', phone: uniquePhone().typed, seats: 3 },
      });
      const { id: guestId } = (await added.json()) as { id: string };
      const type = await page.request.post(`/api/v1/events/${event.id}/card-types`, {
        data: { name: 'Family', seats: 3, rule: 'now' },
      });
      const { id: typeId } = (await type.json()) as { id: string };
      const sent = await page.request.post(`/api/v1/events/${event.id}/cards`, {
        data: { typeId, guestIds: [guestId] },
      });
      expect(sent.status(), await sent.text()).toBe(201);
      const { rows } = (await (await page.request.get(`/api/v1/events/${event.id}/guests`)).json()) as {
        rows: { card: { link: string } | null }[];
      };
      const link = new URL(rows[0]?.card?.link ?? '').pathname;
      const token = link.split('/').at(-1) ?? '';

      const release = await holdTheApp(page, 'entry');
      const loading = page.goto(link); // drawn by the server
      await page.getByText('Coming', { exact: true }).click();
      const asked = page.waitForRequest(
        (request) => request.method() === 'POST' && request.url().endsWith(`/public/cards/${token}/rsvp`),
      );
      await page.getByRole('button', { name: 'Send my answer' }).click();
      release();
      await loading;
      expect((await asked).postDataJSON()).toMatchObject({ answer: 'yes' });
      await expect(page.getByText('Thank you. Your answer is saved.')).toBeVisible();
    },
  );

  test(
    'withdrawal: typed as soon as the money tab shows its form, the money is asked for as typed',
    phoneToo,
    async ({ page }) => {
      test.setTimeout(120_000);
      await signInFresh(page, 'Rehema Mapema');
      const event = await eventByApi(page.request);
      const contributor = uniquePhone();
      await pledgeByApi(page.request, event.code, {
        name: 'Juma Hassan',
        phone: contributor.e164,
        amountTzs: 80_000,
        payNowTzs: 80_000,
      });
      await approveByApi(page.request, contributor.e164);
      const receiving = uniquePhone();
      // The tab's balances arrive after its form: what was typed meanwhile stays.
      await page.goto(`/event-planners/events/${event.id}?tab=money`, { waitUntil: 'commit' });
      await page.getByLabel('Amount (TZS)').fill('50,000');
      await page.getByLabel('Mobile-money number').fill(receiving.typed);
      const asked = page.waitForRequest(
        (request) => request.method() === 'POST' && request.url().endsWith(`/events/${event.id}/withdrawals`),
      );
      await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
      expect((await asked).postDataJSON()).toMatchObject({ amountTzs: 50_000, phone: receiving.typed });
      const withdrawals = page.getByRole('region', { name: 'Withdrawals' });
      await expect(withdrawals.getByText(/^TZS\s?50,000$/)).toBeVisible();
      await expect(page.getByLabel('Amount (TZS)')).toHaveValue(''); // the form starts afresh once asked
    },
  );
});
