import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe.ts';

test('support chat greets after the typing pause and hands the message to WhatsApp', async ({
  page,
  context,
}) => {
  // WhatsApp is outside; the new tab is answered locally so no test reaches the internet.
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: 'WhatsApp' }),
  );
  await page.goto('/event-planners');
  await page.getByRole('button', { name: 'Open customer support chat' }).click();
  const chat = page.getByRole('dialog', { name: 'Customer Support' });
  await expect(chat).toBeVisible();
  await expect(chat.getByText('Online')).toBeVisible();
  await expect(chat.getByText('Customer Support is typing…')).toBeVisible();
  await expect(chat.getByText('Hello, what can we help you with today?')).toBeVisible({ timeout: 6000 });
  await expect(chat.getByText('Customer Support is typing…')).toBeHidden();
  await expectAccessible(page);

  const input = chat.getByPlaceholder('Type a message...');
  await input.fill('   ');
  await input.press('Enter');
  expect(context.pages()).toHaveLength(1);

  await input.fill('  Nahitaji ukumbi wa harusi Moshi & chakula  ');
  const popup = context.waitForEvent('page');
  await chat.getByRole('button', { name: 'Send message' }).click();
  const whatsapp = await popup;
  await whatsapp.waitForLoadState();
  expect(whatsapp.url()).toBe(
    `https://wa.me/255700000001?text=${encodeURIComponent('Nahitaji ukumbi wa harusi Moshi & chakula')}`,
  );
  await expect(input).toHaveValue('');
  await expect(chat.getByText('Nahitaji ukumbi wa harusi Moshi & chakula')).toBeVisible();

  await chat.getByRole('button', { name: 'Close chat' }).click();
  await expect(chat).toBeHidden();
  await page.getByRole('button', { name: 'Open customer support chat' }).click();
  await expect(page.getByText('Customer Support is typing…')).toBeVisible();
  await expect(page.getByText('Nahitaji ukumbi')).toHaveCount(0);
});
