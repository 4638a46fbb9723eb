// A page's code that fails to download once is asked for again: the page shows, not the router's error screen.
import { expect, test } from '../support/test.ts';

test('a page chunk that fails once to download is fetched again and the page shows', async ({ page }) => {
  await page.goto('/event-planners');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');

  // The reset page's chunk is dropped the first time it is asked for.
  const dropped: string[] = [];
  await page.route('**/assets/reset-password-page-*.js', async (route) => {
    if (dropped.length === 0) {
      dropped.push(route.request().url());
      await route.abort('connectionreset');
    } else {
      await route.continue();
    }
  });
  // An in-app navigation to a page not visited yet (its code is fetched now).
  await page.evaluate(() => {
    window.history.pushState({}, '', '/event-planners/reset-password');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  expect(dropped).toHaveLength(1);
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
});
