// Asking before booking (issue 40), in English and Swahili on desktop and phone: a customer asks a caterer for a quote
// from its listing (a phone number in it hidden, and told why), the vendor finds it among the messages from customers
// marked new and answers, a photo goes each way, and the customer reads the answer from their account.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { catererAndCustomer } from '../support/conversations.ts';
import { anotherBrowser, shoot } from '../support/orders.ts';
import { signInAs } from '../support/page-helpers.ts';
import { type Browser, expect, type Page, test } from '../support/test.ts';

const photo = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/event-tent.png');

const words = {
  en: {
    ask: 'Ask for a quote',
    guests: 'Guests (optional)',
    message: 'Your message',
    send: 'Send',
    hidden: 'A phone number or e-mail address was hidden.',
    why: /Until you book through Sherehe, phone numbers and e-mail addresses are hidden/,
    inbox: 'Messages from customers',
    newOne: '1 new',
    twoNew: '2 new',
    compose: 'Write a message',
    mine: 'Messages',
    sendPhoto: 'Send a photo',
    photoFrom: /^Photo from /,
  },
  sw: {
    ask: 'Omba bei',
    guests: 'Wageni (si lazima)',
    message: 'Ujumbe wako',
    send: 'Tuma',
    hidden: 'Namba ya simu au anwani ya barua pepe imefichwa.',
    why: /Hadi uweke oda kupitia Sherehe, namba za simu na anwani za barua pepe hufichwa/,
    inbox: 'Ujumbe kutoka kwa wateja',
    newOne: '1 mpya',
    twoNew: '2 mpya',
    compose: 'Andika ujumbe',
    mine: 'Ujumbe',
    sendPhoto: 'Tuma picha',
    photoFrom: /^Picha kutoka kwa /,
  },
} as const;

for (const language of ['en', 'sw'] as const) {
  test(`a customer asks a caterer for a quote and reads its answer (${language}) @phone`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const w = words[language];
    const { title, listingId, customer } = await catererAndCustomer(page, browser, language);
    await customer.page.goto(`/event-planners/products/${listingId}`);
    await customer.page.getByRole('button', { name: w.ask }).click();
    const dialog = customer.page.getByRole('dialog');
    await dialog.getByLabel(w.guests).fill('300');
    await dialog.getByLabel(w.message).fill('Tunahitaji chakula kwa wageni 300. Nipigie 0754 123 456');
    await customer.page.screenshot({ path: test.info().outputPath(`ask-${language}.png`) });
    await dialog.getByRole('button', { name: w.send }).click();
    await expect(customer.page).toHaveURL(/\/event-planners\/messages\/[0-9a-f-]{36}$/);
    await expect(customer.page.getByText('Tunahitaji chakula kwa wageni 300. Nipigie •••')).toBeVisible();
    await expect(customer.page.getByText(w.hidden)).toBeVisible();
    await expect(customer.page.getByText(w.why)).toBeVisible();
    await customer.page.getByLabel(w.sendPhoto).setInputFiles(photo);
    const sentPhoto = customer.page.getByRole('img', { name: w.photoFrom });
    await expect(sentPhoto).toBeVisible();
    await expect
      .poll(() => sentPhoto.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await shoot(customer.page, `conversation-customer-${language}`);

    await page.goto('/event-planners/vendor');
    const inbox = page.getByRole('region', { name: w.inbox });
    const row = inbox.getByRole('link').filter({ hasText: title });
    // The question and the photo.
    await expect(row.getByText(w.twoNew)).toBeVisible();
    await inbox.screenshot({ path: test.info().outputPath(`inbox-${language}.png`) });
    await row.click();
    // The customer's photo, read by the vendor's browser with their session.
    const theirPhoto = page.getByRole('img', { name: w.photoFrom });
    await expect(theirPhoto).toBeVisible();
    await expect
      .poll(() => theirPhoto.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await page.getByLabel(w.compose).fill('Karibu! TZS 25,000 kwa mgeni, pamoja na vinywaji.');
    await page.getByRole('button', { name: w.send, exact: true }).click();
    await expect(page.getByText('Karibu! TZS 25,000 kwa mgeni, pamoja na vinywaji.')).toBeVisible();
    await expect(page.getByLabel(w.compose)).toHaveValue('');
    await shoot(page, `conversation-vendor-${language}`);

    await customer.page.goto('/event-planners/Account#messages');
    const mine = customer.page.getByRole('region', { name: w.mine, exact: true });
    const answered = mine.getByRole('link').filter({ hasText: 'Karibu! TZS 25,000 kwa mgeni' });
    await expect(answered.getByText(w.newOne)).toBeVisible();
    await answered.click();
    await expect(customer.page.getByText('Karibu! TZS 25,000 kwa mgeni, pamoja na vinywaji.')).toBeVisible();
    if (language === 'en') await reportedAndHidden(customer.page, browser);
    await customer.context.close();
  });
}

/** The customer reports the vendor's answer; an admin reads the conversation and hides it from both sides. */
async function reportedAndHidden(page: Page, browser: Browser) {
  await page.getByRole('button', { name: 'Report' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('What is wrong with it?').fill('Not what we agreed');
  await dialog.getByRole('button', { name: 'Report' }).click();
  await expect(page.getByText('Reported', { exact: true })).toBeVisible();

  const admin = await anotherBrowser(browser);
  await signInAs(admin.page, 'admin');
  await admin.page.goto('/event-planners/admin?section=message-reports');
  const report = admin.page.getByRole('listitem').filter({ hasText: 'Not what we agreed' });
  await report.getByRole('button', { name: 'Read the conversation' }).click();
  const conversation = admin.page.getByRole('dialog');
  await expect(conversation.getByText('Tunahitaji chakula kwa wageni 300. Nipigie •••')).toBeVisible();
  // The customer's photo too, read through the admin's session after the report.
  const photo = conversation.getByRole('img', { name: /^Photo sent by / });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await shoot(admin.page, 'reported-conversation');
  await conversation.getByRole('button', { name: 'Hide the message' }).click();
  await expect(admin.page.getByText('The message is hidden from both sides.')).toBeVisible();
  await admin.context.close();

  await page.reload();
  await expect(page.getByText('This message was hidden by Sherehe after a report.')).toBeVisible();
  await expect(page.getByText('Karibu! TZS 25,000 kwa mgeni')).toHaveCount(0);
}
