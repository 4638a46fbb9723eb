// The marketplace's two long journeys, each in one piece, as the people in them would go through it:
// becoming a vendor (register → Become Vendor → an admin approves → shop profile → a listing with a photo → found in
// search), and a review with the vendor's reply. Each project and run writes its own words, so neither collides
// with the other or with earlier runs on the same server.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expectAccessible } from '../support/axe.ts';
import { registerThroughMail } from '../support/mail.ts';
import { scrollToFooter, signInAs, uniqueEmail } from '../support/page-helpers.ts';
import { expect, type Page, test } from '../support/test.ts';

const photo = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/event-tent.png');

/** A short word no other run uses: letters only, so search treats it as one plain word. */
function uniqueWord(): string {
  const letters = 'abcdefghjkmnpqrstuvwxyz';
  return Array.from({ length: 8 }, () => letters[Math.floor(Math.random() * letters.length)]).join('');
}

async function signInThroughForm(page: Page, identifier: string, password: string) {
  await page.goto('/event-planners/login');
  const main = page.getByRole('main');
  await main.getByLabel('Email or phone number').fill(identifier);
  await main.getByLabel('Password', { exact: true }).fill(password);
  await main.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

test('become a vendor end to end: request, approval, shop, listing with a photo, found in search', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(135_000);
  const word = uniqueWord();
  const email = uniqueEmail(`journey-vendor-${info.project.name}`);
  const password = 'Zanzibar-viungo-2025';
  const shopName = `Pemba Spice Catering ${word}`;
  const title = `Pilau ya harusi ${word}`;

  // The person has an account (opened through the mailed link) and asks from the footer.
  const personContext = await browser.newContext({
    viewport: page.viewportSize(),
    isMobile: info.project.name === 'phone',
    hasTouch: info.project.name === 'phone',
  });
  const person = await personContext.newPage();
  await registerThroughMail(person.request, { name: 'Mwanaisha Salum', identifier: email, password });
  await person.goto('/event-planners');
  const footer = await scrollToFooter(person);
  await footer.getByLabel('Email or phone number').fill(email);
  await footer.getByRole('button', { name: 'Request' }).click();
  await expect(person.getByText('Request sent successful! We will reach you shortly.')).toBeVisible();

  // Until approved, the vendor area turns them away.
  await person.goto('/event-planners/vendor');
  await expect(person.getByRole('heading', { name: 'This area is for vendors' })).toBeVisible();

  // The admin, in another browser context, approves the request.
  await signInAs(page, 'admin');
  await page.goto('/event-planners/admin');
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Vendor requests' })
    .click();
  await expect(page).toHaveURL(/section=vendor-requests/);
  const queue = page.getByRole('region', { name: 'Vendor requests' });
  const card = queue.getByRole('listitem').filter({ hasText: email });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: `Approve the request from ${email}` }).click();
  const dialog = page.getByRole('dialog', { name: `Approve ${email}?` });
  await dialog.getByLabel(/Note for the history/).fill(`Journey ${word}: caterer in Stone Town.`);
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Mwanaisha Salum is now a vendor.')).toBeVisible();

  // Approval ended their sessions: they sign in again through the form and open the vendor area.
  await signInThroughForm(person, email, password);
  await person.goto('/event-planners/vendor');
  await expect(person.getByRole('heading', { level: 2, name: 'Shop profile' })).toBeVisible();
  // Approval opened a shop under their account's name; they complete it.
  await expect(person.getByRole('textbox', { name: 'Business name', exact: true })).toHaveValue(
    'Mwanaisha Salum',
  );
  await expect(person.getByRole('link', { name: 'New listing' })).toBeVisible();
  await person.getByRole('textbox', { name: 'Business name', exact: true }).fill(shopName);
  await person.getByRole('combobox', { name: 'City or town' }).fill('Zanzibar');
  await person.getByRole('textbox', { name: 'Phone', exact: true }).fill('0777 123 456');
  await person.getByRole('textbox', { name: 'WhatsApp' }).fill('0777 123 456');
  await person
    .getByRole('textbox', { name: 'About your business' })
    .fill('Chakula cha Kizanzibari kwa harusi na sherehe: pilau, biriani na mandazi.');
  await person.getByRole('button', { name: 'Save profile' }).click();
  await expect(person.getByText('Profile saved.')).toBeVisible();
  await expectAccessible(person);

  // A listing: saved as a draft, a photo, published.
  await person.getByRole('link', { name: 'New listing' }).click();
  await expect(person.getByRole('heading', { level: 1, name: 'New listing' })).toBeVisible();
  await person.getByRole('radio', { name: 'Service' }).check();
  await person.getByRole('textbox', { name: 'Title' }).fill(title);
  await person.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Catering' });
  await person.getByRole('textbox', { name: 'Price (TZS)' }).fill('18,000');
  await person.getByRole('combobox', { name: 'Price counted' }).selectOption({ label: 'per person' });
  await expect(person.getByRole('combobox', { name: 'City or town' })).toHaveValue('Zanzibar');
  await person
    .getByRole('textbox', { name: 'Description' })
    .fill('Pilau ya nyama ya mbuzi, kachumbari na ndizi, kwa wageni 50 hadi 500.');
  await person.getByRole('button', { name: 'Save as draft' }).click();
  await expect(person.getByRole('heading', { level: 1, name: 'Edit listing' })).toBeVisible();
  await expect(person).toHaveURL(/\?listing=[0-9a-f-]{36}$/);
  const listingId = new URL(person.url()).searchParams.get('listing');

  await person.locator('input[type="file"]').setInputFiles(photo);
  await expect(person.getByRole('img', { name: 'Photo 1' })).toBeVisible();
  await person.getByRole('button', { name: `Publish: ${title}` }).click();
  await expect(person.getByText(`“${title}” is published.`)).toBeVisible();

  // Anyone finds it through the public search and opens its page, with the new shop on it.
  const visitor = await browser.newContext({
    viewport: page.viewportSize(),
    isMobile: info.project.name === 'phone',
    hasTouch: info.project.name === 'phone',
  });
  const reader = await visitor.newPage();
  await reader.goto('/event-planners/services');
  await reader.getByRole('searchbox', { name: 'Search services and products' }).fill(`pilau ${word}`);
  await reader.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(reader.getByRole('heading', { name: `Results for “pilau ${word}”` })).toBeVisible();
  const found = reader.getByRole('list', { name: /Results for/ }).getByRole('link', { name: title });
  await expect(found).toBeVisible();
  await found.click();
  await expect(reader).toHaveURL(new RegExp(`/event-planners/products/${listingId}$`));
  await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(reader.getByText('TZS 18,000').first()).toBeVisible();
  await expect(reader.getByRole('link', { name: shopName }).first()).toBeVisible();
  await expect(reader.getByRole('img', { name: `${title}, photo 1 of 1` })).toBeVisible();
  await expectAccessible(reader);
  await reader.screenshot({ path: info.outputPath('new-vendor-product.png'), fullPage: false });

  await visitor.close();
  await personContext.close();
});

test('a customer reviews a listing of the demo vendor, the vendor replies, the customer sees the reply', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(60_000);
  const word = uniqueWord();
  const words = `Mahema mazuri, viti safi (${info.project.name} ${word}).`;
  const replyWords = `Asante sana kwa kutuchagua! Karibu tena (${word}).`;

  // The demo vendor's shop and one of its published listings, as the public API gives them.
  const vendorContext = await browser.newContext({
    viewport: page.viewportSize(),
    isMobile: info.project.name === 'phone',
    hasTouch: info.project.name === 'phone',
  });
  const vendorPage = await vendorContext.newPage();
  await signInAs(vendorPage, 'vendor');
  const own = (await (await vendorPage.request.get('/api/v1/vendor/profile')).json()) as {
    profile: { id: string; businessName: string } | null;
  };
  expect(own.profile?.businessName).toBe('Kilimanjaro Tents & Chairs');
  const shop = await page.request.get(`/api/v1/vendors/${own.profile?.id}`);
  expect(shop.status()).toBe(200);
  const { listings } = (await shop.json()) as { listings: { id: string; title: string }[] };
  const listing = listings.find((item) => !item.title.startsWith('Viti vya harusi')) ?? listings[0];
  if (!listing) throw new Error('The demo vendor has no published listing');
  const productUrl = `/event-planners/products/${listing.id}`;

  // The customer (a fresh account) posts a review.
  await signInAs(page, 'user');
  await page.goto(productUrl);
  await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
  await page
    .getByRole('radio', { name: '5 out of 5 stars' })
    .evaluate((radio: HTMLInputElement) => radio.click());
  await page.getByLabel('Your review', { exact: true }).fill(words);
  await page.getByRole('button', { name: 'Post review' }).click();
  await expect(page.getByRole('heading', { name: 'Edit your review' })).toBeVisible();
  const reviews = page.getByRole('region', { name: 'Reviews', exact: true });
  await expect(reviews.getByRole('article').filter({ hasText: words })).toBeVisible();

  // The vendor opens the same page and replies under that review.
  await vendorPage.goto(productUrl);
  const theirs = vendorPage
    .getByRole('region', { name: 'Reviews', exact: true })
    .getByRole('article')
    .filter({ hasText: words });
  await expect(theirs).toBeVisible();
  await expect(vendorPage.getByRole('button', { name: 'Post review' })).toHaveCount(0); // not on their own
  await theirs.getByRole('button', { name: 'Reply', exact: true }).click();
  await theirs.getByLabel('Your reply').fill(replyWords);
  await theirs.getByRole('button', { name: 'Send reply' }).click();
  // The form closes once the reply is kept; the reply then stands under the review.
  await expect(theirs.getByRole('button', { name: 'Edit reply' })).toBeVisible();
  await expect(theirs.getByRole('textbox', { name: 'Your reply' })).toHaveCount(0);
  await expect(theirs.getByText('Reply from the vendor')).toBeVisible();
  await expect(theirs.getByText(replyWords)).toBeVisible();
  await expectAccessible(vendorPage);

  // The customer, coming back to the page, reads the reply under their review (and cannot reply themselves).
  await page.reload();
  const mine = reviews.getByRole('article').filter({ hasText: words });
  await expect(mine.getByText('Reply from the vendor')).toBeVisible();
  await expect(mine.getByText(replyWords)).toBeVisible();
  await expect(mine.getByRole('button', { name: /Reply/ })).toHaveCount(0);
  await expectAccessible(page);
  await page.screenshot({ path: info.outputPath('review-and-reply.png'), fullPage: false });

  await vendorContext.close();
});
