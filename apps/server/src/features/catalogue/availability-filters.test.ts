// The catalogue's "free on" and guests filters: who is free that day (services not blocked and not full, products
// in stock), who can take the guests, and answers that change as soon as a day is held or blocked (cache key).
import { randomUUID } from 'node:crypto';
import { addDays, todayInTanzania } from '@sherehe/core/booking-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { buildListing, buildVendor } from '../../../test/marketplace-factories.ts';
import { listingBlockedDays } from '../../db/schema/bookings.ts';
import { takeDayHold } from '../availability/service.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const inDays = (n: number) => addDays(todayInTanzania(), n);

async function ids(query: string): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/listings?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().listings.map((listing: { id: string }) => listing.id);
}

describe('free on a day', () => {
  it('keeps services with a slot left and products in stock, and follows holds and blocked days at once', async () => {
    const vendor = await buildVendor(t.db);
    const day = inDays(25);
    const free = await buildListing(t.db, { vendorId: vendor.id, category: 'venues', dailyCapacity: 2 });
    const full = await buildListing(t.db, { vendorId: vendor.id, category: 'venues', dailyCapacity: 1 });
    const blocked = await buildListing(t.db, { vendorId: vendor.id, category: 'venues' });
    const cake = await buildListing(t.db, {
      vendorId: vendor.id,
      kind: 'product',
      category: 'cakes',
      stock: 2,
    });
    const soldOut = await buildListing(t.db, {
      vendorId: vendor.id,
      kind: 'product',
      category: 'cakes',
      stock: 0,
    });
    const uncounted = await buildListing(t.db, { vendorId: vendor.id, kind: 'product', category: 'cakes' });
    const expiredHold = await buildListing(t.db, { vendorId: vendor.id, category: 'venues' });
    const hold = (listingId: string, expiresAt: Date) =>
      t.db.transaction((tx) => takeDayHold(tx, { listingId, day, holderId: randomUUID(), expiresAt }));
    await hold(free.id, new Date(Date.now() + 60_000));
    await hold(full.id, new Date(Date.now() + 60_000));
    await hold(expiredHold.id, new Date(Date.now() - 60_000));
    await t.db.insert(listingBlockedDays).values({ listingId: blocked.id, day });

    const base = `vendorId=${vendor.id}&sort=newest`;
    expect(new Set(await ids(`${base}&freeOn=${day}`))).toEqual(
      new Set([free.id, cake.id, uncounted.id, expiredHold.id]),
    );
    // Another day: everything is free but what has no stock.
    expect(await ids(`${base}&freeOn=${inDays(26)}`)).toHaveLength(6);
    expect(await ids(`${base}&freeOn=${inDays(-1)}`)).toEqual([]);
    expect(await ids(`${base}&freeOn=`)).toHaveLength(7);

    // The answer is kept per catalogue version; a new hold or an opened day must change it at once.
    await hold(free.id, new Date(Date.now() + 60_000));
    await t.db.delete(listingBlockedDays);
    const after = new Set(await ids(`${base}&freeOn=${day}`));
    expect(after.has(free.id)).toBe(false);
    expect(after.has(blocked.id)).toBe(true);
    expect(soldOut.id).toBeTruthy();
  });

  it('refuses a day that is not a date, with its reason', async () => {
    for (const freeOn of ['2026-02-30', 'saturday', '12-12-2026']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/listings?freeOn=${freeOn}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        reason: 'booking.date_invalid',
        details: [{ field: 'freeOn' }],
      });
    }
  });
});

describe('guests', () => {
  it('keeps venues that hold the guests and listings without a capacity, and says why a number is refused', async () => {
    const vendor = await buildVendor(t.db);
    const small = await buildListing(t.db, { vendorId: vendor.id, category: 'venues', capacity: 80 });
    const large = await buildListing(t.db, { vendorId: vendor.id, category: 'venues', capacity: 400 });
    const caterer = await buildListing(t.db, {
      vendorId: vendor.id,
      category: 'catering',
      priceUnit: 'person',
    });
    const found = new Set(await ids(`vendorId=${vendor.id}&guests=200`));
    expect(found).toEqual(new Set([large.id, caterer.id]));
    expect(found.has(small.id)).toBe(false);
    // Together with a day: both must hold.
    await t.db.insert(listingBlockedDays).values({ listingId: large.id, day: inDays(3) });
    expect(await ids(`vendorId=${vendor.id}&guests=200&freeOn=${inDays(3)}`)).toEqual([caterer.id]);
    for (const [guests, reason] of [
      ['0', 'catalogue.guests_too_few'],
      ['2.5', 'catalogue.guests_invalid'],
      ['many', 'catalogue.guests_invalid'],
      ['2000000', 'catalogue.guests_too_many'],
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/listings?guests=${guests}` });
      expect(res.statusCode, guests).toBe(400);
      expect(res.json().error.reason, guests).toBe(reason);
    }
  });
});
