import { adminUsersResponse } from '@sherehe/core/api/admin-users';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { bearer, buildUser, sessionTokenFor, TEST_PASSWORD } from '../../../test/factories.ts';
import { sessions, users } from '../../db/schema/accounts.ts';
import { auditLog } from '../../db/schema/audit-log.ts';
import { recordAudit } from '../../platform/audit.ts';
import { createAdmin } from './create-admin.ts';

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

  const encoded = (text: string) => Buffer.from(text).toString('base64url');

  /** The ids of every row of a paged list, two at a time, in the order the pages gave them. */
  async function allPages(path: string, key: 'users' | 'entries'): Promise<string[]> {
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `${path}?limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const res = await t.app.inject({ url, headers: bearer(adminToken) });
      expect(res.statusCode).toBe(200);
      const page: { nextCursor: string | null } & Record<typeof key, { id: string }[]> = res.json();
      ids.push(...page[key].map((row) => row.id));
      cursor = page.nextCursor;
    } while (cursor);
    return ids;
  }

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
    const nul = await t.app.inject({ url: '/api/v1/admin/users?q=a%00', headers: bearer(adminToken) });
    expect(nul.statusCode).toBe(400);
    const wildcard = await t.app.inject({ url: '/api/v1/admin/users?q=%25', headers: bearer(adminToken) });
    expect(wildcard.json().users).toEqual([]); // % is searched for, not a wildcard

    // Accounts made in one transaction share their created_at to the microsecond: none may fall between pages.
    await t.db.transaction(async (tx) => {
      for (const name of ['Imani', 'Jabari', 'Kesi']) await buildUser(tx, { name });
    });
    const everyone = await t.db
      .select({ id: users.id })
      .from(users)
      .orderBy(desc(users.createdAt), desc(users.id));
    expect(await allPages('/api/v1/admin/users', 'users')).toEqual(everyone.map((user) => user.id));
  });

  it('filters by role and status, with totals by role within the status and by status within the role', async () => {
    // Their own word in every name, so the search leaves out the other tests' accounts. A second apart: the list is
    // newest first, and the embedded database's clock can give two quick inserts the same millisecond.
    let joined = Date.parse('2026-01-01T08:00:00Z');
    const made = async (name: string, role: 'user' | 'vendor' | 'admin', disabled = false) => {
      joined += 1000;
      return buildUser(t.db, {
        name: `Kichujio ${name}`,
        role,
        disabledAt: disabled ? new Date() : null,
        createdAt: new Date(joined),
      });
    };
    const asha = await made('Asha', 'user');
    const bakari = await made('Bakari', 'user', true);
    const chausiku = await made('Chausiku', 'vendor');
    const dotto = await made('Dotto', 'vendor', true);
    const elia = await made('Elia', 'vendor');
    const fatuma = await made('Fatuma', 'admin');
    const list = async (query: string) => {
      const res = await t.app.inject({
        url: `/api/v1/admin/users?q=kichujio${query}`,
        headers: bearer(adminToken),
      });
      expect(res.statusCode).toBe(200);
      const body = adminUsersResponse.parse(res.json());
      return { names: body.users.map((user) => user.name.replace('Kichujio ', '')), totals: body.totals };
    };

    expect(await list('')).toEqual({
      names: ['Fatuma', 'Elia', 'Dotto', 'Chausiku', 'Bakari', 'Asha'],
      totals: { matching: 6, byRole: { user: 2, vendor: 3, admin: 1 }, byStatus: { active: 4, disabled: 2 } },
    });
    expect(await list('&role=vendor')).toEqual({
      names: ['Elia', 'Dotto', 'Chausiku'],
      totals: { matching: 3, byRole: { user: 2, vendor: 3, admin: 1 }, byStatus: { active: 2, disabled: 1 } },
    });
    expect(await list('&status=disabled')).toEqual({
      names: ['Dotto', 'Bakari'],
      totals: { matching: 2, byRole: { user: 1, vendor: 1, admin: 0 }, byStatus: { active: 4, disabled: 2 } },
    });
    expect(await list('&role=vendor&status=active')).toEqual({
      names: ['Elia', 'Chausiku'],
      totals: { matching: 2, byRole: { user: 1, vendor: 2, admin: 1 }, byStatus: { active: 2, disabled: 1 } },
    });
    expect((await list('&role=admin&status=disabled')).names).toEqual([]);

    // Pages keep to the filter: one at a time, every vendor once.
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/v1/admin/users?q=kichujio&role=vendor&limit=1${cursor ? `&cursor=${cursor}` : ''}`;
      const page = adminUsersResponse.parse(
        (await t.app.inject({ url, headers: bearer(adminToken) })).json(),
      );
      expect(page.totals.matching).toBe(3);
      ids.push(...page.users.map((user) => user.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(ids).toEqual([elia.id, dotto.id, chausiku.id]);
    expect([asha, bakari, fatuma].some((user) => ids.includes(user.id))).toBe(false);
  });

  it('counts every account when nothing is searched, as the table holds them', async () => {
    const res = await t.app.inject({ url: '/api/v1/admin/users?limit=1', headers: bearer(adminToken) });
    const { totals } = adminUsersResponse.parse(res.json());
    const all = await t.db.select({ role: users.role, disabledAt: users.disabledAt }).from(users);
    const of = (role: string) => all.filter((user) => user.role === role).length;
    expect(totals).toEqual({
      matching: all.length,
      byRole: { user: of('user'), vendor: of('vendor'), admin: of('admin') },
      byStatus: {
        active: all.filter((user) => user.disabledAt === null).length,
        disabled: all.filter((user) => user.disabledAt !== null).length,
      },
    });
  });

  it('refuses a role or status it does not know, with a reason', async () => {
    for (const query of ['role=superuser', 'status=sleeping']) {
      const res = await t.app.inject({ url: `/api/v1/admin/users?${query}`, headers: bearer(adminToken) });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.reason).toBe('validation.invalid_value');
    }
  });

  it('names who acted and on whom in the audit log; a command-line action has no actor', async () => {
    const person = await buildUser(t.db, { name: 'Neema Mushi' });
    await patch(person.id, { userRole: 'vendor' });
    await createAdmin(t.db, {
      email: 'first-admin@example.co.tz',
      name: 'Juma Kwanza',
      password: TEST_PASSWORD,
    });
    await t.db.transaction(async (tx) => {
      await recordAudit(tx, {
        actorId: admin.id,
        action: 'vendor.approved',
        targetType: 'vendor',
        targetId: 'v-17',
      });
      await recordAudit(tx, {
        actorId: admin.id,
        action: 'user.disabled',
        targetType: 'user',
        targetId: '00000000-0000-4000-8000-000000000000',
      });
      await recordAudit(tx, {
        actorId: admin.id,
        action: 'user.disabled',
        targetType: 'user',
        targetId: 'legacy-7',
      });
    });

    const res = await t.app.inject({ url: '/api/v1/admin/audit-log', headers: bearer(adminToken) });
    expect(res.statusCode).toBe(200);
    const entries: { action: string; actorId: string | null; targetId: string }[] = res.json().entries;
    const find = (targetId: string) => entries.find((entry) => entry.targetId === targetId);
    expect(find(person.id)).toMatchObject({
      action: 'user.role_changed',
      actorId: admin.id,
      actorName: 'Rehema Admin',
      targetName: 'Neema Mushi',
    });
    expect(entries.find((entry) => entry.action === 'user.created_admin')).toMatchObject({
      actorId: null,
      actorName: null,
      targetName: 'Juma Kwanza',
    });
    // Only an account that exists has a name; another kind of target, or an odd id, is simply unnamed.
    for (const targetId of ['v-17', '00000000-0000-4000-8000-000000000000', 'legacy-7']) {
      expect(find(targetId)).toMatchObject({ actorName: 'Rehema Admin', targetName: null });
    }
  });

  it('pages through the audit log newest first, every entry exactly once', async () => {
    const person = await buildUser(t.db);
    // Both changes in one request, so in one transaction: two entries with the very same created_at.
    await patch(person.id, { userRole: 'vendor', disabled: true });
    await patch(person.id, { disabled: false });
    const all = await t.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id));
    expect(all.length).toBeGreaterThan(4);
    expect(await allPages('/api/v1/admin/audit-log', 'entries')).toEqual(all.map((entry) => entry.id));

    const first = (
      await t.app.inject({ url: '/api/v1/admin/audit-log', headers: bearer(adminToken) })
    ).json();
    expect(first.entries.length).toBe(Math.min(all.length, 25));
  });

  it.each(['/api/v1/admin/users', '/api/v1/admin/audit-log'])(
    'answers 400 to a bad page link: %s',
    async (url) => {
      const cursors = [
        'nonsense',
        encoded('2025-06-01T07:15:00.123456Z|not-a-uuid'),
        encoded('2025-02-30T07:15:00.123456Z|0b7f5b9e-6f0e-4a55-9a5e-2f1f3c4d5e60'),
        encoded('0000-01-01T00:00:00.000000Z|0b7f5b9e-6f0e-4a55-9a5e-2f1f3c4d5e60'),
        encoded('2025-06-01T07:15:00.123Z|0b7f5b9e-6f0e-4a55-9a5e-2f1f3c4d5e60'),
      ];
      for (const cursor of cursors) {
        const res = await t.app.inject({ url: `${url}?cursor=${cursor}`, headers: bearer(adminToken) });
        expect(res.statusCode, cursor).toBe(400);
        expect(res.json().error).toEqual({
          code: 'validation',
          reason: 'page.cursor_invalid',
          message: 'That page link is not valid.',
        });
      }
      expect((await t.app.inject({ url: `${url}?limit=101`, headers: bearer(adminToken) })).statusCode).toBe(
        400,
      );
    },
  );

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
