// A refund the provider refused, in the browser: the demo's declined hall booking (Musa Kapinga's) could not be sent
// back, so its payment is owed back; an admin finds it under "Owed back", reads where the money goes and sends it
// again, in Swahili, and it is refunded (the simulator pays at once). Each project has its own server and data.
import { expectAccessible } from '../support/axe.ts';
import { shoot } from '../support/orders.ts';
import { signInAs, switchLanguage } from '../support/page-helpers.ts';
import { expect, phoneToo, test } from '../support/test.ts';

test('an admin sends a refused refund again, once, and it is refunded', phoneToo, async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/event-planners/admin?section=payments');
  await page.getByRole('button', { name: 'Owed back' }).click();
  const refusedWords =
    'The provider refused a refund of this payment: the money is still owed back. Send it again below.';
  const owed = page.getByRole('listitem').filter({ hasText: refusedWords });
  await expect(owed).toHaveCount(1);
  await expectAccessible(page);
  await shoot(page, 'payments-owed-back');

  await switchLanguage(page, 'Kiswahili');
  const deni = page.getByRole('listitem').filter({ hasText: 'Mtoa huduma alikataa kurudisha malipo haya' });
  await deni.getByRole('button', { name: 'Historia' }).click();
  const dialog = page.getByRole('dialog', { name: /^Malipo ya TSh/ });
  const refused = dialog.getByRole('listitem').filter({ hasText: 'Imeshindikana' });
  await expect(refused).toContainText('The receiving wallet is at its balance limit');
  await refused.getByRole('button', { name: 'Tuma tena' }).click();
  await expect(dialog.getByText(/^Tuma TSh\s?[\d,]+ kwa \+255 [\d ]+ tena\?$/)).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'refund-send-again-sw');
  await dialog.getByRole('button', { name: 'Ndiyo, itume tena' }).click();
  await expect(page.getByText('Urejeshaji umetumwa tena.')).toBeVisible();
  // The new refund stands beside the refused one, which offers no second sending.
  const again = dialog.getByRole('listitem').filter({ hasText: 'imetumwa tena badala ya uliokataliwa' });
  await expect(again).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Tuma tena' })).toHaveCount(0);

  // The simulator sends it at once: refunded, and the payment is owed back no more.
  await expect(async () => {
    await page.reload();
    await page.getByRole('button', { name: 'Yanayodaiwa kurudishwa' }).click();
    await expect(page.getByText('Mtoa huduma alikataa kurudisha malipo haya', { exact: false })).toHaveCount(
      0,
      {
        timeout: 1000,
      },
    );
  }).toPass({ timeout: 20_000 });
  await switchLanguage(page, 'English');
});
