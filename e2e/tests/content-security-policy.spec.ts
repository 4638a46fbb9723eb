// The Content-Security-Policy (apps/server/src/platform/security-headers.ts) is strict: scripts from our origin only,
// images from ours and the map's tile server. Every kind of page loads without the browser refusing anything: the
// pages of each section, the Medi-Finder's map with its tiles and markers, the Smart Planner's chat, the toaster,
// the OpenID sign-in link, and the API's docs (with their own policy).
import { expect, type Page, test } from '../support/test.ts';

type Violation = { directive: string; blocked: string; source: string };

/** Collects what the policy refused, from the page's own events and from the console. */
async function watchPolicy(page: Page) {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as { cspViolations: Violation[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI, source: event.sourceFile });
    });
  });
  return async () => {
    const events = await page.evaluate(
      () => (window as unknown as { cspViolations: Violation[] }).cspViolations,
    );
    expect([...refused, ...events.map((each) => JSON.stringify(each))]).toEqual([]);
  };
}

test('every page loads under the policy without a refusal', async ({ page, context }) => {
  const noViolations = await watchPolicy(page);
  const response = await page.goto('/');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(response?.headers()['permissions-policy']).toContain('geolocation=(self)');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  for (const path of [
    '/Privacy-Policy',
    '/event-planners',
    '/event-planners/services',
    '/event-planners/services/venues',
    '/event-planners/login',
    '/event-planners/register',
    '/medi-finder',
    '/medi-finder/diagnostic-centres',
    '/no-such-page',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }

  // The Smart Planner's chat; the toaster (react-hot-toast) writes its styles into the page at run time.
  await page.goto('/event-planners');
  await page.getByRole('button', { name: 'Open the Smart Planner' }).click();
  await expect(page.getByRole('dialog', { name: 'Smart Planner' })).toBeVisible();

  // The map: tiles from MAP_TILE_URL's origin and the markers of "Near me".
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: -6.819, longitude: 39.274 });
  await page.goto('/medi-finder/pharmacies');
  await page
    .getByRole('button', { name: /near me/i })
    .first()
    .click();
  const toggle = page.getByRole('button', { name: 'Show map' });
  if (await toggle.isVisible()) await toggle.click();
  await expect(page.locator('.leaflet-tile-loaded').first()).toBeVisible();
  await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
  await noViolations();
});

test('the API docs render under their own policy', async ({ page }) => {
  const noViolations = await watchPolicy(page);
  await page.goto('/api/docs');
  await expect(page.getByText('Sherehe API').first()).toBeVisible();
  await expect(page.getByText('/api/v1/health').first()).toBeVisible();
  await noViolations();
});
