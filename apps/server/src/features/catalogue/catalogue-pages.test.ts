// GET /categories, /listings/:id and /vendors/:id: counts and pages of what is public, 404 for everything else.
import { randomUUID } from 'node:crypto';
import { listingSummary, listingsResponse } from '@sherehe/core/api/catalogue';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { buildListing, buildListingPhoto, buildVendor } from '../../../test/marketplace-factories.ts';
import { listings, vendors } from '../../db/schema/marketplace.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}` });

describe('GET /categories', () => {
  it('lists every category in both languages with its number of public listings', async () => {
    const vendor = await buildVendor(t.db);
    await buildListing(t.db, { vendor, category: 'cakes' });
    await buildListing(t.db, { vendor, category: 'cakes' });
    await buildListing(t.db, { vendor, category: 'cakes', status: 'draft', publishedAt: null });
    const suspended = await buildVendor(t.db, { status: 'suspended' });
    await buildListing(t.db, { vendor: suspended, category: 'cakes' });

    const res = await get('/categories');
    expect(res.statusCode).toBe(200);
    const { categories } = res.json() as { categories: { slug: string; sw: string; listingCount: number }[] };
    expect(categories.find((category) => category.slug === 'cakes')).toMatchObject({
      sw: 'Keki',
      listingCount: 2,
    });
    expect(categories.find((category) => category.slug === 'venues')?.listingCount).toBe(0);
    expect(categories.length).toBeGreaterThanOrEqual(12);
  });
});

describe('GET /listings', () => {
  it('writes each page exactly in the contract, photos, ratings and cursor included', async () => {
    // The page's JSON is written by its SQL statement and sent unchecked: checked here, every field and no other.
    const exactly = listingsResponse.extend({
      listings: z.array(
        listingSummary
          .extend({
            photo: listingSummary.shape.photo.unwrap().strict().nullable(),
            vendor: listingSummary.shape.vendor.strict(),
          })
          .strict(),
      ),
    });
    const vendor = await buildVendor(t.db, { businessName: 'Keki "Tamu" \\ Arusha', city: 'Arusha' });
    const rated = await buildListing(t.db, {
      vendor,
      category: 'cakes',
      title: 'Keki ya "harusi"\nghorofa tatu',
      ratingSum: 29,
      ratingCount: 20, // 1.45: a half, rounded up whichever way a float would land
    });
    await buildListingPhoto(t.db, rated.id, { storageKey: 'cover-1', width: 800, height: 600, position: 0 });
    await buildListingPhoto(t.db, rated.id, { storageKey: 'second', position: 1 });
    const unrated = await buildListing(t.db, { vendor, category: 'cakes', capacity: null, stock: 4 });

    const first = await get(`/listings?vendorId=${vendor.id}&sort=rating&limit=1`);
    expect(first.statusCode).toBe(200);
    const page = exactly.parse(first.json());
    expect(page.listings).toEqual([
      {
        id: rated.id,
        kind: rated.kind,
        title: 'Keki ya "harusi"\nghorofa tatu',
        category: 'cakes',
        priceTzs: rated.priceTzs,
        priceUnit: rated.priceUnit,
        city: rated.city,
        capacity: rated.capacity,
        stock: rated.stock,
        ratingAverage: 1.5,
        ratingCount: 20,
        photo: { storageKey: 'cover-1', width: 800, height: 600 },
        vendor: { id: vendor.id, businessName: 'Keki "Tamu" \\ Arusha', city: 'Arusha' },
      },
    ]);
    expect(page.nextCursor).toEqual(expect.any(String));

    const last = exactly.parse(
      (await get(`/listings?vendorId=${vendor.id}&sort=rating&limit=1&cursor=${page.nextCursor}`)).json(),
    );
    expect(last.listings).toMatchObject([
      { id: unrated.id, ratingAverage: null, ratingCount: 0, photo: null, capacity: null, stock: 4 },
    ]);
    expect(last.nextCursor).toBeNull();
    expect(exactly.parse((await get('/listings?q=zzzqqq')).json())).toEqual({
      listings: [],
      nextCursor: null,
    });
  });
});

describe('GET /listings/:id', () => {
  it('shows a public listing with all its photos in order and its vendor card', async () => {
    const vendor = await buildVendor(t.db, {
      businessName: 'Mama Keki Arusha',
      city: 'Arusha',
      phone: '+255754000111',
      whatsapp: '+255688000222',
      description: 'Keki za sherehe tangu 2010.',
    });
    const listing = await buildListing(t.db, {
      vendor,
      kind: 'product',
      title: 'Keki ya harusi',
      description: 'Ghorofa tatu, vanilla.',
      category: 'cakes',
      priceTzs: 250_000,
      priceUnit: 'item',
      serviceArea: 'Arusha na Moshi',
      stock: 3,
      ratingCount: 2,
      ratingSum: 9,
    });
    await buildListing(t.db, { vendor, ratingCount: 1, ratingSum: 3 });
    await buildListingPhoto(t.db, listing.id, { storageKey: 'b', position: 1, width: 1280, height: 960 });
    await buildListingPhoto(t.db, listing.id, { storageKey: 'a', position: 0, width: 1280, height: 853 });

    const res = await get(`/listings/${listing.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: listing.id,
      title: 'Keki ya harusi',
      description: 'Ghorofa tatu, vanilla.',
      serviceArea: 'Arusha na Moshi',
      priceTzs: 250_000,
      priceUnit: 'item',
      stock: 3,
      capacity: null,
      ratingAverage: 4.5,
      ratingCount: 2,
      photos: [
        { storageKey: 'a', width: 1280, height: 853 },
        { storageKey: 'b', width: 1280, height: 960 },
      ],
      vendor: {
        id: vendor.id,
        businessName: 'Mama Keki Arusha',
        city: 'Arusha',
        phone: '+255754000111',
        whatsapp: '+255688000222',
        description: 'Keki za sherehe tangu 2010.',
        ratingAverage: 4, // (9 + 3) / (2 + 1)
        ratingCount: 3,
      },
    });
    expect(res.json().publishedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('answers 404 for a draft, an archived listing, a suspended vendor and an unknown id', async () => {
    const draft = await buildListing(t.db, { status: 'draft', publishedAt: null });
    const archived = await buildListing(t.db, { status: 'archived' });
    const vendor = await buildVendor(t.db);
    const suspendedLater = await buildListing(t.db, { vendor });
    expect((await get(`/listings/${suspendedLater.id}`)).statusCode).toBe(200);
    await t.db.update(vendors).set({ status: 'suspended' }).where(eq(vendors.id, vendor.id));

    for (const id of [draft.id, archived.id, suspendedLater.id, randomUUID()]) {
      const res = await get(`/listings/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().error.message).toMatch(/not available/);
    }
  });

  it('answers 400 for something that is not an id', async () => {
    for (const id of ['abc', '1', "1' or '1'='1", '%00']) {
      const res = await get(`/listings/${encodeURIComponent(id)}`);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().error.message).toMatch(/Not a listing id/);
    }
  });
});

describe('GET /vendors/:id', () => {
  it("shows an active vendor's card and their public listings, newest first", async () => {
    const vendor = await buildVendor(t.db, { businessName: 'Tents of Moshi', city: 'Moshi' });
    await buildListing(t.db, { vendor, title: 'Old tent', publishedAt: new Date('2025-01-01T00:00:00Z') });
    await buildListing(t.db, { vendor, title: 'New tent', publishedAt: new Date('2025-05-01T00:00:00Z') });
    await buildListing(t.db, { vendor, title: 'Draft tent', status: 'draft', publishedAt: null });
    await buildListing(t.db, { title: 'Somebody else' });

    const res = await get(`/vendors/${vendor.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.vendor).toMatchObject({ id: vendor.id, businessName: 'Tents of Moshi', city: 'Moshi' });
    expect(body.listings.map((listing: { title: string }) => listing.title)).toEqual([
      'New tent',
      'Old tent',
    ]);
    expect(body.listingCount).toBe(2);
    expect(body.nextCursor).toBeNull();
  });

  it('shows the newest 60 and leads to the rest, a page at a time, through the listings search', async () => {
    const vendor = await buildVendor(t.db);
    const start = Date.parse('2025-03-01T00:00:00Z');
    for (let i = 0; i < 63; i++) {
      await buildListing(t.db, { vendor, title: `Kiti ${i}`, publishedAt: new Date(start + i * 60_000) });
    }
    const profile = (await get(`/vendors/${vendor.id}`)).json();
    expect(profile.listings).toHaveLength(60);
    expect(profile.listingCount).toBe(63);

    const rest = await get(`/listings?vendorId=${vendor.id}&sort=newest&cursor=${profile.nextCursor}`);
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().listings.map((listing: { title: string }) => listing.title)).toEqual([
      'Kiti 2',
      'Kiti 1',
      'Kiti 0',
    ]);
    expect(rest.json().nextCursor).toBeNull();
    expect((await get('/listings?vendorId=not-an-id')).json().error.message).toMatch(/Not a vendor id/);
  });

  it('answers 404 for a suspended or unknown vendor, 400 for a malformed id', async () => {
    const suspended = await buildVendor(t.db, { status: 'suspended' });
    await buildListing(t.db, { vendor: suspended });
    expect((await get(`/vendors/${suspended.id}`)).statusCode).toBe(404);
    expect((await get(`/vendors/${randomUUID()}`)).statusCode).toBe(404);
    expect((await get('/vendors/not-an-id')).statusCode).toBe(400);
  });

  it('still shows a vendor with nothing published yet, with no listings', async () => {
    const vendor = await buildVendor(t.db);
    const listing = await buildListing(t.db, { vendor });
    await t.db.update(listings).set({ status: 'archived' }).where(eq(listings.id, listing.id));
    const body = (await get(`/vendors/${vendor.id}`)).json();
    expect(body.listings).toEqual([]);
    expect(body.vendor.ratingAverage).toBeNull();
  });
});
