// The vendor area: the demo vendor creates a listing, adds a photo and publishes it; the calendar of all its listings
// shows who booked, held or blocked which day and opens the order; others are told it is not theirs.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expectAccessible } from '../support/axe.ts';
import {
  addToCart,
  anotherBrowser,
  checkoutAndPay,
  dayAfter,
  publishedVenue,
  shoot,
  uniquePhone,
  uniqueTitle,
  vendorApi,
} from '../support/orders.ts';
import { signInAs, switchLanguage } from '../support/page-helpers.ts';
import { expect, phoneToo, test } from '../support/test.ts';

const photo = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/event-tent.png');

test(
  'the demo vendor creates a listing with a photo and publishes it',
  phoneToo,
  async ({ page }, testInfo) => {
    // Five pages, an upload, two axe checks and two full-page screenshots: 5 s alone, 13 s in CI here, and past the
    // 60 s of a journey once on a slower machine of the same kind under the CI's load.
    test.setTimeout(120_000);
    await signInAs(page, 'vendor');
    await page.goto('/event-planners/vendor');
    await expect(page.getByRole('heading', { level: 2, name: 'Your listings' })).toBeVisible();
    // The shop row may come from the demo data or not yet exist: a first save opens it.
    const createShop = page.getByRole('button', { name: 'Create my shop' });
    if (await createShop.isVisible()) {
      await page
        .getByRole('textbox', { name: 'Business name', exact: true })
        .fill('Kilimanjaro Tents & Chairs');
      await page.getByLabel('City or town').fill('Moshi');
      await createShop.click();
    }
    await page.screenshot({ path: testInfo.outputPath('vendor-area.png'), fullPage: true });
    await page.getByRole('link', { name: 'New listing' }).click();

    const title = `Viti vya harusi ${testInfo.project.name} ${Date.now()}`;
    await expect(page.getByRole('heading', { level: 1, name: 'New listing' })).toBeVisible();
    await page.getByRole('radio', { name: 'Product' }).check();
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Tents and chairs' });
    await page.getByRole('textbox', { name: 'Price (TZS)' }).fill('2,500');
    await page.getByRole('combobox', { name: 'Price counted' }).selectOption({ label: 'per item' });
    await page.getByRole('textbox', { name: 'In stock (items)' }).fill('300');
    await page.getByRole('textbox', { name: 'Description' }).fill('Viti vya plastiki vyeupe, vimesafishwa.');
    await page.getByRole('button', { name: 'Save as draft' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Edit listing' })).toBeVisible();
    await expect(page).toHaveURL(/\?listing=[0-9a-f-]{36}$/);
    const listingId = new URL(page.url()).searchParams.get('listing');

    await page.locator('input[type="file"]').setInputFiles(photo);
    const uploaded = page.getByRole('img', { name: 'Photo 1' });
    await expect(uploaded).toBeVisible();
    await expect.poll(() => uploaded.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('listing-editor.png'), fullPage: true });

    await page.getByRole('button', { name: `Publish: ${title}` }).click();
    await expect(page.getByText(`“${title}” is published.`)).toBeVisible();
    await expect(page.getByRole('button', { name: `Archive: ${title}` })).toBeVisible();

    // On a phone the toast sits over the way back, as for a person, who waits for it to go.
    await expect(page.getByText(`“${title}” is published.`)).toBeHidden();
    await page.getByRole('link', { name: 'Back to your listings' }).click();
    const card = page.getByRole('listitem').filter({ hasText: title });
    await expect(card.getByText('Published', { exact: true })).toBeVisible();
    await expect(card.getByText('TZS 2,500')).toBeVisible();
    await expectAccessible(page);

    // Customers see it now.
    await page.goto(`/event-planners/products/${listingId}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  },
);

test('a customer is told the vendor area is for vendors', async ({ page }) => {
  await signInAs(page, 'user');
  await page.goto('/event-planners/vendor');
  await expect(page.getByRole('heading', { name: 'This area is for vendors' })).toBeVisible();
  await page.getByRole('button', { name: 'Become Vendor' }).click();
  await expect(page.getByRole('contentinfo')).toBeInViewport();
  await expect(
    page.getByRole('contentinfo').getByRole('textbox', { name: 'Email or phone number' }),
  ).toBeFocused();
  await expectAccessible(page);
});

test(
  'the calendar of all listings shows booked, held and blocked days by name, opens the order and opens a day',
  phoneToo,
  async ({ page, request, browser }) => {
    test.setTimeout(180_000);
    const vendor = await vendorApi(request);
    const hallTitle = uniqueTitle('Ukumbi wa kalenda');
    const tentTitle = uniqueTitle('Hema za kalenda');
    const hall = await publishedVenue(vendor, hallTitle);
    const tent = await publishedVenue(vendor, tentTitle);
    // Days of next month, always to come; the two projects run on databases of their own.
    const today = dayAfter(0);
    const nextMonth = dayAfter(40 - Number(today.slice(8))).slice(0, 7);
    const [booked, closed] = [`${nextMonth}-12`, `${nextMonth}-13`];
    const blocked = await vendor.put(`/api/v1/vendor/listings/${hall}/blocked-days/${closed}`);
    expect(blocked.status()).toBe(204);

    // A customer pays for the hall and leaves the tents' checkout waiting for payment, on the same day.
    const customer = await anotherBrowser(browser);
    await signInAs(customer.page, 'user');
    await addToCart(customer.page.request, { productId: hall, eventDate: booked });
    const paidOrder = await checkoutAndPay(customer.page.request, uniquePhone().e164);
    await addToCart(customer.page.request, { productId: tent, eventDate: booked });
    const waiting = await customer.page.request.post('/api/v1/checkout', {
      data: { idempotencyKey: `e2e-${Date.now()}`, phone: uniquePhone().e164, language: 'en' },
    });
    expect(waiting.ok(), await waiting.text()).toBe(true);
    const reference = (await (await customer.page.request.get(`/api/v1/orders/${paidOrder}`)).json()) as {
      reference: string;
    };
    await customer.context.close();

    await signInAs(page, 'vendor');
    await page.goto('/event-planners/vendor');
    await page
      .getByRole('navigation', { name: 'Parts of the vendor area' })
      .getByRole('link', { name: 'Calendar' })
      .click();
    await expect(page).toHaveURL(/\?section=calendar$/);
    const calendar = page.getByRole('region', { name: 'Calendar of all your listings' });
    await calendar.getByRole('button', { name: 'Next month' }).click();
    const cell = calendar.locator(`[data-day="${booked}"]`);
    await expect(cell).toHaveAttribute('aria-label', new RegExp(`booked: [^:]*${hallTitle}`));
    await expect(cell).toHaveAttribute('aria-label', new RegExp(`held, awaiting payment: [^:]*${tentTitle}`));
    await cell.click();
    await expect(cell).toHaveAttribute('aria-pressed', 'true');
    const box = await cell.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    expect(box?.width).toBeGreaterThanOrEqual(44);

    const day = calendar.getByRole('region').filter({ has: page.getByRole('heading', { level: 3 }) });
    const hallRow = day.getByRole('listitem').filter({ hasText: hallTitle });
    const tentRow = day.getByRole('listitem').filter({ hasText: tentTitle });
    await expect(hallRow.getByText('1 booked')).toBeVisible();
    await expect(tentRow.getByText('1 held, awaiting payment')).toBeVisible();
    await expect(tentRow.getByRole('link', { name: /\(awaiting payment\)$/ })).toBeVisible();
    await expectAccessible(page);
    await shoot(page, 'shop-calendar');

    await hallRow.getByRole('link', { name: `Order ${reference.reference} (paid)` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Order ${reference.reference}` })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the calendar' }).click();
    await expect(cell).toHaveAttribute('aria-pressed', 'true');

    // By keys: the next day is the hall's blocked one; open it again.
    await cell.focus();
    await page.keyboard.press('ArrowRight');
    const next = calendar.locator(`[data-day="${closed}"]`);
    await expect(next).toBeFocused();
    await expect(next).toHaveAttribute('aria-label', new RegExp(`blocked: [^:]*${hallTitle}`));
    await day.getByRole('button', { name: `Open this day for ${hallTitle}` }).click();
    await expect(day.getByRole('button', { name: `Block this day for ${hallTitle}` })).toBeVisible();
    await expect(next).not.toHaveAttribute('aria-label', new RegExp(hallTitle));
    const reopened = await vendor.get(`/api/v1/vendor/calendar?from=${closed}&to=${closed}`);
    const entries = ((await reopened.json()) as { days: { entries: { listingId: string }[] }[] }).days[0]
      ?.entries;
    expect(entries?.some((entry) => entry.listingId === hall)).toBe(false);

    await cell.click();
    await switchLanguage(page, 'Kiswahili');
    const kalenda = page.getByRole('region', { name: 'Kalenda ya matangazo yako yote' });
    await expect(kalenda.locator(`[data-day="${booked}"]`)).toHaveAttribute(
      'aria-label',
      new RegExp(`oda zilizolipiwa: [^:]*${hallTitle}`),
    );
    await expect(kalenda.getByRole('link', { name: `Oda ${reference.reference} (imelipiwa)` })).toBeVisible();
    await expectAccessible(page);
    await shoot(page, 'shop-calendar-sw');
    await switchLanguage(page, 'English');
  },
);
