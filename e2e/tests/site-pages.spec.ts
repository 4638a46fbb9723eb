import { scrollToFooter } from '../support/page-helpers.ts';
import { expect, phoneToo, test } from '../support/test.ts';

test(
  'the company home leads to Event Planners and Medi-Finder and has a who-we-are section',
  phoneToo,
  async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#who-we-are')).toBeAttached();
    await expect(page.getByText(/expert advising/i).first()).toBeVisible();
    await page
      .getByRole('main')
      .getByRole('link', { name: /Event Planners/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/event-planners$/);
    await page.goto('/');
    await page
      .getByRole('main')
      .getByRole('link', { name: /Medi-Finder/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/medi-finder/);
  },
);

test('Visit Website in the footer lands on who we are', async ({ page }) => {
  await page.goto('/event-planners/about');
  await (await scrollToFooter(page)).getByRole('link', { name: 'Visit Website' }).click();
  await expect(page).toHaveURL(/\/#who-we-are$/);
  await expect(page.locator('#who-we-are')).toBeInViewport();
});

test('the privacy policy has every section the specification lists', async ({ page }) => {
  await page.goto('/Privacy-Policy');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Privacy Policy');
  await expect(page.getByText(/17 June 2025/).first()).toBeVisible();
  // The contact e-mail comes from the server's site config, which arrives after the page itself.
  await expect(page.getByRole('main').getByText('info@sherehe.co.tz').first()).toBeVisible();
  const text = (await page.getByRole('main').innerText()).toLowerCase();
  for (const phrase of [
    'personal information',
    'event details',
    'usage data',
    'cookies',
    'service providers',
    'legal',
    'attendees',
    'access',
    'correction',
    'deletion',
    'objection',
    'portability',
    'how long we keep',
    'security',
    'united states',
    '13',
    'info@sherehe.co.tz',
  ]) {
    expect(text, phrase).toContain(phrase);
  }
});

test('Swahili is complete on the pages a visitor sees first', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'sw'));
  await page.goto('/event-planners');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await scrollToFooter(page);
  const body = await page.locator('body').innerText();
  for (const english of ['Business hours', 'Quick links', 'Become a Vendor', 'Request', 'Contact us']) {
    expect(body).not.toContain(english);
  }
});
