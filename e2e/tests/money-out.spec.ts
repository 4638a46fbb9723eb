// Money out, in the browser: a customer pays for a venue and, once it is delivered, says it came; the demo vendor
// sees the money released, adds the number payouts go to (with the password), taps "Pay me now" and the money
// arrives on the demo phone; the month's statement shows it and downloads as CSV and PDF; the money tab reads in
// Swahili too. Each project runs on its own server and data, so
// the demo vendor's payout number is set once per run.
import { expectAccessible } from '../support/axe.ts';
import { anotherBrowser, deliveredVenueOrder, shoot, uniquePhone } from '../support/orders.ts';
import { DEMO_PASSWORD, signInAs, switchLanguage } from '../support/page-helpers.ts';
import { expect, phoneToo, test } from '../support/test.ts';

test(
  'a delivered order the customer confirms is paid out to the vendor’s number and arrives on the demo phone',
  phoneToo,
  async ({ page, request, browser }) => {
    test.setTimeout(210_000);
    const orderId = await deliveredVenueOrder(page, request, 'Ukumbi wa malipo');

    // The customer says it came: the vendor's money is released at once.
    await page.goto(`/event-planners/orders/${orderId}`);
    const received = page.getByRole('region', { name: 'Has everything come?' });
    await received.getByRole('button', { name: 'I received it' }).click();
    const dialog = page.getByRole('dialog', { name: /^Did order SH-\d+ come\?$/ });
    await expect(dialog.getByRole('button', { name: 'Not yet' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Yes, I received it' }).click();
    await expect(page.getByText(/^Thank you! .+ gets their payment\.$/)).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'History' }).getByText('Received: confirmed by the customer'),
    ).toBeVisible();
    await expect(received).toHaveCount(0);

    const vendor = await anotherBrowser(browser);
    await signInAs(vendor.page, 'vendor');
    await vendor.page.goto('/event-planners/vendor');
    await vendor.page
      .getByRole('navigation', { name: 'Parts of the vendor area' })
      .getByRole('link', { name: 'Money' })
      .click();
    await expect(vendor.page.getByRole('heading', { level: 2, name: 'Your money' })).toBeVisible();
    await expect(vendor.page).toHaveURL(/section=money/);
    const payNow = vendor.page.getByRole('button', { name: 'Pay me now' });
    await expect(payNow).toBeDisabled();
    await expect(vendor.page.getByText('Add the number your money goes to first.')).toBeVisible();
    const byOrder = vendor.page.getByRole('region', { name: 'Money by order' });
    await expect(
      byOrder
        .getByRole('link', { name: /^SH-\d+$/ })
        .locator('visible=true')
        .first(),
    ).toBeVisible();
    await expect(vendor.page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectAccessible(vendor.page);
    await shoot(vendor.page, 'vendor-money');

    const payoutPhone = uniquePhone();
    await vendor.page.getByLabel('Mobile-money number').fill(payoutPhone.typed);
    await vendor.page.getByLabel('Your current password').fill(DEMO_PASSWORD);
    await vendor.page.getByRole('button', { name: 'Save number' }).click();
    await expect(vendor.page.getByText(/^Your payouts go to \+255 754 \*\*\* \d{3}\.$/)).toBeVisible();
    await expect(payNow).toBeEnabled();
    await payNow.click();
    await expect(
      vendor.page.getByText(/^Your payout is on its way to \+255 754 \*\*\* \d{3}\.$/),
    ).toBeVisible();
    const payouts = vendor.page.getByRole('region', { name: 'Payouts' });
    await expect(payouts.getByText('Arrived', { exact: true }).first()).toBeVisible({ timeout: 20_000 });
    await expectAccessible(vendor.page);
    await shoot(vendor.page, 'vendor-money-paid-out');

    // The month's statement: the payout among its lines, and the same as a file to keep.
    const statement = vendor.page.getByRole('region', { name: 'Monthly statement' });
    await expect(
      statement.getByRole('list', { name: 'This month’s money' }).getByText('Payout arrived').first(),
    ).toBeVisible();
    const csvLink = statement.getByRole('link', { name: 'Download CSV' });
    const csv = await vendor.page.request.get((await csvLink.getAttribute('href')) ?? '');
    expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
    expect(await csv.text()).toMatch(/Payout arrived,,\d+/);
    const pdf = await vendor.page.request.get(
      (await statement.getByRole('link', { name: 'Download PDF' }).getAttribute('href')) ?? '',
    );
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await statement.scrollIntoViewIfNeeded();
    await shoot(vendor.page, 'vendor-statement');

    // The money tab in Swahili, its statement too.
    await switchLanguage(vendor.page, 'Kiswahili');
    await expect(vendor.page.getByRole('heading', { level: 2, name: 'Pesa zako' })).toBeVisible();
    await expect(vendor.page.getByRole('button', { name: 'Nilipe sasa' })).toBeVisible();
    const taarifa = vendor.page.getByRole('region', { name: 'Taarifa ya mwezi' });
    await expect(
      taarifa.getByRole('list', { name: 'Pesa za mwezi huu' }).getByText('Malipo yamefika').first(),
    ).toBeVisible();
    await expect(taarifa.getByRole('link', { name: 'Pakua PDF' })).toBeVisible();
    await expectAccessible(vendor.page);
    await shoot(vendor.page, 'vendor-money-sw');
    await taarifa.scrollIntoViewIfNeeded();
    await shoot(vendor.page, 'vendor-statement-sw');

    // The money on the payout number's demo phone.
    await vendor.page.goto(`/dev/phone?number=${encodeURIComponent(payoutPhone.e164)}`);
    await expect(vendor.page.getByText(/^Umepokea TSh [\d,]+ kutoka Sherehe$/)).toBeVisible();
    await switchLanguage(vendor.page, 'English');
    await expect(vendor.page.getByText(/^You have received TZS [\d,]+ from Sherehe$/)).toBeVisible();
    await shoot(vendor.page, 'demo-phone-money');
    await vendor.context.close();
  },
);
