// Conversation journeys' opening (issue 40): the demo vendor publishes a caterer's listing, and a customer in a browser
// of their own, both in the journey's language, is signed in to ask about it.
import { anotherBrowser, publishedListing, uniqueTitle } from './orders.ts';
import { signInAs } from './page-helpers.ts';
import type { Browser, Page } from './test.ts';

export async function catererAndCustomer(vendorPage: Page, browser: Browser, language: 'en' | 'sw') {
  await signInAs(vendorPage, 'vendor');
  const title = uniqueTitle('Chakula cha harusi');
  const listingId = await publishedListing(vendorPage.request, {
    kind: 'service',
    title,
    category: 'catering',
    priceTzs: 25_000,
    priceUnit: 'person',
  });
  const customer = await anotherBrowser(browser);
  if (language === 'sw') {
    for (const context of [customer.context, vendorPage.context()])
      await context.addInitScript(() => localStorage.setItem('language', 'sw'));
  }
  await signInAs(customer.page, 'user');
  return { title, listingId, customer };
}
