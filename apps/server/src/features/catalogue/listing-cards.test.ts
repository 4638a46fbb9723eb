// Listing cards kept between pages: reused while the catalogue stands still, read again after any change they show.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { buildListing, buildListingPhoto, buildVendor } from '../../../test/marketplace-factories.ts';
import { listingBlockedDays } from '../../db/schema/bookings.ts';
import { listings, vendors } from '../../db/schema/marketplace.ts';
import { createListingCards } from './listing-cards.ts';
import { catalogueVersionsNow } from './queries.ts';

const cardsVersionNow = async () => (await catalogueVersionsNow(t.db)).cardsVersion;

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Card = { id: string; title: string; photo: unknown; vendor: { businessName: string } };

describe('a page of listings', () => {
  // Each page below is a different question (a maximum price a shilling lower), so no kept answer is reused: what
  // stays the same between them is the listing's card.
  let maxPrice = 9_000_000;
  async function pageOf(vendorId: string): Promise<Card[]> {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/listings?vendorId=${vendorId}&maxPrice=${maxPrice--}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().listings;
  }

  it('shows each change to a listing, its vendor or its photos on the next page, whatever the question', async () => {
    const vendor = await buildVendor(t.db, { businessName: 'Mapambo ya Pwani' });
    const listing = await buildListing(t.db, { vendor, title: 'Maua ya harusi' });
    expect((await pageOf(vendor.id)).map((card) => card.title)).toEqual(['Maua ya harusi']);
    expect((await pageOf(vendor.id)).map((card) => card.title)).toEqual(['Maua ya harusi']);

    await t.db.update(listings).set({ title: 'Maua ya send-off' }).where(eq(listings.id, listing.id));
    expect((await pageOf(vendor.id)).map((card) => card.title)).toEqual(['Maua ya send-off']);

    await t.db.update(vendors).set({ businessName: 'Mapambo ya Bahari' }).where(eq(vendors.id, vendor.id));
    expect((await pageOf(vendor.id))[0]?.vendor.businessName).toBe('Mapambo ya Bahari');

    await buildListingPhoto(t.db, listing.id);
    expect((await pageOf(vendor.id))[0]?.photo).not.toBeNull();
  });
});

describe('the kept cards', () => {
  it('are given for a page read at the version they were read at, and read again for a newer one', async () => {
    const cards = createListingCards();
    const listing = await buildListing(t.db, { title: 'Keki ya vanilla' });
    const version = await cardsVersionNow();
    const titleOf = async (at: number) =>
      (await cards.pageOf(t.db, at, [listing.id])).map((card) => (JSON.parse(card) as Card).title);
    expect(await titleOf(version)).toEqual(['Keki ya vanilla']);

    await t.db.update(listings).set({ title: 'Keki ya chokoleti' }).where(eq(listings.id, listing.id));
    // A page read before the change (at `version`) is given the card as it stood then, without reading it again.
    expect(await titleOf(version)).toEqual(['Keki ya vanilla']);
    expect(await titleOf(await cardsVersionNow())).toEqual(['Keki ya chokoleti']);
  });

  it('leave out a listing deleted or no longer public since the page was read, keeping the order', async () => {
    const cards = createListingCards();
    const vendor = await buildVendor(t.db);
    const first = await buildListing(t.db, { vendor, title: 'Kwanza' });
    const second = await buildListing(t.db, { vendor, title: 'Pili' });
    const unpublished = await buildListing(t.db, { vendor, title: 'Rasimu', status: 'draft' });
    const suspended = await buildListing(t.db, { title: 'Ya muuzaji aliyesimamishwa' });
    await t.db.update(vendors).set({ status: 'suspended' }).where(eq(vendors.id, suspended.vendorId));
    const page = await cards.pageOf(t.db, await cardsVersionNow(), [
      second.id,
      randomUUID(),
      unpublished.id,
      suspended.id,
      first.id,
    ]);
    expect(page.map((card) => (JSON.parse(card) as Card).title)).toEqual(['Pili', 'Kwanza']);
  });

  it('stay through a day held or blocked, which moves the catalogue (a "free on" answer) but no card', async () => {
    const counts = { hit: 0, miss: 0 };
    const cards = createListingCards((kind, n) => {
      counts[kind] += n ?? 1;
    });
    const listing = await buildListing(t.db, { title: 'Ukumbi wa Bahari' });
    const before = await catalogueVersionsNow(t.db);
    await cards.pageOf(t.db, before.cardsVersion, [listing.id]);
    await t.db.insert(listingBlockedDays).values({ listingId: listing.id, day: '2031-01-01' });
    const after = await catalogueVersionsNow(t.db);
    expect(after.version).toBe(before.version + 1);
    expect(after.cardsVersion).toBe(before.cardsVersion);
    await cards.pageOf(t.db, after.cardsVersion, [listing.id]);
    expect(counts).toEqual({ hit: 1, miss: 1 });

    // A change to the listing moves both, once each for its transaction.
    await t.db.update(listings).set({ title: 'Ukumbi wa Pwani' }).where(eq(listings.id, listing.id));
    expect(await catalogueVersionsNow(t.db)).toEqual({
      version: after.version + 1,
      cardsVersion: after.cardsVersion + 1,
    });
  });
});
