import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createMessageSink } from '../../../test/fakes/message-sink.ts';
import { registerThroughLink } from '../../../test/register-through-link.ts';
import { sessions, users } from '../../db/schema/accounts.ts';

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

function cookieOf(res: { headers: Record<string, unknown> }): string {
  const header = [res.headers['set-cookie']].flat().find((c) => String(c).startsWith('sherehe_session='));
  return String(header ?? '');
}

describe('accounts: sign in, sign out, who am I', () => {
  let t: TestApp;
  const sink = createMessageSink();
  beforeAll(async () => {
    t = await buildTestApp({ mail: sink.transport, sms: sink.transport });
  });
  afterAll(() => t.close());
  afterEach(async () => {
    await t.db.execute(sql`delete from rate_limit_windows`);
  });

  const register = (account: { name: string; identifier: string; password: string }) =>
    registerThroughLink(t.app, sink, account);
  const signIn = (payload: object, remoteAddress = '10.1.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/sign-in', payload, remoteAddress });

  it('answers a wrong password, an unknown account and a disabled one in exactly the same way', async () => {
    await register({ name: 'Juma', identifier: 'juma@example.co.tz', password: 'correct-horse' });
    await register({ name: 'Off', identifier: 'off@example.co.tz', password: 'correct-horse' });
    await t.db.update(users).set({ disabledAt: new Date() }).where(eq(users.email, 'off@example.co.tz'));

    const ok = await signIn({ identifier: 'JUMA@example.co.tz', password: 'correct-horse' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.email).toBe('juma@example.co.tz');

    const answers = await Promise.all([
      signIn({ identifier: 'juma@example.co.tz', password: 'wrong-horse' }),
      signIn({ identifier: 'nobody@example.co.tz', password: 'correct-horse' }),
      signIn({ identifier: 'off@example.co.tz', password: 'correct-horse' }),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.body).toBe(answers[0]?.body);
    }
  });

  it('slows down wrong passwords from one address, known account or not, with Retry-After', async () => {
    for (const identifier of ['juma@example.co.tz', 'ghost@example.co.tz']) {
      const answers: number[] = [];
      for (let i = 0; i < 20; i++) {
        const res = await signIn({ identifier, password: 'wrong-horse' }, '10.2.0.1');
        answers.push(res.statusCode);
        if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
      // Five free wrong passwords, then each next one must wait (1 s, 2 s, …): a burst gets refused, unchecked.
      expect(answers.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(answers.filter((status) => status === 401).length).toBeLessThan(8);
      expect(answers.at(-1)).toBe(429);
    }
  });

  it('lets the owner in with the right password while others hammer their identifier', async () => {
    await register({ name: 'Neema', identifier: 'neema@example.co.tz', password: 'correct-horse' });
    // 20 wrong passwords from 20 other addresses, then 20 more from one attacker's address.
    for (let i = 0; i < 20; i++) {
      const res = await signIn({ identifier: 'neema@example.co.tz', password: `guess-${i}` }, `10.9.0.${i}`);
      expect(res.statusCode).toBe(401);
    }
    const fromAttacker: number[] = [];
    for (let i = 0; i < 20; i++) {
      fromAttacker.push(
        (await signIn({ identifier: 'neema@example.co.tz', password: `guess-${i}` }, '10.9.1.1')).statusCode,
      );
    }
    expect(fromAttacker.at(-1)).toBe(429);
    // Even the right password waits from the attacker's address: the delay does not look at the password.
    expect(
      (await signIn({ identifier: 'neema@example.co.tz', password: 'correct-horse' }, '10.9.1.1')).statusCode,
    ).toBe(429);

    const owner = await signIn({ identifier: 'neema@example.co.tz', password: 'correct-horse' }, '10.9.9.9');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().user.email).toBe('neema@example.co.tz');
  });

  it("forgets an address's wrong passwords once the right one is given there", async () => {
    await register({ name: 'Typo', identifier: 'typo@example.co.tz', password: 'correct-horse' });
    for (let i = 0; i < 5; i++) {
      expect(
        (await signIn({ identifier: 'typo@example.co.tz', password: 'typo' }, '10.8.0.1')).statusCode,
      ).toBe(401);
    }
    // The fifth failure asks for a one-second wait; after it the right password gets in and clears the count.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(
      (await signIn({ identifier: 'typo@example.co.tz', password: 'correct-horse' }, '10.8.0.1')).statusCode,
    ).toBe(200);
    expect(
      (await signIn({ identifier: 'typo@example.co.tz', password: 'typo' }, '10.8.0.1')).statusCode,
    ).toBe(401);
  });

  it('refuses a flood from one address with 429 and Retry-After, whatever the identifiers', async () => {
    const answers: number[] = [];
    let retryAfter = 0;
    for (let i = 0; i < 52; i++) {
      const res = await signIn(
        { identifier: `spray-${i}@example.co.tz`, password: 'wrong-horse' },
        '10.7.0.1',
      );
      answers.push(res.statusCode);
      retryAfter = Number(res.headers['retry-after'] ?? 0);
    }
    expect(answers.slice(0, 50).every((status) => status === 401)).toBe(true);
    expect(answers.slice(50)).toEqual([429, 429]);
    expect(retryAfter).toBeGreaterThan(0);
  });

  it('signs out on the server: the token stops working', async () => {
    const res = await register({ name: 'Bye', identifier: 'bye@example.co.tz', password: 'long-enough' });
    const { token } = res.json();
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-out',
      cookies: { sherehe_session: token },
    });
    expect(out.statusCode).toBe(204);
    expect(cookieOf(out)).toMatch(/sherehe_session=;/);
    const me = await t.app.inject({ url: '/api/v1/auth/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(401);
    expect(me.json().error.code).toBe('unauthorized');
  });

  it('refuses a cookie-borne state change coming from another site', async () => {
    const { token } = (
      await register({ name: 'C', identifier: 'csrf@example.co.tz', password: 'long-enough' })
    ).json();
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-out',
      cookies: { sherehe_session: token },
      headers: { origin: 'https://evil.example' },
    });
    expect(forged.statusCode).toBe(403);
    const same = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-out',
      cookies: { sherehe_session: token },
      headers: { origin: 'http://localhost:80', host: 'localhost:80' },
    });
    expect(same.statusCode).toBe(204);
  });

  it('slides a session while it is used and ends it once idle or past its absolute limit', async () => {
    const { token, user } = (
      await register({ name: 'S', identifier: 'slide@example.co.tz', password: 'long-enough' })
    ).json();
    await t.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 3_600_000) })
      .where(eq(sessions.userId, user.id));
    const [before] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    await t.app.inject({ url: '/api/v1/auth/me', headers: { authorization: `Bearer ${token}` } });
    const [after] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(after?.lastSeenAt.getTime()).toBeGreaterThan(before?.lastSeenAt.getTime() ?? 0);
    expect(after?.idleExpiresAt.getTime()).toBeLessThanOrEqual(after?.absoluteExpiresAt.getTime() ?? 0);

    await t.db
      .update(sessions)
      .set({ idleExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect(
      (await t.app.inject({ url: '/api/v1/auth/me', headers: { authorization: `Bearer ${token}` } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('every route declares who may call it', () => {
  it('holds each /api/v1 route to a rule, and anonymous callers get 401 from the non-public ones', async () => {
    const t = await buildTestApp();
    try {
      expect(t.app.routeAccess.length).toBeGreaterThan(5);
      const undeclared = t.app.routeAccess.filter((route) => route.access === undefined);
      expect(undeclared).toEqual([]);
      for (const route of t.app.routeAccess.filter((r) => r.access !== 'public')) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: route.url.replace(/:\w+/g, 'x'),
        });
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      }
    } finally {
      await t.close();
    }
  });
});

describe('demo accounts', () => {
  it('sign in with the demo password, by e-mail or by phone, with their roles', async () => {
    const t = await buildTestApp();
    try {
      const { runDemoSeed } = await import('../../seed/run-demo-seed.ts');
      const { DEMO_PASSWORD } = await import('../../seed/demo-accounts.ts');
      await runDemoSeed(t.db);
      for (const [identifier, role] of [
        ['admin@demo.sherehe.co.tz', 'admin'],
        ['vendor@demo.sherehe.co.tz', 'vendor'],
        ['0754 000 001', 'user'],
      ]) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/v1/auth/sign-in',
          payload: { identifier, password: DEMO_PASSWORD },
        });
        expect(res.statusCode, identifier).toBe(200);
        if (role === 'admin') {
          // The demo admin has two-step sign-in on, with the secret the README publishes.
          const { totpCodeAt } = await import('../../platform/auth/totp.ts');
          const { DEMO_ADMIN_TOTP_SECRET } = await import('../../seed/demo-accounts.ts');
          const second = await t.app.inject({
            method: 'POST',
            url: '/api/v1/auth/sign-in/second-factor',
            payload: { challenge: res.json().challenge, code: totpCodeAt(DEMO_ADMIN_TOTP_SECRET) },
          });
          expect(second.statusCode).toBe(200);
          expect(second.json().user.userRole).toBe('admin');
          const users = await t.app.inject({
            url: '/api/v1/admin/users',
            headers: { authorization: `Bearer ${second.json().token}` },
          });
          expect(users.statusCode).toBe(200);
          continue;
        }
        expect(res.json().user.userRole).toBe(role);
      }
    } finally {
      await t.close();
    }
  });
});
