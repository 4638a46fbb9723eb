import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { bearer, buildUser, sessionTokenFor } from '../../../test/factories.ts';
import { createMessageSink } from '../../../test/fakes/message-sink.ts';
import { registerThroughLink } from '../../../test/register-through-link.ts';
import { sessions, users } from '../../db/schema/accounts.ts';
import { auditLog } from '../../db/schema/audit-log.ts';
import { listings, vendors } from '../../db/schema/marketplace.ts';
import { vendorRequestEvents, vendorRequests } from '../../db/schema/vendor-requests.ts';

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

describe('admin: vendor onboarding', () => {
  let t: TestApp;
  const sink = createMessageSink();
  let admin: Awaited<ReturnType<typeof buildUser>>;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp({ mail: sink.transport, sms: sink.transport });
    admin = await buildUser(t.db, { name: 'Rehema Admin', role: 'admin' });
    token = await sessionTokenFor(t.db, admin);
  });
  afterAll(() => t.close());

  async function request(contact: string, kind: 'email' | 'phone' = 'email', minutesAgo = 0) {
    const at = new Date(Date.now() - minutesAgo * 60_000);
    const [row] = await t.db
      .insert(vendorRequests)
      .values({ requestContact: contact, contact, contactKind: kind, createdAt: at, updatedAt: at })
      .returning();
    if (!row) throw new Error('no request');
    return row;
  }
  const get = (url: string) => t.app.inject({ url: `/api/v1${url}`, headers: bearer(token) });
  const post = (url: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers: bearer(token) });
  const history = async (id: string) => (await get(`/admin/vendor-requests/${id}/events`)).json().events;

  it('lists pending requests oldest first (a queue), others newest first, a page at a time, naming the account that matches', async () => {
    const owner = await buildUser(t.db, { name: 'Baraka Decor', phone: '+255754222333', email: null });
    const older = await request('old@example.co.tz', 'email', 30);
    const newer = await request('+255754222333', 'phone', 10);
    const first = await get('/admin/vendor-requests?status=pending&limit=1');
    expect(first.statusCode).toBe(200);
    expect(first.json().requests.map((r: { id: string }) => r.id)).toEqual([older.id]);
    expect(first.json().requests[0].account).toBeNull();
    const second = await get(
      `/admin/vendor-requests?status=pending&limit=1&cursor=${first.json().nextCursor}`,
    );
    expect(second.json().requests.map((r: { id: string }) => r.id)).toEqual([newer.id]);
    expect(second.json().requests[0].account).toEqual({
      id: owner.id,
      name: 'Baraka Decor',
      userRole: 'user',
      disabled: false,
    });
    expect(second.json().nextCursor).toBeNull();
    // Every status together reads as a record: newest first.
    const all = (await get('/admin/vendor-requests')).json().requests.map((r: { id: string }) => r.id);
    expect(all.indexOf(newer.id)).toBeLessThan(all.indexOf(older.id));
    expect((await get('/admin/vendor-requests?status=rejected')).json().requests).toEqual([]);
    expect((await get('/admin/vendor-requests?status=maybe')).statusCode).toBe(400);
    expect((await get('/admin/vendor-requests?cursor=nonsense')).statusCode).toBe(400);
  });

  it('pages the pending queue oldest first without skipping requests that came at the same instant', async () => {
    const at = new Date(Date.now() - 365 * 86_400_000); // older than every other test's requests
    const same = await t.db
      .insert(vendorRequests)
      .values(
        ['same-1@example.co.tz', 'same-2@example.co.tz', 'same-3@example.co.tz'].map((contact) => ({
          requestContact: contact,
          contact,
          contactKind: 'email' as const,
          createdAt: at,
          updatedAt: at,
        })),
      )
      .returning({ id: vendorRequests.id });
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 3; page++) {
      const res = await get(
        `/admin/vendor-requests?status=pending&limit=1${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...res.json().requests.map((r: { id: string }) => r.id));
      cursor = res.json().nextCursor;
    }
    expect(seen).toEqual(same.map((row) => row.id).sort());
  });

  it('approving makes the matching account a vendor with a shop, tells them, keeps them signed in, and records it all', async () => {
    const person = await buildUser(t.db, { name: 'Neema Cakes', email: 'neema@cakes.co.tz' });
    const personToken = await sessionTokenFor(t.db, person);
    const req = await request('neema@cakes.co.tz');
    const res = await post(`/admin/vendor-requests/${req.id}/approve`, { note: 'Called her, real bakery.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'approved',
      decisionNote: 'Called her, real bakery.',
      invited: false,
    });
    const [account] = await t.db.select().from(users).where(eq(users.id, person.id));
    expect(account?.role).toBe('vendor');
    // Still signed in, and the very next request sees the new role.
    expect(await t.db.$count(sessions, eq(sessions.userId, person.id))).toBe(1);
    const me = await t.app.inject({ url: '/api/v1/auth/me', headers: bearer(personToken) });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.userRole).toBe('vendor');
    await t.app.jobs.drain();
    const notice = sink.messages.find((m) => m.to === 'neema@cakes.co.tz');
    expect(notice?.subject).toBe('You are now a vendor on Sherehe');
    expect(notice?.text).toContain('/event-planners/vendor');
    const [shop] = await t.db.select().from(vendors).where(eq(vendors.userId, person.id));
    expect(shop).toMatchObject({ businessName: 'Neema Cakes', status: 'active' });
    const [row] = await t.db.select().from(vendorRequests).where(eq(vendorRequests.id, req.id));
    expect(row?.vendorUserId).toBe(person.id);
    expect(await history(req.id)).toMatchObject([
      { status: 'approved', note: 'Called her, real bakery.', actorName: 'Rehema Admin' },
    ]);
    const actions = (await t.db.select().from(auditLog).where(eq(auditLog.actorId, admin.id))).map((a) => [
      a.action,
      a.targetId,
    ]);
    expect(actions).toContainEqual(['vendor_request.approved', req.id]);
    expect(actions).toContainEqual(['user.role_changed', person.id]);
    // decided once only
    expect((await post(`/admin/vendor-requests/${req.id}/approve`)).statusCode).toBe(409);
    expect((await post(`/admin/vendor-requests/${req.id}/reject`, { note: 'no' })).statusCode).toBe(409);
  });

  it('approving a contact with no account invites it; the account opened later is a vendor', async () => {
    const req = await request('+255713444555', 'phone');
    const res = await post(`/admin/vendor-requests/${req.id}/approve`);
    expect(res.json()).toMatchObject({
      status: 'approved',
      invited: true,
      account: null,
      decisionNote: null,
    });
    await t.app.jobs.drain();
    const invitation = sink.messages.find((m) => m.to === '+255713444555');
    expect(invitation?.text).toContain('/event-planners/register');
    expect((await history(req.id)).map((e: { status: string }) => e.status)).toEqual(['approved', 'invited']);

    const opened = await registerThroughLink(t.app, sink, {
      name: 'Juma Sound',
      identifier: '0713 444 555',
      password: 'sauti-kubwa-ya-juma-2025',
    });
    expect(opened.statusCode).toBe(201);
    expect(opened.json().user.userRole).toBe('vendor');
    const [account] = await t.db.select().from(users).where(eq(users.phone, '+255713444555'));
    expect(account?.role).toBe('vendor');
    expect(await t.db.$count(vendors, eq(vendors.userId, account?.id ?? ''))).toBe(1);
    const [row] = await t.db.select().from(vendorRequests).where(eq(vendorRequests.id, req.id));
    expect(row?.vendorUserId).toBe(account?.id);
    expect((await history(req.id)).at(-1)).toMatchObject({ status: 'approved', actorName: 'Juma Sound' });
  });

  it('speaks the language of the request, names the shop as given, and shows the admin what was given', async () => {
    const person = await buildUser(t.db, { name: 'Asha Mohamed', phone: '+255754666777', email: null });
    const [req] = await t.db
      .insert(vendorRequests)
      .values({
        requestContact: '0754 666 777',
        contact: '+255754666777',
        contactKind: 'phone',
        businessName: 'Asha Mapambo',
        businessKind: 'decoration',
        language: 'sw',
      })
      .returning();
    if (!req) throw new Error('no request');
    const listed = (await get('/admin/vendor-requests?status=pending')).json().requests;
    expect(listed.find((r: { id: string }) => r.id === req.id)).toMatchObject({
      businessName: 'Asha Mapambo',
      businessKind: 'decoration',
    });
    expect((await post(`/admin/vendor-requests/${req.id}/approve`)).statusCode).toBe(200);
    await t.app.jobs.drain();
    expect(sink.messages.find((m) => m.to === '+255754666777')?.text).toContain(
      'akaunti yako sasa ni ya muuzaji',
    );
    const [shop] = await t.db.select().from(vendors).where(eq(vendors.userId, person.id));
    expect(shop?.businessName).toBe('Asha Mapambo');

    const invited = await request('+255713999000', 'phone');
    await t.db.update(vendorRequests).set({ language: 'sw' }).where(eq(vendorRequests.id, invited.id));
    await post(`/admin/vendor-requests/${invited.id}/approve`);
    await t.app.jobs.drain();
    expect(sink.messages.find((m) => m.to === '+255713999000')?.text).toContain(
      'ombi lako la kuwa muuzaji limekubaliwa',
    );
  });

  it('does not turn an admin or a disabled account into a vendor', async () => {
    await buildUser(t.db, { email: 'boss@sherehe.co.tz', role: 'admin' });
    await buildUser(t.db, { email: 'gone@example.co.tz', disabledAt: new Date() });
    for (const contact of ['boss@sherehe.co.tz', 'gone@example.co.tz']) {
      const req = await request(contact);
      const res = await post(`/admin/vendor-requests/${req.id}/approve`);
      expect(res.statusCode).toBe(422);
      const [row] = await t.db.select().from(vendorRequests).where(eq(vendorRequests.id, req.id));
      expect(row?.status).toBe('pending');
      expect(await history(req.id)).toEqual([]);
    }
  });

  it('rejects only with a note, recorded in the history and the audit log', async () => {
    const req = await request('spam@example.co.tz');
    expect((await post(`/admin/vendor-requests/${req.id}/reject`, {})).statusCode).toBe(400);
    expect((await post(`/admin/vendor-requests/${req.id}/reject`, { note: '   ' })).statusCode).toBe(400);
    const res = await post(`/admin/vendor-requests/${req.id}/reject`, { note: 'Not an event business.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'rejected', decisionNote: 'Not an event business.' });
    expect(await history(req.id)).toMatchObject([{ status: 'rejected', note: 'Not an event business.' }]);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'vendor_request.rejected'), eq(auditLog.targetId, req.id)));
    expect(entry?.details).toMatchObject({ note: 'Not an event business.' });
    expect(await t.db.$count(vendorRequestEvents, eq(vendorRequestEvents.requestId, req.id))).toBe(1);
  });

  it('answers 404 for a request that does not exist', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await get(`/admin/vendor-requests/${missing}/events`)).statusCode).toBe(404);
    expect((await post(`/admin/vendor-requests/${missing}/approve`)).statusCode).toBe(404);
    expect((await post('/admin/vendor-requests/not-an-id/approve')).statusCode).toBe(400);
  });

  it('lists and searches vendors; suspends with a reason and reinstates, audited', async () => {
    const owner = await buildUser(t.db, { name: 'Mama Pili', email: 'pili@kitchen.co.tz', role: 'vendor' });
    const [shop] = await t.db
      .insert(vendors)
      .values({ userId: owner.id, businessName: 'Pili Kitchen Catering', city: 'Moshi' })
      .returning();
    if (!shop) throw new Error('no shop');
    const found = (await get('/admin/vendors?q=pili%20kitchen')).json().vendors;
    expect(found).toMatchObject([
      { id: shop.id, businessName: 'Pili Kitchen Catering', ownerName: 'Mama Pili', listingCount: 0 },
    ]);
    expect((await get('/admin/vendors?q=pili@kitchen')).json().vendors).toHaveLength(1);

    expect((await post(`/admin/vendors/${shop.id}/suspend`, { reason: '' })).statusCode).toBe(400);
    const suspended = await post(`/admin/vendors/${shop.id}/suspend`, { reason: 'Fake photos reported.' });
    expect(suspended.json()).toMatchObject({ status: 'suspended', suspendedReason: 'Fake photos reported.' });
    expect((await post(`/admin/vendors/${shop.id}/suspend`, { reason: 'again' })).statusCode).toBe(409);
    expect(
      (await get('/admin/vendors?status=suspended')).json().vendors.map((v: { id: string }) => v.id),
    ).toEqual([shop.id]);
    const reinstated = await post(`/admin/vendors/${shop.id}/reinstate`);
    expect(reinstated.json()).toMatchObject({ status: 'active', suspendedReason: null });
    expect((await post(`/admin/vendors/${shop.id}/reinstate`)).statusCode).toBe(409);
    const actions = (await t.db.select().from(auditLog).where(eq(auditLog.targetId, shop.id))).map(
      (a) => a.action,
    );
    expect(actions.sort()).toEqual(['vendor.reinstated', 'vendor.suspended']);
    expect((await post('/admin/vendors/00000000-0000-4000-8000-000000000000/reinstate')).statusCode).toBe(
      404,
    );
  });

  it("hides a suspended vendor's listings from the public until reinstated", async () => {
    const owner = await buildUser(t.db, { role: 'vendor' });
    const [shop] = await t.db
      .insert(vendors)
      .values({ userId: owner.id, businessName: 'Kibo Tents', city: 'Moshi' })
      .returning();
    if (!shop) throw new Error('no shop');
    const [listing] = await t.db
      .insert(listings)
      .values({
        vendorId: shop.id,
        kind: 'product',
        title: 'Hema la Wageni 100 / Tent for 100 guests',
        category: 'tents-chairs',
        priceTzs: 150_000,
        priceUnit: 'day',
        city: 'Moshi',
        status: 'published',
        publishedAt: new Date(),
        searchText: 'hema tent kibo',
      })
      .returning();
    const publicView = () => t.app.inject({ url: `/api/v1/listings/${listing?.id}` });
    expect((await publicView()).statusCode).toBe(200);
    await post(`/admin/vendors/${shop.id}/suspend`, { reason: 'Complaints' });
    expect((await publicView()).statusCode).toBe(404);
    await post(`/admin/vendors/${shop.id}/reinstate`);
    expect((await publicView()).statusCode).toBe(200);
  });

  it('is for admins only', async () => {
    const vendor = await buildUser(t.db, { role: 'vendor' });
    const res = await t.app.inject({
      url: '/api/v1/admin/vendor-requests',
      headers: bearer(await sessionTokenFor(t.db, vendor)),
    });
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/v1/admin/vendors' })).statusCode).toBe(401);
  });
});
