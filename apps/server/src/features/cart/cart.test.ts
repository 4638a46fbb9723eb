// The cart on the server: the spec's rules (add, remove, update, clear), merge after sign-in, bounds, and ownership.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { bearer, buildUser, sessionTokenFor } from '../../../test/factories.ts';
import { buildListing, buildListingPhoto, buildVendor } from '../../../test/marketplace-factories.ts';
import { listings, vendors } from '../../db/schema/marketplace.ts';

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
    const tent = await buildListing(t.db, { title: 'Hema kubwa', priceTzs: 120_000 });
    const cake = await buildListing(t.db, { title: 'Keki ya harusi', priceTzs: 80_000, priceUnit: 'item' });
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
    const a = await buildListing(t.db);
    const b = await buildListing(t.db);
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
    const listing = await buildListing(t.db);
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

    const draft = await buildListing(t.db, { status: 'draft', publishedAt: null });
    expect((await call('POST', '/cart/items', { productId: draft.id, quantity: 1 })).statusCode).toBe(404);
    const archived = await buildListing(t.db, { status: 'archived' });
    const refused = await call('POST', '/cart/items', { productId: archived.id, quantity: 1 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toBe('This listing is no longer available.');
    const suspended = await buildVendor(t.db, { status: 'suspended' });
    const hidden = await buildListing(t.db, { vendorId: suspended.id });
    expect((await call('POST', '/cart/items', { productId: hidden.id, quantity: 1 })).statusCode).toBe(422);
    expect((await call('PATCH', `/cart/items/${randomUUID()}`, { quantity: 2 })).statusCode).toBe(404);
  });

  it('keeps a line whose listing was archived or whose vendor was suspended, shown as unavailable', async () => {
    const { call } = await shopper();
    const archivedLater = await buildListing(t.db, { priceTzs: 1000 });
    const vendor = await buildVendor(t.db);
    const suspendedLater = await buildListing(t.db, { vendorId: vendor.id, priceTzs: 2000 });
    const stays = await buildListing(t.db, { priceTzs: 5000 });
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
    const listing = await buildListing(t.db);
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
    const tent = await buildListing(t.db);
    const chairs = await buildListing(t.db);
    const archived = await buildListing(t.db, { status: 'archived' });
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
    const listing = await buildListing(t.db);
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
    const listing = await buildListing(t.db);
    const body = { mergeId: 'same-id-for-both', items: [{ productId: listing.id, quantity: 2 }] };
    expect((await alice.call('POST', '/cart/merge', body)).json().lines).toHaveLength(1);
    expect((await bob.call('POST', '/cart/merge', body)).json().lines).toHaveLength(1);
  });
});
