import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { bearer, buildUser, sessionTokenFor } from '../../../test/factories.ts';
import { users } from '../../db/schema/accounts.ts';

describe('changing the name and the language of the account', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());
  afterEach(async () => {
    await t.db.execute(sql`delete from rate_limit_windows`);
  });

  const patch = (token: string | null, payload: object) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/v1/auth/me',
      headers: token ? bearer(token) : {},
      payload,
    });

  it('saves the name and the language, answers the session user, and /auth/me says the same', async () => {
    const user = await buildUser(t.db, { name: 'Neema', phone: '+255754100200' });
    const token = await sessionTokenFor(t.db, user);
    const before = await t.app.inject({ url: '/api/v1/auth/me', headers: bearer(token) });
    expect(before.json().user.language).toBeNull();

    const res = await patch(token, { name: '  Neema Mushi ', language: 'sw' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      user: {
        id: user.id,
        name: 'Neema Mushi',
        email: user.email,
        phone: '+255754100200',
        userRole: 'user',
        language: 'sw',
      },
    });
    const me = await t.app.inject({ url: '/api/v1/auth/me', headers: bearer(token) });
    expect(me.json()).toEqual(res.json());

    // One at a time: what is not sent stays.
    expect((await patch(token, { language: 'en' })).json().user).toMatchObject({
      name: 'Neema Mushi',
      language: 'en',
    });
    expect((await patch(token, { name: 'N. Mushi' })).json().user).toMatchObject({
      name: 'N. Mushi',
      language: 'en',
    });
  });

  it('refuses an empty or too long name, a language it does not speak, and the contacts (they need a link)', async () => {
    const user = await buildUser(t.db, { name: 'Baraka' });
    const token = await sessionTokenFor(t.db, user);
    const blank = await patch(token, { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.details[0]).toMatchObject({ field: 'name', reason: 'account.name_required' });
    const long = await patch(token, { name: 'x'.repeat(101) });
    expect(long.json().error.details[0]).toMatchObject({ field: 'name', reason: 'account.name_too_long' });
    const lineBreak = await patch(token, { name: 'Baraka\nCall +255 700 000 000' });
    expect(lineBreak.json().error.reason).toBe('text.plain_only');
    const french = await patch(token, { language: 'fr' });
    expect(french.statusCode).toBe(400);
    expect(french.json().error.details[0]).toMatchObject({
      field: 'language',
      reason: 'account.language_invalid',
    });
    const email = await patch(token, { email: 'mallory@example.co.tz' });
    expect(email.statusCode).toBe(400);
    expect(email.json().error.reason).toBe('validation.unrecognized_keys');
    const [stored] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(stored).toMatchObject({ name: 'Baraka', language: null, email: user.email });
  });

  it('needs a session', async () => {
    const res = await patch(null, { name: 'Someone' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.reason).toBe('auth.sign_in_required');
  });
});
