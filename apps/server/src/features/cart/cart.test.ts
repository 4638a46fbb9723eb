// The cart on the server: the spec's rules (add, remove, update, clear), merge after sign-in, bounds, and ownership.
import { randomUUID } from 'node:crypto';
import { addDays, todayInTanzania } from '@sherehe/core/booking-rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { bearer, buildUser, sessionTokenFor } from '../../../test/factories.ts';
import { buildListing, buildListingPhoto, buildVendor } from '../../../test/marketplace-factories.ts';
import type { Database } from '../../db/client.ts';
import { listingBlockedDays } from '../../db/schema/bookings.ts';
import { listings, vendors } from '../../db/schema/marketplace.ts';
import { takeDayHold } from '../availability/service.ts';

// Products carry no calendar, so the cart rules below are tested without dates; services have their own tests.
const buildProduct = (db: Database, overrides: Parameters<typeof buildListing>[1] = {}) =>
  buildListing(db, { kind: 'product', category: 'cakes', ...overrides });

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function shopper() {
  const user = await buildUser(t.db);
  const headers = bearer(await sessionTokenFor(t.db, user));
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload === undefined ? {} : { payload }) });
  return { user, call };
}

describe('the cart', () => {
  it('adds the same listing again by growing its quantity, keeping the location unless a new one is given', async () => {
    const { call } = await shopper();
    const tent = await buildProduct(t.db, { title: 'Hema kubwa', priceTzs: 120_000 });
    const cake = await buildProduct(t.db, { title: 'Keki ya harusi', priceTzs: 80_000, priceUnit: 'item' });
    await buildListingPhoto(t.db, tent.id, { storageKey: 'tent/second', position: 1 });
    await buildListingPhoto(t.db, tent.id, { storageKey: 'tent/first', position: 0 });

    await call('POST', '/cart/items', { productId: tent.id, quantity: 1, location: 'Moshi' });
    await call('POST', '/cart/items', { productId: cake.id, quantity: 2 });
    const res = await call('POST', '/cart/items', { productId: tent.id, quantity: 2, location: '  ' });
    expect(res.statusCode).toBe(200);
    const cart = res.json();
    expect(
      cart.lines.map((l: { productId: string; quantity: number; location: string | null }) => [
        l.productId,
        l.quantity,
        l.location,
      ]),
    ).toEqual([
      [tent.id, 3, 'Moshi'],
      [cake.id, 2, null],
    ]);
    expect(cart.lines[0]).toMatchObject({
      title: 'Hema kubwa',
      priceTzs: 120_000,
      priceUnit: 'event',
      photoKey: 'tent/first',
      available: true,
    });
    expect(cart.lines[1].photoKey).toBeNull();
    expect(cart.totalTzs).toBe(3 * 120_000 + 2 * 80_000);

    const moved = await call('POST', '/cart/items', { productId: tent.id, quantity: 1, location: 'Arusha' });
    expect(moved.json().lines[0]).toMatchObject({ quantity: 4, location: 'Arusha' });
  });

  it('updates quantity and location, removes a line and clears', async () => {
    const { call } = await shopper();
    const a = await buildProduct(t.db);
    const b = await buildProduct(t.db);
    await call('POST', '/cart/items', { productId: a.id, quantity: 1, location: 'Dodoma' });
    await call('POST', '/cart/items', { productId: b.id, quantity: 1 });

    expect((await call('PATCH', `/cart/items/${a.id}`, { quantity: 7 })).json().lines[0].quantity).toBe(7);
    expect(
      (await call('PATCH', `/cart/items/${a.id}`, { location: 'Mwanza' })).json().lines[0],
    ).toMatchObject({
      quantity: 7,
      location: 'Mwanza',
    });
    expect(
      (await call('PATCH', `/cart/items/${a.id}`, { location: null })).json().lines[0].location,
    ).toBeNull();

    const removed = await call('DELETE', `/cart/items/${b.id}`);
    expect(removed.json().lines.map((l: { productId: string }) => l.productId)).toEqual([a.id]);
    expect((await call('DELETE', `/cart/items/${b.id}`)).statusCode).toBe(200); // already gone: still fine

    const cleared = await call('DELETE', '/cart');
    expect(cleared.json()).toEqual({ lines: [], totalTzs: 0 });
  });

  it('bounds quantities with clear messages', async () => {
    const { call } = await shopper();
    const listing = await buildProduct(t.db);
    for (const [quantity, reason] of [
      [0, 'cart.quantity_min'],
      [-1, 'cart.quantity_min'],
      [1000, 'cart.quantity_max'],
      [1.5, 'cart.quantity_whole'],
    ] as const) {
      const res = await call('POST', '/cart/items', { productId: listing.id, quantity });
      expect(res.statusCode, String(quantity)).toBe(400);
      expect(res.json().error).toMatchObject({ reason, details: [{ field: 'quantity', reason }] });
    }
    await call('POST', '/cart/items', { productId: listing.id, quantity: 998 });
    const over = await call('POST', '/cart/items', { productId: listing.id, quantity: 2 });
    expect(over.statusCode).toBe(422);
    expect(over.json().error).toMatchObject({
      reason: 'cart.quantity_max',
      params: { max: 999 },
      message: 'You can have at most 999 of one item in your cart.',
    });
    expect((await call('GET', '/cart')).json().lines[0].quantity).toBe(998); // the refused add changed nothing
    expect((await call('PATCH', `/cart/items/${listing.id}`, { quantity: 1000 })).statusCode).toBe(400);
    expect((await call('PATCH', `/cart/items/${listing.id}`, {})).statusCode).toBe(400);
  });

  it('refuses listings that do not exist, are drafts, archived or of a suspended vendor', async () => {
    const { call } = await shopper();
    const missing = await call('POST', '/cart/items', { productId: randomUUID(), quantity: 1 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toMatch(/could not find that listing/);
    expect((await call('POST', '/cart/items', { productId: 'not-a-uuid', quantity: 1 })).statusCode).toBe(
      400,
    );

    const draft = await buildProduct(t.db, { status: 'draft', publishedAt: null });
    expect((await call('POST', '/cart/items', { productId: draft.id, quantity: 1 })).statusCode).toBe(404);
    const archived = await buildProduct(t.db, { status: 'archived' });
    const refused = await call('POST', '/cart/items', { productId: archived.id, quantity: 1 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toBe('This listing is no longer available.');
    const suspended = await buildVendor(t.db, { status: 'suspended' });
    const hidden = await buildProduct(t.db, { vendorId: suspended.id });
    expect((await call('POST', '/cart/items', { productId: hidden.id, quantity: 1 })).statusCode).toBe(422);
    expect((await call('PATCH', `/cart/items/${randomUUID()}`, { quantity: 2 })).statusCode).toBe(404);
  });

  it('keeps a line whose listing was archived or whose vendor was suspended, shown as unavailable', async () => {
    const { call } = await shopper();
    const archivedLater = await buildProduct(t.db, { priceTzs: 1000 });
    const vendor = await buildVendor(t.db);
    const suspendedLater = await buildProduct(t.db, { vendorId: vendor.id, priceTzs: 2000 });
    const stays = await buildProduct(t.db, { priceTzs: 5000 });
    for (const listing of [archivedLater, suspendedLater, stays]) {
      await call('POST', '/cart/items', { productId: listing.id, quantity: 1 });
    }
    await t.db.update(listings).set({ status: 'archived' }).where(eq(listings.id, archivedLater.id));
    await t.db.update(vendors).set({ status: 'suspended' }).where(eq(vendors.id, vendor.id));

    const cart = (await call('GET', '/cart')).json();
    expect(cart.lines.map((l: { available: boolean }) => l.available)).toEqual([false, false, true]);
    expect(cart.totalTzs).toBe(5000);
  });

  it('touches only the signed-in person’s own cart', async () => {
    const alice = await shopper();
    const bob = await shopper();
    const listing = await buildProduct(t.db);
    await alice.call('POST', '/cart/items', { productId: listing.id, quantity: 3 });

    expect((await bob.call('GET', '/cart')).json().lines).toEqual([]);
    expect((await bob.call('PATCH', `/cart/items/${listing.id}`, { quantity: 1 })).statusCode).toBe(404);
    await bob.call('DELETE', `/cart/items/${listing.id}`);
    await bob.call('DELETE', '/cart');
    await bob.call('POST', '/cart/items', { productId: listing.id, quantity: 1 });

    const aliceCart = (await alice.call('GET', '/cart')).json();
    expect(aliceCart.lines).toHaveLength(1);
    expect(aliceCart.lines[0].quantity).toBe(3);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/cart' })).statusCode).toBe(401);
  });
});

describe('merging the cart kept before signing in', () => {
  it('adds each line by the add rule, skips stale ones, and merges a repeated request once', async () => {
    const { call } = await shopper();
    const tent = await buildProduct(t.db);
    const chairs = await buildProduct(t.db);
    const archived = await buildProduct(t.db, { status: 'archived' });
    await call('POST', '/cart/items', { productId: tent.id, quantity: 2, location: 'Moshi' });

    const body = {
      mergeId: randomUUID(),
      items: [
        { productId: tent.id, quantity: 1 },
        { productId: chairs.id, quantity: 40, location: 'Arusha' },
        { productId: archived.id, quantity: 1 },
        { productId: randomUUID(), quantity: 1 },
        { productId: 'old-format-id', quantity: 1 },
      ],
    };
    const first = await call('POST', '/cart/merge', body);
    expect(first.statusCode).toBe(200);
    const merged = first.json();
    expect(
      merged.lines.map((l: { productId: string; quantity: number; location: string | null }) => [
        l.productId,
        l.quantity,
        l.location,
      ]),
    ).toEqual([
      [tent.id, 3, 'Moshi'],
      [chairs.id, 40, 'Arusha'],
    ]);
    expect(merged.skipped).toEqual([archived.id, body.items[3]?.productId, 'old-format-id']);

    const again = (await call('POST', '/cart/merge', body)).json();
    expect(again.lines.map((l: { quantity: number }) => l.quantity)).toEqual([3, 40]);
    expect(again.skipped).toEqual([]);
  });

  it('stops a merged quantity at the maximum instead of failing the sign-in', async () => {
    const { call } = await shopper();
    const listing = await buildProduct(t.db);
    await call('POST', '/cart/items', { productId: listing.id, quantity: 900 });
    const res = await call('POST', '/cart/merge', {
      mergeId: randomUUID(),
      items: [{ productId: listing.id, quantity: 5000 }],
    });
    expect(res.json().lines[0].quantity).toBe(999);
  });

  it('keeps merges of different people apart, even with the same merge id', async () => {
    const alice = await shopper();
    const bob = await shopper();
    const listing = await buildProduct(t.db);
    const body = { mergeId: 'same-id-for-both', items: [{ productId: listing.id, quantity: 2 }] };
    expect((await alice.call('POST', '/cart/merge', body)).json().lines).toHaveLength(1);
    expect((await bob.call('POST', '/cart/merge', body)).json().lines).toHaveLength(1);
  });
});

describe('date and guests on a line', () => {
  const inDays = (n: number) => addDays(todayInTanzania(), n);

  it('needs a free date for a service, keeps it when the same listing is added again, and prices per guest', async () => {
    const { call } = await shopper();
    const hall = await buildListing(t.db, { category: 'venues', priceTzs: 2_000_000, depositPercent: 30 });
    const catering = await buildListing(t.db, {
      category: 'catering',
      priceTzs: 15_000,
      priceUnit: 'person',
    });

    const missing = await call('POST', '/cart/items', { productId: hall.id, quantity: 1 });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error).toMatchObject({
      reason: 'cart.event_date_required',
      details: [{ field: 'eventDate', reason: 'cart.event_date_required' }],
    });
    expect((await call('GET', '/cart')).json().lines).toEqual([]);

    const day = inDays(20);
    await call('POST', '/cart/items', { productId: hall.id, quantity: 1, eventDate: day, location: 'Moshi' });
    const res = await call('POST', '/cart/items', {
      productId: catering.id,
      quantity: 1,
      eventDate: day,
      guests: 250,
    });
    expect(res.statusCode).toBe(200);
    const cart = res.json();
    expect(cart.lines[0]).toMatchObject({
      eventDate: day,
      guests: null,
      dateStatus: 'free',
      kind: 'service',
      lineTotalTzs: 2_000_000,
      depositPercent: 30,
    });
    expect(cart.lines[1]).toMatchObject({ eventDate: day, guests: 250, lineTotalTzs: 250 * 15_000 });
    expect(cart.totalTzs).toBe(2_000_000 + 250 * 15_000);

    // Added again without a date or guests: both stay; with new ones: replaced.
    const again = (await call('POST', '/cart/items', { productId: catering.id, quantity: 1 })).json();
    expect(again.lines[1]).toMatchObject({ quantity: 2, eventDate: day, guests: 250 });
    const moved = (
      await call('POST', '/cart/items', {
        productId: catering.id,
        quantity: 1,
        eventDate: inDays(21),
        guests: 90,
      })
    ).json();
    expect(moved.lines[1]).toMatchObject({ quantity: 3, eventDate: inDays(21), guests: 90 });
  });

  it('refuses a date that is blocked or full, past, far off or not a date', async () => {
    const { call } = await shopper();
    const hall = await buildListing(t.db, { category: 'venues' });
    const blocked = inDays(9);
    await t.db.insert(listingBlockedDays).values({ listingId: hall.id, day: blocked });
    const full = inDays(10);
    await t.db.transaction((tx) =>
      takeDayHold(tx, {
        listingId: hall.id,
        day: full,
        holderId: randomUUID(),
        expiresAt: new Date(Date.now() + 60_000),
      }),
    );
    for (const day of [blocked, full]) {
      const res = await call('POST', '/cart/items', { productId: hall.id, quantity: 1, eventDate: day });
      expect(res.statusCode, day).toBe(422);
      expect(res.json().error.reason).toBe('booking.date_not_free');
    }
    for (const [eventDate, reason] of [
      [inDays(-1), 'booking.day_past'],
      [inDays(800), 'booking.date_too_far'],
      ['2026-02-30', 'booking.date_invalid'],
      [20261212, 'booking.date_invalid'],
    ] as const) {
      const res = await call('POST', '/cart/items', { productId: hall.id, quantity: 1, eventDate });
      expect(res.statusCode, String(eventDate)).toBe(400);
      expect(res.json().error).toMatchObject({ reason, details: [{ field: 'eventDate', reason }] });
    }
    for (const guests of [0, 1.5, 100_001, '20']) {
      const res = await call('POST', '/cart/items', {
        productId: hall.id,
        quantity: 1,
        eventDate: inDays(3),
        guests,
      });
      expect(res.statusCode, String(guests)).toBe(400);
      expect(res.json().error.reason).toBe('cart.guests_invalid');
    }
    // A product takes a delivery day, free or not, and needs none.
    const cake = await buildProduct(t.db);
    expect((await call('POST', '/cart/items', { productId: cake.id, quantity: 1 })).statusCode).toBe(200);
    expect(
      (await call('POST', '/cart/items', { productId: cake.id, quantity: 1, eventDate: inDays(2) })).json()
        .lines[0],
    ).toMatchObject({ eventDate: inDays(2), dateStatus: 'free', kind: 'product' });
  });

  it('changes a line’s date and guests, never to a date that is not free, and never clears a service’s date', async () => {
    const { call } = await shopper();
    const hall = await buildListing(t.db, { category: 'venues' });
    const cake = await buildProduct(t.db, { priceUnit: 'person', priceTzs: 1000 });
    await call('POST', '/cart/items', { productId: hall.id, quantity: 1, eventDate: inDays(5) });
    await call('POST', '/cart/items', { productId: cake.id, quantity: 1, eventDate: inDays(5) });

    const moved = await call('PATCH', `/cart/items/${hall.id}`, { eventDate: inDays(6) });
    expect(moved.json().lines[0].eventDate).toBe(inDays(6));
    const cleared = await call('PATCH', `/cart/items/${hall.id}`, { eventDate: null });
    expect(cleared.statusCode).toBe(422);
    expect(cleared.json().error.reason).toBe('cart.event_date_required');
    await t.db.insert(listingBlockedDays).values({ listingId: hall.id, day: inDays(7) });
    const blocked = await call('PATCH', `/cart/items/${hall.id}`, { eventDate: inDays(7) });
    expect(blocked.json().error.reason).toBe('booking.date_not_free');
    expect((await call('GET', '/cart')).json().lines[0].eventDate).toBe(inDays(6));

    const guests = (await call('PATCH', `/cart/items/${cake.id}`, { guests: 40 })).json();
    expect(guests.lines[1]).toMatchObject({ guests: 40, lineTotalTzs: 40_000 });
    const noDate = (await call('PATCH', `/cart/items/${cake.id}`, { eventDate: null, guests: null })).json();
    expect(noDate.lines[1]).toMatchObject({
      eventDate: null,
      guests: null,
      dateStatus: null,
      lineTotalTzs: 1000,
    });
    expect((await call('PATCH', `/cart/items/${cake.id}`, { guests: -1 })).json().error.reason).toBe(
      'cart.guests_invalid',
    );
    // A day blocked after it was chosen shows on the line.
    await t.db.insert(listingBlockedDays).values({ listingId: hall.id, day: inDays(6) });
    expect((await call('GET', '/cart')).json().lines[0].dateStatus).toBe('blocked');
  });

  it('merges the device’s dates and guests, dropping ones gone stale', async () => {
    const { call } = await shopper();
    const hall = await buildListing(t.db, { category: 'venues' });
    const food = await buildListing(t.db, { category: 'catering', priceUnit: 'person' });
    const res = await call('POST', '/cart/merge', {
      mergeId: randomUUID(),
      items: [
        { productId: hall.id, quantity: 1, eventDate: inDays(-3), guests: 0 },
        { productId: food.id, quantity: 1, eventDate: inDays(12), guests: 120, location: 'Moshi' },
      ],
    });
    expect(res.statusCode).toBe(200);
    // Merged in one transaction, the two lines were added at the same instant: compared by listing, not order.
    type Line = { productId: string; eventDate: string | null; guests: number | null };
    const byListing = Object.fromEntries(
      res.json().lines.map((l: Line) => [l.productId, [l.eventDate, l.guests]]),
    );
    expect(byListing).toEqual({ [hall.id]: [null, null], [food.id]: [inDays(12), 120] });
  });
});
