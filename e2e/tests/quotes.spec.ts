// A quote that becomes an order (issue 40), in English and Swahili on desktop and phone: a customer asks a caterer,
// the vendor answers with a quote (their listing and a line in their own words, a deposit), the customer accepts it
// and pays the deposit on the demo phone, and the conversation shows the quote accepted and the order it became.
import { catererAndCustomer } from '../support/conversations.ts';
import { freeDay, shoot, uniquePhone } from '../support/orders.ts';
import { expect, test } from '../support/test.ts';

const words = {
  en: {
    ask: 'Ask for a quote',
    message: 'Your message',
    send: 'Send',
    inbox: 'Messages from customers',
    sendQuote: 'Send a quote',
    line2: 'Line 2',
    ownWords: 'Something else (in your words)',
    description: 'Description',
    quantity: 'Quantity',
    unitPrice: 'Price each (TZS)',
    addLine: 'Add a line',
    deposit: 'Paid when accepted',
    eventDate: 'Event date',
    total: /Total: TZS\s?5,500,000/,
    sendIt: 'Send the quote',
    quote: /^Quote of TZS\s?5,500,000$/,
    accept: 'Accept and pay',
    pay: /^Pay TZS\s?1,650,000$/,
    phone: 'Mobile-money number',
    waiting: 'Check your phone and enter your PIN',
    paid: 'Payment received',
    accepted: 'Accepted',
    seeOrder: 'See the order',
  },
  sw: {
    ask: 'Omba bei',
    message: 'Ujumbe wako',
    send: 'Tuma',
    inbox: 'Ujumbe kutoka kwa wateja',
    sendQuote: 'Tuma makadirio ya bei',
    line2: 'Mstari 2',
    ownWords: 'Kitu kingine (kwa maneno yako)',
    description: 'Ni kitu gani',
    quantity: 'Idadi',
    unitPrice: 'Bei ya kila kimoja (TZS)',
    addLine: 'Ongeza mstari',
    deposit: 'Kinacholipwa akikubali',
    eventDate: 'Tarehe ya sherehe',
    total: /Jumla: TSh\s?5,500,000/,
    sendIt: 'Tuma makadirio',
    quote: /^Makadirio ya bei ya TSh\s?5,500,000$/,
    accept: 'Kubali na ulipe',
    pay: /^Lipa TSh\s?1,650,000$/,
    phone: 'Namba ya pesa kwa simu',
    waiting: 'Angalia simu yako na uweke PIN yako',
    paid: 'Malipo yamepokelewa',
    accepted: 'Yamekubaliwa',
    seeOrder: 'Tazama oda',
  },
} as const;

for (const language of ['en', 'sw'] as const) {
  test(`a vendor's quote is accepted and paid on the demo phone (${language}) @phone`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    const w = words[language];
    const { listingId, customer } = await catererAndCustomer(page, browser, language);
    await customer.page.goto(`/event-planners/products/${listingId}`);
    await customer.page.getByRole('button', { name: w.ask }).click();
    const ask = customer.page.getByRole('dialog');
    await ask.getByLabel(w.message).fill('Bei ya chakula kwa wageni 200, pamoja na vinywaji?');
    await ask.getByRole('button', { name: w.send }).click();
    await expect(customer.page).toHaveURL(/\/event-planners\/messages\/[0-9a-f-]{36}$/);
    const conversationUrl = customer.page.url();

    // The vendor prices it: 200 plates of the listing and drinks in their own words, 30 % now.
    await page.goto(conversationUrl);
    await page.getByRole('button', { name: w.sendQuote }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel(w.quantity).fill('200');
    await form.getByRole('button', { name: w.addLine }).click();
    await expect(form.getByLabel(w.line2, { exact: true }).locator('option:checked')).toHaveText(w.ownWords);
    await form.getByLabel(w.description, { exact: true }).fill('Vinywaji baridi');
    await form.getByLabel(w.quantity).nth(1).fill('200');
    await form.getByLabel(w.unitPrice).nth(1).fill('2500');
    await form.getByLabel(w.eventDate).fill(freeDay());
    await form.getByLabel(w.deposit).selectOption('30');
    await expect(form.getByText(w.total)).toBeVisible();
    await shoot(page, `quote-form-${language}`);
    await form.getByRole('button', { name: w.sendIt }).click();
    await expect(page.getByRole('region', { name: w.quote })).toBeVisible();

    // The customer accepts it and pays the deposit on the demo phone.
    await customer.page.reload();
    const quote = customer.page.getByRole('region', { name: w.quote });
    await expect(quote.getByText('Vinywaji baridi')).toBeVisible();
    await shoot(customer.page, `quote-customer-${language}`);
    await quote.getByRole('button', { name: w.accept }).click();
    const accept = customer.page.getByRole('dialog');
    const phone = uniquePhone();
    await accept.getByLabel(w.phone).fill(phone.typed);
    await accept.getByRole('button', { name: w.pay }).click();
    await expect(customer.page).toHaveURL(/\/event-planners\/payments\/[\w-]+$/);
    await expect(customer.page.getByRole('heading', { name: w.waiting })).toBeVisible();
    const phonePage = await customer.context.newPage();
    await phonePage.goto(`/dev/phone?number=${encodeURIComponent(phone.e164)}`);
    const prompt = phonePage.getByRole('article').filter({ has: phonePage.getByLabel(/PIN/) });
    await prompt.getByLabel(/PIN/).fill('1234');
    await prompt.getByRole('button', { name: /^(Pay|Lipa)$/ }).click();
    await phonePage.close();
    await expect(customer.page.getByRole('heading', { name: w.paid })).toBeVisible({ timeout: 20_000 });

    // The conversation now shows the quote accepted and the order it became.
    await customer.page.goto(conversationUrl);
    const settled = customer.page.getByRole('region', { name: w.quote });
    await expect(settled.getByText(w.accepted, { exact: true })).toBeVisible();
    await shoot(customer.page, `quote-accepted-${language}`);
    await settled.getByRole('link', { name: w.seeOrder }).click();
    await expect(customer.page).toHaveURL(/\/event-planners\/orders\/[\w-]+$/);
    await expect(customer.page.getByText('Vinywaji baridi').first()).toBeVisible();
    await customer.context.close();
  });
}
