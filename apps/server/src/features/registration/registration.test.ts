import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { buildUser } from '../../../test/factories.ts';
import { createMessageSink } from '../../../test/fakes/message-sink.ts';
import { sessions, users } from '../../db/schema/accounts.ts';
import { pendingRegistrations } from '../../db/schema/pending-registrations.ts';

const INVALID = 'This link has expired or was already used. Register again to get a new one.';

function cookieOf(res: { headers: Record<string, unknown> }): string {
  const header = [res.headers['set-cookie']].flat().find((c) => String(c).startsWith('sherehe_session='));
  return String(header ?? '');
}

describe('registering through a link', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  const sink = createMessageSink();
  beforeAll(async () => {
    t = await buildTestApp({
      mail: sink.transport,
      sms: sink.transport,
      env: { PUBLIC_URL: 'https://sherehe.example', SMS_ABROAD_PER_HOUR: '2' },
    });
  });
  afterAll(() => t.close());
  afterEach(async () => {
    await t.db.execute(sql`delete from rate_limit_windows`);
  });

  const register = (payload: object, remoteAddress = '10.4.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload, remoteAddress });
  const confirm = (token: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/register/confirm', payload: { token, password } });
  async function linkFor(recipient: string) {
    await t.app.jobs.drain();
    return sink.linkTokenFor(recipient);
  }

  it('registers a phone number: an SMS link, then the account (argon2id) and a session once it is opened', async () => {
    const asked = await register({
      name: 'Neema Mushi',
      identifier: '0754 222 333',
      password: 'kilimanjaro-2025',
    });
    expect(asked.statusCode).toBe(202);
    expect(asked.json().message).toMatch(/^We have sent a link/);
    expect(await t.db.select().from(users).where(eq(users.phone, '+255754222333'))).toEqual([]);
    await t.app.jobs.drain();
    const sms = sink.messages.at(-1);
    expect(sms?.to).toBe('+255754222333');
    expect(sms?.text).toContain('https://sherehe.example/event-planners/register#token=');

    const res = await confirm(sink.linkTokenFor('+255754222333'), 'kilimanjaro-2025');
    expect(res.statusCode).toBe(201);
    const { user, token } = res.json();
    expect(user).toMatchObject({
      name: 'Neema Mushi',
      phone: '+255754222333',
      email: null,
      userRole: 'user',
    });
    const cookie = cookieOf(res);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Secure'); // plain http here; https requests get Secure

    const [stored] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(stored?.emailVerifiedAt).toBeNull();
    const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(session?.tokenHash).not.toContain(token);
    const viaCookie = await t.app.inject({ url: '/api/v1/auth/me', cookies: { sherehe_session: token } });
    expect(viaCookie.json()).toEqual({ user });
    const viaBearer = await t.app.inject({
      url: '/api/v1/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(viaBearer.json()).toEqual({ user });
  });

  it('registers an e-mail address in any case; opening the link proves the address', async () => {
    await register({
      name: 'Asha',
      identifier: 'Asha@Example.co.tz',
      password: 'pwd-long-enough',
      language: 'sw',
    });
    await t.app.jobs.drain();
    expect(sink.messages.at(-1)?.subject).toBe('Kamilisha akaunti yako ya Sherehe');
    const res = await confirm(sink.linkTokenFor('asha@example.co.tz'), 'pwd-long-enough');
    expect(res.json().user.email).toBe('asha@example.co.tz');
    const [stored] = await t.db.select().from(users).where(eq(users.email, 'asha@example.co.tz'));
    expect(stored?.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('brings the person back to the page they came from: a same-site next rides in the link, another site does not', async () => {
    await register({
      name: 'Baraka',
      identifier: 'baraka@example.co.tz',
      password: 'pwd-long-enough',
      next: '/event-planners/cart',
    });
    await register({
      name: 'Mallory',
      identifier: 'mallory@example.co.tz',
      password: 'pwd-long-enough',
      next: 'https://evil.example/phish',
    });
    await t.app.jobs.drain();
    const text = (to: string) => sink.messages.filter((m) => m.to === to).at(-1)?.text ?? '';
    expect(text('baraka@example.co.tz')).toContain(
      'https://sherehe.example/event-planners/register?next=%2Fevent-planners%2Fcart#token=',
    );
    expect(text('mallory@example.co.tz')).toContain('https://sherehe.example/event-planners/register#token=');
    expect(text('mallory@example.co.tz')).not.toContain('evil');
  });

  it('answers an address that has an account exactly like a new one, and tells only its owner', async () => {
    await buildUser(t.db, { email: 'taken@example.co.tz' });
    const timed = async (identifier: string) => {
      const started = performance.now();
      const res = await register({ name: 'Someone', identifier, password: 'pwd-long-enough' });
      return { res, ms: performance.now() - started };
    };
    const taken = await timed('taken@example.co.tz');
    const fresh = await timed('fresh@example.co.tz');
    expect(taken.res.statusCode).toBe(fresh.res.statusCode);
    expect(taken.res.body).toBe(fresh.res.body);
    expect(taken.ms).toBeGreaterThanOrEqual(395);
    expect(fresh.ms).toBeGreaterThanOrEqual(395);

    await t.app.jobs.drain();
    const toOwner = sink.messages.filter((message) => message.to === 'taken@example.co.tz');
    expect(toOwner.map((message) => message.subject)).toEqual(['You already have a Sherehe account']);
    expect(toOwner[0]?.text).not.toContain('#token=');
    const pending = await t.db
      .select()
      .from(pendingRegistrations)
      .where(eq(pendingRegistrations.email, 'taken@example.co.tz'));
    expect(pending).toEqual([]);
  });

  it('refuses a name with control characters before looking the address up, so both answers match', async () => {
    await buildUser(t.db, { email: 'nul-known@example.co.tz' });
    const answers = await Promise.all(
      ['nul-known@example.co.tz', 'nul-new@example.co.tz'].map((identifier) =>
        register({ name: 'A\u0000', identifier, password: 'pwd-long-enough' }),
      ),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(400);
      expect(res.body).toBe(answers[0]?.body);
    }
    expect(answers[0]?.json().error.message).toBe('Use letters, numbers and punctuation only.');
    const lineBreak = await register({
      name: 'Asha\nClick evil.example',
      identifier: 'x@example.co.tz',
      password: 'pwd-long-enough',
    });
    expect(lineBreak.statusCode).toBe(400);
  });

  it('opens the account only with the password chosen when registering, with few guesses per link', async () => {
    await register({ name: 'Juma', identifier: 'juma@example.co.tz', password: 'the-chosen-one' });
    const token = await linkFor('juma@example.co.tz');
    const wrong = await confirm(token, 'someone-elses');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.details).toEqual([
      {
        field: 'password',
        issue: 'custom',
        reason: 'account.not_your_password',
        message: 'This is not the password you chose when you registered.',
      },
    ]);
    for (let i = 0; i < 4; i++) await confirm(token, `guess-${i}`);
    expect((await confirm(token, 'the-chosen-one')).statusCode).toBe(429);
  });

  it('uses a link once, and not after it expired; other links to the same address stop working', async () => {
    await register({ name: 'Once', identifier: 'once@example.co.tz', password: 'pwd-long-enough' });
    const first = await linkFor('once@example.co.tz');
    await register({ name: 'Once', identifier: 'once@example.co.tz', password: 'pwd-long-enough' });
    const second = await linkFor('once@example.co.tz');
    expect((await confirm(second, 'pwd-long-enough')).statusCode).toBe(201);
    for (const token of [second, first]) {
      const again = await confirm(token, 'pwd-long-enough');
      expect(again.statusCode).toBe(400);
      expect(again.json().error.message).toBe(INVALID);
    }

    await register({ name: 'Late', identifier: 'late@example.co.tz', password: 'pwd-long-enough' });
    const late = await linkFor('late@example.co.tz');
    await t.db
      .update(pendingRegistrations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(pendingRegistrations.email, 'late@example.co.tz'));
    expect((await confirm(late, 'pwd-long-enough')).json().error.message).toBe(INVALID);
  });

  it.each([
    [{ name: '', identifier: '0754000111', password: 'long-enough' }, 'Enter your name.'],
    [
      { name: 'A', identifier: 'not-a-contact', password: 'long-enough' },
      'Enter a valid email address or phone number',
    ],
    [{ name: 'A', identifier: '0754000111', password: 'short' }, 'Use at least 8 characters.'],
    [{ name: 'A', identifier: '0754000111', password: 'x'.repeat(129) }, 'Use at most 128 characters.'],
    [{ identifier: '0754000111', password: 'long-enough' }, 'Enter your name.'],
    [{ name: 'A', identifier: '0754000111', password: 'qwertyuiop' }, 'This password is too common.'],
    [{ name: 'A', identifier: '0754000111', password: 'Password1' }, 'This password is too common.'],
    [
      { name: 'A', identifier: '0754000111', password: 'long-enough', language: 'fr' },
      'This value is not one of the allowed choices.',
    ],
  ])('refuses %j with a clear message', async (payload, message) => {
    const res = await register(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(message);
  });

  it('keeps one hourly budget for all texts abroad; numbers at home are not counted', async () => {
    for (const number of ['+447700900001', '+254700900002']) {
      expect(
        (await register({ name: 'N', identifier: number, password: 'pwd-long-enough' })).statusCode,
      ).toBe(202);
    }
    const third = await register({ name: 'N', identifier: '+12025550103', password: 'pwd-long-enough' });
    expect(third.statusCode).toBe(429);
    const home = await register({ name: 'N', identifier: '0754 333 444', password: 'pwd-long-enough' });
    expect(home.statusCode).toBe(202);
  });

  it('throttles per address or number, account or not, with Retry-After', async () => {
    await buildUser(t.db, { email: 'busy@example.co.tz' });
    for (const identifier of ['busy@example.co.tz', 'idle@example.co.tz']) {
      for (let i = 0; i < 5; i++) {
        const res = await register({ name: 'N', identifier, password: 'pwd-long-enough' }, `10.5.0.${i}`);
        expect(res.statusCode).toBe(202);
      }
      const limited = await register({ name: 'N', identifier, password: 'pwd-long-enough' }, '10.5.0.9');
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }
  });
});
