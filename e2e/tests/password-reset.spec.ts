// Forgotten and changed passwords through the real server: the link arrives by mail (caught on 127.0.0.1), works
// once, ends the other sessions; the account page lists the devices and changes the password.

import { expectAccessible } from '../support/axe.ts';
import { linkMailedTo, registerThroughMail } from '../support/mail.ts';
import { uniqueEmail } from '../support/page-helpers.ts';
import { currentStack } from '../support/ports.ts';
import { expect, test } from '../support/test.ts';

test('a person who forgot the password resets it through the mailed link', async ({
  page,
  browser,
}, testInfo) => {
  const email = uniqueEmail(`reset-${testInfo.project.name}`);
  await registerThroughMail(page.request, {
    name: 'Baraka Mollel',
    identifier: email,
    password: 'Old-password-Arusha-1',
  });
  // Signed in on another device, which the reset must sign out.
  const laptop = await browser.newContext({ baseURL: currentStack().baseURL });
  expect(
    (
      await laptop.request.post('/api/v1/auth/sign-in', {
        data: { identifier: email, password: 'Old-password-Arusha-1' },
      })
    ).status(),
  ).toBe(200);
  await page.context().clearCookies();

  await page.goto('/event-planners/login');
  await page.getByRole('main').getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/event-planners\/reset-password$/);
  const main = page.getByRole('main');
  await main.getByLabel('Email or phone number').fill(email);
  await expectAccessible(page);
  await main.getByRole('button', { name: 'Send the link' }).click();
  await expect(main.getByRole('heading', { name: 'Check your messages' })).toBeVisible();

  const link = await linkMailedTo(email);
  await page.goto(link);
  await expect(main.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  expect(new URL(page.url()).hash).toBe(''); // the token left the address bar
  await main.getByLabel('New password').fill('New-password-Moshi-2');
  await expectAccessible(page);
  await main.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page).toHaveURL(/\/event-planners$/);
  await expect(page.getByRole('link', { name: 'Your account' })).toBeVisible();
  expect((await laptop.request.get('/api/v1/auth/me')).status()).toBe(401);
  await laptop.close();

  // The link works once.
  await page.goto(link);
  await main.getByLabel('New password').fill('Third-password-Tanga-3');
  await main.getByRole('button', { name: 'Save the new password' }).click();
  await expect(main.getByRole('alert')).toContainText('This reset link has expired or was already used.');

  const signIn = await page.request.post('/api/v1/auth/sign-in', {
    data: { identifier: email, password: 'New-password-Moshi-2' },
  });
  expect(signIn.status()).toBe(200);
});

test('the account page lists the devices and changes the password', async ({ page, browser }, testInfo) => {
  const email = uniqueEmail(`change-${testInfo.project.name}`);
  await page.goto('/event-planners/register');
  const main = page.getByRole('main');
  await main.getByLabel('Name').fill('Zawadi Kimaro');
  await main.getByLabel('Email or phone number').fill(email);
  await main.getByLabel('Password', { exact: true }).fill('First-password-Dodoma-1');
  await main.getByRole('button', { name: 'Create account' }).click();
  await expect(main.getByRole('heading', { name: 'Check your messages' })).toBeVisible();
  await page.goto(await linkMailedTo(email));
  await main.getByLabel('Password', { exact: true }).fill('First-password-Dodoma-1');
  await main.getByRole('button', { name: 'Open my account' }).click();
  await expect(page).toHaveURL(/\/event-planners$/);

  const other = await browser.newContext({ baseURL: currentStack().baseURL });
  await other.request.post('/api/v1/auth/sign-in', {
    data: { identifier: email, password: 'First-password-Dodoma-1' },
  });

  await page.goto('/event-planners/Account');
  const devices = page.getByRole('region', { name: 'Where you are signed in' });
  await expect(devices.getByText('This device')).toBeVisible();
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  await expectAccessible(page);

  const form = page.getByRole('region', { name: 'Change password' });
  await form.getByLabel('Current password').fill('First-password-Dodoma-1');
  await form.getByLabel('New password').fill('Second-password-Mbeya-2');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password is changed. Other devices are signed out.')).toBeVisible();
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  expect((await other.request.get('/api/v1/auth/me')).status()).toBe(401);
  await other.close();
});
