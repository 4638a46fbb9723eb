// GET /vendor/reviews: a vendor sees the reviews of their own listings (hidden ones marked), newest first by
// cursor, and never another vendor's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { bearer, buildUser, sessionTokenFor } from '../../../test/factories.ts';
import { buildListing, buildVendor } from '../../../test/marketplace-factories.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Role = 'user' | 'vendor' | 'admin';
async function person(role: Role = 'user', name = 'Amina Juma Mushi') {
  const user = await buildUser(t.db, { role, name });
  const headers = bearer(await sessionTokenFor(t.db, user));
  const call = (method: 'GET' | 'PUT' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload === undefined ? {} : { payload }) });
  return { user, call };
}

async function shop(name: string) {
  const owner = await person('vendor', name);
  const vendor = await buildVendor(t.db, { userId: owner.user.id });
  const listing = await buildListing(t.db, { vendorId: vendor.id, title: `${name}'s tent` });
  return { owner, vendor, listing };
}

type Listed = { id: string; body: string; listingTitle: string; hidden: boolean };

describe('vendor reviews', () => {
  it("lists only the caller's own listings' reviews, with title, author, reply and hidden flag", async () => {
    const baraka = await shop('Baraka Mollel');
    const second = await buildListing(t.db, { vendorId: baraka.vendor.id, title: 'Sound system' });
    const neema = await shop('Neema Kweka');
    const admin = await person('admin');
    const amina = await person('user', 'Amina Juma Mushi');
    const juma = await person('user', 'Juma Hassan');

    const onTent = (
      await amina.call('PUT', `/listings/${baraka.listing.id}/reviews/mine`, { rating: 5, body: 'Safi' })
    ).json();
    const onSound = (
      await juma.call('PUT', `/listings/${second.id}/reviews/mine`, { rating: 1, body: 'Rude' })
    ).json();
    const onNeema = (
      await amina.call('PUT', `/listings/${neema.listing.id}/reviews/mine`, { rating: 3, body: 'Sawa' })
    ).json();
    await baraka.owner.call('PUT', `/reviews/${onTent.id}/reply`, { body: 'Asante!' });
    await admin.call('PATCH', `/admin/reviews/${onSound.id}`, { hidden: true });

    const res = await baraka.owner.call('GET', '/vendor/reviews');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.nextCursor).toBeNull();
    expect(body.reviews.map((r: Listed) => r.id)).toEqual([onSound.id, onTent.id]); // newest first
    expect(body.reviews[0]).toMatchObject({
      listingTitle: 'Sound system',
      rating: 1,
      body: 'Rude',
      authorName: 'Juma H.',
      hidden: true,
      reply: null,
    });
    expect(body.reviews[1]).toMatchObject({
      listingId: baraka.listing.id,
      listingTitle: "Baraka Mollel's tent",
      rating: 5,
      authorName: 'Amina M.',
      hidden: false,
      reply: { body: 'Asante!' },
    });

    const neemas = (await neema.owner.call('GET', '/vendor/reviews')).json();
    expect(neemas.reviews.map((r: Listed) => r.id)).toEqual([onNeema.id]);

    // A vendor account without a shop, a customer, a visitor.
    const shopless = await person('vendor');
    expect((await shopless.call('GET', '/vendor/reviews')).json()).toEqual({ reviews: [], nextCursor: null });
    expect((await amina.call('GET', '/vendor/reviews')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/vendor/reviews' })).statusCode).toBe(401);
  });

  it('pages by cursor without gaps or repeats, and refuses a broken cursor', async () => {
    const { owner, listing } = await shop('Zawadi Said');
    for (let i = 0; i < 5; i++) {
      await (await person()).call('PUT', `/listings/${listing.id}/reviews/mine`, {
        rating: 4,
        body: `Review ${i}`,
      });
    }
    const bodies: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `?limit=2&cursor=${cursor}` : '?limit=2';
      const page = (await owner.call('GET', `/vendor/reviews${query}`)).json();
      bodies.push(...page.reviews.map((r: Listed) => r.body));
      cursor = page.nextCursor;
    } while (cursor);
    expect(bodies).toEqual(['Review 4', 'Review 3', 'Review 2', 'Review 1', 'Review 0']);
    expect((await owner.call('GET', '/vendor/reviews?cursor=junk')).statusCode).toBe(400);
    expect((await owner.call('GET', '/vendor/reviews?limit=51')).statusCode).toBe(400);
  });
});
