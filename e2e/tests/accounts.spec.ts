// Accounts through the real server: register (through the mailed link), sign out and in again, the roles of the
// demo accounts, editing one's details (a new e-mail address through the link mailed to it), and refusals.
// Both projects run against one server and sign in to the same demo accounts, here and in other journeys; only
// wrong passwords slow an identifier down (per client address), so right ones need no budget between spec files.
// The demo admin has two-step sign-in on: its codes come from the secret the README publishes.

import { expectAccessible } from '../support/axe.ts';
import { nextDemoAdminCode } from '../support/demo-admin-code.ts';
import { linkMailedTo, mailTo } from '../support/mail.ts';
import {
  DEMO_PASSWORD,
  demoAccounts,
  openMenuIfCollapsed,
  signInAs,
  uniqueEmail,
} from '../support/page-helpers.ts';
import { currentStack } from '../support/ports.ts';
import { expect, type Locator, type Page, phoneToo, test } from '../support/test.ts';

function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' }).filter({ visible: true });
}

async function signInThroughForm(page: Page, identifier: string, password: string) {
  await page.goto('/event-planners/login');
  const main = page.getByRole('main');
  await main.getByLabel('Email or phone number').fill(identifier);
  await main.getByLabel('Password', { exact: true }).fill(password);
  await main.getByRole('button', { name: 'Sign in' }).click();
}

test(
  'a new person registers, sees the signed-in nav, signs out and signs in again',
  phoneToo,
  async ({ page }, testInfo) => {
    const email = uniqueEmail(`register-${testInfo.project.name}`);
    const password = 'Mwanza-sunrise-2025';

    await page.goto('/event-planners/register');
    const main = page.getByRole('main');
    await main.getByLabel('Name').fill('Neema Mushi');
    await main.getByLabel('Email or phone number').fill(email);
    await main.getByLabel('Password', { exact: true }).fill(password);
    await expectAccessible(page);
    await main.getByRole('button', { name: 'Create account' }).click();
    await expect(main.getByRole('heading', { name: 'Check your messages' })).toBeVisible();
    await expectAccessible(page);

    // The link in the mail opens the account, with the password chosen above.
    await page.goto(await linkMailedTo(email));
    await expect(main.getByRole('heading', { name: 'Finish creating your account' })).toBeVisible();
    await main.getByLabel('Password', { exact: true }).fill(password);
    await main.getByRole('button', { name: 'Open my account' }).click();

    await expect(page).toHaveURL(/\/event-planners$/);
    await expect(page.getByRole('link', { name: 'Cart' })).toBeVisible();
    await openMenuIfCollapsed(page);
    await expect(mainNav(page).getByRole('link', { name: 'Create Event', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');

    // A reload asks the server who is signed in; the cookie answers, so the person stays.
    await page.reload();
    await page.getByRole('link', { name: 'Your account' }).click();
    await expect(page).toHaveURL(/\/event-planners\/Account$/);
    const details = page.getByRole('region', { name: 'Your details' });
    await expect(details.getByText('Neema Mushi')).toBeVisible();
    await expect(details.getByText(email)).toBeVisible();
    await expect(details.getByText('Customer')).toBeVisible();
    await expectAccessible(page);

    await main.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(page).toHaveURL(/\/event-planners$/);
    await expect(page.getByRole('link', { name: 'Account', exact: true })).toBeVisible();
    expect((await page.request.get('/api/v1/auth/me')).status()).toBe(401);

    await signInThroughForm(page, email.toUpperCase(), password);
    await expect(page).toHaveURL(/\/event-planners$/);
    await expect(page.getByRole('link', { name: 'Your account' })).toBeVisible();
    expect((await page.request.get('/api/v1/auth/me')).status()).toBe(200);
  },
);

test('the demo vendor signs in and sees the Vendor link', async ({ page }) => {
  await signInThroughForm(page, demoAccounts.vendor, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/event-planners$/);
  await openMenuIfCollapsed(page);
  await expect(mainNav(page).getByRole('link', { name: 'Vendor', exact: true })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Create Event', exact: true })).toBeVisible();
});

test('the demo admin signs in in two steps (password, then the app code), sees the Admin link and the admin area', async ({
  page,
}) => {
  await signInThroughForm(page, demoAccounts.admin, DEMO_PASSWORD);
  const main = page.getByRole('main');
  // No session yet: only the code step.
  await expect(main.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  expect((await page.request.get('/api/v1/auth/me')).status()).toBe(401);
  const code = main.getByLabel('Authentication code');
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await expectAccessible(page);

  await code.fill('000000');
  await main.getByRole('button', { name: 'Continue' }).click();
  await expect(code).toHaveAccessibleDescription(/^That code is not right/);

  await code.fill(await nextDemoAdminCode());
  await main.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/event-planners$/);
  await openMenuIfCollapsed(page);
  await mainNav(page).getByRole('link', { name: 'Admin', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
  // The server lets this session into the admin endpoints: the overview's figures load.
  await expect(page.getByText(/^Figures as of \d/)).toBeVisible();

  await page.goto('/event-planners/Account');
  const twoStep = page.getByRole('region', { name: 'Two-step sign-in' });
  await expect(twoStep.getByText('On', { exact: true })).toBeVisible();
  await expect(twoStep.getByText(/recovery codes? left\./)).toBeVisible();
});

test('a wrong password is refused with the message above the form', async ({ page }, testInfo) => {
  // The demo user's phone, written differently per project: one account, two attempts per run in all.
  const phone = testInfo.project.name === 'phone' ? '+255 754 000 001' : demoAccounts.user;
  await signInThroughForm(page, phone, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText(
    'The email or phone number and password do not match an account.',
  );
  await expect(page).toHaveURL(/\/event-planners\/login$/);
  await expect(page.getByRole('link', { name: 'Account', exact: true })).toBeVisible();
  await expectAccessible(page);
});

test('the register form explains each problem at its field', async ({ page }) => {
  await page.goto('/event-planners/register');
  const main = page.getByRole('main');
  await main.getByLabel('Email or phone number').fill('0754 12');
  await main.getByLabel('Password', { exact: true }).fill('short');
  await main.getByRole('button', { name: 'Create account' }).click();

  const name = main.getByLabel('Name');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Enter your name.');
  await expect(name).toBeFocused();
  await expect(main.getByLabel('Email or phone number')).toHaveAccessibleDescription(
    /^Enter a valid email address or phone number/,
  );
  await expect(main.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    'Use at least 8 characters. At least 8 characters.',
  );
  await expectAccessible(page);
});

/** What the screen shows (the account page is long), in the test's output folder, named after it and the project. */
async function shoot(page: Page, name: string, showing?: Locator) {
  await showing?.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath(`${name}-${test.info().project.name}.png`) });
}

test(
  'a person edits their name, changes their e-mail through the link mailed to it, and picks Swahili for messages',
  phoneToo,
  async ({ page, playwright }, testInfo) => {
    await signInAs(page, 'user');
    const me = (await (await page.request.get('/api/v1/auth/me')).json()) as { user: { email: string } };
    const oldEmail = me.user.email;
    const newEmail = uniqueEmail(`changed-${testInfo.project.name}`);

    await page.goto('/event-planners/Account');
    const details = page.getByRole('region', { name: 'Your details' });
    await expect(details.getByText(oldEmail)).toBeVisible();
    await shoot(page, 'account-details');

    // The name changes at once.
    await details.getByRole('button', { name: 'Edit' }).click();
    await details.getByLabel('Name').fill('Neema Wambura');
    await expectAccessible(page);
    await shoot(page, 'account-details-edit');
    await details.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your details are saved.')).toBeVisible();
    await expect(details.getByText('Neema Wambura')).toBeVisible();

    // The e-mail address changes only through the link sent to the new one, with the password to ask.
    await details.getByRole('button', { name: 'Change Email' }).click();
    await details.getByLabel('New email address').fill(newEmail);
    await details.getByLabel('Current password').fill('Kilimanjaro-e2e-2025');
    await shoot(page, 'account-email-form', details.getByRole('button', { name: 'Send link' }));
    await details.getByRole('button', { name: 'Send link' }).click();
    await expect(details.getByRole('status')).toContainText(`We have sent a link to ${newEmail}.`);
    await expect(details.getByText(oldEmail)).toBeVisible();
    await expectAccessible(page);
    await shoot(page, 'account-email-sent', details.getByRole('status'));

    await page.goto(await linkMailedTo(newEmail));
    await expect(page.getByText(`Your email address is now ${newEmail}.`)).toBeVisible();
    await expect(details.getByText(newEmail)).toBeVisible();
    await expect(page).toHaveURL(/\/event-planners\/Account$/); // the token left the address bar
    await mailTo(oldEmail, /The email address of your Sherehe account was changed/);

    // The new address signs in, the old one no longer does (a fresh client: no cookie of this page's).
    const stranger = await playwright.request.newContext({ baseURL: currentStack().baseURL });
    const signIn = (identifier: string) =>
      stranger.post('/api/v1/auth/sign-in', { data: { identifier, password: 'Kilimanjaro-e2e-2025' } });
    expect((await signIn(newEmail)).status()).toBe(200);
    expect((await signIn(oldEmail)).status()).toBe(401);
    await stranger.dispose();

    // Swahili for messages switches the app too.
    await details.getByRole('button', { name: 'Edit' }).click();
    await details.getByLabel('Language for messages').selectOption('sw');
    await details.getByRole('button', { name: 'Save' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    const taarifa = page.getByRole('region', { name: 'Taarifa zako' });
    await expect(taarifa.getByText('Kiswahili', { exact: true })).toBeVisible();
    await shoot(page, 'account-details-sw');
    await taarifa
      .getByRole('button', { name: 'Badilisha Namba ya simu' })
      .or(taarifa.getByRole('button', { name: 'Ongeza Namba ya simu' }))
      .click();
    await expect(taarifa.getByLabel('Namba mpya ya simu')).toBeVisible();
    await expectAccessible(page);
    await shoot(page, 'account-phone-form-sw', taarifa.getByRole('button', { name: 'Tuma kiungo' }));
  },
);
