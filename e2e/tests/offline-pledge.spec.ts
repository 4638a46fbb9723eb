// A pledge typed with no network (issue 39): the Contribute page keeps it on the phone and says so, without its
// pay-now part; when the network returns it is sent once, and the host's ledger has exactly one pledge for that phone.
import type { APIRequestContext } from '@playwright/test';
import { expectAccessible } from '../support/axe.ts';
import { eventByApi, signInFresh } from '../support/events.ts';
import { anotherBrowser, pushesTo, uniquePhone } from '../support/orders.ts';
import { expect, phoneToo, test } from '../support/test.ts';

type LedgerRows = { rows: { phone: string; amountTzs: number; paidTzs: number }[] };

/** The host's ledger rows of one phone. */
async function pledgesOf(host: APIRequestContext, eventId: string, e164: string) {
  const answer = await host.get(`/api/v1/events/${eventId}/ledger?limit=200`);
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as LedgerRows).rows.filter((row) => row.phone === e164);
}

test(
  'a pledge typed with no network is kept on the phone and sent once when it is back',
  phoneToo,
  async ({ page, browser }) => {
    await signInFresh(page, 'Rehema Mtandao');
    const event = await eventByApi(page.request);
    const phone = uniquePhone();
    // The contributor, on a phone of their own, with no account.
    const contributor = await anotherBrowser(browser);
    try {
      const form = contributor.page;
      await form.goto(`/event-planners/contribute?event=${event.code}`);
      await expect(form.getByLabel('Your name')).toBeVisible();

      await contributor.context.setOffline(true);
      await form.getByLabel('Your name').fill('Zawadi Bila Mtandao');
      await form.getByLabel('Mobile number').fill(phone.typed);
      await form.getByLabel('Amount you pledge (TZS)').fill('40,000');
      await form.getByRole('button', { name: 'Pledge and pay TZS 40,000' }).click();
      const kept = form
        .getByRole('status')
        .filter({ hasText: 'No network: your pledge is kept on this phone' });
      await expect(kept).toBeVisible();
      await expect(kept).toContainText('The pay-now part is not kept');
      await expect(form.getByLabel('Your name')).toHaveValue('Zawadi Bila Mtandao');
      await expectAccessible(form);
      expect(await pledgesOf(page.request, event.id, phone.e164)).toHaveLength(0);

      await contributor.context.setOffline(false);
      await expect(form.getByRole('status').filter({ hasText: 'Your pledge is saved' })).toBeVisible();
      await expect(form.getByRole('link', { name: 'Open my pledge page' })).toBeVisible();

      // Back online again and the page opened anew: nothing more is sent.
      await contributor.context.setOffline(true);
      await contributor.context.setOffline(false);
      await form.reload();
      await expect(form.getByLabel('Your name')).toHaveValue('');
      const pledges = await pledgesOf(page.request, event.id, phone.e164);
      expect(pledges).toHaveLength(1);
      expect(pledges[0]).toMatchObject({ amountTzs: 40_000, paidTzs: 0 });
      // The pay-now part was not kept: no payment prompt ever reached the phone.
      expect(await pushesTo(page.request, phone.e164)).toEqual([]);
    } finally {
      await contributor.context.close();
    }
  },
);
