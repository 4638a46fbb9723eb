// Landing pages come drawn by the server (decision 022): a visitor sees the page and its data from the HTML, in their
// language, before (and without) the app's code; then the app draws the same over it from the answers the page
// carries, without asking the API for them again.
import { expectAccessible } from '../support/axe.ts';
import { expect, newContextWithoutScripts, test } from '../support/test.ts';

test('without JavaScript, a category and a listing still show, in Swahili too', async ({
  browser,
  baseURL,
}) => {
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
});

test('the app draws over the server screen from the answers in the page, asking the API nothing more for them', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/v1/listings')) asked.push(request.url());
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
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
});
