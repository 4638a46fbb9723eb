// The Medi-Finder against the demo places (about 200 pharmacies and 60 diagnostic centres over the six cities), desktop
// and phone: the full list, the tabs, "Near me" with a granted position at Kariakoo (nearest first, distances, the
// map's markers matching the list), the refused position with the city picker, a detail page; axe on each. Map
// tiles come from the fake tile server (support/tile-server.mjs): nothing reaches the internet.

import { expectAccessible } from '../support/axe.ts';
import { signInAs } from '../support/page-helpers.ts';
import { tilePort } from '../support/ports.ts';
import { expect, type Locator, type Page, phoneToo, test } from '../support/test.ts';

/** Kariakoo, Dar es Salaam: the demo's busiest neighbourhood. */
const KARIAKOO = { latitude: -6.819, longitude: 39.274 };

/** "340 m away" or "1.2 km away" in metres. */
function metres(text: string): number {
  const match = /([\d.,]+) (m|km) away/.exec(text);
  if (!match?.[1]) throw new Error(`no distance in "${text}"`);
  const value = Number(match[1].replaceAll(',', ''));
  return match[2] === 'km' ? value * 1000 : value;
}

async function distancesOf(list: Locator): Promise<number[]> {
  const texts = await list
    .getByRole('article')
    .getByText(/ away$/)
    .allTextContents();
  return texts.map(metres);
}

/** The map's place markers (the point searched around is not one of them). */
function markers(page: Page) {
  return page.locator('.leaflet-marker-icon[data-place-id]');
}

/** On a phone the map is shown on request only. */
async function showMap(page: Page) {
  const toggle = page.getByRole('button', { name: 'Show map' });
  if (await toggle.isVisible()) await toggle.click();
}

test('the full list, the tabs, and a place in detail', phoneToo, async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/medi-finder');
  await expect(page.getByRole('heading', { level: 1, name: 'Medi-Finder' })).toBeVisible();
  const pharmacies = page.getByRole('list', { name: 'All pharmacies' });
  await expect(pharmacies.getByRole('article')).toHaveCount(20);
  await expect(pharmacies.getByText('Verified').first()).toBeVisible();
  await expect(pharmacies.getByRole('link', { name: /^Call .+ on \+255 / }).first()).toHaveAttribute(
    'href',
    /^tel:\+255\d{9}$/,
  );
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(pharmacies.getByRole('article')).toHaveCount(40);
  await expectAccessible(page);

  const tabs = page.getByRole('navigation', { name: 'Medi-Finder sections' });
  await tabs.getByRole('link', { name: 'Diagnostic centres' }).click();
  await expect(page).toHaveURL(/\/medi-finder\/diagnostic-centres$/);
  await expect(tabs.getByRole('link', { name: 'Diagnostic centres' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const centres = page.getByRole('list', { name: 'All diagnostic centres' });
  await expect(centres.getByRole('article')).toHaveCount(20);

  // Search by area within a city.
  await page.getByLabel('Search by name or area').fill('Kariakoo');
  await page.getByLabel('City', { exact: true }).selectOption('DarEsSalaam');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const found = page.getByRole('list', { name: 'Diagnostic centres matching “Kariakoo” in Dar es Salaam' });
  await expect(found.getByRole('article').first()).toBeVisible();
  for (const locality of await found.getByText(/, Dar es Salaam$/).allTextContents()) {
    expect(locality).toContain('Dar es Salaam');
  }

  const first = found.getByRole('article').first();
  const name = (await first.getByRole('heading', { level: 3 }).textContent()) ?? '';
  await first.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(/\/medi-finder\/diagnostic-centres\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const week = page.getByRole('table', { name: 'Opening hours' }).getByRole('row');
  await expect(week).toHaveCount(7);
  await expect(week.first()).toContainText('Monday');
  await expect(page.getByRole('region', { name: 'Tests' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('link', { name: /^Call \+255/ })).toHaveAttribute('href', /^tel:\+255\d{9}$/);
  await expect(
    page.getByRole('link', { name: `Directions to ${name} (OpenStreetMap, opens in a new tab)` }),
  ).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\/directions\?to=-?\d/);
  await expect(markers(page)).toHaveCount(1);
  await expectAccessible(page);

  // Back to the tab, with the search as it was.
  await page.getByRole('link', { name: 'Diagnostic centres', exact: true }).first().click();
  await expect(page).toHaveURL(/\/medi-finder\/diagnostic-centres$/);
  await expect(found.getByRole('link', { name, exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

test(
  'near me, with the position granted: the nearest first, with distances, and the same places on the map',
  phoneToo,
  async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(KARIAKOO);
    const hosts = new Set<string>();
    let tiles = 0;
    page.on('request', (request) => {
      const url = new URL(request.url());
      hosts.add(url.hostname);
      if (url.port === String(tilePort) && /^\/\d+\/\d+\/\d+\.png$/.test(url.pathname)) tiles++;
    });
    await page.goto('/medi-finder/pharmacies');
    await expect(
      page.getByRole('list', { name: 'All pharmacies' }).getByRole('article').first(),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Near me' }).click();
    const near = page.getByRole('list', { name: 'Pharmacies near you' });
    await expect(near.getByRole('article')).toHaveCount(20);
    const distances = await distancesOf(near);
    expect(distances).toHaveLength(20);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances.at(-1)).toBeLessThanOrEqual(5000);
    // Directions start from the visitor's position.
    await expect(near.getByRole('link', { name: /^Directions to / }).first()).toHaveAttribute(
      'href',
      /directions\?from=-6\.819%2C39\.274&to=/,
    );

    await showMap(page);
    await expect(markers(page)).toHaveCount(20);
    // The tiles come from the fake tile server of MAP_TILE_URL, and nothing leaves this machine.
    await expect.poll(() => tiles).toBeGreaterThan(0);
    expect([...hosts]).toEqual(['127.0.0.1']);
    await expect(page.getByLabel('Your position', { exact: true })).toBeAttached();
    const names = await near.getByRole('article').getByRole('heading', { level: 3 }).allTextContents();
    const labels = await markers(page).evaluateAll((icons) =>
      icons.map((icon) => icon.getAttribute('aria-label')),
    );
    expect([...labels].sort()).toEqual([...names].sort());

    // Choosing a marker brings its entry to the reader.
    await markers(page).nth(5).focus();
    await page.keyboard.press('Enter');
    const chosen = await markers(page).nth(5).getAttribute('aria-label');
    await expect(near.getByRole('link', { name: chosen ?? '', exact: true })).toBeFocused();

    // A smaller radius keeps only the places within it.
    await page.getByLabel('Within').selectOption('1000');
    await expect(async () => {
      const within1km = await distancesOf(near);
      expect(within1km.length).toBeGreaterThan(0);
      expect(Math.max(...within1km)).toBeLessThanOrEqual(1000);
    }).toPass();
    await expectAccessible(page);

    // The other tab searches near the same position.
    await page
      .getByRole('navigation', { name: 'Medi-Finder sections' })
      .getByRole('link', { name: 'Diagnostic centres' })
      .click();
    const centres = page.getByRole('list', { name: 'Diagnostic centres near you' });
    await expect(centres.getByRole('article').first()).toBeVisible();
    const centreDistances = await distancesOf(centres);
    expect(centreDistances).toEqual([...centreDistances].sort((a, b) => a - b));
    expect(Math.max(...centreDistances)).toBeLessThanOrEqual(1000);
  },
);

test('near me, with the position refused: the message, then the places near a city centre', async ({
  page,
  context,
}) => {
  await context.clearPermissions();
  await page.goto('/medi-finder/pharmacies');
  await expect(page.getByRole('list', { name: 'All pharmacies' }).getByRole('article').first()).toBeVisible();
  await page.getByRole('button', { name: 'Near me' }).click();

  const problem = page.getByRole('region', { name: 'We cannot see where you are' });
  await expect(problem).toBeVisible();
  await expect(problem).toContainText('Pick a city to see the places near its centre');
  await expectAccessible(page);
  await problem.getByLabel('City').selectOption('DarEsSalaam');
  await problem.getByRole('button', { name: 'Show places near the centre' }).click();

  await expect(problem).toBeHidden();
  const near = page.getByRole('list', { name: 'Pharmacies near the centre of Dar es Salaam' });
  await expect(near.getByRole('article').first()).toBeVisible();
  const distances = await distancesOf(near);
  expect(distances.length).toBeGreaterThan(0);
  expect(distances).toEqual([...distances].sort((a, b) => a - b));
  await showMap(page);
  await expect(page.getByLabel('Centre of Dar es Salaam', { exact: true })).toBeAttached();
});

test('in Swahili', async ({ page }) => {
  await page.goto('/medi-finder/diagnostic-centres');
  await page.getByRole('button', { name: 'Kiswahili' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Vituo vyote vya uchunguzi' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Karibu nami' })).toBeVisible();
  await expect(page.getByText(/^(Wazi sasa|Imefungwa sasa)$/).first()).toBeVisible();
  await expectAccessible(page);
});

test('a signed-in visitor rates a place, and its count of ratings goes up at once', async ({ page }) => {
  await signInAs(page, 'user');
  await page.goto('/medi-finder/pharmacies');
  const first = page.getByRole('list', { name: 'All pharmacies' }).getByRole('article').first();
  const name = (await first.getByRole('heading', { level: 3 }).textContent()) ?? '';
  await first.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  const header = page.locator('header', { has: page.getByRole('heading', { level: 1, name }) });
  const ratingsBefore = Number(/\((\d+)\)/.exec((await header.textContent()) ?? '')?.[1] ?? 0);
  const rating = page.getByRole('group', { name: 'Your rating' });
  await expect(rating).toBeEnabled();
  await rating.locator('label', { hasText: '5 out of 5 stars' }).click();
  await expect(page.getByText('Thank you! You gave 5 stars.')).toBeVisible();
  await expect(header).toContainText(`(${ratingsBefore + 1})`);
  await expectAccessible(page);

  // The stars stay the visitor's own when they come back.
  await page.reload();
  await expect(rating.getByRole('radio', { name: '5 out of 5 stars' })).toBeChecked();
});
