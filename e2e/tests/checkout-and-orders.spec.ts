// Checkout and orders, in the browser: a customer chooses a date, adds a venue and a cake, checks out one order for
// the vendor, approves the prompt on the demo phone and sees the order paid (the admin finds it); a declined prompt
// is tried again (in Swahili, then English); the vendor accepts and delivers, and the customer's review is marked as
// a verified booking; two customers race for one date. Each journey makes the demo vendor's own new listings, so the
// two projects and every rerun book their own dates.

import { expectAccessible } from '../support/axe.ts';
import {
  addToCart,
  anotherBrowser,
  checkoutAndPay,
  freeDay,
  publishedListing,
  publishedVenue,
  shoot,
  uniquePhone,
  uniqueTitle,
  vendorApi,
} from '../support/orders.ts';
import { signInAs, switchLanguage } from '../support/page-helpers.ts';
import { expect, phoneToo, test } from '../support/test.ts';

test(
  'choose a date, add a venue and a cake, check out, approve on the demo phone and see the order paid',
  phoneToo,
  async ({ page, request, browser }) => {
    test.setTimeout(180_000);
    const vendor = await vendorApi(request);
    const venueTitle = uniqueTitle('Ukumbi wa harusi');
    const cakeTitle = uniqueTitle('Keki ya harusi');
    const venueId = await publishedVenue(vendor, venueTitle);
    const cakeId = await publishedListing(vendor, {
      kind: 'product',
      title: cakeTitle,
      category: 'cakes',
      priceTzs: 85_000,
      priceUnit: 'item',
      stock: 5,
    });
    const day = freeDay();
    const phone = uniquePhone();

    await signInAs(page, 'user');
    await page.goto(`/event-planners/products/${venueId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(venueTitle);
    await page.getByLabel('Event date').fill(day);
    await expect(page.getByTestId('date-status')).toHaveText(/^Free on /);
    await expectAccessible(page);
    await shoot(page, 'product-date');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible();

    await page.goto(`/event-planners/products/${cakeId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(cakeTitle);
    await page.getByLabel('Delivery date').fill(day);
    await expect(page.getByTestId('date-status')).toHaveText(/^In stock for /);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible();

    await page.goto('/event-planners/cart');
    for (const title of [venueTitle, cakeTitle]) {
      const line = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });
      await expect(line.getByLabel(/date/i)).toHaveValue(day);
    }
    await expectAccessible(page);
    await shoot(page, 'cart-dates');
    await page.getByRole('link', { name: 'Checkout' }).click();

    // One order for the one vendor: the venue's 30 % deposit and the whole cake now, the rest later.
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(page.getByText(/^Total for /)).toHaveCount(1);
    await expect(page.getByText(venueTitle)).toBeVisible();
    await expect(page.getByText(cakeTitle)).toBeVisible();
    await expect(page.getByTestId('due-now')).toHaveText(/445,000/);
    await expect(page.getByText(/^The rest \(TZS\s?840,000\) is paid later/)).toBeVisible();
    await page.getByLabel('Mobile-money number').fill(phone.typed);
    await expectAccessible(page);
    await shoot(page, 'checkout');
    await page.getByRole('button', { name: /^Pay TZS\s?445,000 by mobile money$/ }).click();

    await expect(page).toHaveURL(/\/event-planners\/payments\/[\w-]+$/);
    await expect(page.getByRole('heading', { name: 'Check your phone and enter your PIN' })).toBeVisible();
    await expect(page.getByText(/We sent a request for TZS\s?445,000 to \+255\s754/)).toBeVisible();
    await expectAccessible(page);
    await shoot(page, 'payment-pending');

    // The demo phone, as the payer's own phone: open beside the waiting page.
    const phonePage = await page.context().newPage();
    await phonePage.goto(`/dev/phone?number=${encodeURIComponent(phone.e164)}`);
    const prompt = phonePage.getByRole('article').filter({ hasText: /asks you to pay TZS\s?445,000/ });
    await expect(prompt).toBeVisible();
    await prompt.getByLabel('Enter your 4-digit PIN to pay').fill('1234');
    await expectAccessible(phonePage);
    await shoot(phonePage, 'demo-phone');
    await prompt.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(prompt.getByRole('status')).toHaveText('Paid');
    await shoot(phonePage, 'demo-phone-paid');
    await phonePage.close();

    // The waiting page learns it by itself.
    await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(/TZS\s?445,000 was paid from \+255\s754/)).toBeVisible();
    await expectAccessible(page);
    await shoot(page, 'payment-paid');
    await page.getByRole('link', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/event-planners\/orders\/[\w-]+$/);
    const heading = page.getByRole('heading', { level: 1, name: /^Order SH-\d+$/ });
    await expect(heading).toBeVisible();
    const reference = ((await heading.textContent()) ?? '').replace('Order ', '');
    await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
    const history = page.getByRole('region', { name: 'History' });
    await expect(history.getByText('Order placed')).toBeVisible();
    await expect(history.getByText('Payment received')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Receipt' })).toBeVisible();
    await expectAccessible(page);
    await shoot(page, 'order');

    await page.goto('/event-planners/Account#orders');
    const mine = page.getByRole('region', { name: 'My orders' });
    await expect(mine.getByText(reference)).toBeVisible();
    await expectAccessible(page);
    await shoot(page, 'my-orders');

    // The admin finds the order by its reference and the payment by the number.
    const admin = await anotherBrowser(browser);
    await signInAs(admin.page, 'admin');
    await admin.page.goto('/event-planners/admin?section=orders');
    await admin.page.getByLabel('Search orders').fill(reference);
    // The order is on the unfiltered list too, and the search is sent after a pause: wait for the search to be asked
    // (it lands in the address) and for the list to stop fading, then judge it.
    await expect(admin.page).toHaveURL(/[?&]q=/);
    await expect(admin.page.getByRole('link').filter({ hasText: reference })).toBeVisible();
    await expect(admin.page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectAccessible(admin.page);
    await shoot(admin.page, 'admin-orders');
    await admin.page.goto('/event-planners/admin?section=payments');
    await admin.page.getByLabel('Search payments').fill(phone.e164.slice(-6));
    await expect(admin.page).toHaveURL(/[?&]q=/);
    await expect(admin.page.getByText(/445,000/).first()).toBeVisible();
    // The row says which orders it paid, by their references.
    await expect(admin.page.getByText(new RegExp(`\\b${reference}\\b`)).first()).toBeVisible();
    await expect(admin.page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectAccessible(admin.page);
    await shoot(admin.page, 'admin-payments');
    await admin.context.close();
  },
);

test('decline on the demo phone, read why in Swahili and English, try again and pay', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const vendor = await vendorApi(request);
  const venueTitle = uniqueTitle('Ukumbi wa sherehe');
  const venueId = await publishedVenue(vendor, venueTitle);
  const phone = uniquePhone();
  await signInAs(page, 'user');
  await addToCart(page.request, { productId: venueId, eventDate: freeDay() });

  // A Swahili reader checks out: the switch is in the bar on every screen.
  await page.goto('/event-planners/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await switchLanguage(page, 'Kiswahili');
  await expect(page.getByRole('heading', { level: 1, name: 'Lipia oda' })).toBeVisible();
  await expect(page.getByText('Cha kulipa sasa')).toBeVisible();
  await page.getByLabel('Namba ya pesa ya simu').fill(phone.typed);
  await expectAccessible(page);
  await shoot(page, 'checkout-sw');
  await page.getByRole('button', { name: /^Lipa TSh\s?360,000 kwa pesa ya simu$/ }).click();
  await expect(page.getByRole('heading', { name: 'Angalia simu yako na uweke PIN yako' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'payment-pending-sw');

  const phonePage = await page.context().newPage();
  await phonePage.goto(`/dev/phone?number=${encodeURIComponent(phone.e164)}`);
  await expect(phonePage.getByRole('heading', { level: 1, name: 'Simu ya majaribio' })).toBeVisible();
  const prompt = phonePage.getByRole('article').filter({ hasText: /inakuomba ulipe TSh\s?360,000/ });
  await expect(prompt.getByLabel('Weka PIN yako ya tarakimu 4 ili kulipa')).toBeVisible();
  await expectAccessible(phonePage);
  await shoot(phonePage, 'demo-phone-sw');
  await prompt.getByRole('button', { name: 'Kataa' }).click();
  await expect(prompt.getByRole('status')).toHaveText('Imekataliwa');

  await expect(page.getByRole('heading', { name: 'Malipo hayakufanikiwa' })).toBeVisible({ timeout: 20_000 });
  await expect(
    page.getByRole('button', { name: /^Jaribu tena: tuma TSh\s?360,000 kwenda \+255\s754/ }),
  ).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'payment-failed-sw');

  await switchLanguage(page, 'English');
  await expect(page.getByRole('heading', { name: 'The payment did not go through' })).toBeVisible();
  await expect(page.getByText(/declined on the phone or timed out\. No money was taken\./)).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'payment-failed');
  const firstAttempt = page.url();
  await page.getByRole('button', { name: /^Try again: send TZS\s?360,000 to \+255\s754/ }).click();
  await expect(page).not.toHaveURL(firstAttempt);
  await expect(page.getByRole('heading', { name: 'Check your phone and enter your PIN' })).toBeVisible();

  // The new prompt reaches the same phone; the declined one stays there, answered.
  await phonePage.reload();
  const waiting = phonePage.getByRole('article').filter({ has: phonePage.getByLabel(/PIN/) });
  await expect(waiting).toHaveCount(1);
  await waiting.getByLabel(/PIN/).fill('2468');
  await waiting.getByRole('button', { name: /^(Pay|Lipa)$/ }).click();
  await expect(phonePage.getByRole('article').getByRole('status')).toHaveCount(2);
  await phonePage.close();

  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('link', { name: 'Continue' }).click();
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByText('Payment did not go through')).toBeVisible();
  await expect(history.getByText('Payment received')).toBeVisible();
});

test('the vendor accepts and delivers a paid order; the customer’s review carries the verified mark, first', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const vendorRequest = await vendorApi(request);
  const venueTitle = uniqueTitle('Ukumbi wa mapokezi');
  const venueId = await publishedVenue(vendorRequest, venueTitle);
  await signInAs(page, 'user');
  await addToCart(page.request, { productId: venueId, eventDate: freeDay() });
  const orderId = await checkoutAndPay(page.request, uniquePhone().e164);

  const vendor = await anotherBrowser(browser);
  await signInAs(vendor.page, 'vendor');
  await vendor.page.goto('/event-planners/vendor');
  const inbox = vendor.page.getByRole('region', { name: 'Orders', exact: true });
  await expect(inbox.getByRole('button', { name: /^New/ })).toHaveAttribute('aria-pressed', 'true');
  const row = inbox.getByRole('link').filter({ hasText: venueTitle });
  await expect(row).toBeVisible();
  await expect(vendor.page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectAccessible(vendor.page);
  await shoot(vendor.page, 'vendor-inbox');
  await row.click();
  await expect(vendor.page.getByRole('heading', { name: /^Order SH-\d+$/ })).toBeVisible();
  await expect(vendor.page.getByText(venueTitle).first()).toBeVisible();
  await expectAccessible(vendor.page);
  await shoot(vendor.page, 'vendor-order');
  await vendor.page.getByRole('button', { name: 'Accept' }).click();
  await expect(vendor.page.getByText(/^Order SH-\d+ is accepted\. The customer is told\.$/)).toBeVisible();
  await vendor.page.getByRole('button', { name: 'Mark delivered' }).click();
  // The event day is still to come: delivered early only with the reason, which the customer reads.
  const early = vendor.page.getByRole('dialog', { name: /^Delivered before the event day\?/ });
  await early.getByLabel('Why early').fill('Set up the day before, as agreed');
  await shoot(vendor.page, 'vendor-order-early-delivery');
  await early.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(vendor.page.getByText(/^Order SH-\d+ is marked delivered\.$/)).toBeVisible();
  await shoot(vendor.page, 'vendor-order-delivered');
  await vendor.context.close();

  await page.goto(`/event-planners/orders/${orderId}`);
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByText('Accepted by the vendor')).toBeVisible();
  await expect(history.getByText('Delivered', { exact: true })).toBeVisible();
  await expect(history.getByText('Reason: Set up the day before, as agreed')).toBeVisible();

  // The delivery's text opens the order at its review: the form is there, for the listing bought.
  await page.goto(`/event-planners/orders/${orderId}#review`);
  const howItWent = page.getByRole('region', { name: 'How did it go?' });
  await expect(howItWent.getByText(venueTitle)).toBeVisible();
  await expect(howItWent).toBeInViewport();
  const words = `Ukumbi mzuri, wageni wote walitosha (${test.info().project.name} ${Date.now()}).`;
  await howItWent
    .getByRole('radio', { name: '5 out of 5 stars' })
    .evaluate((radio: HTMLInputElement) => radio.click());
  await howItWent.getByLabel('Your review', { exact: true }).fill(words);
  await howItWent.getByRole('button', { name: 'Post review' }).click();
  await expect(howItWent.getByRole('heading', { name: 'Edit your review' })).toBeVisible();
  await expect(page.getByText('Thank you! Your review is posted.')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'order-review');
  await page.goto(`/event-planners/products/${venueId}`);

  // Someone without a booking reviews after: the verified review stays first.
  const other = await anotherBrowser(browser);
  await signInAs(other.page, 'user');
  const unverified = await other.page.request.put(`/api/v1/listings/${venueId}/reviews/mine`, {
    data: { rating: 3, body: 'Nilipita tu, sikuwa na tukio hapa.' },
  });
  expect(unverified.ok(), await unverified.text()).toBe(true);
  await other.context.close();

  await page.reload();
  const reviews = page.getByRole('region', { name: 'Reviews', exact: true }).getByRole('article');
  await expect(reviews).toHaveCount(2);
  await expect(reviews.first()).toContainText(words);
  await expect(reviews.first().getByText('Verified booking')).toBeVisible();
  await expect(reviews.nth(1).getByText('Verified booking')).toHaveCount(0);
  await expectAccessible(page);
  await shoot(page, 'verified-review');
});

test('two customers press Pay for the same venue and date at once: one pays, the other is told plainly', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const vendor = await vendorApi(request);
  const venueTitle = uniqueTitle('Ukumbi wa mashindano');
  const venueId = await publishedVenue(vendor, venueTitle);
  const day = freeDay();

  const second = await anotherBrowser(browser);
  const racers = [page, second.page];
  for (const racer of racers) {
    await signInAs(racer, 'user');
    await addToCart(racer.request, { productId: venueId, eventDate: day });
    await racer.goto('/event-planners/checkout');
    await racer.getByLabel('Mobile-money number').fill(uniquePhone().typed);
    await expect(racer.getByTestId('due-now')).toHaveText(/360,000/);
  }
  await Promise.all(
    racers.map((racer) => racer.getByRole('button', { name: /^Pay TZS\s?360,000 by mobile money$/ }).click()),
  );

  const taken = /was just booked for .+ by someone else\. Choose another date\./;
  const outcome = async (racer: (typeof racers)[number]) => {
    if (/\/event-planners\/payments\//.test(racer.url())) return 'paying';
    if (await racer.getByText(taken).isVisible()) return 'refused';
    return 'undecided';
  };
  let outcomes: string[] = [];
  await expect(async () => {
    outcomes = await Promise.all(racers.map(outcome));
    expect(outcomes).not.toContain('undecided');
  }).toPass({ timeout: 20_000 });
  expect([...outcomes].sort()).toEqual(['paying', 'refused']);

  const winner = racers[outcomes.indexOf('paying')];
  const loser = racers[outcomes.indexOf('refused')];
  if (!winner || !loser) throw new Error(`outcomes: ${outcomes.join(', ')}`);
  await expect(winner.getByRole('heading', { name: 'Check your phone and enter your PIN' })).toBeVisible();
  const alert = loser.getByRole('alert').filter({ hasText: taken });
  // The day in words, as people say it, never 2027-03-31.
  const dayInWords = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Africa/Dar_es_Salaam',
  }).format(new Date(`${day}T12:00:00+03:00`));
  await expect(alert).toContainText(`${venueTitle} was just booked for ${dayInWords} by someone else.`);
  await expect(alert.getByRole('link', { name: 'Back to the cart' })).toHaveAttribute(
    'href',
    '/event-planners/cart',
  );
  await expectAccessible(loser);
  await shoot(loser, 'checkout-date-taken');
  await second.context.close();
});
