// GET /listings: words (with typos, in English and Swahili), filters, every sort, and pages that never repeat or skip.
import { categories } from '@sherehe/core/categories';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { buildListing, buildListingPhoto, buildVendor } from '../../../test/marketplace-factories.ts';
import { selectPreparedRows, selectRows } from '../../db/rows.ts';
import { listings } from '../../db/schema/marketplace.ts';
import { forgetStatistics, searchIsBroad } from './broad-searches.ts';
import { searchPublicListings } from './queries.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Summary = {
  id: string;
  title: string;
  priceTzs: number;
  ratingAverage: number | null;
  ratingCount: number;
};

async function search(query: Record<string, string | number>) {
  const params = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  return t.app.inject({ method: 'GET', url: `/api/v1/listings?${params}` });
}

async function titles(query: Record<string, string | number>): Promise<string[]> {
  const res = await search(query);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().listings as Summary[]).map((listing) => listing.title);
}

/** Every page of a search, following nextCursor. */
async function allPages(query: Record<string, string | number>): Promise<Summary[]> {
  const seen: Summary[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 50; page++) {
    const res = await search(cursor ? { ...query, cursor } : query);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { listings: Summary[]; nextCursor: string | null };
    seen.push(...body.listings);
    cursor = body.nextCursor;
    if (!cursor) return seen;
  }
  throw new Error('too many pages');
}

describe('words', () => {
  let vendorName: string;
  beforeAll(async () => {
    const vendor = await buildVendor(t.db, { businessName: 'Mlimani Harusi Events', city: 'Dar es Salaam' });
    vendorName = vendor.businessName;
    await buildListing(t.db, {
      vendor,
      title: 'Ukumbi wa harusi Mlimani',
      description: 'Ukumbi mkubwa kwa sherehe za harusi na send-off, viti 500.',
      category: 'venues',
      capacity: 500,
    });
    await buildListing(t.db, {
      title: 'Keki ya ghorofa tatu',
      description: 'Vanilla and chocolate layers',
      category: 'cakes',
      kind: 'product',
      priceUnit: 'item',
      stock: 4,
    });
    await buildListing(t.db, { title: 'Sound system for the reception', category: 'sound-lights' });
  });

  it('finds listings by their own words, in any case', async () => {
    expect(await titles({ q: 'HARUSI' })).toContain('Ukumbi wa harusi Mlimani');
    expect(await titles({ q: 'vanilla chocolate' })).toEqual(['Keki ya ghorofa tatu']);
  });

  it('takes each word as the start of a longer one', async () => {
    expect(await titles({ q: 'ukum mlima' })).toContain('Ukumbi wa harusi Mlimani');
    expect(await titles({ q: 'choco' })).toEqual(['Keki ya ghorofa tatu']);
  });

  it('forgives small typos', async () => {
    expect(await titles({ q: 'harsi' })).toContain('Ukumbi wa harusi Mlimani');
    expect(await titles({ q: 'vanila' })).toContain('Keki ya ghorofa tatu');
    expect(await titles({ q: 'ukumbii' })).toContain('Ukumbi wa harusi Mlimani');
  });

  it('finds a listing by the Swahili and English names of its category and by its vendor', async () => {
    expect(await titles({ q: 'keki' })).toContain('Keki ya ghorofa tatu');
    expect(await titles({ q: 'cakes' })).toContain('Keki ya ghorofa tatu');
    expect(await titles({ q: 'muziki' })).toContain('Sound system for the reception');
    expect(await titles({ q: vendorName })).toContain('Ukumbi wa harusi Mlimani');
  });

  it('ranks the closest match first and leaves out what does not match', async () => {
    const found = await titles({ q: 'ukumbi harusi' });
    expect(found[0]).toBe('Ukumbi wa harusi Mlimani');
    // Words in the title before words elsewhere, however well the other is rated.
    const rated = await buildListing(t.db, {
      title: 'Pambo la meza',
      description: 'Meza ya keki, kwa harusi',
      category: 'decor',
    });
    await t.db.update(listings).set({ ratingCount: 9, ratingSum: 45 }).where(eq(listings.id, rated.id));
    expect(await titles({ q: 'keki' })).toEqual(['Keki ya ghorofa tatu', 'Pambo la meza']);
    expect(await titles({ q: 'keki', sort: 'rating' })).toEqual(['Pambo la meza', 'Keki ya ghorofa tatu']);
    expect(found).not.toContain('Sound system for the reception');
    expect(await titles({ q: 'xylophone' })).toEqual([]);
  });

  it('reads search syntax and odd characters as words, never as an error', async () => {
    for (const q of [
      '"harusi',
      'harusi -keki',
      'a & b | !c',
      "o'reilly",
      '(((',
      ':*',
      '%',
      '\\',
      '🎉',
      'ü',
    ]) {
      const res = await search({ q });
      expect(res.statusCode, `${q}: ${res.body}`).toBe(200);
    }
  });
});

describe('filters', () => {
  let category: string;
  beforeAll(async () => {
    category = 'security';
    const arusha = await buildVendor(t.db, { city: 'Arusha' });
    const cheap = await buildListing(t.db, {
      vendor: arusha,
      title: 'Walinzi wawili',
      category,
      priceTzs: 50_000,
    });
    const dear = await buildListing(t.db, { title: 'Ulinzi wa VIP', category, priceTzs: 900_000 });
    await buildListing(t.db, { title: 'Ulinzi wa kati', category, priceTzs: 300_000, city: 'Moshi' });
    await buildListing(t.db, { title: 'Rasimu ya ulinzi', category, status: 'draft', publishedAt: null });
    await buildListing(t.db, { title: 'Ulinzi wa zamani', category, status: 'archived' });
    await t.db.update(listings).set({ ratingCount: 2, ratingSum: 9 }).where(eq(listings.id, cheap.id)); // 4.5
    await t.db.update(listings).set({ ratingCount: 3, ratingSum: 11 }).where(eq(listings.id, dear.id)); // 3.7
  });

  it('shows only published listings of the category', async () => {
    expect((await titles({ category })).sort()).toEqual([
      'Ulinzi wa VIP',
      'Ulinzi wa kati',
      'Walinzi wawili',
    ]);
  });

  it('filters by city, whatever its case', async () => {
    expect(await titles({ category, city: 'arusha' })).toEqual(['Walinzi wawili']);
    expect(await titles({ category, city: 'Moshi' })).toEqual(['Ulinzi wa kati']);
  });

  it('filters by a price range, both ends included', async () => {
    expect(await titles({ category, minPrice: 50_000, maxPrice: 300_000, sort: 'price_asc' })).toEqual([
      'Walinzi wawili',
      'Ulinzi wa kati',
    ]);
    expect(await titles({ category, minPrice: 300_001 })).toEqual(['Ulinzi wa VIP']);
  });

  it('filters venues by the guests they hold, leaving out listings without a capacity', async () => {
    const vendor = await buildVendor(t.db);
    const venue = (title: string, capacity: number | null) =>
      buildListing(t.db, { vendor, title, category: 'venues', capacity });
    const hall = await venue('Ukumbi wa wageni 300', 300);
    await venue('Ukumbi mdogo', 80);
    await venue('Bustani bila idadi', null);
    const ofVendor = { category: 'venues', vendorId: vendor.id };
    expect(await titles({ ...ofVendor, minCapacity: 120 })).toEqual([hall.title]);
    expect(await titles({ ...ofVendor, minCapacity: 80 })).toHaveLength(2);
    const bad = await search({ minCapacity: 'many' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/whole number/);
  });

  it('filters by a minimum rating, leaving out listings without reviews', async () => {
    expect(await titles({ category, minRating: 4 })).toEqual(['Walinzi wawili']);
    expect((await titles({ category, minRating: 3.5 })).sort()).toEqual(['Ulinzi wa VIP', 'Walinzi wawili']);
  });

  it('describes each listing for its card', async () => {
    const res = await search({ category, city: 'Arusha' });
    const [card] = res.json().listings;
    expect(card).toMatchObject({
      title: 'Walinzi wawili',
      category,
      priceTzs: 50_000,
      priceUnit: 'event',
      city: 'Arusha',
      ratingAverage: 4.5,
      ratingCount: 2,
      photo: null,
      vendor: { city: 'Arusha' },
    });
  });

  it('gives each card its first photo', async () => {
    const listing = await buildListing(t.db, { title: 'Picha za harusi', category: 'photo-video' });
    await buildListingPhoto(t.db, listing.id, { storageKey: 'second', position: 1 });
    await buildListingPhoto(t.db, listing.id, { storageKey: 'first', position: 0, width: 1280, height: 853 });
    const [card] = (await search({ category: 'photo-video' })).json().listings;
    expect(card.photo).toEqual({ storageKey: 'first', width: 1280, height: 853 });
  });

  it('hides every listing of a suspended vendor', async () => {
    const vendor = await buildVendor(t.db, { status: 'suspended', businessName: 'Suspended Sounds' });
    await buildListing(t.db, { vendor, title: 'Hidden speakers', category: 'sound-lights' });
    expect(await titles({ q: 'hidden speakers' })).toEqual([]);
    expect(await titles({ category: 'sound-lights' })).not.toContain('Hidden speakers');
  });
});

describe('sorting and pages', () => {
  const category = 'transport';
  beforeAll(async () => {
    // Many equal prices and ratings, published in one moment: only the id can tell them apart. Every third of the older ones
    // has the words only in its description, so a search by relevance pages from the titles' tier into the rest.
    const publishedAt = new Date('2025-06-01T10:00:00.123Z');
    for (let i = 0; i < 23; i++) {
      const listing = await buildListing(t.db, {
        ...(i % 3 === 1 && i < 20
          ? { title: `Basi ${i}`, description: 'Gari la harusi' }
          : { title: `Gari la harusi ${i}` }),
        category,
        priceTzs: [100_000, 200_000, 300_000][i % 3],
        publishedAt: i < 12 ? publishedAt : new Date(publishedAt.getTime() + i * 1000),
      });
      if (i % 2 === 0) {
        await t.db
          .update(listings)
          .set({ ratingCount: 1 + (i % 3), ratingSum: (1 + (i % 3)) * 4 })
          .where(eq(listings.id, listing.id));
      }
    }
  });

  const sorts = ['relevance', 'price_asc', 'price_desc', 'rating', 'newest'] as const;

  it('pages through every listing once, in every sort, with or without words', async () => {
    for (const sort of sorts) {
      // 'gari harsi' finds nothing by its words, so it pages by near spellings.
      for (const q of [undefined, 'gari harusi', 'gari harsi']) {
        const query = { category, sort, limit: 4, ...(q ? { q } : {}) };
        const paged = await allPages(query);
        const label = `${sort} ${q ?? ''}`;
        expect(paged, label).toHaveLength(23);
        expect(new Set(paged.map((listing) => listing.id)).size, label).toBe(23);
        const whole = (await search({ ...query, limit: 60 })).json().listings as Summary[];
        expect(
          paged.map((listing) => listing.id),
          label,
        ).toEqual(whole.map((listing) => listing.id));
      }
    }
  });

  it('reads a broad search with one plan off the ordering index, and pages it all the same', async () => {
    // With statistics that say "gari" and "harusi" are common, the search is a named statement that keeps its plan.
    await t.db.execute(sql`analyze listings`);
    forgetStatistics(t.db);
    const words = 'gari:* & harusi:*';
    expect(await searchIsBroad(t.db, words, {})).toBe(true);
    expect(await searchIsBroad(t.db, words, { category, maxPrice: 1_000_000_000 })).toBe(true);
    expect(await searchIsBroad(t.db, 'gari:* & zeze:*', {})).toBe(false);
    expect(await searchIsBroad(t.db, 'gari:* | harusi:*', {})).toBe(false); // an "or": planned with its words
    // A price range nobody is in, or a filter that may leave few rows of the ordering index: planned with its values.
    expect(await searchIsBroad(t.db, words, { minPrice: 1, maxPrice: 2 })).toBe(false);
    expect(await searchIsBroad(t.db, words, { minRating: 4 })).toBe(false);
    expect(await searchIsBroad(t.db, words, { guests: 50 })).toBe(false);
    for (const sort of ['relevance', 'price_asc', 'newest'] as const) {
      const query = { category, sort, limit: 4, q: 'gari harusi' };
      const paged = await allPages(query);
      expect(paged, sort).toHaveLength(23);
      const whole = (await search({ ...query, limit: 60 })).json().listings as Summary[];
      expect(
        paged.map((listing) => listing.id),
        sort,
      ).toEqual(whole.map((listing) => listing.id));
    }
    // Asked one at a time, the pages ran on one connection: the last one used, where this is read too.
    const [plans] = await selectPreparedRows<{ generic: string; custom: string }>(
      t.db,
      sql`select coalesce(sum(generic_plans), 0)::text as generic, coalesce(sum(custom_plans), 0)::text as custom
          from pg_prepared_statements where statement like '%coalesce(l.search_vector @@%'`,
    );
    expect(Number(plans?.generic)).toBeGreaterThan(0);
    expect(Number(plans?.custom)).toBe(0);
  });

  it('orders by price either way', async () => {
    const up = (await allPages({ category, sort: 'price_asc', limit: 60 })).map(
      (listing) => listing.priceTzs,
    );
    expect(up).toEqual([...up].sort((a, b) => a - b));
    const down = (await allPages({ category, sort: 'price_desc', limit: 60 })).map(
      (listing) => listing.priceTzs,
    );
    expect(down).toEqual([...down].sort((a, b) => b - a));
  });

  it('orders by rating, more reviews first among equals, unrated last', async () => {
    const rated = await allPages({ category, sort: 'rating', limit: 60 });
    const counts = rated.map((listing) => listing.ratingCount);
    expect(counts.slice(0, 12)).toEqual([...counts.slice(0, 12)].sort((a, b) => b - a));
    expect(rated.slice(12).every((listing) => listing.ratingAverage === null)).toBe(true);
  });

  it('orders by newest first', async () => {
    const newest = await titles({ category, sort: 'newest', limit: 2 });
    expect(newest).toEqual(['Gari la harusi 22', 'Gari la harusi 21']);
  });

  it('refuses a cursor from another sort or a forged one with a clear 400', async () => {
    const first = (await search({ category, sort: 'price_asc', limit: 2 })).json();
    const other = await search({ category, sort: 'rating', cursor: first.nextCursor });
    expect(other.statusCode).toBe(400);
    expect(other.json().error.message).toMatch(/another sort/);
    const forged = [
      'nonsense',
      Buffer.from('["price_asc",["x"],"1"]').toString('base64url'),
      Buffer.from(
        '["newest",["2025-02-30T00:00:00.000000Z"],"00000000-0000-0000-0000-000000000000"]',
      ).toString('base64url'),
      Buffer.from('{"a":1}').toString('base64url'),
      Buffer.from('["relevance",[1e999],"00000000-0000-0000-0000-000000000000"]').toString('base64url'),
      Buffer.from('["price_asc",[1],"00000000-0000-0000-0000-000000000000","fuzzy"]').toString('base64url'),
    ];
    for (const cursor of forged) {
      const res = await search({ sort: 'price_asc', cursor });
      expect(res.statusCode, cursor).toBe(400);
      expect(res.json().error.message).toMatch(/page link/);
    }
  });
});

describe('bad input', () => {
  it('answers 400 with a message that says what to fix, never 500', async () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ category: 'spaceships' }, /no such category/],
      [{ sort: 'cheapest' }, /Sort by one of/],
      [{ minPrice: 'abc' }, /whole number of shillings/],
      [{ minPrice: '-5' }, /below 0/],
      [{ maxPrice: '1.5' }, /whole number/],
      [{ minPrice: '500', maxPrice: '100' }, /lowest price must not be above/],
      [{ minRating: '6' }, /from 1 to 5/],
      [{ limit: '0' }, /1 to 60/],
      [{ limit: '61' }, /1 to 60/],
      [{ q: 'x'.repeat(101) }, /under 100 characters/],
      [{ q: 'nul\u0000byte' }, /letters, numbers/],
      [{ city: 'a\nb' }, /letters, numbers/],
    ];
    for (const [query, message] of cases) {
      const res = await search(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().error.message, JSON.stringify(query)).toMatch(message);
    }
  });

  it('treats empty fields as not given', async () => {
    const res = await search({ q: ' ', category: '', city: '', minPrice: '', sort: '', limit: '' });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('survives repeated and array-shaped parameters', async () => {
    for (const url of [
      '/api/v1/listings?q=a&q=b',
      '/api/v1/listings?sort=rating&sort=newest',
      '/api/v1/listings?q[]=x',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeLessThan(500);
    }
  });
});

describe('planning a page without words', () => {
  it.runIf(process.env.TEST_DATABASE_URL)(
    'keeps one plan for every category page on a PostgreSQL server instead of planning each page again',
    async () => {
      // A transaction holds one pooled connection, whose prepared statements pg_prepared_statements lists. The page's
      // LIMIT is in the statement's text: as a parameter, PostgreSQL never kept the generic plan.
      await t.db.transaction(async (tx) => {
        for (const category of categories.slice(0, 12)) {
          await searchPublicListings(tx, {
            filters: { category: category.slug },
            sort: 'newest',
            limit: 7,
          });
        }
        const [plans] = await selectRows<{ generic: string }>(
          tx,
          sql`select coalesce(sum(generic_plans), 0) as generic from pg_prepared_statements
              where statement like '%l.category = $1%' and statement like '%limit 8%'`,
        );
        expect(Number(plans?.generic)).toBeGreaterThan(0);
      });
    },
  );

  it('plans a page with a price bound once, whatever the price, instead of once per price', async () => {
    // Left to itself PostgreSQL plans this page with its values every time (the generic plan's estimate of a
    // price bound costs more). Outside a transaction it runs on connections that keep one plan; asked one at a
    // time it is one connection, the last one used, and pg_prepared_statements is read on it the same way (on
    // PGlite, the one connection).
    for (let price = 1_000_000; price > 999_990; price--) {
      await searchPublicListings(t.db, {
        filters: { category: 'cakes', maxPrice: price },
        sort: 'price_asc',
        limit: 9,
      });
    }
    const [plans] = await selectPreparedRows<{ generic: string; custom: string }>(
      t.db,
      sql`select coalesce(sum(generic_plans), 0)::text as generic, coalesce(sum(custom_plans), 0)::text as custom
            from pg_prepared_statements
            where statement like '%l.price_tzs <= $%' and statement like '%limit 10%'`,
    );
    expect(Number(plans?.generic)).toBeGreaterThanOrEqual(10);
    expect(Number(plans?.custom)).toBe(0);
  });
});
