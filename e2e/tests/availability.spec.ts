// Dates: a visitor picks a day for a venue, sees it free and finds it in the cart after signing in; a vendor blocks
// a day in their calendar and the product page says it is not free.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expectAccessible } from '../support/axe.ts';
import { signInAs } from '../support/page-helpers.ts';
import { expect, type Page, phoneToo, test } from '../support/test.ts';

const photo = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/event-tent.png');

/** A day `days` after today in Tanzania, YYYY-MM-DD. */
function dayAfter(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Dar_es_Salaam' }).format(new Date());
  const [year, month, date] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

async function shoot(page: Page, name: string) {
  await page.screenshot({
    path: test.info().outputPath(`${name}-${test.info().project.name}.png`),
    fullPage: true,
  });
}

test(
  'choose a date on a venue, see it free, add it to the cart and find it there',
  phoneToo,
  async ({ page, request }) => {
    // Far enough ahead that no demo venue has it blocked, and a day per project so the two never share it.
    const day = dayAfter(test.info().project.name === 'phone' ? 45 : 44);
    const found = await request.get(`/api/v1/listings?category=venues&freeOn=${day}&limit=1`);
    const [venue] = ((await found.json()) as { listings: { id: string; title: string }[] }).listings;
    expect(venue).toBeTruthy();

    await page.goto(`/event-planners/products/${venue?.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(venue?.title ?? '');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText('Choose the date of your event.')).toBeVisible();

    await page.getByLabel('Event date').fill(day);
    await expect(page.getByTestId('date-status')).toHaveText(/^Free on \w{3} \d{1,2} \w{3}$/);
    const guests = page.getByLabel('Guests (priced per person)');
    if (await guests.isVisible()) await guests.fill('150');
    await expectAccessible(page);
    await shoot(page, 'product-date');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible();

    await signInAs(page, 'user');
    await page.goto('/event-planners/cart');
    const line = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: venue?.title ?? '' }) });
    await expect(line.getByLabel('Event date')).toHaveValue(day);
    await expect(line.getByText(/^Line total: TZS [\d,]+$/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Checkout' })).toHaveAttribute(
      'href',
      '/event-planners/checkout',
    );
    await expectAccessible(page);
    await shoot(page, 'cart-date');
  },
);

test('a vendor blocks a day and the product page says it is not free', async ({ page }) => {
  await signInAs(page, 'vendor');
  const api = page.request;
  const profile = (await (await api.get('/api/v1/vendor/profile')).json()) as { profile: unknown };
  if (!profile.profile) {
    await api.put('/api/v1/vendor/profile', { data: { businessName: 'Ukumbi wa Majaribio', city: 'Moshi' } });
  }
  const title = `Ukumbi wa kalenda ${test.info().project.name} ${Date.now()}`;
  const created = await api.post('/api/v1/vendor/listings', {
    data: {
      kind: 'service',
      title,
      category: 'venues',
      priceTzs: 1_500_000,
      priceUnit: 'event',
      city: 'Moshi',
      capacity: 300,
      dailyCapacity: 1,
      depositPercent: 30,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await page.goto(`/event-planners/vendor?listing=${id}`);
  await page.locator('input[type="file"]').setInputFiles(photo);
  await expect(page.getByRole('img', { name: 'Photo 1' })).toBeVisible();
  await page.getByRole('button', { name: `Publish: ${title}` }).click();
  await expect(page.getByText(`“${title}” is published.`)).toBeVisible();
  await expect(page.getByLabel('Bookings a day')).toHaveValue('1');
  await expect(page.getByLabel('Deposit at checkout')).toHaveValue('30');

  const day = dayAfter(2);
  const calendar = page.getByRole('region', { name: 'Calendar' });
  if (day.slice(0, 7) !== dayAfter(0).slice(0, 7)) {
    await calendar.getByRole('button', { name: 'Next month' }).click();
  }
  const cell = calendar.locator(`[data-day="${day}"]`);
  await expect(cell).toHaveAttribute('aria-pressed', 'false');
  await cell.focus();
  await page.keyboard.press('Enter');
  await expect(cell).toHaveAttribute('aria-pressed', 'true');
  await expect(cell).toHaveAttribute('aria-label', /blocked/);
  const box = await cell.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
  await expectAccessible(page);
  await shoot(page, 'vendor-calendar');

  await page.goto(`/event-planners/products/${id}`);
  await page.getByLabel('Event date').fill(day);
  await expect(page.getByTestId('date-status')).toHaveText('Not available that day — choose another date');
  await page.getByLabel('Event date').fill(dayAfter(5));
  await expect(page.getByTestId('date-status')).toHaveText(/^Free on /);
});
