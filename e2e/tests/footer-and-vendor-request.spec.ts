import { expectAccessible } from '../support/axe.ts';
import { scrollToFooter } from '../support/page-helpers.ts';
import { expect, type Page, phoneToo, test } from '../support/test.ts';

async function footer(page: Page) {
  await page.goto('/event-planners');
  return scrollToFooter(page);
}

test(
  'the footer shows hours, social links, quick links and the contacts from the server',
  phoneToo,
  async ({ page }) => {
    const info = await footer(page);
    await expect(info.getByText('Monday to Sunday')).toBeVisible();
    await expect(info.getByText('24 hours')).toBeVisible();
    await expect(info.getByText('Holidays included')).toBeVisible();
    for (const network of ['Facebook', 'Instagram', 'YouTube', 'TikTok', 'Threads', 'X']) {
      const link = info.getByRole('link', { name: new RegExp(`^${network} `) });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    await expect(info.getByRole('link', { name: 'Visit Website' })).toHaveAttribute('href', '/#who-we-are');
    // Defaults of the server's configuration (README), formatted the Tanzanian way.
    await expect(info.getByRole('link', { name: '+255 700 000 001' })).toHaveAttribute(
      'href',
      'tel:+255700000001',
    );
    await expect(info.getByRole('link', { name: 'info@sherehe.co.tz' })).toHaveAttribute(
      'href',
      'mailto:info@sherehe.co.tz',
    );
    await expect(info.getByText('P.O. Box 1234, Moshi, Tanzania')).toBeVisible();
    await expect(info.getByText(/© 2025/)).toBeVisible();
    await expectAccessible(page);
  },
);

test('Become Vendor: an empty request is refused with the browser alert', async ({ page }) => {
  const info = await footer(page);
  const alerts: string[] = [];
  page.once('dialog', async (dialog) => {
    alerts.push(`${dialog.type()}: ${dialog.message()}`);
    await dialog.accept(); // the alert blocks the page until it is answered
  });
  await info.getByRole('button', { name: 'Request' }).click();
  await expect.poll(() => alerts).toEqual(['alert: Please enter an email or phone number.']);
  await expect(page.getByRole('dialog', { name: 'Vendor request' })).toHaveCount(0);
});

test('Become Vendor: a phone number is sent, stored and acknowledged', async ({ page }) => {
  const info = await footer(page);
  const input = info.getByLabel('Email or phone number');
  await input.fill('0754 987 654');
  const answer = page.waitForResponse('**/api/v1/vendor-requests');
  await info.getByRole('button', { name: 'Request' }).click();
  const dialog = page.getByRole('dialog', { name: 'Vendor request' });
  await expect(dialog).toBeVisible();
  expect((await answer).status()).toBe(201);
  await expect(dialog.getByText('Request sent successful! We will reach you shortly.')).toBeVisible();
  await expect(input).toHaveValue('');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
});

test('Become Vendor: something that is neither e-mail nor phone gets the failure message and the reason', async ({
  page,
}) => {
  const info = await footer(page);
  await info.getByLabel('Email or phone number').fill('call me maybe');
  await info.getByRole('button', { name: 'Request' }).click();
  const dialog = page.getByRole('dialog', { name: 'Vendor request' });
  await expect(dialog.getByText('Request not sent. Please try again.')).toBeVisible();
  await expect(dialog.getByText(/valid email address or phone number/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(info.getByLabel('Email or phone number')).toHaveValue('call me maybe');
});

test('Become Vendor: while sending, the dialog says so with a spinner', async ({ page }) => {
  const info = await footer(page);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/v1/vendor-requests', async (route) => {
    await held;
    await route.continue();
  });
  await info.getByLabel('Email or phone number').fill('amina@example.co.tz');
  await info.getByRole('button', { name: 'Request' }).click();
  const dialog = page.getByRole('dialog', { name: 'Vendor request' });
  await expect(dialog.getByText('Sending Request...')).toBeVisible();
  release();
  await expect(dialog.getByText('Request sent successful! We will reach you shortly.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close dialog' }).click();
  await expect(dialog).toBeHidden();
});
