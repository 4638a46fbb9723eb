// A dispute, in the browser: a customer whose delivered venue came only in part reports it with a photo, which
// freezes the money; the demo vendor gives their side (and reads the card in Swahili); the demo admin finds it under
// Disputes and decides a partial refund with the reason; the customer reads the decision.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expectAccessible } from '../support/axe.ts';
import { anotherBrowser, deliveredVenueOrder, shoot } from '../support/orders.ts';
import { signInAs, switchLanguage } from '../support/page-helpers.ts';
import { expect, phoneToo, test } from '../support/test.ts';

const photo = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/event-tent.png');

test(
  'a customer reports a problem, the vendor answers, an admin decides a partial refund',
  phoneToo,
  async ({ page, request, browser }) => {
    test.setTimeout(210_000);
    const orderId = await deliveredVenueOrder(page, request, 'Ukumbi wa mgogoro');

    // The customer reports what went wrong, then adds a photo.
    await page.goto(`/event-planners/orders/${orderId}`);
    const payBalance = page.getByRole('button', { name: 'Pay the balance (TZS 840,000)' });
    await expect(payBalance).toBeVisible();
    const report = page.getByRole('region', { name: 'Something went wrong?' });
    await report.getByRole('button', { name: 'Report a problem' }).click();
    await report.getByRole('radio', { name: 'Only part of it came' }).check();
    await report
      .getByRole('textbox', { name: 'What happened' })
      .fill('The tent came without its sides and only half the chairs.');
    await report.getByRole('button', { name: 'Send the report' }).click();
    const card = page.getByRole('region', { name: 'Dispute' });
    // The customer reads what they paid (the deposit) as held; the vendor reads their share of it (below).
    await expect(card.getByText('Open: TZS 360,000 held until Sherehe decides')).toBeVisible();
    // Nothing more is asked while the problem is open: the dispute's decision settles what the order cost.
    await expect(page.getByRole('region', { name: 'Has everything come?' })).toHaveCount(0);
    await expect(payBalance).toHaveCount(0);
    await card.locator('input[type="file"]').setInputFiles(photo);
    const evidence = card.getByRole('img', { name: /^Photo 1 from / });
    await expect(evidence).toBeVisible();
    await expect
      .poll(() => evidence.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await expectAccessible(page);
    await shoot(page, 'dispute-customer');

    // The vendor gives their side, and reads it in Swahili.
    const vendor = await anotherBrowser(browser);
    await signInAs(vendor.page, 'vendor');
    await vendor.page.goto(`/event-planners/vendor?order=${orderId}`);
    const vendorCard = vendor.page.getByRole('region', { name: 'Dispute' });
    await expect(vendorCard.getByText(/reported: Only part of it came$/)).toBeVisible();
    await vendorCard
      .getByRole('textbox', { name: 'Your side' })
      .fill('The sides were in the second lorry, which came at four.');
    await vendorCard.getByRole('button', { name: 'Send your side' }).click();
    await expect(vendor.page.getByText('Your side is sent.')).toBeVisible();
    await expect(vendorCard.getByRole('button', { name: 'Update your side' })).toBeVisible();
    await switchLanguage(vendor.page, 'Kiswahili');
    const mgogoro = vendor.page.getByRole('region', { name: 'Mgogoro' });
    await expect(mgogoro.getByText('Wazi: TSh 342,000 zimezuiliwa hadi Sherehe iamue')).toBeVisible();
    await expectAccessible(vendor.page);
    await shoot(vendor.page, 'dispute-vendor-sw');
    await vendor.context.close();

    // The admin finds it under Disputes and decides a partial refund.
    const admin = await anotherBrowser(browser);
    await signInAs(admin.page, 'admin');
    await admin.page.goto('/event-planners/admin?section=disputes');
    await expect(admin.page.getByRole('heading', { level: 2, name: 'Disputes' })).toBeVisible();
    await expectAccessible(admin.page);
    await shoot(admin.page, 'admin-disputes');
    const reference = (await (await page.request.get(`/api/v1/orders/${orderId}`)).json())
      .reference as string;
    await admin.page.getByRole('link', { name: `Open order ${reference}` }).click();
    const adminCard = admin.page.getByRole('region', { name: 'Dispute' });
    await expect(adminCard.getByText(/^The sides were in the second lorry/)).toBeVisible();
    await adminCard.getByRole('radio', { name: 'Refund part, release the rest' }).check();
    await adminCard.getByRole('textbox', { name: 'Refund to the customer (TZS)' }).fill('100,000');
    await adminCard
      .getByRole('textbox', { name: 'Reason (both sides read it)' })
      .fill('The sides came late; half the chairs did not come.');
    await adminCard.getByRole('button', { name: 'Decide' }).click();
    const confirm = admin.page.getByRole('dialog', { name: 'Decide this dispute?' });
    await expect(
      confirm.getByText('Partial refund: TZS 100,000 back to the customer, the rest to the vendor'),
    ).toBeVisible();
    await shoot(admin.page, 'dispute-decide-confirm');
    await confirm.getByRole('button', { name: 'Decide' }).click();
    await expect(
      adminCard.getByText('Partial refund: TZS 100,000 back to the customer, the rest to the vendor'),
    ).toBeVisible();
    await expect(adminCard.getByRole('button', { name: 'Decide' })).toHaveCount(0);
    await expectAccessible(admin.page);
    await shoot(admin.page, 'dispute-decided-admin');
    await admin.context.close();

    // The customer reads the decision and its reason.
    await page.reload();
    await expect(card.getByText('The sides came late; half the chairs did not come.')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'History' }).getByText('Dispute decided by Sherehe'),
    ).toBeVisible();
    await shoot(page, 'dispute-decided-customer');
  },
);
