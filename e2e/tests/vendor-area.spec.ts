// The vendor area: the demo vendor creates a listing, adds a photo and publishes it; others are told it is not theirs.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expectAccessible } from '../support/axe.ts';
import { signInAs } from '../support/page-helpers.ts';
import { expect, phoneToo, test } from '../support/test.ts';

const photo = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/event-tent.png');

test(
  'the demo vendor creates a listing with a photo and publishes it',
  phoneToo,
  async ({ page }, testInfo) => {
    await signInAs(page, 'vendor');
    await page.goto('/event-planners/vendor');
    await expect(page.getByRole('heading', { level: 2, name: 'Your listings' })).toBeVisible();
    // The shop row may come from the demo data or not yet exist: a first save opens it.
    const createShop = page.getByRole('button', { name: 'Create my shop' });
    if (await createShop.isVisible()) {
      await page.getByRole('textbox', { name: 'Business name' }).fill('Kilimanjaro Tents & Chairs');
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
