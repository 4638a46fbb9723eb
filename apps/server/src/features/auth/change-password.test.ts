import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { bearer, buildUser, sessionTokenFor, TEST_PASSWORD } from '../../../test/factories.ts';

describe('changing the password', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());
  afterEach(async () => {
    await t.db.execute(sql`delete from rate_limit_windows`);
  });

  const change = (token: string, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/password', headers: bearer(token), payload });
  const me = async (token: string) =>
    (await t.app.inject({ url: '/api/v1/auth/me', headers: bearer(token) })).statusCode;

  it('ends every other session and keeps this one', async () => {
    const user = await buildUser(t.db);
    const here = await sessionTokenFor(t.db, user);
    const stolen = await sessionTokenFor(t.db, user);
    const res = await change(here, { currentPassword: TEST_PASSWORD, newPassword: 'mbegu-za-mahindi-7' });
    expect(res.statusCode).toBe(204);
    expect(await me(here)).toBe(200);
    expect(await me(stolen)).toBe(401);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      payload: { identifier: user.email, password: 'mbegu-za-mahindi-7' },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('needs the current password, at its field', async () => {
    const user = await buildUser(t.db);
    const here = await sessionTokenFor(t.db, user);
    const res = await change(here, { currentPassword: 'not-it-at-all', newPassword: 'mbegu-za-mahindi-7' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual([
      {
        field: 'currentPassword',
        issue: 'custom',
        reason: 'account.current_password_wrong',
        message: 'Your current password is not right.',
      },
    ]);
  });

  it('refuses a common or short new password at its field', async () => {
    const user = await buildUser(t.db);
    const here = await sessionTokenFor(t.db, user);
    const common = await change(here, { currentPassword: TEST_PASSWORD, newPassword: 'iloveyou1' });
    expect(common.json().error.details[0].field).toBe('newPassword');
    const short = await change(here, { currentPassword: TEST_PASSWORD, newPassword: 'abc' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.details[0]).toEqual({
      field: 'newPassword',
      issue: 'too_small',
      reason: 'account.password_too_short',
      params: { min: 8 },
      message: 'Use at least 8 characters.',
    });
  });

  it('points an account without a password to the reset link', async () => {
    const user = await buildUser(t.db, { passwordHash: null });
    const here = await sessionTokenFor(t.db, user);
    const res = await change(here, { currentPassword: 'anything', newPassword: 'mbegu-za-mahindi-7' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toMatch(/Forgot your password/);
  });

  it('throttles guessing of the current password', async () => {
    const user = await buildUser(t.db);
    const here = await sessionTokenFor(t.db, user);
    for (let i = 0; i < 5; i++)
      await change(here, { currentPassword: `guess-${i}-wrong`, newPassword: 'mbegu-za-mahindi-7' });
    const blocked = await change(here, { currentPassword: TEST_PASSWORD, newPassword: 'mbegu-za-mahindi-7' });
    expect(blocked.statusCode).toBe(429);
  });
});
