import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { bearer, buildUser, sessionTokenFor, TEST_PASSWORD } from '../../../test/factories.ts';
import { sessions } from '../../db/schema/accounts.ts';
import { auditLog } from '../../db/schema/audit-log.ts';
import { recoveryCodes, userSecondFactors } from '../../db/schema/second-factor.ts';
import { totpCodeAt } from '../../platform/auth/totp.ts';

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;
type Person = Awaited<ReturnType<typeof buildUser>>;

describe('two-step sign-in for admins', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());
  afterEach(async () => {
    await t.db.execute(sql`delete from rate_limit_windows`);
  });

  const post = (url: string, payload: object, token?: string) =>
    t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers: token ? bearer(token) : {} });
  const get = (url: string, token: string) => t.app.inject({ url: `/api/v1${url}`, headers: bearer(token) });
  const signIn = (person: Person, password = TEST_PASSWORD) =>
    post('/auth/sign-in', { identifier: person.email, password });
  // A code the app shows 30 s from now: accepted too (clock drift), and a later step than one just used.
  const nextCode = (secret: string) => totpCodeAt(secret, Date.now() + 30_000);
  const actions = async (userId: string) =>
    (await t.db.select().from(auditLog).where(eq(auditLog.targetId, userId))).map((entry) => entry.action);

  /** An admin with the authenticator set up through the endpoints; the step of "now" is used by the confirmation. */
  async function enrolledAdmin() {
    const admin = await buildUser(t.db, { role: 'admin' });
    const token = await sessionTokenFor(t.db, admin, { secondFactorPassed: false });
    const setup = await post('/auth/second-factor/setup', { password: TEST_PASSWORD }, token);
    expect(setup.statusCode).toBe(200);
    const { secret } = setup.json();
    const confirmed = await post('/auth/second-factor/confirm', { code: totpCodeAt(secret) }, token);
    expect(confirmed.statusCode).toBe(200);
    return { admin, token, secret, recoveryCodes: confirmed.json().recoveryCodes as string[] };
  }

  it('sets up with the password and a first code, shows ten recovery codes once, and is audited', async () => {
    const admin = await buildUser(t.db, { role: 'admin', email: 'mkuu@example.co.tz' });
    const token = await sessionTokenFor(t.db, admin, { secondFactorPassed: false });
    const laptop = await sessionTokenFor(t.db, admin, { secondFactorPassed: false });
    expect((await get('/admin/users', token)).json().error.reason).toBe('auth.admin_second_factor_missing');
    expect((await get('/auth/second-factor', token)).json()).toEqual({
      enabled: false,
      available: true,
      sessionVerified: false,
      recoveryCodesLeft: 0,
    });

    const wrongPassword = await post('/auth/second-factor/setup', { password: 'not-it' }, token);
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().error.details[0].field).toBe('password');

    const setup = await post('/auth/second-factor/setup', { password: TEST_PASSWORD }, token);
    expect(setup.statusCode).toBe(200);
    const { secret, uri } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toBe(
      `otpauth://totp/Sherehe:mkuu%40example.co.tz?issuer=Sherehe&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    // Not on until confirmed: signing in is still one step.
    expect((await signIn(admin)).json().user.id).toBe(admin.id);

    const wrong = await post('/auth/second-factor/confirm', { code: '000000' }, token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.details[0].field).toBe('code');

    const confirmed = await post('/auth/second-factor/confirm', { code: totpCodeAt(secret) }, token);
    expect(confirmed.statusCode).toBe(200);
    const codes: string[] = confirmed.json().recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5}$/);
    const stored = await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, admin.id));
    expect(stored).toHaveLength(10);
    expect(JSON.stringify(stored)).not.toContain(codes[0]?.replace('-', '') ?? 'x'); // hashes only

    // This session passed the second step; the other one (opened with the password only) has ended.
    expect((await get('/admin/users', token)).statusCode).toBe(200);
    expect((await get('/auth/me', laptop)).statusCode).toBe(401);
    expect((await get('/auth/second-factor', token)).json()).toEqual({
      enabled: true,
      available: true,
      sessionVerified: true,
      recoveryCodesLeft: 10,
    });
    expect((await post('/auth/second-factor/setup', { password: TEST_PASSWORD }, token)).statusCode).toBe(
      409,
    );
    expect(await actions(admin.id)).toContain('user.second_factor_enabled');
  });

  it('signs in in two steps: no session after the password, a right code opens one that admin endpoints accept', async () => {
    const { admin, secret } = await enrolledAdmin();
    const first = await signIn(admin);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ secondFactorRequired: true, challenge: expect.any(String) });
    expect(first.headers['set-cookie']).toBeUndefined();
    expect(first.json().token).toBeUndefined();

    const wrong = await post('/auth/sign-in/second-factor', {
      challenge: first.json().challenge,
      code: '123456',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(
      'That code is not right. Enter the newest code from your authenticator app, or an unused recovery code.',
    );

    const code = nextCode(secret);
    const second = await post('/auth/sign-in/second-factor', { challenge: first.json().challenge, code });
    expect(second.statusCode).toBe(200);
    expect(String(second.headers['set-cookie'])).toContain('sherehe_session=');
    const { token, user } = second.json();
    expect(user.id).toBe(admin.id);
    expect((await get('/admin/users', token)).statusCode).toBe(200);

    // The challenge is spent, and the same code is not taken twice, even through a new challenge.
    expect(
      (await post('/auth/sign-in/second-factor', { challenge: first.json().challenge, code })).statusCode,
    ).toBe(401);
    const again = await signIn(admin);
    const replay = await post('/auth/sign-in/second-factor', { challenge: again.json().challenge, code });
    expect(replay.statusCode).toBe(400);
  });

  it('takes each recovery code once, and says how many are left', async () => {
    const { admin, recoveryCodes } = await enrolledAdmin();
    const recovery = recoveryCodes[3] ?? '';
    const first = await signIn(admin);
    // Typed in lower case with a space instead of the dash: still the code.
    const typed = recovery.toLowerCase().replace('-', ' ');
    const ok = await post('/auth/sign-in/second-factor', { challenge: first.json().challenge, code: typed });
    expect(ok.statusCode).toBe(200);
    const token = ok.json().token;
    expect((await get('/auth/second-factor', token)).json().recoveryCodesLeft).toBe(9);
    expect(await actions(admin.id)).toContain('user.recovery_code_used');

    const again = await signIn(admin);
    expect(
      (await post('/auth/sign-in/second-factor', { challenge: again.json().challenge, code: recovery }))
        .statusCode,
    ).toBe(400);
  });

  it('ends a challenge after five wrong codes, and slows down wrong codes for the account', async () => {
    const { admin, secret } = await enrolledAdmin();
    const { challenge } = (await signIn(admin)).json();
    for (let i = 0; i < 5; i++) {
      expect((await post('/auth/sign-in/second-factor', { challenge, code: `00000${i}` })).statusCode).toBe(
        400,
      );
    }
    const gone = await post('/auth/sign-in/second-factor', { challenge, code: nextCode(secret) });
    expect(gone.statusCode).toBe(401);
    expect(gone.json().error.message).toBe(
      'This sign-in step has expired. Sign in again with your password.',
    );

    // Past five wrong codes the account's next code waits, through any challenge.
    const fresh = (await signIn(admin)).json().challenge;
    const waiting = await post('/auth/sign-in/second-factor', { challenge: fresh, code: nextCode(secret) });
    expect(waiting.statusCode).toBe(429);
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses admin endpoints to an admin session that did not pass the second step', async () => {
    const { admin } = await enrolledAdmin();
    const passwordOnly = await sessionTokenFor(t.db, admin, { secondFactorPassed: false });
    const refused = await get('/admin/users', passwordOnly);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      reason: 'auth.admin_second_factor_not_passed',
      message: 'Sign out and sign in again with the code from your authenticator app to use the admin area.',
    });
    // Their own account pages still work.
    expect((await get('/auth/me', passwordOnly)).statusCode).toBe(200);

    const fresh = await buildUser(t.db, { role: 'admin' });
    const res = await signIn(fresh);
    expect(res.json().user.userRole).toBe('admin');
    const noFactor = await get('/admin/audit-log', res.json().token);
    expect(noFactor.statusCode).toBe(403);
    expect(noFactor.json().error).toMatchObject({
      reason: 'auth.admin_second_factor_missing',
      message: 'Set up two-step sign-in on your account page to use the admin area.',
    });
  });

  it('turns off with the password and a current code; admin endpoints close again; audited', async () => {
    const { admin, token, secret } = await enrolledAdmin();
    const wrongPassword = await post(
      '/auth/second-factor/disable',
      { password: 'nope', code: nextCode(secret) },
      token,
    );
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().error.details[0].field).toBe('password');
    const wrongCode = await post(
      '/auth/second-factor/disable',
      { password: TEST_PASSWORD, code: '111111' },
      token,
    );
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().error.details[0].field).toBe('code');

    const off = await post(
      '/auth/second-factor/disable',
      { password: TEST_PASSWORD, code: nextCode(secret) },
      token,
    );
    expect(off.statusCode).toBe(204);
    expect(await t.db.select().from(userSecondFactors).where(eq(userSecondFactors.userId, admin.id))).toEqual(
      [],
    );
    expect(
      await t.db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, admin.id), sql`${sessions.secondFactorAt} is not null`)),
    ).toEqual([]);
    expect((await get('/admin/users', token)).json().error.reason).toBe('auth.admin_second_factor_missing');
    expect((await signIn(admin)).json().user.id).toBe(admin.id);
    expect(await actions(admin.id)).toContain('user.second_factor_disabled');
  });

  it('makes ten new recovery codes with the password and a code; the old ones stop working', async () => {
    const { admin, token, recoveryCodes } = await enrolledAdmin();
    const res = await post(
      '/auth/second-factor/recovery-codes',
      { password: TEST_PASSWORD, code: recoveryCodes[0] },
      token,
    );
    expect(res.statusCode).toBe(200);
    const fresh: string[] = res.json().recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(recoveryCodes[1]);
    const { challenge } = (await signIn(admin)).json();
    expect(
      (await post('/auth/sign-in/second-factor', { challenge, code: recoveryCodes[1] })).statusCode,
    ).toBe(400);
    expect((await post('/auth/sign-in/second-factor', { challenge, code: fresh[1] })).statusCode).toBe(200);
    expect(await actions(admin.id)).toContain('user.recovery_codes_regenerated');
  });

  it('slows down wrong passwords given to the settings, never right ones', async () => {
    const admin = await buildUser(t.db, { role: 'admin' });
    const token = await sessionTokenFor(t.db, admin, { secondFactorPassed: false });
    for (let i = 0; i < 6; i++) {
      expect((await post('/auth/second-factor/setup', { password: TEST_PASSWORD }, token)).statusCode).toBe(
        200,
      );
    }
    const answers: number[] = [];
    for (let i = 0; i < 7; i++) {
      answers.push((await post('/auth/second-factor/setup', { password: 'wrong' }, token)).statusCode);
    }
    expect(answers.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(answers.at(-1)).toBe(429);
  });

  it('is for admin accounts only', async () => {
    const person = await buildUser(t.db);
    const token = await sessionTokenFor(t.db, person);
    expect((await get('/auth/second-factor', token)).json().available).toBe(false);
    const res = await post('/auth/second-factor/setup', { password: TEST_PASSWORD }, token);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Two-step sign-in is for admin accounts.');
  });

  it('asks for the code after a reset link too: the link stands in for the password only', async () => {
    const { admin, secret } = await enrolledAdmin();
    const { newSessionToken, hashSessionToken } = await import('../../platform/auth/session-token.ts');
    const { passwordResetTokens } = await import('../../db/schema/password-resets.ts');
    const link = newSessionToken();
    await t.db.insert(passwordResetTokens).values({
      userId: admin.id,
      tokenHash: hashSessionToken(link),
      channel: 'email',
      expiresAt: new Date(Date.now() + 60_000),
    });
    const res = await post('/auth/password-reset', { token: link, password: 'a-new-long-password-2026' });
    expect(res.statusCode).toBe(200);
    expect(res.json().secondFactorRequired).toBe(true);
    expect(res.headers['set-cookie']).toBeUndefined();
    const done = await post('/auth/sign-in/second-factor', {
      challenge: res.json().challenge,
      code: nextCode(secret),
    });
    expect(done.statusCode).toBe(200);
  });
});

describe('the demo admin', () => {
  it('has the published authenticator, also in a demo database seeded before it existed', async () => {
    const { createTestDatabase } = await import('../../../test/test-database.ts');
    const { runDemoSeed } = await import('../../seed/run-demo-seed.ts');
    const { DEMO_ADMIN_TOTP_SECRET, seedDemoAccounts } = await import('../../seed/demo-accounts.ts');
    const { appMarkers } = await import('../../db/schema/platform.ts');
    const database = await createTestDatabase();
    try {
      await seedDemoAccounts(database.db);
      await database.db.insert(appMarkers).values([{ key: 'demo-seed' }, { key: 'demo-seed-medi-finder' }]);
      expect(await database.db.$count(userSecondFactors)).toBe(0);
      expect(await runDemoSeed(database.db)).toBe(false);
      const factors = await database.db.select().from(userSecondFactors);
      expect(factors.map((factor) => factor.secret)).toEqual([DEMO_ADMIN_TOTP_SECRET]);
      expect(factors[0]?.confirmedAt).not.toBeNull();
    } finally {
      await database.close();
    }
  });
});
