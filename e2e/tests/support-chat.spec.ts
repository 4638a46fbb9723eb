import { expectAccessible } from '../support/axe.ts';
import { switchToSwahili } from '../support/page-helpers.ts';
import { expect, phoneToo, test } from '../support/test.ts';

test(
  'support chat greets after the typing pause and hands the message to WhatsApp',
  phoneToo,
  async ({ page, context }) => {
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
    // The chat says where the conversation goes on, with a way there should the new tab not have opened.
    await expect(
      chat.getByText('The conversation continues on WhatsApp, where our team replies.'),
    ).toBeVisible();
    await expect(chat.getByRole('link', { name: 'WhatsApp did not open? Continue there' })).toHaveAttribute(
      'href',
      `https://wa.me/255700000001?text=${encodeURIComponent('Nahitaji ukumbi wa harusi Moshi & chakula')}`,
    );
    await expect(chat.getByText('Online')).toBeVisible(); // no support hours are set: answered around the clock
    await expectAccessible(page);

    await chat.getByRole('button', { name: 'Close chat' }).click();
    await expect(chat).toBeHidden();
    await page.getByRole('button', { name: 'Open customer support chat' }).click();
    await expect(page.getByText('Customer Support is typing…')).toBeVisible();
    await expect(page.getByText('Nahitaji ukumbi')).toHaveCount(0);
  },
);

test('outside the support hours the chat says replies come on WhatsApp, in English and Swahili', async ({
  page,
  context,
}) => {
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: 'WhatsApp' }),
  );
  // Support hours that have not begun yet today in Dar es Salaam: an hour, starting two hours from now.
  const darHour = (Math.floor(Date.now() / 3_600_000) + 3) % 24;
  const at = (hour: number) => `${String(hour % 24).padStart(2, '0')}:00`;
  const hours = { opens: at(darHour + 2), closes: at(darHour + 3) };
  await page.route('**/api/v1/site-config', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), supportHours: hours } });
  });
  await page.goto('/event-planners');
  await page.getByRole('button', { name: 'Open customer support chat' }).click();
  const chat = page.getByRole('dialog', { name: 'Customer Support' });
  await expect(chat.getByText('Replies on WhatsApp')).toBeVisible();
  await expect(chat.getByText('Online')).toHaveCount(0);
  await expect(chat.getByText('Hello, what can we help you with today?')).toBeVisible({ timeout: 6000 });
  const popup = context.waitForEvent('page');
  await chat.getByPlaceholder('Type a message...').fill('Habari za jioni');
  await chat.getByRole('button', { name: 'Send message' }).click();
  await (await popup).close();
  await expect(
    chat.getByText(
      `The conversation continues on WhatsApp. Our team is away now and replies there from ${hours.opens} (Dar es Salaam time).`,
    ),
  ).toBeVisible();
  await expectAccessible(page);

  await chat.getByRole('button', { name: 'Close chat' }).click();
  await switchToSwahili(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await page.getByRole('button', { name: 'Fungua gumzo la huduma kwa wateja' }).click();
  const gumzo = page.getByRole('dialog', { name: 'Huduma kwa Wateja' });
  await expect(gumzo.getByText('Hujibu kupitia WhatsApp')).toBeVisible();
  await expectAccessible(page);
});
