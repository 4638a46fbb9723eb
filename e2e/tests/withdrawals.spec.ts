// A host withdraws michango with the treasurer's approval: a contributor pays by mobile money, the host asks to send
// part of it to a number, the treasurer (told of the request) approves it in Swahili, and the money arrives on that
// number's demo phone. Each journey makes its own event, committee and contributor.
import { expectAccessible } from '../support/axe.ts';
import { approveByApi, eventByApi, openTab, pledgeByApi, signInFresh } from '../support/events.ts';
import { anotherBrowser, shoot, uniquePhone } from '../support/orders.ts';
import { switchLanguage } from '../support/page-helpers.ts';
import { expect, phoneToo, test } from '../support/test.ts';

test(
  'a host withdraws michango with the treasurer’s approval, and it arrives on the demo phone',
  phoneToo,
  async ({ page, browser }) => {
    test.setTimeout(180_000);
    await signInFresh(page, 'Rehema Kimaro');
    const event = await eventByApi(page.request);
    const contributor = uniquePhone();
    await pledgeByApi(page.request, event.code, {
      name: 'Juma Hassan',
      phone: contributor.e164,
      amountTzs: 150_000,
      payNowTzs: 150_000,
    });
    await approveByApi(page.request, contributor.e164);

    const treasurer = await anotherBrowser(browser);
    const treasurerEmail = await signInFresh(treasurer.page, 'Halima Mfinanga');
    const invited = await page.request.post(`/api/v1/events/${event.id}/committee`, {
      data: { contact: treasurerEmail, role: 'treasurer' },
    });
    expect(invited.status(), await invited.text()).toBe(201);

    // The host asks: the rule is said first, and the request waits for a second person.
    await page.goto(`/event-planners/events/${event.id}`);
    await openTab(page, /^Money$/);
    await expect(page.getByText('Available to withdraw')).toBeVisible();
    await expect(page.getByText(/never the person who asked/)).toBeVisible();
    const receiving = uniquePhone();
    await page.getByLabel('Amount (TZS)').fill('100,000');
    await page.getByLabel('Mobile-money number').fill(receiving.typed);
    await page.getByRole('button', { name: 'Ask for approval' }).click();
    await expect(page.getByText(/^Asked\. TZS\s?100,000 goes out once someone approves it\.$/)).toBeVisible();
    const list = page.getByRole('region', { name: 'Withdrawals' });
    await expect(list.getByText('Waiting for approval')).toBeVisible();
    await expect(list.getByRole('button', { name: 'Approve and send' })).toHaveCount(0);
    await expectAccessible(page);
    await shoot(page, 'withdrawal-asked');

    // The treasurer was told, and approves in Swahili after a confirmation that names where the money goes.
    await treasurer.page.goto('/event-planners/Account');
    await switchLanguage(treasurer.page, 'Kiswahili');
    await treasurer.page.goto(`/event-planners/events/${event.id}?tab=money`);
    await expect(treasurer.page.getByRole('tab', { name: 'Pesa' })).toHaveAttribute('aria-selected', 'true');
    const seen = treasurer.page.getByRole('region', { name: 'Maombi ya kutoa pesa' });
    await expect(seen.getByText('Inasubiri idhini')).toBeVisible();
    await expect(treasurer.page.getByText('Mwenyeji au mwenyekiti ndiye hutoa pesa za tukio.')).toBeVisible();
    await expectAccessible(treasurer.page);
    await shoot(treasurer.page, 'withdrawal-to-approve-sw');
    await seen.getByRole('button', { name: 'Idhinisha na utume' }).click();
    const dialog = treasurer.page.getByRole('dialog', { name: /^Tuma TSh\s?100,000 kwenda \+255/ });
    await dialog.getByRole('button', { name: 'Idhinisha na utume' }).click();
    await expect(seen.getByText('Zimelipwa')).toBeVisible({ timeout: 20_000 });
    await expect(seen.getByText(/Imeidhinishwa na Halima Mfinanga/)).toBeVisible();
    await treasurer.context.close();

    // The host sees it paid, in the history too; the money is on the receiving number's demo phone.
    await page.reload();
    await expect(list.getByText('Paid', { exact: true })).toBeVisible({ timeout: 20_000 });
    await openTab(page, /^History$/);
    await expect(page.getByText('Withdrawal approved')).toBeVisible();
    await expect(page.getByText('Withdrawal paid')).toBeVisible();
    await page.goto(`/dev/phone?number=${encodeURIComponent(receiving.e164)}`);
    await expect(page.getByText(/^You have received TZS\s?100,000 from Sherehe$/)).toBeVisible();
  },
);
