// Listing moderation through HTTP on a real database: search and pages, archive with a reason, restore, the audit
// log, the public catalogue, and the vendor who may not undo an admin's archiving.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { bearer, buildUser, sessionTokenFor } from '../../../test/factories.ts';
import { buildListing, buildListingPhoto, buildVendor } from '../../../test/marketplace-factories.ts';
import { auditLog } from '../../db/schema/audit-log.ts';
import { listings } from '../../db/schema/marketplace.ts';

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

describe('admin: listing moderation', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof buildUser>>;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await buildUser(t.db, { name: 'Rehema Admin', role: 'admin' });
    token = await sessionTokenFor(t.db, admin);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ url: `/api/v1${url}`, headers: bearer(token) });
  const patch = (id: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/api/v1/admin/listings/${id}`, payload, headers: bearer(token) });
  const ids = (res: { json: () => { listings: { id: string }[] } }) => res.json().listings.map((l) => l.id);
  const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

  it('finds listings of every status by title or shop name, newest first, a page at a time', async () => {
    const shop = await buildVendor(t.db, { businessName: 'Mapambo ya Zawadi' });
    const old = await buildListing(t.db, {
      vendor: shop,
      title: 'Maua ya harusi',
      createdAt: minutesAgo(30),
    });
    const draft = await buildListing(t.db, {
      vendor: shop,
      title: 'Taa za bustani',
      status: 'draft',
      createdAt: minutesAgo(20),
    });
    const other = await buildListing(t.db, { title: 'Keki ya Zawadi 100%', createdAt: minutesAgo(10) });

    const byShop = await get('/admin/listings?q=mapambo%20ya%20zawadi');
    expect(byShop.statusCode).toBe(200);
    expect(ids(byShop)).toEqual([draft.id, old.id]);
    expect(byShop.json().listings[0]).toMatchObject({
      title: 'Taa za bustani',
      status: 'draft',
      vendor: { id: shop.id, businessName: 'Mapambo ya Zawadi', status: 'active' },
      archivedByAdmin: null,
    });

    const first = await get('/admin/listings?q=zawadi&limit=2');
    expect(ids(first)).toEqual([other.id, draft.id]);
    const second = await get(`/admin/listings?q=zawadi&limit=2&cursor=${first.json().nextCursor}`);
    expect(ids(second)).toEqual([old.id]);
    expect(second.json().nextCursor).toBeNull();

    expect(ids(await get('/admin/listings?q=zawadi&status=draft'))).toEqual([draft.id]);
    // % and _ are searched as themselves, not as wildcards.
    expect(ids(await get('/admin/listings?q=100%25'))).toEqual([other.id]);
    expect((await get('/admin/listings?status=deleted')).statusCode).toBe(400);
    expect((await get('/admin/listings?cursor=nonsense')).statusCode).toBe(400);
  });

  it('archives with a reason: the listing leaves the catalogue, and the audit log says why', async () => {
    const listing = await buildListing(t.db, { title: 'Ukumbi wa Bahari' });
    expect((await t.app.inject({ url: `/api/v1/listings/${listing.id}` })).statusCode).toBe(200);

    const noReason = await patch(listing.id, { status: 'archived', reason: '   ' });
    expect(noReason.statusCode).toBe(400);
    expect((await patch(listing.id, { status: 'published' })).statusCode).toBe(400);

    const res = await patch(listing.id, { status: 'archived', reason: 'Picha si za ukumbi huu.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'archived',
      archivedByAdmin: { reason: 'Picha si za ukumbi huu.', actorName: 'Rehema Admin' },
    });
    expect((await t.app.inject({ url: `/api/v1/listings/${listing.id}` })).statusCode).toBe(404);

    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'listing'), eq(auditLog.targetId, listing.id)));
    expect(entries).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        action: 'listing.archived',
        details: expect.objectContaining({
          title: 'Ukumbi wa Bahari',
          from: 'published',
          reason: 'Picha si za ukumbi huu.',
        }),
      }),
    ]);
    const log = await get('/admin/audit-log?limit=5');
    expect(log.json().entries[0]).toMatchObject({ action: 'listing.archived', targetId: listing.id });

    const again = await patch(listing.id, { status: 'archived', reason: 'Tena.' });
    expect(again.statusCode).toBe(409);
  });

  it("holds an admin's archiving against the vendor until an admin restores the listing to draft", async () => {
    const owner = await buildUser(t.db, { role: 'vendor' });
    const shop = await buildVendor(t.db, { userId: owner.id });
    const listing = await buildListing(t.db, { vendor: shop });
    await buildListingPhoto(t.db, listing.id);
    const vendorToken = await sessionTokenFor(t.db, owner);
    const setStatus = (status: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/vendor/listings/${listing.id}/status`,
        payload: { status },
        headers: bearer(vendorToken),
      });

    await patch(listing.id, { status: 'archived', reason: 'Bei ya kupotosha.' });
    for (const status of ['published', 'draft']) {
      const refused = await setStatus(status);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error.message).toContain('Bei ya kupotosha.');
    }

    const restored = await patch(listing.id, { status: 'draft' });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ status: 'draft', archivedByAdmin: null });
    expect((await patch(listing.id, { status: 'draft' })).statusCode).toBe(409);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, listing.id), eq(auditLog.action, 'listing.restored')));
    expect(entry?.actorId).toBe(admin.id);

    expect((await setStatus('published')).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/v1/listings/${listing.id}` })).statusCode).toBe(200);
    // The vendor's own archiving is theirs to undo.
    expect((await setStatus('archived')).statusCode).toBe(200);
    expect(
      (await get(`/admin/listings?q=${encodeURIComponent(shop.businessName)}`)).json().listings[0],
    ).toMatchObject({ status: 'archived', archivedByAdmin: null });
    expect((await setStatus('published')).statusCode).toBe(200);
  });

  it('answers 404 for a listing that does not exist, and leaves it to admins', async () => {
    const missing = await patch('00000000-0000-4000-8000-000000000000', { status: 'archived', reason: 'x' });
    expect(missing.statusCode).toBe(404);
    const listing = await buildListing(t.db);
    const user = await buildUser(t.db);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/listings/${listing.id}`,
      payload: { status: 'archived', reason: 'x' },
      headers: bearer(await sessionTokenFor(t.db, user)),
    });
    expect(res.statusCode).toBe(403);
    const [row] = await t.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row?.status).toBe('published');
  });
});
