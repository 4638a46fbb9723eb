// "Sign in with Google" in a real browser, against the fake OpenID provider on localhost (another site than the app):
// the state cookie must survive the trip there and back, and every outcome lands on a page that says what happened.

import { expectAccessible } from '../support/axe.ts';
import { expect, test } from '../support/test.ts';

test('signs in with the provider and goes on to the page that asked for it', async ({ page }) => {
  await page.goto('/event-planners/login?next=%2Fevent-planners%2Fcart');
  const button = page.getByRole('main').getByRole('link', { name: 'Sign in with Google' });
  await expect(button).toBeVisible();
  await expectAccessible(page);
  await button.click();

  await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
  expect(new URL(page.url()).hostname).toBe('localhost');
  await page.getByRole('button', { name: /Zawadi Mollel/ }).click();

  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/event-planners\/cart$/);
  await expect(page.getByText('Welcome back, Zawadi Mollel!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Your account' })).toBeVisible();
  const me = await page.request.get('/api/v1/auth/me');
  expect(me.status()).toBe(200);
  expect((await me.json()).user).toMatchObject({
    name: 'Zawadi Mollel',
    email: 'zawadi.provider@example.co.tz',
  });
});

test('says so when the person cancels at the provider, and offers the form', async ({ page }) => {
  await page.goto('/event-planners/register');
  await page.getByRole('main').getByRole('link', { name: 'Sign in with Google' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await expect(page).toHaveURL(/\/event-planners\/login\?error=popup-closed-by-user$/);
  await expect(page.getByRole('alert')).toHaveText(
    'You closed the Google sign-in before finishing. Try again when you are ready.',
  );
  await expect(page.getByRole('main').getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expectAccessible(page);
  expect((await page.request.get('/api/v1/auth/me')).status()).toBe(401);
});

test('refuses an e-mail the provider has not verified, in Swahili too', async ({ page }) => {
  await page.goto('/event-planners/login');
  await page.getByRole('main').getByRole('link', { name: 'Sign in with Google' }).click();
  await page.getByRole('button', { name: /Juma Unverified/ }).click();

  await expect(page).toHaveURL(/\/event-planners\/login\?error=email-not-verified$/);
  await expect(page.getByRole('alert')).toHaveText(/^Google has not confirmed your email address/);
  await page.evaluate(() => localStorage.setItem('language', 'sw'));
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText(/^Google haijathibitisha barua pepe yako/);
  await expect(page.getByRole('main').getByRole('link', { name: 'Ingia kwa Google' })).toBeVisible();
});
