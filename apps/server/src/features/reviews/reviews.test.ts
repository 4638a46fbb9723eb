// Review rules: once per listing (writing again edits), own deletes (not of a hidden review), vendor replies only
// on their own listings, admins hide (audited), and the listing's count and sum exact after every change, hidden reviews left out.
import { randomUUID } from 'node:crypto';
import { shortName } from '@sherehe/core/short-name';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { bearer, buildUser, sessionTokenFor } from '../../../test/factories.ts';
import { buildListing, buildVendor } from '../../../test/marketplace-factories.ts';
import { auditLog } from '../../db/schema/audit-log.ts';
import { listings, vendors } from '../../db/schema/marketplace.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Role = 'user' | 'vendor' | 'admin';
async function person(role: Role = 'user', name = 'Amina Juma Mushi') {
  const user = await buildUser(t.db, { role, name });
  const headers = bearer(await sessionTokenFor(t.db, user));
  const call = (method: 'GET' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload === undefined ? {} : { payload }) });
  return { user, call };
}

/** A published listing with the vendor account that owns it. */
async function vendorListing() {
  const owner = await person('vendor', 'Baraka Mollel');
  const vendor = await buildVendor(t.db, { userId: owner.user.id });
  const listing = await buildListing(t.db, { vendorId: vendor.id });
  return { owner, vendor, listing };
}

async function aggregates(listingId: string) {
  const [row] = await t.db
    .select({ count: listings.ratingCount, sum: listings.ratingSum })
    .from(listings)
    .where(eq(listings.id, listingId));
  return row;
}

const publicReviews = async (listingId: string, query = '') =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/listings/${listingId}/reviews${query}` })).json();

describe('reviews', () => {
  it('lets a person review a listing once: writing again edits, and the figures stay exact', async () => {
    const { listing } = await vendorListing();
    const amina = await person();
    const juma = await person('user', 'Juma');

    const first = await amina.call('PUT', `/listings/${listing.id}/reviews/mine`, {
      rating: 5,
      body: ' Safi sana!\nAsante. ',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      rating: 5,
      body: 'Safi sana!\nAsante.',
      authorName: 'Amina M.',
      reply: null,
    });
    await juma.call('PUT', `/listings/${listing.id}/reviews/mine`, { rating: 2, body: 'Late' });
    expect(await aggregates(listing.id)).toEqual({ count: 2, sum: 7 });

    const edited = await amina.call('PUT', `/listings/${listing.id}/reviews/mine`, { rating: 3, body: 'OK' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().id).toBe(first.json().id);
    expect(await aggregates(listing.id)).toEqual({ count: 2, sum: 5 });

    const shown = await publicReviews(listing.id);
    expect(shown.summary).toEqual({ count: 2, average: 2.5 });
    expect(shown.reviews.map((r: { body: string }) => r.body)).toEqual(['Late', 'OK']); // newest first
    expect(shown.viewer).toEqual({ canReview: false, ownReview: null, canReply: false });

    expect((await amina.call('DELETE', `/listings/${listing.id}/reviews/mine`)).statusCode).toBe(204);
    expect(await aggregates(listing.id)).toEqual({ count: 1, sum: 2 });
    expect((await amina.call('DELETE', `/listings/${listing.id}/reviews/mine`)).statusCode).toBe(404);
    expect((await publicReviews(listing.id)).summary).toEqual({ count: 1, average: 2 });
  });

  it('tells the viewer what they may do', async () => {
    const { owner, listing } = await vendorListing();
    const amina = await person();
    await amina.call('PUT', `/listings/${listing.id}/reviews/mine`, { rating: 4, body: 'Good' });
    const asAmina = (await amina.call('GET', `/listings/${listing.id}/reviews`)).json();
    expect(asAmina.viewer).toMatchObject({
      canReview: true,
      canReply: false,
      ownReview: { rating: 4, hidden: false },
    });
    const asOwner = (await owner.call('GET', `/listings/${listing.id}/reviews`)).json();
    expect(asOwner.viewer).toEqual({ canReview: false, canReply: true, ownReview: null });
    const ownReview = await owner.call('PUT', `/listings/${listing.id}/reviews/mine`, {
      rating: 5,
      body: 'Mine!',
    });
    expect(ownReview.statusCode).toBe(422);
  });

  it('refuses bad ratings and text, and listings the public cannot see', async () => {
    const { listing } = await vendorListing();
    const amina = await person();
    const write = (body: object, id = listing.id) => amina.call('PUT', `/listings/${id}/reviews/mine`, body);
    for (const bad of [
      { rating: 0, body: 'x' },
      { rating: 6, body: 'x' },
      { rating: 4.5, body: 'x' },
      { rating: 4, body: '   ' },
      { rating: 4, body: 'x'.repeat(2001) },
      { rating: 4, body: 'bell\u0007' },
      { rating: 4, body: 'nul\u0000' },
    ]) {
      const res = await write(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await write({ rating: 4, body: 'ok' }, randomUUID())).statusCode).toBe(404);
    const draft = await buildListing(t.db, { status: 'draft', publishedAt: null });
    expect((await write({ rating: 4, body: 'ok' }, draft.id)).statusCode).toBe(404);
    expect((await publicReviews(draft.id)).error.code).toBe('not_found');
    const archived = await buildListing(t.db, { status: 'archived' });
    expect((await write({ rating: 4, body: 'ok' }, archived.id)).statusCode).toBe(422);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/v1/listings/${listing.id}/reviews/mine`,
          payload: { rating: 4, body: 'x' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('lets only the listing’s vendor reply, once, editable', async () => {
    const { owner, listing } = await vendorListing();
    const other = await vendorListing();
    const amina = await person();
    const { id } = (
      await amina.call('PUT', `/listings/${listing.id}/reviews/mine`, { rating: 4, body: 'Good' })
    ).json();

    const refused = await other.owner.call('PUT', `/reviews/${id}/reply`, { body: 'Not my listing' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('You can reply only to reviews of your own listings.');
    expect((await amina.call('PUT', `/reviews/${id}/reply`, { body: 'Me' })).statusCode).toBe(403); // not a vendor

    const replied = await owner.call('PUT', `/reviews/${id}/reply`, { body: 'Asante!' });
    expect(replied.json().reply.body).toBe('Asante!');
    await owner.call('PUT', `/reviews/${id}/reply`, { body: 'Asante sana!' });
    const shown = await publicReviews(listing.id);
    expect(shown.reviews[0].reply.body).toBe('Asante sana!');
    expect((await owner.call('PUT', `/reviews/${randomUUID()}/reply`, { body: 'x' })).statusCode).toBe(404);
  });

  it('lets admins hide and show a review: gone from lists and figures, audited, exact after edits', async () => {
    const { listing } = await vendorListing();
    const admin = await person('admin');
    const amina = await person();
    const juma = await person();
    const { id } = (
      await amina.call('PUT', `/listings/${listing.id}/reviews/mine`, { rating: 1, body: 'Abuse' })
    ).json();
    await juma.call('PUT', `/listings/${listing.id}/reviews/mine`, { rating: 5, body: 'Great' });

    const hidden = await admin.call('PATCH', `/admin/reviews/${id}`, { hidden: true });
    expect(hidden.json()).toMatchObject({ hidden: true, listingTitle: listing.title });
    expect(await aggregates(listing.id)).toEqual({ count: 1, sum: 5 });
    const shown = await publicReviews(listing.id);
    expect(shown.summary).toEqual({ count: 1, average: 5 });
    expect(shown.reviews.map((r: { id: string }) => r.id)).not.toContain(id);
    const recent = (await t.app.inject({ method: 'GET', url: '/api/v1/reviews/recent?limit=20' })).json();
    expect(recent.reviews.map((r: { id: string }) => r.id)).not.toContain(id);

    // The author still sees (and may edit) their hidden review; it stays out of the figures.
    await amina.call('PUT', `/listings/${listing.id}/reviews/mine`, { rating: 2, body: 'Edited' });
    expect(await aggregates(listing.id)).toEqual({ count: 1, sum: 5 });
    expect(
      (await amina.call('GET', `/listings/${listing.id}/reviews`)).json().viewer.ownReview,
    ).toMatchObject({
      hidden: true,
      rating: 2,
    });
    await admin.call('PATCH', `/admin/reviews/${id}`, { hidden: true }); // already hidden: no change
    await admin.call('PATCH', `/admin/reviews/${id}`, { hidden: false });
    expect(await aggregates(listing.id)).toEqual({ count: 2, sum: 7 });

    await admin.call('PATCH', `/admin/reviews/${id}`, { hidden: true });
    expect(await aggregates(listing.id)).toEqual({ count: 1, sum: 5 });

    const entries = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'review'), eq(auditLog.targetId, id)));
    expect(entries.map((e) => e.action).sort()).toEqual(['review.hide', 'review.hide', 'review.unhide']);
    expect((await juma.call('PATCH', `/admin/reviews/${id}`, { hidden: true })).statusCode).toBe(403);
  });

  it('keeps a hidden review hidden: its author may edit it but not delete it and write a public one', async () => {
    const { listing } = await vendorListing();
    const admin = await person('admin');
    const amina = await person();
    const juma = await person();
    const { id } = (
      await amina.call('PUT', `/listings/${listing.id}/reviews/mine`, { rating: 1, body: 'Abuse' })
    ).json();
    await juma.call('PUT', `/listings/${listing.id}/reviews/mine`, { rating: 4, body: 'Good' });
    await admin.call('PATCH', `/admin/reviews/${id}`, { hidden: true });

    const refused = await amina.call('DELETE', `/listings/${listing.id}/reviews/mine`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toBe(
      'An admin has hidden this review, so it cannot be deleted. You can still edit it; it stays hidden.',
    );
    expect(await aggregates(listing.id)).toEqual({ count: 1, sum: 4 });

    // Writing again edits the same hidden review: no new public one, the figures untouched.
    const again = await amina.call('PUT', `/listings/${listing.id}/reviews/mine`, {
      rating: 5,
      body: 'Abuse again',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(id);
    expect(await aggregates(listing.id)).toEqual({ count: 1, sum: 4 });
    const shown = await publicReviews(listing.id);
    expect(shown.summary).toEqual({ count: 1, average: 4 });
    expect(shown.reviews.map((r: { body: string }) => r.body)).toEqual(['Good']);
    expect(
      (await amina.call('GET', `/listings/${listing.id}/reviews`)).json().viewer.ownReview,
    ).toMatchObject({ id, hidden: true, rating: 5, body: 'Abuse again' });

    // Shown again by an admin, it is the author's to delete like any other, and the figures follow.
    await admin.call('PATCH', `/admin/reviews/${id}`, { hidden: false });
    expect(await aggregates(listing.id)).toEqual({ count: 2, sum: 9 });
    expect((await amina.call('DELETE', `/listings/${listing.id}/reviews/mine`)).statusCode).toBe(204);
    expect(await aggregates(listing.id)).toEqual({ count: 1, sum: 4 });
  });

  it('lets admins find reviews by their words, author or listing, with the hidden filter', async () => {
    const { listing } = await vendorListing();
    await t.db.update(listings).set({ title: 'Ukumbi wa Kilele' }).where(eq(listings.id, listing.id));
    const admin = await person('admin');
    const rehema = await person('user', 'Rehema Kweka');
    const other = await person('user', 'Neema Lyimo');
    const { id } = (
      await rehema.call('PUT', `/listings/${listing.id}/reviews/mine`, {
        rating: 1,
        body: 'Walikuja 100% wamechelewa',
      })
    ).json();
    await other.call('PUT', `/listings/${listing.id}/reviews/mine`, { rating: 5, body: 'Vizuri sana' });
    const found = async (query: string) =>
      (await admin.call('GET', `/admin/reviews?${query}`)).json().reviews.map((r: { id: string }) => r.id);

    expect(await found('q=WAMECHELEWA')).toEqual([id]);
    expect(await found('q=rehema%20kw')).toEqual([id]);
    expect(await found(`q=${encodeURIComponent('100%')}`)).toEqual([id]);
    expect(await found('q=5%25')).toEqual([]); // % is a character to find, never a wildcard
    expect(await found('q=ukumbi%20wa%20kilele')).toHaveLength(2);
    await admin.call('PATCH', `/admin/reviews/${id}`, { hidden: true });
    expect(await found('q=wamechelewa&hidden=false')).toEqual([]);
    expect(await found('q=wamechelewa&hidden=true')).toEqual([id]);
    const tooLong = await admin.call('GET', `/admin/reviews?q=${'x'.repeat(101)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.message).toMatch(/under 100 characters/);
  });

  it('pages a listing’s reviews newest first by cursor, and lists recent ones of visible listings only', async () => {
    const { listing } = await vendorListing();
    for (let i = 0; i < 5; i++) {
      await (await person()).call('PUT', `/listings/${listing.id}/reviews/mine`, {
        rating: 4,
        body: `Review ${i}`,
      });
    }
    const first = await publicReviews(listing.id, '?limit=2');
    const second = await publicReviews(listing.id, `?limit=2&cursor=${first.nextCursor}`);
    const third = await publicReviews(listing.id, `?limit=2&cursor=${second.nextCursor}`);
    const bodies = [...first.reviews, ...second.reviews, ...third.reviews].map(
      (r: { body: string }) => r.body,
    );
    expect(bodies).toEqual(['Review 4', 'Review 3', 'Review 2', 'Review 1', 'Review 0']);
    expect(third.nextCursor).toBeNull();
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/listings/${listing.id}/reviews?cursor=junk` }))
        .statusCode,
    ).toBe(400);

    const recent = (await t.app.inject({ method: 'GET', url: '/api/v1/reviews/recent?limit=2' })).json();
    expect(recent.reviews.map((r: { body: string }) => r.body)).toEqual(['Review 4', 'Review 3']);
    await t.db.update(vendors).set({ status: 'suspended' }).where(eq(vendors.id, listing.vendorId));
    const afterSuspension = (
      await t.app.inject({ method: 'GET', url: '/api/v1/reviews/recent?limit=20' })
    ).json();
    expect(afterSuspension.reviews.map((r: { listingId: string }) => r.listingId)).not.toContain(listing.id);
  });

  it('shortens names to a first name and an initial', () => {
    expect(shortName('Amina Juma Mushi')).toBe('Amina M.');
    expect(shortName('Juma')).toBe('Juma');
    expect(shortName('  neema   kweka ')).toBe('neema K.');
  });
});
