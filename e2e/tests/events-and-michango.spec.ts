// Events and michango, in the browser: a host creates an event from the nav and shares its public page; visitors
// pledge and pay now, or pledge, pay later and pay in two parts on the demo phone; the host follows the ledger and
// downloads it; a treasurer records cash that a plain member cannot; a Swahili reader contributes; a reminder reaches
// a contributor's demo phone, who replies STOP. Every journey makes its own accounts and event.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expectAccessible } from '../support/axe.ts';
import {
  approveByApi,
  eventByApi,
  openTab,
  payOnDemoPhone,
  pledgeByApi,
  signInFresh,
} from '../support/events.ts';
import { registerThroughMail } from '../support/mail.ts';
import { anotherBrowser, dayAfter, shoot, uniquePhone, uniqueTitle } from '../support/orders.ts';
import { openMenuIfCollapsed, switchToSwahili, uniqueEmail } from '../support/page-helpers.ts';
import { expect, type Page, phoneToo, test } from '../support/test.ts';

const coverPhoto = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/event-tent.png');
const tzs = (amount: string) => new RegExp(`TZS\\s?${amount}`);
const tsh = (amount: string) => new RegExp(`TSh\\s?${amount}`);
const pledgePage = /\/event-planners\/pledges\/[\w-]+$/;

/** A host registered on the test's own API context (its cookies stay there), for events made through the API. */
async function hostApi(request: Parameters<typeof eventByApi>[0]) {
  await registerThroughMail(request, {
    name: 'Amina Said',
    identifier: uniqueEmail('host'),
    password: 'Kilimanjaro-e2e-2025',
  });
  return request;
}

/** The ledger's row of one contributor (a table row on desktop, a card on a phone). */
const ledgerRow = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('button', { name: `Open the pledge of ${name}` }) });

test('a host creates an event from the nav, lands on its page and a visitor opens its share link', async ({
  page,
  browser,
}) => {
  await signInFresh(page, 'Amina Said');
  const name = uniqueTitle('Harusi ya Neema na Juma');
  await page.goto('/event-planners');
  await openMenuIfCollapsed(page);
  await page
    .getByRole('link', { name: 'Create Event', exact: true })
    .filter({ visible: true })
    .first()
    .click();
  await expect(page).toHaveURL(/\/event-planners\/event$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create Event' })).toBeVisible();

  await page.getByLabel('Event name').fill(name);
  await page.getByLabel('Kind of event').selectOption({ label: 'Wedding' });
  await page.getByLabel('Date and time').fill(`${dayAfter(45)}T15:30`);
  await page.getByLabel('Venue or place').fill('Mlimani City Hall, Dar es Salaam');
  await page.getByLabel('A short story (optional)').fill('Neema na Juma wanafunga ndoa. Karibuni!');
  await page.getByLabel('Target amount (TZS)').fill('5,000,000');
  await page.getByLabel('Last day for pledges').fill(dayAfter(40));
  await page.getByLabel('Show the amount raised on the event page').check();
  await page.getByLabel('Language of messages').selectOption('en');
  await page.locator('input[type="file"]').setInputFiles(coverPhoto);
  await expect(page.getByRole('img', { name: 'The cover photo you chose' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'create-event');
  await page.getByRole('button', { name: 'Create event' }).click();

  await expect(page).toHaveURL(/\/event-planners\/events\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Your role: Host')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Ledger' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No pledges yet.')).toBeVisible();
  await expectAccessible(page);
  const share = page.getByRole('region', { name: 'Public page' });
  const shareUrl = (await share.getByText(/\/event-planners\/e\/[A-Z0-9]{6}$/).textContent())?.trim() ?? '';
  const code = shareUrl.slice(-6);

  // A guest who got the link: no account, another browser.
  const guest = await anotherBrowser(browser);
  await guest.page.goto(shareUrl);
  await expect(guest.page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(guest.page.getByText('Mlimani City Hall, Dar es Salaam')).toBeVisible();
  await expect(guest.page.getByText('Hosted by Amina Said')).toBeVisible();
  await expect(guest.page.getByText('Be the first to pledge')).toBeVisible();
  await expect(guest.page.getByTestId('raised')).toContainText(tzs('5,000,000'));
  const whatsApp = guest.page.getByRole('link', { name: 'Share on WhatsApp' });
  await whatsApp.scrollIntoViewIfNeeded(); // the QR code is made once it is near the screen
  await expect(guest.page.getByRole('img', { name: `QR code of the link to ${name}` })).toBeVisible();
  await expect(whatsApp).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/);
  expect(decodeURIComponent((await whatsApp.getAttribute('href')) ?? '')).toContain(shareUrl);
  const sms = guest.page.getByRole('link', { name: 'Share by SMS' });
  await expect(sms).toHaveAttribute('href', /^sms:\?&body=/);
  expect(decodeURIComponent((await sms.getAttribute('href')) ?? '')).toContain(name);
  await expect(guest.page.getByText(`The event code is ${code}.`)).toBeVisible();
  // No phone number anywhere on the public page.
  expect(await guest.page.locator('main').innerText()).not.toMatch(/\+255|\b0[67]\d{2}\s?\d{3}\s?\d{3}\b/);
  await expectAccessible(guest.page);
  await shoot(guest.page, 'event-public');
  await guest.context.close();
});

test(
  'a visitor contributes from the public page, pays now on the demo phone and sees the pledge paid',
  phoneToo,
  async ({ page, request }) => {
    const event = await eventByApi(await hostApi(request));
    const phone = uniquePhone();
    await page.goto(`/event-planners/e/${event.code}`);
    // The event page's own link, not the nav's, which is there before the event has loaded.
    await page
      .getByRole('main')
      .getByRole('link', { name: 'Contribute' })
      .filter({ visible: true })
      .last()
      .click();
    await expect(page).toHaveURL(new RegExp(`/event-planners/contribute\\?event=${event.code}$`));
    await expect(page.getByRole('heading', { level: 2, name: event.name })).toBeVisible();
    await page.getByLabel('Your name').fill('Baraka Mwita');
    await page.getByLabel('Mobile number').fill(phone.typed);
    await page.getByLabel('Amount you pledge (TZS)').fill('50000');
    await page.getByLabel('Message to the hosts (optional)').fill('Hongereni sana!');
    await expect(page.getByLabel('Pay now by mobile money')).toBeChecked();
    await expectAccessible(page);
    await shoot(page, 'contribute-form');
    await page.getByRole('button', { name: /^Pledge and pay TZS\s?50,000$/ }).click();

    await expect(page).toHaveURL(/\/event-planners\/payments\/[\w-]+$/);
    await expect(page.getByRole('heading', { name: 'Check your phone and enter your PIN' })).toBeVisible();
    const phonePage = await payOnDemoPhone(page, phone.e164, /50,000/);
    await phonePage.close();
    await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('link', { name: 'Continue' }).click();

    await expect(page).toHaveURL(pledgePage);
    await expect(page.getByRole('heading', { level: 2, name: /^Baraka Mwita.s pledge$/ })).toBeVisible();
    await expect(page.getByText('Paid in full. Thank you!')).toBeVisible();
    await expect(page.getByTestId('outstanding')).toHaveText(tzs('0'));
    await expect(page.getByRole('region', { name: 'Payments' })).toContainText(tzs('50,000'));
    await expect(page.getByRole('region', { name: 'Pay by mobile money' })).toHaveCount(0);
    await expectAccessible(page);
    await shoot(page, 'pledge-paid');
  },
);

test('a visitor pledges to pay later, then pays from the pledge page in two parts', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const event = await eventByApi(await hostApi(request));
  const phone = uniquePhone();
  await page.goto(`/event-planners/contribute?event=${event.code}`);
  await page.getByLabel('Your name').fill('Zawadi Kimaro');
  await page.getByLabel('Mobile number').fill(phone.typed);
  await page.getByLabel('Amount you pledge (TZS)').fill('80,000');
  await page.getByText('Pay later', { exact: true }).click();
  await expect(page.getByLabel('Amount to pay now (TZS)')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save my pledge' }).click();

  const saved = page.getByRole('status').filter({ hasText: 'Thank you! Your pledge is saved' });
  await expect(saved).toBeVisible();
  await expect(saved).toContainText(/We sent an SMS with the link to your pledge page to \+255\s?754/);
  await expectAccessible(page);
  await shoot(page, 'contribute-saved');
  await saved.getByRole('link', { name: 'Open my pledge page' }).click();

  await expect(page).toHaveURL(pledgePage);
  const pledgeUrl = page.url();
  await expect(page.getByText('Pledged', { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId('outstanding')).toHaveText(tzs('80,000'));
  await expect(page.getByText('No payments yet.')).toBeVisible();
  await expectAccessible(page);

  // The first part.
  await page.getByLabel('Amount (TZS)').fill('30,000');
  await page.getByRole('button', { name: /^Pay TZS\s?30,000$/ }).click();
  await expect(page.getByRole('heading', { name: 'Check your phone and enter your PIN' })).toBeVisible();
  const phonePage = await payOnDemoPhone(page, phone.e164, /30,000/);
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(pledgeUrl);
  await expect(page.getByText('Partly paid', { exact: true })).toBeVisible();
  await expect(page.getByTestId('outstanding')).toHaveText(tzs('50,000'));
  await expectAccessible(page);
  await shoot(page, 'pledge-partly-paid');

  // The rest: the amount is filled in with what is still owed.
  await expect(page.getByLabel('Amount (TZS)')).toHaveValue('50,000');
  await page.getByRole('button', { name: /^Pay TZS\s?50,000$/ }).click();
  await expect(page.getByRole('heading', { name: 'Check your phone and enter your PIN' })).toBeVisible();
  await phonePage.reload();
  const waiting = phonePage.getByRole('article').filter({ has: phonePage.getByLabel(/PIN/) });
  await expect(waiting).toHaveCount(1);
  await expect(waiting).toContainText(/50,000/);
  await waiting.getByLabel(/PIN/).fill('1357');
  await waiting.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(phonePage.getByRole('article').getByRole('status')).toHaveText(['Paid', 'Paid']);
  await phonePage.close();
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page.getByText('Paid in full. Thank you!')).toBeVisible();
  await expect(page.getByTestId('outstanding')).toHaveText(tzs('0'));
  await expect(page.getByRole('region', { name: 'Payments' }).getByRole('listitem')).toHaveCount(2);
});

test('the host follows the ledger, searches and filters it, and downloads it as CSV and Excel', async ({
  page,
}) => {
  await signInFresh(page, 'Amina Said');
  const event = await eventByApi(page.request, { targetTzs: 1_000_000 });
  const payer = uniquePhone();
  const later = uniquePhone();
  await pledgeByApi(page.request, event.code, {
    name: 'Baraka Mwita',
    phone: payer.e164,
    amountTzs: 100_000,
    payNowTzs: 100_000,
  });
  await approveByApi(page.request, payer.e164);
  await pledgeByApi(page.request, event.code, {
    name: 'Zawadi Kimaro',
    phone: later.e164,
    amountTzs: 40_000,
  });

  await page.goto(`/event-planners/events/${event.id}`);
  const figures = page.getByRole('region', { name: 'Money raised' });
  // The paid pledge's money arrives from a background job: the page shows it once the ledger has it. Each look
  // waits for the ledger to render (slow on a busy machine) before its short wait for the word.
  await expect(async () => {
    await page.reload();
    await expect(ledgerRow(page, 'Zawadi Kimaro')).toBeVisible();
    await expect(ledgerRow(page, 'Baraka Mwita')).toContainText('Paid', { timeout: 1000 });
  }).toPass({ timeout: 45_000 });
  await expect(figures).toContainText(tzs('140,000'));
  await expect(figures).toContainText(tzs('100,000'));
  await expect(figures).toContainText('10% of the target paid');
  await expect(ledgerRow(page, 'Baraka Mwita')).toContainText(tzs('100,000'));
  await expect(ledgerRow(page, 'Zawadi Kimaro')).toContainText('Pledged');
  await expect(ledgerRow(page, 'Zawadi Kimaro')).toContainText(/\+255\s?754/);
  await expect(page.getByText('1–2 of 2')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'committee-ledger');

  await page.getByLabel('Search contributors').fill('zawadi');
  await expect(ledgerRow(page, 'Baraka Mwita')).toHaveCount(0);
  await expect(ledgerRow(page, 'Zawadi Kimaro')).toBeVisible();
  await page.getByLabel('Search contributors').fill('');
  await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption({ label: 'Paid' });
  await expect(ledgerRow(page, 'Zawadi Kimaro')).toHaveCount(0);
  await expect(ledgerRow(page, 'Baraka Mwita')).toBeVisible();
  await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption({ label: 'Partly paid' });
  await expect(page.getByText('No contributor matches this search or filter.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption({ label: 'All statuses' });
  await expect(page.getByText('1–2 of 2')).toBeVisible();

  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toBe(`michango-${event.code}.csv`);
  const text = (await readFile((await csv.path()) ?? '', 'utf8')).replace(/^\uFEFF/, '');
  const [header, ...lines] = text.trim().split(/\r?\n/);
  expect(header).toMatch(/^Name,Phone,/);
  expect(lines).toHaveLength(2);
  expect(lines.find((line) => line.startsWith('Baraka Mwita,'))).toContain('100000');
  expect(lines.some((line) => line.startsWith('Zawadi Kimaro,'))).toBe(true);

  const [excel] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download Excel' }).click(),
  ]);
  expect(excel.suggestedFilename()).toBe(`michango-${event.code}.xlsx`);
  // An .xlsx is a zip: it starts with "PK".
  expect((await readFile((await excel.path()) ?? '')).subarray(0, 2).toString()).toBe('PK');
});

test('a treasurer invited by e-mail records a cash payment with its receipt; a member cannot', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  await signInFresh(page, 'Amina Said');
  const event = await eventByApi(page.request);
  await pledgeByApi(page.request, event.code, {
    name: 'Juma Hassan',
    phone: uniquePhone().e164,
    amountTzs: 60_000,
  });
  const treasurer = await anotherBrowser(browser);
  const treasurerEmail = await signInFresh(treasurer.page, 'Halima Mfinanga');
  const member = await anotherBrowser(browser);
  const memberEmail = await signInFresh(member.page, 'Peter Lyimo');

  await page.goto(`/event-planners/events/${event.id}?tab=committee`);
  await expect(page.getByRole('tab', { name: 'Committee' })).toHaveAttribute('aria-selected', 'true');
  const invite = page.getByRole('form', { name: 'Invite to the committee' });
  for (const [contact, role] of [
    [treasurerEmail, 'Treasurer'],
    [memberEmail, 'Member'],
  ] as const) {
    await invite.getByLabel('Phone number or e-mail').fill(contact);
    await invite.getByLabel('Role').selectOption({ label: role });
    await invite.getByRole('button', { name: 'Invite' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: contact })).toBeVisible();
    // The form empties itself once the invitation is sent, which may come after the list shows the new member.
    await expect(invite.getByLabel('Phone number or e-mail')).toHaveValue('');
  }
  await expectAccessible(page);
  await shoot(page, 'committee-committee');

  await treasurer.page.goto(`/event-planners/events/${event.id}`);
  await expect(treasurer.page.getByText('Your role: Treasurer')).toBeVisible();
  await treasurer.page.getByRole('button', { name: 'Open the pledge of Juma Hassan' }).click();
  const dialog = treasurer.page.getByRole('dialog', { name: 'Pledge of Juma Hassan' });
  await expect(dialog.getByText('Nothing paid yet.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Change pledge' })).toHaveCount(0);
  await expectAccessible(treasurer.page);
  await shoot(treasurer.page, 'committee-pledge-dialog');
  await dialog.getByRole('button', { name: 'Record cash or bank payment' }).click();
  await expect(dialog.getByLabel('Amount (TZS)')).toHaveValue('60000');
  await dialog.getByLabel('Amount (TZS)').fill('25000');
  await dialog.getByLabel('How it was paid').selectOption({ label: 'Cash' });
  await dialog.getByLabel('Receipt number').fill('RC-0451');
  await expectAccessible(treasurer.page);
  await shoot(treasurer.page, 'committee-record-payment');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog.getByText(/Cash · receipt RC-0451/)).toBeVisible();
  await expect(dialog.getByText(/recorded by Halima Mfinanga/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  const row = ledgerRow(treasurer.page, 'Juma Hassan');
  await expect(row).toContainText('Partly paid');
  await expect(row).toContainText(tzs('25,000'));
  await expect(row).toContainText(tzs('35,000'));
  await treasurer.context.close();

  // A member reads the same pledge, with its payment, and has no way to record one.
  await member.page.goto(`/event-planners/events/${event.id}`);
  await expect(member.page.getByText('Your role: Member')).toBeVisible();
  await member.page.getByRole('button', { name: 'Open the pledge of Juma Hassan' }).click();
  const seen = member.page.getByRole('dialog', { name: 'Pledge of Juma Hassan' });
  await expect(seen.getByText(/receipt RC-0451/)).toBeVisible();
  await expect(seen.getByRole('button', { name: 'Record cash or bank payment' })).toHaveCount(0);
  await expect(seen.getByRole('button', { name: /^Reverse/ })).toHaveCount(0);
  await expect(member.page.getByRole('link', { name: 'Download CSV' })).toHaveCount(0);
  await member.context.close();

  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByText('Cash or bank payment recorded')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'committee-history');
});

test(
  'a Swahili reader walks the public page and contributes in Swahili',
  phoneToo,
  async ({ page, request }) => {
    const event = await eventByApi(await hostApi(request), { language: 'sw' });
    await page.goto(`/event-planners/e/${event.code}`);
    await expect(page.getByRole('heading', { level: 1, name: event.name })).toBeVisible();
    await switchToSwahili(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    await expect(page.getByRole('heading', { level: 2, name: 'Michango (ahadi)' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Shiriki tukio hili' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Shiriki kwa WhatsApp' })).toBeVisible();
    await expect(page.getByTestId('raised')).toContainText(tsh('3,000,000'));
    await expectAccessible(page);
    await shoot(page, 'event-public-sw');
    await page.getByRole('link', { name: 'Changia', exact: true }).filter({ visible: true }).last().click();

    await expect(page.getByRole('heading', { level: 1, name: 'Changia' })).toBeVisible();
    await page.getByLabel('Jina lako').fill('Mwanaisha Juma');
    await page.getByLabel('Namba ya simu', { exact: true }).fill(uniquePhone().typed);
    await page.getByLabel('Kiasi unachoahidi (TSh)').fill('20,000');
    await expect(page.getByRole('button', { name: /^Ahidi na ulipe TSh\s?20,000$/ })).toBeVisible();
    await page.getByText('Lipa baadaye', { exact: true }).click();
    await expectAccessible(page);
    await shoot(page, 'contribute-form-sw');
    await page.getByRole('button', { name: 'Hifadhi ahadi yangu' }).click();
    const saved = page.getByRole('status').filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect(saved).toBeVisible();
    expect(await saved.innerText()).not.toMatch(/\b(the|your|pledge)\b/i);
    await shoot(page, 'contribute-saved-sw');
    await saved.getByRole('link').first().click();
    await expect(page).toHaveURL(pledgePage);
    await expect(page.getByTestId('outstanding')).toHaveText(tsh('20,000'));
    await expectAccessible(page);
    await shoot(page, 'pledge-sw');
  },
);

test('reminders: a rule is added, Remind now reaches a contributor’s demo phone, who replies STOP', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signInFresh(page, 'Amina Said');
  const event = await eventByApi(page.request);
  const phone = uniquePhone();
  await pledgeByApi(page.request, event.code, { name: 'Neema Mushi', phone: phone.e164, amountTzs: 75_000 });

  await page.goto(`/event-planners/events/${event.id}`);
  await openTab(page, /^Reminders$/);
  const rules = page.getByRole('form', { name: 'Add a rule' });
  await rules.getByLabel('Days before').fill('3');
  await rules
    .getByRole('combobox', { name: 'Before', exact: true })
    .selectOption({ label: 'the pledge deadline' });
  await rules.getByRole('button', { name: 'Add rule' }).click();
  await expect(page.getByText('3 days before the pledge deadline')).toBeVisible();
  // Its toast fades in and out: axe below would read a half-transparent toast as low contrast.
  const added = page.getByRole('status').filter({ hasText: 'The reminder rule is added.' });
  await expect(added).toBeVisible();
  await expect(added).toBeHidden();

  const now = page.getByRole('region', { name: 'Remind now' });
  await now.getByRole('button', { name: 'Preview' }).click();
  await expect(now.getByText('It reaches 1 contributor.')).toBeVisible();
  // The contributor's number was only typed in: the reminder names neither them nor the event.
  await expect(now.locator('blockquote[lang="en"]')).toContainText('the pledge made with this number');
  await expect(now.locator('blockquote[lang="en"]')).not.toContainText(event.name);
  await expect(now.locator('blockquote[lang="sw"]')).not.toBeEmpty();
  await expect(now.locator('blockquote')).not.toContainText(['{{', '{{']);
  await expectAccessible(page);
  await shoot(page, 'committee-reminders');
  await now.getByRole('button', { name: 'Send to 1 contributor' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Reminder sent to 1 contributor.' })).toBeVisible();

  // The contributor's phone: the reminder arrives through the outbox.
  const phonePage = await page.context().newPage();
  await phonePage.goto(`/dev/phone?number=${encodeURIComponent(phone.e164)}`);
  const texts = phonePage.getByRole('region', { name: 'Messages' });
  await expect(async () => {
    await phonePage.reload();
    await expect(texts).toBeVisible();
    await expect(
      texts.getByRole('listitem').filter({ hasText: /a reminder of the pledge made with this number/ }),
    ).not.toHaveCount(0, {
      timeout: 1000,
    });
  }).toPass({ timeout: 30_000 });
  await expectAccessible(phonePage);
  await shoot(phonePage, 'demo-phone-texts');
  await texts.getByRole('button', { name: 'Reply STOP' }).click();
  await expect(texts.getByRole('status')).toHaveText('You replied STOP: no more reminders to this number.');
  await phonePage.close();

  await openTab(page, /^Ledger$/);
  await page.reload();
  await expect(ledgerRow(page, 'Neema Mushi')).toContainText('No reminders');
  await openTab(page, /^Reminders$/);
  await now.getByRole('button', { name: 'Preview' }).click();
  await expect(now.getByText('It reaches 0 contributors.')).toBeVisible();
  await expect(now.getByText('1 replied STOP and is left out.')).toBeVisible();
});
