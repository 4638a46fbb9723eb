// Landing pages come drawn by the server (decision 022): a visitor sees the page and its data from the HTML, in their
// language, before (and without) the app's code; then the app takes the drawing over (hydrates it) from the answers
// the page carries, without asking the API for them again.
import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/axe.ts';
import { pledgeByApi } from '../support/events.ts';
import { uniquePhone } from '../support/orders.ts';
import { signInAs } from '../support/page-helpers.ts';
import { expect, newContextWithoutScripts, phoneToo, test } from '../support/test.ts';

/** The demo wedding's code (the demo data's). */
const DEMO_EVENT_CODE = 'HARUS7';

/** Keeps the page's first <h1> as the server drew it (parsed from the HTML, before any script of the app ran). */
async function keepDrawnHeading(page: Page) {
  await page.addInitScript(() => {
    const watch = new MutationObserver(() => {
      const heading = document.querySelector('#root[data-server-rendered] h1');
      if (!heading) return;
      (window as unknown as { drawnHeading: Element }).drawnHeading = heading;
      watch.disconnect();
    });
    watch.observe(document, { childList: true, subtree: true });
  });
}

/** Whether the app kept the <h1> the server drew ('kept'), drew its own ('replaced'), or there was no drawing. */
const headingAfterTakeover = (page: Page) =>
  page.evaluate(() => {
    const drawn = (window as unknown as { drawnHeading?: Element }).drawnHeading;
    if (drawn === undefined) return 'not drawn';
    return drawn === document.querySelector('h1') ? 'kept' : 'replaced';
  });

/** What the page reports as going wrong from now on: uncaught errors (React's mismatch among them) and logged ones. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test(
  'without JavaScript, a category and a listing still show, in Swahili too',
  phoneToo,
  async ({ browser, baseURL }) => {
    const context = await newContextWithoutScripts(browser, { baseURL });
    const page = await context.newPage();
    await page.goto('/event-planners/services/venues');
    await expect(page.getByRole('heading', { level: 1, name: 'Venues' })).toBeVisible();
    const first = page.getByRole('article').first().getByRole('link');
    await expect(first).toBeVisible();
    const title = (await first.textContent()) ?? '';
    await first.click(); // a plain link: the listing's page comes drawn too
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    await context.addCookies([{ name: 'sherehe.lang', value: 'sw', url: baseURL ?? '' }]);
    await page.goto('/event-planners/services/venues');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    await expect(page.getByRole('heading', { level: 1, name: 'Kumbi na maeneo' })).toBeVisible();
    await context.close();
  },
);

test(
  'the app draws over the server screen from the answers in the page, asking the API nothing more for them',
  phoneToo,
  async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/v1/listings')) asked.push(request.url());
    });
    const errors = errorsOf(page);
    await page.goto('/event-planners/services/venues');
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    expect(asked).toEqual([]);
    // The app is live: sorting is the app's own (the page's answers were only for the first screen).
    await page.getByLabel('Sort by').selectOption('price_asc');
    await expect(page).toHaveURL(/\/services\/venues\?sort=price_asc$/);
    await expect.poll(() => asked.length).toBe(1);
    expect(errors).toEqual([]);
    await expectAccessible(page);
  },
);

test(
  'the app hydrates the landing pages and the pages of a WhatsApp link as drawn, in English and Swahili',
  phoneToo,
  async ({ page, browser, baseURL }) => {
    await page.goto('/event-planners/services/venues');
    const listing = (await page.getByRole('article').first().getByRole('link').getAttribute('href')) ?? '';
    expect(listing).toMatch(/^\/event-planners\/products\//);
    const { pledgeToken } = await pledgeByApi(page.request, DEMO_EVENT_CODE, {
      name: 'Neema Mushi',
      phone: uniquePhone().e164,
      amountTzs: 50_000,
    });
    const paths = [
      '/',
      '/event-planners',
      '/event-planners/services',
      '/event-planners/services/venues',
      listing,
      '/medi-finder',
      `/event-planners/e/${DEMO_EVENT_CODE}`,
      `/event-planners/e/${DEMO_EVENT_CODE}?thanks=1`,
      `/event-planners/contribute?event=${DEMO_EVENT_CODE}`,
      `/event-planners/pledges/${pledgeToken}`,
    ];
    // A phone set to Swahili gets the drawing and the app in Swahili (the browser's preference, nothing stored yet).
    const swahili = await (await browser.newContext({ baseURL, locale: 'sw-TZ' })).newPage();
    for (const [visitor, language] of [
      [page, 'en'],
      [swahili, 'sw'],
    ] as const) {
      const errors = errorsOf(visitor);
      await keepDrawnHeading(visitor);
      for (const path of paths) {
        await visitor.goto(path); // waits until the app has taken the drawing over
        await expect(visitor.locator('html')).toHaveAttribute('lang', language);
        // A mismatch would make React throw the server's nodes away and draw its own (and report error 418).
        expect(await headingAfterTakeover(visitor), `${language} ${path}`).toBe('kept');
      }
      expect(errors).toEqual([]);
    }
    await swahili.context().close();
  },
);

test(
  'someone signed in gets a fresh render over a drawing made for a visitor, with no mismatch reported',
  phoneToo,
  async ({ page }) => {
    await signInAs(page, 'user');
    const errors = errorsOf(page);
    await keepDrawnHeading(page);
    await page.goto('/event-planners/services');
    expect(await headingAfterTakeover(page)).toBe('replaced');
    await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Your account/ })).toBeVisible();
    expect(errors).toEqual([]);
  },
);
