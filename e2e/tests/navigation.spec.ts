import { expectAccessible } from '../support/axe.ts';
import { openMenuIfCollapsed, signInAs, switchToSwahili } from '../support/page-helpers.ts';
import { expect, type Page, phoneToo, test } from '../support/test.ts';

function mainNavOf(page: Page) {
  return page.getByRole('navigation', { name: 'Main' }).filter({ visible: true });
}

const everyone = ['Home', 'Visit Website', 'Services', 'Contribute', 'News'];

test(
  'a visitor sees the public links, and the cart asks them to log in without navigating',
  phoneToo,
  async ({ page }) => {
    await page.goto('/event-planners');
    await expect(page.getByRole('link', { name: 'Account' })).toHaveAttribute(
      'href',
      '/event-planners/Account',
    );
    await openMenuIfCollapsed(page);
    const nav = page.getByRole('navigation', { name: 'Main' }).filter({ visible: true });
    for (const name of everyone) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    for (const name of ['Create Event', 'Admin', 'Vendor'])
      await expect(nav.getByRole('link', { name })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Cart' }).click();
    const message = page.getByText('Log in to view your cart');
    await expect(message).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/event-planners$/);
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect(message).toBeHidden();
    await expectAccessible(page);
  },
);

for (const [role, extra, absent] of [
  ['user', [], ['Admin', 'Vendor']],
  ['vendor', ['Vendor'], ['Admin']],
  ['admin', ['Admin'], ['Vendor']],
] as const) {
  test(
    `a signed-in ${role} sees Create Event${extra.length ? ` and ${extra.join('')}` : ''}`,
    phoneToo,
    async ({ page }) => {
      await signInAs(page, role);
      await page.goto('/event-planners');
      await openMenuIfCollapsed(page);
      const nav = page.getByRole('navigation', { name: 'Main' }).filter({ visible: true });
      for (const name of [...everyone, 'Create Event', ...extra]) {
        await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
      }
      for (const name of absent) await expect(nav.getByRole('link', { name, exact: true })).toHaveCount(0);
      await page.keyboard.press('Escape');

      await page.getByRole('link', { name: 'Cart' }).click();
      await expect(page).toHaveURL(/\/event-planners\/cart$/);
      await page.getByRole('link', { name: 'Your account' }).click();
      await expect(page).toHaveURL(/\/event-planners\/Account$/);
      await page.getByRole('link', { name: 'Close your account page' }).click();
      await expect(page).toHaveURL(/\/event-planners$/);
    },
  );
}

test('a forged stored user with an unknown role grants nothing', phoneToo, async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('user', '{"userRole":"superuser"'));
  await page.goto('/event-planners');
  await openMenuIfCollapsed(page);
  const nav = page.getByRole('navigation', { name: 'Main' }).filter({ visible: true });
  await expect(nav.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Create Event' })).toHaveCount(0);
});

test(
  'a stored admin without a server session is signed out at start and grants nothing',
  phoneToo,
  async ({ page }) => {
    await page.addInitScript(() => {
      if (sessionStorage.getItem('forged')) return;
      sessionStorage.setItem('forged', '1');
      localStorage.setItem('user', JSON.stringify({ userRole: 'admin', name: 'Forged' }));
    });
    await page.goto('/event-planners');
    await expect(page.getByRole('link', { name: 'Account', exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    await openMenuIfCollapsed(page);
    await expect(mainNavOf(page).getByRole('link', { name: 'Admin' })).toHaveCount(0);
  },
);

test.describe('phone drawer', () => {
  test.skip(({ isMobile }) => !isMobile, 'the drawer is for small screens');

  test(
    'opens from the left and closes on Escape, the close button, the overlay and a chosen link',
    phoneToo,
    async ({ page }) => {
      await page.goto('/event-planners');
      const menu = page.getByRole('button', { name: 'Open menu' });
      const drawer = page.getByRole('dialog', { name: 'Menu' });

      await menu.click();
      await expect(drawer).toBeVisible();
      await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused();
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(menu).toBeFocused();

      await menu.click();
      await page.getByRole('button', { name: 'Close menu' }).click();
      await expect(drawer).toBeHidden();

      await menu.click();
      await page.mouse.click(380, 400); // the dark overlay to the right of the drawer
      await expect(drawer).toBeHidden();

      await menu.click();
      for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
      const focusInside = await drawer.evaluate((element) => element.contains(document.activeElement));
      expect(focusInside).toBe(true);
      await drawer.getByRole('link', { name: 'Services' }).click();
      await expect(drawer).toBeHidden();
      await expect(page).toHaveURL(/\/event-planners\/services$/);
    },
  );
});

test('the language switch changes every string and is remembered', phoneToo, async ({ page }) => {
  await page.goto('/event-planners');
  // In the bar on every screen: on a phone a Swahili-first reader need not open the drawer to find it.
  await switchToSwahili(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await openMenuIfCollapsed(page);
  await expect(
    page.getByRole('link', { name: 'Nyumbani', exact: true }).filter({ visible: true }),
  ).toBeVisible();
  // Nothing spills past a 360 px screen with the switch in the bar.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.keyboard.press('Escape');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
