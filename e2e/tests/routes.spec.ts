import { expectAccessible } from '../support/axe.ts';
import { scrollToFooter } from '../support/page-helpers.ts';
import { expect, phoneToo, test } from '../support/test.ts';

// Every route of the spec opens inside its layout with a heading, and passes axe.
const routes = [
  '/',
  '/Privacy-Policy',
  '/event-planners',
  '/event-planners/services',
  '/event-planners/services/catering',
  '/event-planners/products/42',
  '/event-planners/cart',
  '/event-planners/checkout', // a visitor is sent to sign in first
  '/event-planners/orders/42',
  '/event-planners/login',
  '/event-planners/register',
  '/event-planners/reset-password',
  '/event-planners/Account',
  '/event-planners/vendor',
  '/event-planners/admin',
  '/event-planners/about',
  '/event-planners/news',
  '/event-planners/news/wedding-season-book-early', // a demo post
  '/event-planners/news/no-such-post', // not published: the way back to the news
  '/event-planners/contribute',
  '/event-planners/event',
  '/event-planners/e/HARUS7', // the demo event's public page
  '/event-planners/e/NOPE22', // no such event: asks for the code again
  '/event-planners/pledges/not-a-real-pledge-link-0000', // a pledge link that is not valid
  '/event-planners/events/00000000-0000-4000-8000-000000000000', // a visitor is sent to sign in first
  '/medi-finder',
];

for (const path of routes) {
  test(`${path} opens with a heading and no serious accessibility problem`, phoneToo, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await scrollToFooter(page); // the footer loads as it comes near
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });
}

test('unknown pages get a friendly 404 inside their area', phoneToo, async ({ page }) => {
  await page.goto('/event-planners/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sherehe Event Planners home' }).first()).toBeVisible();
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expectAccessible(page);
});

test('a new page starts at the top, and back-to-top appears after 300 px', phoneToo, async ({ page }) => {
  await page.goto('/Privacy-Policy');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const backToTop = page.getByRole('button', { name: 'Back to top' });
  await expect(backToTop).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 250));
  await expect(backToTop).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 1200));
  await expect(backToTop).toBeVisible();
  await backToTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await (await scrollToFooter(page)).getByRole('link', { name: 'Services' }).first().click();
  await expect(page).toHaveURL(/\/event-planners\/services$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
