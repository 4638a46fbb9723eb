import type { Page } from '@playwright/test';

/** Accounts come in a later issue; until then a signed-in person is a stored `user`, as the spec's client keeps it. */
export async function signInAs(page: Page, userRole: 'user' | 'vendor' | 'admin'): Promise<void> {
  await page.addInitScript((role) => {
    localStorage.setItem('user', JSON.stringify({ userRole: role, name: 'Neema' }));
  }, userRole);
}

/** Opens the phone drawer when the links are not in the bar. */
export async function openMenuIfCollapsed(page: Page): Promise<void> {
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) await menu.click();
}
