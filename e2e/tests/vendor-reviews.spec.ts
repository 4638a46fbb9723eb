// A customer reviews one of the demo vendor's listings; the vendor finds it in the vendor area and answers it there,
// and the answer shows under the review on the product page.

import { expectAccessible } from '../support/axe.ts';
import { registerThroughMail } from '../support/mail.ts';
import { signInAs, uniqueEmail } from '../support/page-helpers.ts';
import { expect, test } from '../support/test.ts';

test('the vendor answers a new review from the vendor area', async ({ page, request }) => {
  await signInAs(page, 'vendor');
  const own = await page.request.get('/api/v1/vendor/listings');
  expect(own.ok()).toBe(true);
  const { listings } = (await own.json()) as { listings: { id: string; title: string; status: string }[] };
  const listing = listings.find((item) => item.status === 'published');
  expect(listing, 'the demo vendor has a published listing').toBeTruthy();
  if (!listing) return;

  // The customer, in a context of their own, through the API.
  await registerThroughMail(request, {
    name: 'Rehema Kweka',
    identifier: uniqueEmail('reviewer'),
    password: 'Kilimanjaro-e2e-2025',
  });
  const words = `Mapambo mazuri (${test.info().project.name} ${Date.now()}).`;
  const posted = await request.put(`/api/v1/listings/${listing.id}/reviews/mine`, {
    data: { rating: 5, body: words },
  });
  expect(posted.status()).toBe(201);

  await page.goto('/event-planners/vendor');
  const section = page.getByRole('region', { name: 'Customer reviews' });
  const card = section.getByRole('article').filter({ hasText: words });
  await expect(card).toBeVisible();
  await expect(card.getByRole('heading', { name: `On ${listing.title}` })).toBeVisible();
  await expect(card.getByText('Rehema K.')).toBeVisible();
  await card.getByRole('button', { name: 'Reply' }).click();
  const answer = `Asante sana, Rehema! (${test.info().project.name})`;
  await card.getByLabel('Your reply to Rehema K.').fill(answer);
  await card.getByRole('button', { name: 'Send reply' }).click();
  await expect(card.getByText(answer)).toBeVisible();
  await expect(card.getByRole('status')).toHaveText('Reply saved.');
  await expect(card.getByRole('button', { name: 'Edit reply' })).toBeFocused();
  await expectAccessible(page);

  await page.goto(`/event-planners/products/${listing.id}`);
  const shown = page
    .getByRole('region', { name: 'Reviews', exact: true })
    .getByRole('article')
    .filter({ hasText: words });
  await expect(shown.getByText(answer)).toBeVisible();
});
