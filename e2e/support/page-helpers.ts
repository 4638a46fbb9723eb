import { expect, type Page } from '@playwright/test';

/** Accounts come in a later issue; until then a signed-in person is a stored `user`, as the spec's client keeps it. */
export async function signInAs(page: Page, userRole: 'user' | 'vendor' | 'admin'): Promise<void> {
  await page.addInitScript((role) => {
    localStorage.setItem('user', JSON.stringify({ userRole: role, name: 'Neema' }));
  }, userRole);
}

// The nav links sit in the bar from 1024 px; below that they are in the drawer.
const WIDE_NAV_PX = 1024;

/** Opens the phone drawer when the links are not in the bar, once the page has rendered its header. */
export async function openMenuIfCollapsed(page: Page): Promise<void> {
  await expect(page.getByRole('banner')).toBeVisible();
  if ((page.viewportSize()?.width ?? WIDE_NAV_PX) >= WIDE_NAV_PX) return;
  await page.getByRole('button', { name: /^(Open menu|Fungua menyu)$/ }).click();
  await expect(page.getByRole('dialog', { name: /^(Menu|Menyu)$/ })).toBeVisible();
}

/** Scrolls until the footer, which loads as it comes near, is on screen; returns it. */
export async function scrollToFooter(page: Page) {
  const footer = page.getByRole('contentinfo');
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(footer).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  return footer;
}
