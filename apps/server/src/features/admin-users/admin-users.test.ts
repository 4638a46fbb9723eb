import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { bearer, buildUser, sessionTokenFor, TEST_PASSWORD } from '../../../test/factories.ts';
import { sessions } from '../../db/schema/accounts.ts';

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

describe('admin: accounts', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof buildUser>>;
  let adminToken: string;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await buildUser(t.db, { name: 'Rehema Admin', role: 'admin' });
    adminToken = await sessionTokenFor(t.db, admin);
  });
  afterAll(() => t.close());

  const patch = (id: string, payload: object, token = adminToken) =>
    t.app.inject({ method: 'PATCH', url: `/api/v1/admin/users/${id}`, payload, headers: bearer(token) });

  it('is closed to visitors (401) and to users and vendors (403)', async () => {
    const user = await buildUser(t.db);
    const vendor = await buildUser(t.db, { role: 'vendor' });
    for (const url of ['/api/v1/admin/users', '/api/v1/admin/audit-log']) {
      expect((await t.app.inject({ url })).statusCode).toBe(401);
      expect(
        (await t.app.inject({ url, headers: bearer(await sessionTokenFor(t.db, user)) })).statusCode,
      ).toBe(403);
      expect(
        (await t.app.inject({ url, headers: bearer(await sessionTokenFor(t.db, vendor)) })).statusCode,
      ).toBe(403);
      expect((await t.app.inject({ url, headers: bearer(adminToken) })).statusCode).toBe(200);
    }
    expect(
      (await patch(user.id, { userRole: 'admin' }, await sessionTokenFor(t.db, vendor))).statusCode,
    ).toBe(403);
  });

  it('searches by name, e-mail or phone, a page at a time', async () => {
    await buildUser(t.db, { name: 'Baraka Mollel', email: 'baraka@arusha.example' });
    await buildUser(t.db, { name: 'Zawadi', email: null, phone: '+255713999888' });
    const byName = await t.app.inject({ url: '/api/v1/admin/users?q=mollel', headers: bearer(adminToken) });
    expect(byName.json().users.map((u: { name: string }) => u.name)).toEqual(['Baraka Mollel']);
    const byPhone = await t.app.inject({ url: '/api/v1/admin/users?q=713999', headers: bearer(adminToken) });
    expect(byPhone.json().users.map((u: { name: string }) => u.name)).toEqual(['Zawadi']);
    const wildcard = await t.app.inject({ url: '/api/v1/admin/users?q=%25', headers: bearer(adminToken) });
    expect(wildcard.json().users).toEqual([]); // % is searched for, not a wildcard

    const seen = new Set<string>();
    let cursor: string | null = null;
    do {
      const url: string = `/api/v1/admin/users?limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page = (await t.app.inject({ url, headers: bearer(adminToken) })).json();
      for (const user of page.users) seen.add(user.id);
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.size).toBe(await t.db.$count((await import('../../db/schema/accounts.ts')).users));
    const bad = await t.app.inject({
      url: '/api/v1/admin/users?cursor=nonsense',
      headers: bearer(adminToken),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('disabling ends the sessions and stops sign-in; enabling lets them back; both audited', async () => {
    const person = await buildUser(t.db, { email: 'disable-me@example.co.tz' });
    const token = await sessionTokenFor(t.db, person);
    const disabled = await patch(person.id, { disabled: true });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json()).toMatchObject({ id: person.id, disabled: true });
    expect(await t.db.$count(sessions, eq(sessions.userId, person.id))).toBe(0);
    expect((await t.app.inject({ url: '/api/v1/auth/me', headers: bearer(token) })).statusCode).toBe(401);
    const signIn = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/sign-in',
        payload: { identifier: 'disable-me@example.co.tz', password: TEST_PASSWORD },
      });
    expect((await signIn()).statusCode).toBe(401);

    expect((await patch(person.id, { disabled: false })).json().disabled).toBe(false);
    expect((await signIn()).statusCode).toBe(200);

    const log = (await t.app.inject({ url: '/api/v1/admin/audit-log', headers: bearer(adminToken) })).json();
    const mine = log.entries.filter((entry: { targetId: string }) => entry.targetId === person.id);
    expect(mine.map((entry: { action: string }) => entry.action)).toEqual(['user.enabled', 'user.disabled']);
    expect(mine[0]).toMatchObject({ actorId: admin.id, targetType: 'user' });
  });

  it('changes a role, audited with from and to', async () => {
    const person = await buildUser(t.db);
    const res = await patch(person.id, { userRole: 'vendor' });
    expect(res.json().userRole).toBe('vendor');
    const log = (await t.app.inject({ url: '/api/v1/admin/audit-log', headers: bearer(adminToken) })).json();
    expect(log.entries.find((entry: { targetId: string }) => entry.targetId === person.id)).toMatchObject({
      action: 'user.role_changed',
      details: { from: 'user', to: 'vendor' },
    });
  });

  it('refuses to lock the admin out, unknown users, bad ids and empty changes', async () => {
    expect((await patch(admin.id, { disabled: true })).statusCode).toBe(422);
    expect((await patch(admin.id, { userRole: 'user' })).statusCode).toBe(422);
    expect((await patch('00000000-0000-4000-8000-000000000000', { disabled: true })).statusCode).toBe(404);
    expect((await patch('not-a-uuid', { disabled: true })).statusCode).toBe(400);
    expect((await patch(admin.id, {})).json().error.message).toBe(
      'Say what to change: userRole or disabled.',
    );
  });
});
