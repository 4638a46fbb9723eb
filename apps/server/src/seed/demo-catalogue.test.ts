import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { categorySlugs, marketplaceCities } from '@sherehe/core/categories';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { selectRows } from '../db/rows.ts';
import { createDiskStorage } from '../platform/storage/disk-storage.ts';
import { generateCatalogue } from './catalogue/generate-catalogue.ts';
import { runDemoSeed } from './run-demo-seed.ts';

describe('the demo catalogue', () => {
  let database: DatabaseHandle;
  let mediaDir: string;
  let seconds = 0;
  beforeAll(async () => {
    database = await createTestDatabase();
    mediaDir = await mkdtemp(path.join(tmpdir(), 'sherehe-media-'));
    const started = performance.now();
    expect(await runDemoSeed(database.db, { storage: createDiskStorage(mediaDir) })).toBe(true);
    seconds = (performance.now() - started) / 1000;
  }, 120_000);
  afterAll(async () => {
    await database.close();
    await rm(mediaDir, { recursive: true, force: true });
  });

  it('holds about 40 shops in the six cities and about 300 listings over every category', async () => {
    console.info(`demo seed took ${seconds.toFixed(1)} s`);
    const [counts] = await selectRows<{
      vendors: number;
      listings: number;
      published: number;
      drafts: number;
    }>(
      database.db,
      sql`select (select count(*)::int from vendors) as vendors, (select count(*)::int from listings) as listings,
          (select count(*)::int from listings where status = 'published') as published,
          (select count(*)::int from listings where status = 'draft') as drafts`,
    );
    expect(counts?.vendors).toBeGreaterThanOrEqual(40);
    expect(counts?.listings).toBe(300);
    expect(counts?.published).toBeGreaterThan(250);
    expect(counts?.drafts).toBeGreaterThan(0);
    const cities = await selectRows<{ city: string }>(database.db, sql`select distinct city from vendors`);
    expect(cities.map((row) => row.city).sort()).toEqual([...marketplaceCities].sort());
    const categories = await selectRows<{ category: string }>(
      database.db,
      sql`select distinct category from listings`,
    );
    expect(categories.map((row) => row.category).sort()).toEqual([...categorySlugs].sort());
  });

  it('gives services bookings a day, deposits on the bigger ones and a few blocked days on venues', async () => {
    const [facts] = await selectRows<{
      caterers: number;
      deposits: number;
      blocked: number;
      products: number;
    }>(
      database.db,
      sql`select
          (select count(*)::int from listings where category = 'catering' and daily_capacity > 1) as caterers,
          (select count(*)::int from listings where deposit_percent is not null) as deposits,
          (select count(distinct listing_id)::int from listing_blocked_days) as blocked,
          (select count(*)::int from listings where kind = 'product' and daily_capacity <> 1) as products`,
    );
    expect(facts?.caterers).toBeGreaterThan(0);
    expect(facts?.deposits).toBeGreaterThan(0);
    expect(facts?.blocked).toBeGreaterThan(0);
    expect(facts?.products).toBe(0);
  });

  it('gives every shop a vendor account, the demo vendor included, with a proven address', async () => {
    const owners = await selectRows<{ email: string; role: string; verified: boolean }>(
      database.db,
      sql`select u.email, u.role, u.email_verified_at is not null as verified
          from vendors v join users u on u.id = v.user_id`,
    );
    expect(
      owners.every((o) => o.role === 'vendor' && o.verified && o.email.endsWith('@demo.sherehe.co.tz')),
    ).toBe(true);
    expect(owners.map((o) => o.email)).toContain('vendor@demo.sherehe.co.tz');
  });

  it('writes whole prices, capacities for venues, stock for products and the search text', async () => {
    const [bad] = await selectRows<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from listings where price_tzs <= 0 or search_text = ''
          or (category = 'venues' and capacity is null) or (kind = 'product' and stock is null)`,
    );
    expect(bad?.count).toBe(0);
  });

  it('keeps each listing rating in step with its reviews', async () => {
    const [check] = await selectRows<{ reviews: number; mismatched: number }>(
      database.db,
      sql`select (select count(*)::int from reviews) as reviews,
        (select count(*)::int from listings l where l.rating_count <> (select count(*) from reviews r where r.listing_id = l.id)
          or l.rating_sum <> (select coalesce(sum(rating), 0) from reviews r where r.listing_id = l.id)) as mismatched`,
    );
    expect(check?.reviews).toBeGreaterThan(10);
    expect(check?.mismatched).toBe(0);
  });

  it('gives each listing 1 to 3 photos, each under its own key, every width stored', async () => {
    const [range] = await selectRows<{ min: number; max: number; keys: number; photos: number }>(
      database.db,
      sql`select min(n)::int as min, max(n)::int as max,
          (select count(distinct storage_key)::int from listing_photos) as keys,
          (select count(*)::int from listing_photos) as photos
          from (select count(p.id) as n from listings l left join listing_photos p on p.listing_id = l.id group by l.id) c`,
    );
    expect(range).toMatchObject({ min: 1, max: 3 });
    expect(range?.keys).toBe(range?.photos);
    const [photo] = await selectRows<{ storage_key: string }>(
      database.db,
      sql`select storage_key from listing_photos limit 1`,
    );
    const storage = createDiskStorage(mediaDir);
    for (const width of [320, 640, 1280]) {
      expect((await storage.get(`${photo?.storage_key}/${width}.webp`))?.length).toBeGreaterThan(100);
    }
  });
});

describe('generateCatalogue', () => {
  it('makes the same catalogue from the same seed', async () => {
    const shapes: string[][] = [];
    for (let run = 0; run < 2; run++) {
      const database = await createTestDatabase();
      try {
        await generateCatalogue(database.db, {
          vendors: 12,
          listings: 60,
          now: new Date('2026-01-01T00:00:00Z'),
        });
        const rows = await selectRows<{ line: string }>(
          database.db,
          sql`select concat_ws('|', title, price_tzs, price_unit, city, service_area, status, capacity, stock, created_at) as line
              from listings order by line`,
        );
        shapes.push(rows.map((row) => row.line));
      } finally {
        await database.close();
      }
    }
    expect(shapes[0]).toHaveLength(60);
    expect(shapes[1]).toEqual(shapes[0]);
  });
});
