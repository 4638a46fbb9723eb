// For the money tests: a vendor with a venue, and a customer's order for it paid through the payment simulator.
import { randomUUID } from 'node:crypto';
import { addDays, todayInTanzania } from '@sherehe/core/booking-rules';
import { expect } from 'vitest';
import type { buildTestApp } from './build-test-app.ts';
import { bearer, buildUser, sessionTokenFor, TEST_PASSWORD } from './factories.ts';
import { buildListing, buildVendor } from './marketplace-factories.ts';

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;
export type Headers = Record<string, string>;

/** The day every test order is for: far enough ahead that nothing is released by the days after it. */
export const eventDay = addDays(todayInTanzania(), 30);

export async function shopWithVenue(
  t: TestApp,
  { phone = '+255754800800', businessName = 'Ukumbi wa Bahari', priceTzs = 800_000 } = {},
) {
  const owner = await buildUser(t.db, { role: 'vendor', phone, name: 'Asha Said' });
  const vendor = await buildVendor(t.db, { userId: owner.id, businessName });
  const venue = await buildListing(t.db, {
    vendor,
    title: businessName,
    category: 'venues',
    priceTzs,
    capacity: 300,
    dailyCapacity: 1,
  });
  return { vendor, venue, owner, vendorAuth: bearer(await sessionTokenFor(t.db, owner)) };
}

export async function paidOrder(t: TestApp, venueId: string, phone = '+255754000111') {
  const user = await buildUser(t.db, { phone, name: 'Neema Mushi' });
  const auth = bearer(await sessionTokenFor(t.db, user));
  const call = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: auth, payload });
  const added = await call('/cart/items', { productId: venueId, quantity: 1, eventDate: eventDay });
  expect(added.statusCode, added.body).toBe(200);
  const placed = await call('/checkout', { idempotencyKey: randomUUID(), phone, language: 'en' });
  expect(placed.statusCode, placed.body).toBe(200);
  const { paymentId, orders: made } = placed.json();
  await t.app.jobs.drain();
  const approved = await t.app.inject({
    method: 'POST',
    url: `/api/v1/dev/phone/pushes/${paymentId}/approve`,
    payload: { pin: '1234' },
  });
  expect(approved.statusCode, approved.body).toBe(200);
  await t.app.jobs.drain();
  return {
    orderId: made[0].id as string,
    customer: auth,
    customerId: user.id,
    customerEmail: user.email ?? '',
  };
}

/** The vendor accepts the order and marks it delivered (before its day, with the reason). */
export async function delivered(t: TestApp, vendorAuth: Headers, orderId: string) {
  const act = (action: string, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/vendor/orders/${orderId}/${action}`,
      headers: vendorAuth,
      ...(payload ? { payload } : {}),
    });
  expect((await act('confirm')).statusCode).toBe(200);
  const done = await act('deliver', { earlyReason: 'Set up the day before, as agreed' });
  expect(done.statusCode, done.body).toBe(200);
}

/**
 * A vendor paid out in full: a customer paid for the venue and said it came, the vendor set a payout number and asked
 * for the money, which the simulator paid.
 */
export async function paidOutVendor(t: TestApp) {
  const shop = await shopWithVenue(t);
  const { orderId, customer } = await paidOrder(t, shop.venue.id);
  await delivered(t, shop.vendorAuth, orderId);
  const send = (method: 'POST' | 'PUT', headers: Headers, url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });
  expect((await send('POST', customer, `/orders/${orderId}/confirm-receipt`)).statusCode).toBe(200);
  const number = await send('PUT', shop.vendorAuth, '/vendor/payout-account', {
    phone: '0754 900 900',
    currentPassword: TEST_PASSWORD,
  });
  expect(number.statusCode, number.body).toBe(200);
  expect((await send('POST', shop.vendorAuth, '/vendor/payouts')).statusCode).toBe(200);
  await t.app.jobs.drain();
  return { ...shop, orderId };
}
