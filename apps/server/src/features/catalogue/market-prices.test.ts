// GET /listings/price-ranges: what public listings in a city cost for each row of the Smart Planner's tables.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { buildListing, buildVendor } from '../../../test/marketplace-factories.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Range = { count: number; lowestTzs: number | null; medianTzs: number | null };
type Answer = {
  city: string;
  venues: (Range & { capacity: number })[];
  catering: (Range & { key: string })[];
  extras: (Range & { key: string })[];
};

const get = async (city: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/listings/price-ranges?city=${encodeURIComponent(city)}` });

describe('GET /listings/price-ranges', () => {
  it('gives, per venue size, catering style and extra, the count, lowest and median price of matching listings', async () => {
    const vendor = await buildVendor(t.db, { city: 'Mwanza' });
    const venue = (capacity: number, priceTzs: number) =>
      buildListing(t.db, { vendor, category: 'venues', capacity, priceTzs, city: 'Mwanza' });
    await venue(100, 1_000_000);
    await venue(160, 1_500_000);
    await venue(250, 2_500_000);
    await venue(400, 4_000_000);
    // Not counted: a draft, a venue priced per day, another city, a suspended vendor's.
    await buildListing(t.db, { vendor, category: 'venues', capacity: 500, priceTzs: 10, status: 'draft' });
    await buildListing(t.db, { vendor, category: 'venues', capacity: 500, priceTzs: 20, priceUnit: 'day' });
    await buildListing(t.db, { category: 'venues', capacity: 500, priceTzs: 30, city: 'Arusha' });
    const suspended = await buildVendor(t.db, { city: 'Mwanza', status: 'suspended' });
    await buildListing(t.db, { vendor: suspended, category: 'venues', capacity: 500, priceTzs: 40 });
    // Catering per guest, matched by its words; a caterer priced per event does not compare.
    await buildListing(t.db, {
      vendor,
      category: 'catering',
      title: 'Buffet ya harusi',
      priceTzs: 15_000,
      priceUnit: 'person',
    });
    await buildListing(t.db, {
      vendor,
      category: 'catering',
      title: 'Ndafu nzima',
      priceTzs: 25_000,
      priceUnit: 'person',
    });
    await buildListing(t.db, { vendor, category: 'catering', title: 'Buffet', priceTzs: 900_000 });
    await buildListing(t.db, { vendor, category: 'mc-host', priceTzs: 300_000 });

    const res = await get('Mwanza');
    expect(res.statusCode).toBe(200);
    const body = res.json() as Answer;
    expect(body.city).toBe('Mwanza');
    expect(body.venues).toHaveLength(13);
    const size = (capacity: number) => body.venues.find((row) => row.capacity === capacity);
    // 100 seats: all four hold them; the median of four is the lower middle one (percentile_disc).
    expect(size(100)).toEqual({ capacity: 100, count: 4, lowestTzs: 1_000_000, medianTzs: 1_500_000 });
    expect(size(150)).toEqual({ capacity: 150, count: 3, lowestTzs: 1_500_000, medianTzs: 2_500_000 });
    expect(size(200)).toEqual({ capacity: 200, count: 2, lowestTzs: 2_500_000, medianTzs: 2_500_000 });
    const style = (key: string) => body.catering.find((row) => row.key === key);
    expect(style('buffet')).toEqual({ key: 'buffet', count: 1, lowestTzs: 15_000, medianTzs: 15_000 });
    expect(style('ndafu-barbecue')).toMatchObject({ count: 1, lowestTzs: 25_000 });
    expect(style('cake')).toEqual({ key: 'cake', count: 0, lowestTzs: null, medianTzs: null });
    expect(body.extras.find((row) => row.key === 'mc')).toMatchObject({ count: 1, lowestTzs: 300_000 });
    expect(body.extras).toHaveLength(10);
  });

  it('follows changes to the catalogue (its answer is kept only until something it shows changes)', async () => {
    const vendor = await buildVendor(t.db, { city: 'Dodoma' });
    const before = (await get('Dodoma')).json() as Answer;
    expect(before.extras.find((row) => row.key === 'security')?.count).toBe(0);
    await buildListing(t.db, { vendor, category: 'security', priceTzs: 70_000, city: 'Dodoma' });
    const after = (await get('Dodoma')).json() as Answer;
    expect(after.extras.find((row) => row.key === 'security')).toMatchObject({ count: 1, medianTzs: 70_000 });
  });

  it('refuses a city Sherehe does not list, with a message', async () => {
    const res = await get('Atlantis');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation');
  });
});
