// The public catalogue over the demo data: browse categories, search (with a typo), filter and sort through the
// address, open a listing and add it to the cart; axe on every page; screenshots for a look by eye.

import { expectAccessible } from '../support/axe.ts';
import { dayAfter } from '../support/orders.ts';
import { expect, type Page, phoneToo, test } from '../support/test.ts';

async function shoot(page: Page, name: string) {
  await page.screenshot({
    path: test.info().outputPath(`${name}-${test.info().project.name}.png`),
    fullPage: false,
  });
}

function results(page: Page) {
  return page.getByRole('list', { name: /Latest listings|Results for|Listings in/ });
}

test('browse the categories and search, forgiving a typo', phoneToo, async ({ page }) => {
  await page.goto('/event-planners/services');
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
  const categories = page.getByRole('list', { name: 'Categories' });
  const cakes = categories.getByRole('link', { name: /Cakes/ });
  await expect(cakes).toContainText(/\d+ listings?/);
  await expect(results(page).getByRole('listitem').first()).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'services');

  await page.getByRole('searchbox', { name: 'Search services and products' }).fill('kekii');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\?q=kekii$/);
  await expect(page.getByRole('heading', { name: 'Results for “kekii”' })).toBeVisible();
  await expect(results(page).getByRole('link').first()).toContainText(/keki/i);

  await page.goBack();
  await expect(page).toHaveURL(/\/event-planners\/services$/);
  await expect(page.getByRole('list', { name: 'Categories' })).toBeVisible();
});

test('filter and sort a category through the address; Back undoes a filter', phoneToo, async ({ page }) => {
  await page.goto('/event-planners/services');
  await page
    .getByRole('list', { name: 'Categories' })
    .getByRole('link', { name: /Venues/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Venues' })).toBeVisible();
  await expect(results(page).getByRole('listitem').first()).toBeVisible();

  await page.getByLabel('Sort by').selectOption('price_asc');
  await expect(page).toHaveURL(/sort=price_asc/);
  await page.getByText('Filters', { exact: true }).click();
  await page.getByLabel('Highest price (TZS)').fill('5,000,000');
  await page.getByLabel('Rating').selectOption('');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/maxPrice=5000000/);
  // The filtered page's prices, not the placeholders shown while it loads.
  const priceTags = results(page).locator('.tabular-nums').filter({ hasText: /TZS/ });
  const amountsShown = async () =>
    (await priceTags.allTextContents()).map((text) => Number(text.replace(/\D/g, '')));
  // The page may still swap the unfiltered list for the filtered one: wait until the prices shown are the filter's.
  await expect
    .poll(async () => {
      const shown = await amountsShown();
      return shown.length > 0 && shown.every((amount) => amount <= 5_000_000);
    })
    .toBe(true);

  const amounts = await amountsShown();
  expect(amounts.length).toBeGreaterThan(0);
  expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
  expect(Math.max(...amounts)).toBeLessThanOrEqual(5_000_000);
  await expectAccessible(page);
  await shoot(page, 'category-filters');

  await page.goBack();
  await expect(page).toHaveURL(/\/services\/venues\?sort=price_asc$/);
  await expect(page.getByLabel('Sort by')).toHaveValue('price_asc');
});

test('open a listing and add it to the cart', async ({ page }) => {
  await page.goto('/event-planners/services/cakes');
  const first = results(page).getByRole('link').first();
  const title = (await first.textContent()) ?? '';
  await first.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText(/^TZS [\d,]+$/).first()).toBeVisible();
  const vendor = page.getByRole('region').filter({ has: page.getByText('Vendor', { exact: true }) });
  await expect(vendor.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\d+/,
  );
  await expectAccessible(page);
  await shoot(page, 'product');

  // A product asks the day it is wanted, as a service asks its event's.
  await page.getByLabel('Delivery date').fill(dayAfter(20));
  await page.getByLabel('Quantity').fill('2');
  await page.getByLabel('Event location (optional)').fill('Mbezi Beach, Dar es Salaam');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible();
  await expect(
    page
      .getByRole('button', { name: /Cart, 1 item/ })
      .or(page.getByRole('link', { name: /Cart, 1 item/ }))
      .first(),
  ).toBeAttached();

  const stored = await page.evaluate(
    () => Object.entries(localStorage).find(([key]) => key.includes('cart'))?.[1],
  );
  expect(JSON.parse(stored ?? '[]')).toEqual([
    expect.objectContaining({ quantity: 2, location: 'Mbezi Beach, Dar es Salaam' }),
  ]);

  await vendor.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/event-planners\/vendors\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 2, name: /\d+ listings?/ })).toBeVisible();
  await expectAccessible(page);
});
