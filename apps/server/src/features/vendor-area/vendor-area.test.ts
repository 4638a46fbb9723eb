// The vendor area through HTTP on a real database: profile, listings, status rules, and ownership on every route.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { bearer, buildUser, sessionTokenFor } from '../../../test/factories.ts';
import { buildListing, buildListingPhoto, buildVendor } from '../../../test/marketplace-factories.ts';
import { multipartUpload } from '../../../test/multipart-upload.ts';
import { listings, vendors } from '../../db/schema/marketplace.ts';
import { testImage } from '../../platform/storage/test-images.ts';
import { ensureVendorProfile } from './ensure-vendor-profile.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'sherehe-vendor-'));
  t = await buildTestApp({ env: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function vendorAccount() {
  const user = await buildUser(t.db, { role: 'vendor' });
  return { user, headers: bearer(await sessionTokenFor(t.db, user)) };
}

async function vendorWithShop(overrides: Partial<typeof vendors.$inferInsert> = {}) {
  const account = await vendorAccount();
  const vendor = await buildVendor(t.db, { userId: account.user.id, ...overrides });
  return { ...account, vendor };
}

const listingInput = {
  kind: 'service',
  title: 'Mapambo ya harusi',
  description: 'Maua, vitambaa na taa.\nKwa ukumbi wowote.',
  category: 'decoration',
  priceTzs: 850_000,
  priceUnit: 'event',
  city: 'Moshi',
  serviceArea: 'Kilimanjaro',
};

function call(
  headers: Record<string, string>,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  return t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });
}

async function uploadTo(
  headers: Record<string, string>,
  url: string,
  bytes: Buffer,
  name?: string,
  type?: string,
) {
  const upload = await multipartUpload(bytes, name, type);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload: upload.payload,
    headers: { ...headers, ...upload.headers },
  });
}

describe('the shop profile', () => {
  it('is null for a vendor account without a shop, and made on first save with phones in E.164', async () => {
    const { user, headers } = await vendorAccount();
    expect((await call(headers, 'GET', '/vendor/profile')).json()).toEqual({ profile: null });

    const saved = await call(headers, 'PUT', '/vendor/profile', {
      businessName: '  Mapambo Bora ',
      city: 'Arusha',
      phone: '0754 123 456',
      whatsapp: '255 655 123 456',
      description: 'Tunapamba harusi.',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().profile).toMatchObject({
      businessName: 'Mapambo Bora',
      city: 'Arusha',
      phone: '+255754123456',
      whatsapp: '+255655123456',
      status: 'active',
      logoKey: null,
    });
    const rows = await t.db.select().from(vendors).where(eq(vendors.userId, user.id));
    expect(rows).toHaveLength(1);

    const again = await call(headers, 'PUT', '/vendor/profile', {
      businessName: 'Mapambo Bora',
      city: 'Arusha',
    });
    expect(again.json().profile).toMatchObject({ phone: null, whatsapp: null, description: '' });
    expect(await t.db.select().from(vendors).where(eq(vendors.userId, user.id))).toHaveLength(1);
  });

  it('says clearly what is wrong with a profile', async () => {
    const { headers } = await vendorAccount();
    const res = await call(headers, 'PUT', '/vendor/profile', {
      businessName: 'M',
      city: 'Arusha',
      phone: '12',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          field: 'businessName',
          reason: 'vendor.business_name_required',
          message: 'Enter the name of your business.',
        }),
        expect.objectContaining({
          field: 'phone',
          reason: 'vendor.phone_invalid',
          message: 'Enter a phone number such as 0754 123 456 or +255 754 123 456.',
        }),
      ]),
    );
  });

  it('rewrites the search text of every listing when the business is renamed', async () => {
    const { headers, vendor } = await vendorWithShop({ businessName: 'Jina la Zamani' });
    const listing = await buildListing(t.db, { vendor });
    await call(headers, 'PUT', '/vendor/profile', { businessName: 'Jina Jipya Kabisa', city: vendor.city });
    const [row] = await t.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row?.searchText).toContain('jina jipya kabisa');
    expect(row?.searchText).not.toContain('zamani');
  });

  it('takes a logo, replacing the previous one', async () => {
    const { headers } = await vendorWithShop();
    const first = await uploadTo(
      headers,
      '/vendor/profile/logo',
      await testImage('png', 400, 400),
      'logo.png',
    );
    expect(first.statusCode).toBe(200);
    const firstKey = first.json().profile.logoKey;
    expect((await t.app.inject({ url: `/media/${firstKey}/320.webp` })).statusCode).toBe(200);

    const second = await uploadTo(headers, '/vendor/profile/logo', await testImage('jpeg', 300, 300));
    expect(second.json().profile.logoKey).not.toBe(firstKey);
    expect((await t.app.inject({ url: `/media/${firstKey}/320.webp` })).statusCode).toBe(404);
  });

  it('ensureVendorProfile is idempotent and keeps an existing shop as it is', async () => {
    const { user } = await vendorAccount();
    const [a, b] = await Promise.all([
      ensureVendorProfile(t.db, user.id, { businessName: 'Kwanza', city: 'Dodoma' }),
      ensureVendorProfile(t.db, user.id, { businessName: 'Pili', city: 'Mwanza' }),
    ]);
    expect(a.id).toBe(b.id);
    const c = await ensureVendorProfile(t.db, user.id, { businessName: 'Tatu', city: 'Moshi' });
    expect(c).toMatchObject({ id: a.id, businessName: a.businessName });
  });
});

describe('listings', () => {
  it('asks for the profile before the first listing', async () => {
    const { headers } = await vendorAccount();
    const res = await call(headers, 'POST', '/vendor/listings', listingInput);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe('Save your shop profile first: your business name and city.');
    expect((await call(headers, 'GET', '/vendor/listings')).json()).toEqual({ listings: [] });
  });

  it('creates a draft, edits it, and lists every status of the own shop only', async () => {
    const { headers, vendor } = await vendorWithShop({ businessName: 'Maua ya Kilimanjaro' });
    await buildListing(t.db, { vendor, title: 'Zamani', status: 'archived' });
    await buildListing(t.db); // someone else's

    const created = await call(headers, 'POST', '/vendor/listings', listingInput);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      ...listingInput,
      status: 'draft',
      photos: [],
      capacity: null,
      stock: null,
    });
    const id = created.json().id;
    const [row] = await t.db.select().from(listings).where(eq(listings.id, id));
    expect(row?.searchText).toContain('maua ya kilimanjaro');
    expect(row?.searchText).toContain('mapambo'); // the category's Swahili name

    const edited = await call(headers, 'PUT', `/vendor/listings/${id}`, {
      ...listingInput,
      kind: 'product',
      category: 'tents-chairs',
      title: 'Viti vya plastiki',
      priceUnit: 'item',
      stock: 400,
    });
    expect(edited.json()).toMatchObject({ title: 'Viti vya plastiki', stock: 400, category: 'tents-chairs' });
    const [after] = await t.db.select().from(listings).where(eq(listings.id, id));
    expect(after?.searchText).toContain('viti vya plastiki');

    const list = (await call(headers, 'GET', '/vendor/listings')).json().listings;
    expect(list.map((item: { title: string }) => item.title)).toEqual(['Viti vya plastiki', 'Zamani']);
    expect((await call(headers, 'GET', `/vendor/listings/${id}`)).json().title).toBe('Viti vya plastiki');
  });

  it('names the fields that are wrong', async () => {
    const { headers } = await vendorWithShop();
    const res = await call(headers, 'POST', '/vendor/listings', {
      ...listingInput,
      title: 'ab',
      category: 'weddings',
      priceTzs: 10.5,
      capacity: -3,
    });
    expect(res.statusCode).toBe(400);
    const fields = Object.fromEntries(
      res.json().error.details.map((d: { field: string; message: string }) => [d.field, d.message]),
    );
    expect(fields).toMatchObject({
      title: 'Enter a title of at least 3 characters.',
      category: 'Choose a category.',
      priceTzs: 'Enter the price in whole shillings.',
      capacity: 'Enter the capacity as a whole number of guests.',
    });
  });

  it('publishes with a photo, archives, and goes back to draft', async () => {
    const { headers, vendor } = await vendorWithShop();
    const listing = await buildListing(t.db, { vendor, status: 'draft', publishedAt: null });
    const noPhoto = await call(headers, 'PUT', `/vendor/listings/${listing.id}/status`, {
      status: 'published',
    });
    expect(noPhoto.statusCode).toBe(422);
    expect(noPhoto.json().error.message).toBe('Add at least one photo before publishing.');

    await buildListingPhoto(t.db, listing.id);
    const published = await call(headers, 'PUT', `/vendor/listings/${listing.id}/status`, {
      status: 'published',
    });
    expect(published.json()).toMatchObject({ status: 'published', publishedAt: expect.any(String) });
    for (const status of ['archived', 'draft'] as const) {
      expect(
        (await call(headers, 'PUT', `/vendor/listings/${listing.id}/status`, { status })).json().status,
      ).toBe(status);
    }
  });

  it('lets a suspended vendor see and edit their area but not publish', async () => {
    const { headers, vendor } = await vendorWithShop({ status: 'suspended', suspendedReason: 'Complaints' });
    const listing = await buildListing(t.db, { vendor, status: 'draft', publishedAt: null });
    await buildListingPhoto(t.db, listing.id);
    expect((await call(headers, 'GET', '/vendor/profile')).json().profile).toMatchObject({
      status: 'suspended',
      suspendedReason: 'Complaints',
    });
    expect((await call(headers, 'GET', '/vendor/listings')).json().listings).toHaveLength(1);
    expect((await call(headers, 'PUT', `/vendor/listings/${listing.id}`, listingInput)).statusCode).toBe(200);
    const res = await call(headers, 'PUT', `/vendor/listings/${listing.id}/status`, { status: 'published' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(
      'Your shop is suspended, so you cannot publish listings. Contact Sherehe support to have it reinstated.',
    );
  });
});

describe('ownership', () => {
  it("answers 404 for another vendor's listing on every route, changing nothing", async () => {
    const me = await vendorWithShop();
    const other = await buildVendor(t.db);
    const theirs = await buildListing(t.db, { vendor: other, title: 'Yao' });
    const photo = await buildListingPhoto(t.db, theirs.id);
    const image = await testImage('png', 300, 200);

    const attempts = [
      call(me.headers, 'GET', `/vendor/listings/${theirs.id}`),
      call(me.headers, 'PUT', `/vendor/listings/${theirs.id}`, listingInput),
      call(me.headers, 'PUT', `/vendor/listings/${theirs.id}/status`, { status: 'archived' }),
      call(me.headers, 'DELETE', `/vendor/listings/${theirs.id}/photos/${photo.id}`),
      call(me.headers, 'PUT', `/vendor/listings/${theirs.id}/photos/order`, { photoIds: [photo.id] }),
      uploadTo(me.headers, `/vendor/listings/${theirs.id}/photos`, image),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().error.message).toBe('This listing does not exist, or it is not yours.');
    }
    const [row] = await t.db.select().from(listings).where(eq(listings.id, theirs.id));
    expect(row).toMatchObject({ title: 'Yao', status: 'published' });
    expect((await call(me.headers, 'GET', '/vendor/listings')).json().listings).toEqual([]);
  });

  it('answers 404 for a listing id that does not exist, and for photos of another listing', async () => {
    const me = await vendorWithShop();
    const mine = await buildListing(t.db, { vendor: me.vendor });
    const theirs = await buildListing(t.db);
    const theirPhoto = await buildListingPhoto(t.db, theirs.id);
    expect((await call(me.headers, 'GET', `/vendor/listings/${randomUUID()}`)).statusCode).toBe(404);
    const res = await call(me.headers, 'DELETE', `/vendor/listings/${mine.id}/photos/${theirPhoto.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('This photo does not exist.');
  });

  it('keeps customers and admins out', async () => {
    for (const role of ['user', 'admin'] as const) {
      const person = await buildUser(t.db, { role });
      const res = await call(bearer(await sessionTokenFor(t.db, person)), 'GET', '/vendor/listings');
      expect(res.statusCode).toBe(403);
    }
  });
});
