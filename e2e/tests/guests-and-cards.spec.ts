// Guests and invitation cards, in the browser (issue 39): a host imports a guest list, adds card types and sends cards,
// one of them held until the guest's pledge is paid; a guest opens their card from its private link and answers; the
// pledge is paid on the demo phone and the held card goes out by itself; the host sees the answers. A Swahili event's
// card opens in Swahili on a phone set to English. Every journey makes its own account, event and guests.
import { approveByApi, eventByApi, openTab, pledgeByApi, signInFresh } from '../support/events.ts';
import { anotherBrowser, shoot, uniquePhone } from '../support/orders.ts';
import { expect, type Page, phoneToo, test } from '../support/test.ts';

/** The guest list's row of one guest (a table row on desktop, a card on a phone). */
const guestRow = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('checkbox', { name: `Select ${name}` }) });

async function importGuests(page: Page, csv: string): Promise<void> {
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import guests' });
  await dialog.getByLabel('CSV or Excel file').setInputFiles({
    name: 'wageni.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.getByText('2 guests added.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
}

async function addCardType(page: Page, name: string, seats: string, rule: RegExp): Promise<void> {
  await page.getByRole('button', { name: 'Add card type' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add card type' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Seats on a card').fill(seats);
  await dialog.getByLabel(rule).check();
  await dialog.getByRole('button', { name: 'Add card type' }).click();
  await expect(dialog).toBeHidden();
}

async function sendCard(page: Page, guest: string, type: RegExp, summary: string): Promise<void> {
  await guestRow(page, guest)
    .getByRole('checkbox', { name: `Select ${guest}` })
    .check();
  const send = page.getByRole('region', { name: 'Send cards' });
  await send.getByLabel('Card type').selectOption({ label: await optionLabel(page, type) });
  await send.getByRole('button', { name: 'Send cards' }).click();
  await expect(send.getByText(summary)).toBeVisible();
  await send.getByRole('button', { name: 'Close' }).click();
}

async function optionLabel(page: Page, type: RegExp): Promise<string> {
  const labels = await page.getByLabel('Card type').locator('option').allTextContents();
  const label = labels.find((text) => type.test(text));
  if (!label) throw new Error(`no card type option like ${type}: ${labels.join(' | ')}`);
  return label;
}

/** The card's private link, from the host's dialog of the guest's card. */
async function cardLink(page: Page, guest: string): Promise<string> {
  await guestRow(page, guest)
    .getByRole('button', { name: new RegExp(`${guest}'s card`) })
    .click();
  const dialog = page.getByRole('dialog', { name: `${guest}'s card` });
  const link = (await dialog.getByText(/\/event-planners\/c\/[\w-]+$/).textContent())?.trim() ?? '';
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  return new URL(link).pathname;
}

test(
  'a host imports guests and sends cards; a guest answers; a held card goes out once the pledge is paid',
  phoneToo,
  async ({ page, browser }) => {
    await signInFresh(page, 'Amina Said');
    const event = await eventByApi(page.request);
    const rehema = uniquePhone();
    const juma = uniquePhone();
    const { pledgeToken } = await pledgeByApi(page.request, event.code, {
      name: 'Rehema Mfinanga',
      phone: rehema.typed,
      amountTzs: 50_000,
    });

    await page.goto(`/event-planners/events/${event.id}`);
    await openTab(page, /^Guests$/);
    await expect(page.getByText('No guests yet.')).toBeVisible();
    await importGuests(
      page,
      `Name,Phone,Group,Side,Seats\nRehema Mfinanga,${rehema.typed},Marafiki,bride,2\nJuma Hamisi,${juma.typed},Kazini,groom,1\n`,
    );
    await expect(guestRow(page, 'Rehema Mfinanga')).toContainText('Pledged');
    await expect(guestRow(page, 'Juma Hamisi')).toContainText('No pledge');

    await addCardType(page, 'Single', '1', /At once/);
    await addCardType(page, 'Double', '2', /pledge is paid in full/);
    await sendCard(page, 'Juma Hamisi', /^Single/, '1 sent');
    await sendCard(page, 'Rehema Mfinanga', /^Double/, '1 waiting for their pledge');
    await expect(guestRow(page, 'Rehema Mfinanga')).toContainText('Waiting');
    await shoot(page, 'guests-cards');

    // The guest opens the card from its link, on their own phone, and says they are coming.
    const link = await cardLink(page, 'Juma Hamisi');
    const guest = await anotherBrowser(browser);
    await guest.page.goto(link);
    await expect(guest.page.getByText('Welcome, Juma Hamisi')).toBeVisible();
    await expect(
      guest.page.getByRole('img', { name: "Your card's QR code, to show at the door" }),
    ).toBeVisible();
    // The choices are labels drawn as buttons around visually hidden radios.
    await guest.page.getByText('Coming', { exact: true }).click();
    await expect(guest.page.getByRole('radio', { name: 'Coming', exact: true })).toBeChecked();
    await guest.page.getByRole('button', { name: 'Send my answer' }).click();
    await expect(guest.page.getByText('Thank you. Your answer is saved.')).toBeVisible();
    await shoot(guest.page, 'invitation-card');
    await guest.context.close();

    // Rehema pays her pledge in full on her phone: her Double card goes out by itself.
    const pay = await page.request.post(`/api/v1/public/pledges/${pledgeToken}/payments`, {
      data: { amountTzs: 50_000, phone: rehema.typed },
    });
    expect(pay.ok(), await pay.text()).toBe(true);
    await approveByApi(page.request, rehema.e164);
    await expect(async () => {
      await page.reload();
      await openTab(page, /^Guests$/);
      await expect(guestRow(page, 'Rehema Mfinanga')).toContainText('Sent', { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(guestRow(page, 'Rehema Mfinanga')).toContainText('Paid');
    await expect(guestRow(page, 'Juma Hamisi')).toContainText('Coming with 1');
  },
);

test(
  "a Swahili event's card opens in Swahili on a phone set to English, and a guest says they will not come",
  phoneToo,
  async ({ page, browser }) => {
    await signInFresh(page, 'Amina Said');
    const event = await eventByApi(page.request, { language: 'sw' });
    const added = await page.request.post(`/api/v1/events/${event.id}/guests`, {
      data: { name: 'Bi Mwanaidi Shaban', phone: uniquePhone().typed, side: 'bride' },
    });
    expect(added.status(), await added.text()).toBe(201);
    const { id: guestId } = (await added.json()) as { id: string };
    const type = await page.request.post(`/api/v1/events/${event.id}/card-types`, {
      data: { name: 'Single', seats: 1, rule: 'now' },
    });
    const { id: typeId } = (await type.json()) as { id: string };
    const sent = await page.request.post(`/api/v1/events/${event.id}/cards`, {
      data: { typeId, guestIds: [guestId] },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const guests = await page.request.get(`/api/v1/events/${event.id}/guests`);
    const { rows } = (await guests.json()) as { rows: { card: { link: string } | null }[] };
    const link = new URL(rows[0]?.card?.link ?? '').pathname;

    const guest = await anotherBrowser(browser);
    await guest.page.setExtraHTTPHeaders({ 'accept-language': 'en-GB,en;q=0.9' });
    await guest.page.goto(link);
    await expect(guest.page.locator('html')).toHaveAttribute('lang', 'sw');
    await expect(guest.page.getByText('Karibu, Bi Mwanaidi Shaban')).toBeVisible();
    await guest.page.getByText('Sitakuja', { exact: true }).click();
    await expect(guest.page.getByRole('radio', { name: 'Sitakuja' })).toBeChecked();
    await guest.page.getByRole('button', { name: 'Tuma jibu langu' }).click();
    await expect(guest.page.getByText('Asante. Jibu lako limehifadhiwa.')).toBeVisible();
    await guest.context.close();
  },
);
