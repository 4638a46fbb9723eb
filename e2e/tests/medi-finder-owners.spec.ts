// Medi-Finder owners and admins: the demo vendor registers a pharmacy (position from the map), which stays out of
// the public finder until the demo admin verifies it and grants a subscription; the owner then renames it and the
// finder's list shows the new name.

import { expectAccessible } from '../support/axe.ts';
import { signInAs } from '../support/page-helpers.ts';
import { currentStack } from '../support/ports.ts';
import { expect, type Page, test } from '../support/test.ts';

async function publicNames(page: Page, q: string): Promise<string[]> {
  const response = await page.request.get(`/api/v1/md/pharmacies/fetch?q=${encodeURIComponent(q)}`);
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: { pharmacy_name: string }[] };
  return items.map((item) => item.pharmacy_name);
}

test('an owner registers a pharmacy, an admin verifies it, the owner renames it and the finder shows it', async ({
  browser,
  page,
}, testInfo) => {
  // Two browsers, two sign-ins, a map and five accessibility checks: 30 s ran out on a slow hour (desktop, 11-27).
  test.setTimeout(135_000);
  const name = `Famasia ya Majaribio ${testInfo.project.name} ${Date.now()}`;
  const renamed = `${name} Mpya`;

  // The owner: the vendor area and the finder's header both lead to their places; then the form.
  await signInAs(page, 'vendor');
  await page.goto('/event-planners/vendor');
  await page.getByRole('link', { name: 'My places in the Medi-Finder' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My places' })).toBeVisible();
  await page.goto('/medi-finder');
  await page.getByRole('link', { name: 'My places' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My places' })).toBeVisible();
  await page.getByRole('link', { name: 'Add place' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Register a place' })).toBeVisible();
  // The footer has a phone field of its own: the form's fields are looked for inside the form.
  const form = page.getByRole('form', { name: 'Register a place' });

  await form.getByRole('radio', { name: 'Pharmacy' }).check();
  await form.getByRole('textbox', { name: 'Name of the place' }).fill(name);
  await form.getByRole('textbox', { name: 'Phone number' }).fill('0754 222 333');
  await form.getByRole('textbox', { name: 'Street address' }).fill('Mtaa wa Kibo 7, opposite the market');
  await form.getByRole('combobox', { name: 'City or town' }).fill('Moshi');
  await form.getByRole('textbox', { name: 'Area (optional)' }).fill('Majengo');

  // The map loads on demand (Leaflet, tiles from the fake tile server); a click there fills the coordinates.
  await form.getByRole('button', { name: 'Choose on the map' }).click();
  const map = form.getByRole('application', { name: 'Map for choosing the location' });
  await expect(map).toBeVisible();
  await expect(map.locator('.leaflet-tile-loaded').first()).toBeVisible();
  await map.click();
  const latitude = form.getByRole('textbox', { name: 'Latitude' });
  const longitude = form.getByRole('textbox', { name: 'Longitude' });
  await expect(latitude).toHaveValue(/^-3\.\d+$/); // Moshi's centre is where the map opened
  await expect(longitude).toHaveValue(/^37\.\d+$/);
  await expect(map.locator('path.leaflet-interactive')).toHaveCount(1); // the pin
  // Typed coordinates win over the click.
  await latitude.fill('-3.3412');
  await longitude.fill('37.3398');

  await form
    .getByRole('combobox', { name: 'Sunday: open, closed or 24 hours' })
    .selectOption({ label: '24 hours' });
  await form.getByRole('checkbox', { name: 'Prescriptions' }).check();
  await form.getByRole('checkbox', { name: 'Malaria rapid test' }).check();
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('place-form.png'), fullPage: true });
  await form.getByRole('button', { name: 'Register place' }).click();

  await expect(
    page.getByText(`“${name}” is registered. An admin will verify it before it is shown.`),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'My places' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: name });
  await expect(card.getByText('Pending verification')).toBeVisible();
  await expect(card.getByText('+255 754 222 333')).toBeVisible();
  await expect(card.getByText('None', { exact: true })).toBeVisible();
  await expectAccessible(page);
  // Not public while pending.
  expect(await publicNames(page, name)).toEqual([]);

  // The admin, in a browser of their own: verify it and grant a monthly subscription.
  const adminContext = await browser.newContext({
    viewport: page.viewportSize() ?? undefined,
    baseURL: currentStack().baseURL,
  });
  const admin = await adminContext.newPage();
  await signInAs(admin, 'admin');
  await admin.goto('/event-planners/admin?section=medi-finder');
  await admin.getByRole('searchbox', { name: 'Search places' }).fill(name);
  const adminCard = admin.getByRole('listitem').filter({ hasText: name });
  await expect(adminCard.getByText('Kilimanjaro Tents & Chairs')).toBeVisible();
  await adminCard.getByRole('button', { name: `Verify ${name}` }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Verify and list' }).click();
  await expect(admin.getByText(`“${name}” is verified and listed.`)).toBeVisible();
  await expect(adminCard.getByText('Listed', { exact: true })).toBeVisible();

  await adminCard.getByRole('button', { name: `Grant a subscription to ${name}` }).click();
  const grant = admin.getByRole('dialog', { name: `Grant a subscription to “${name}”` });
  await expect(grant.getByRole('combobox', { name: 'Plan' })).toHaveValue('monthly');
  await expectAccessible(admin);
  await grant.getByRole('button', { name: 'Grant' }).click();
  await expect(admin.getByText(`“${name}” has a new subscription.`)).toBeVisible();
  await expect(adminCard.getByText('Active', { exact: true })).toBeVisible();
  await admin.screenshot({ path: testInfo.outputPath('admin-medi-finder.png'), fullPage: true });
  await expectAccessible(admin);
  await adminContext.close();

  // The owner sees it listed with its subscription, and renames it.
  await page.reload();
  await expect(card.getByText('Listed', { exact: true })).toBeVisible();
  await expect(card.getByText(/^Monthly, /)).toBeVisible();
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await card.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${name}` })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Pharmacy' })).toHaveCount(0);
  await page
    .getByRole('form', { name: `Edit ${name}` })
    .getByRole('textbox', { name: 'Name of the place' })
    .fill(renamed);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(`“${renamed}” is saved.`)).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ hasText: renamed }).getByText('Listed', { exact: true }),
  ).toBeVisible();

  // Anyone searching the finder's list finds it by its new name, with the verified mark of a subscription.
  expect(await publicNames(page, renamed)).toEqual([renamed]);
  await page.goto('/medi-finder/pharmacies');
  await page.getByRole('searchbox', { name: 'Search by name or area' }).fill(renamed);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('link', { name: renamed, exact: true })).toBeVisible();
});

test('someone without a vendor account is told what the page is for', async ({ page }) => {
  await signInAs(page, 'user');
  await page.goto('/medi-finder/my-places');
  await expect(
    page.getByRole('heading', { name: 'This page is for owners of pharmacies and diagnostic centres' }),
  ).toBeVisible();
  await expect(page.getByText(/Your account is not a vendor account/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'My places' })).toHaveCount(0);
  await expectAccessible(page);
});
