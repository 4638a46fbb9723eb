import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { bearer, buildUser, sessionTokenFor, TEST_PASSWORD } from '../../../test/factories.ts';
import { startSmsGateway } from '../../../test/fakes/sms-gateway.ts';
import { type CapturedMail, startSmtpCapture } from '../../../test/fakes/smtp-capture.ts';
import { users } from '../../db/schema/accounts.ts';
import { passwordResetTokens } from '../../db/schema/password-resets.ts';

const NEW_PASSWORD = 'jua-la-asubuhi-2026';

// Quoted-printable mail bodies wrap long lines with "=\r\n"; the link is read from the unwrapped text.
function tokenIn(text: string): string {
  const match = /#token=([\w-]+)/.exec(text.replace(/=\r?\n/g, '').replace(/=3D/g, '='));
  if (!match?.[1]) throw new Error(`no reset link in: ${text}`);
  return match[1];
}

describe('password reset', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let sms: Awaited<ReturnType<typeof startSmsGateway>>;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    sms = await startSmsGateway();
    t = await buildTestApp({
      env: {
        SMTP_URL: smtp.url,
        SMS_API_URL: sms.url,
        SMS_USERNAME: 'sherehe',
        SMS_API_KEY: sms.apiKey,
        PUBLIC_URL: 'https://sherehe.example',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
    await sms.close();
  });
  afterEach(async () => {
    await t.db.execute(sql`delete from rate_limit_windows`);
  });

  const ask = (identifier: string, language = 'en', remoteAddress = '10.2.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password-reset/request',
      payload: { identifier, language },
      remoteAddress,
    });
  const reset = (token: string, password = NEW_PASSWORD) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/password-reset', payload: { token, password } });
  const signIn = (identifier: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/sign-in', payload: { identifier, password } });
  async function mailTo(address: string): Promise<CapturedMail> {
    await t.app.jobs.drain();
    const mail = smtp.messages.filter((message) => message.to.includes(address)).at(-1);
    if (!mail) throw new Error(`no mail to ${address}`);
    return mail;
  }

  it('mails a single-use link; the new password ends every other session and signs this device in', async () => {
    const user = await buildUser(t.db, { email: 'rehema@example.co.tz' });
    const laptop = await sessionTokenFor(t.db, user);

    const asked = await ask('Rehema@Example.co.tz');
    expect(asked.statusCode).toBe(202);
    const mail = await mailTo('rehema@example.co.tz');
    expect(mail.raw).toContain('Set a new Sherehe password');
    expect(mail.raw).toContain('https://sherehe.example/event-planners/reset-password#token=');
    const token = tokenIn(mail.raw);
    const [stored] = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(stored?.tokenHash).not.toContain(token); // only the hash is kept
    expect(stored?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);
    expect(stored?.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 30 * 60_000);

    const done = await reset(token);
    expect(done.statusCode).toBe(200);
    expect(done.json().user).toMatchObject({ id: user.id, email: 'rehema@example.co.tz' });
    const newSession = done.json().token as string;
    expect((await t.app.inject({ url: '/api/v1/auth/me', headers: bearer(laptop) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/v1/auth/me', headers: bearer(newSession) })).statusCode).toBe(
      200,
    );

    expect((await signIn('rehema@example.co.tz', TEST_PASSWORD)).statusCode).toBe(401);
    expect((await signIn('rehema@example.co.tz', NEW_PASSWORD)).statusCode).toBe(200);
    const [after] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(after?.emailVerifiedAt).toBeInstanceOf(Date); // reading the mail proved the address

    const again = await reset(token, 'another-new-password-1');
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(
      'This reset link has expired or was already used. Ask for a new one.',
    );
  });

  it('answers an unknown identifier exactly like a known one, after the same wait, and sends nothing', async () => {
    await buildUser(t.db, { email: 'known@example.co.tz' });
    const before = smtp.messages.length;
    const timed = async (identifier: string) => {
      const started = performance.now();
      const res = await ask(identifier);
      return { res, ms: performance.now() - started };
    };
    const known = await timed('known@example.co.tz');
    const unknown = await timed('nobody@example.co.tz');
    expect(unknown.res.statusCode).toBe(known.res.statusCode);
    expect(unknown.res.json()).toEqual(known.res.json());
    expect(known.ms).toBeGreaterThanOrEqual(395);
    expect(unknown.ms).toBeGreaterThanOrEqual(395);
    await t.app.jobs.drain();
    expect(smtp.messages.length - before).toBe(1);
    expect(smtp.messages.at(-1)?.to).toEqual(['known@example.co.tz']);
  });

  it('sends the link by SMS to a phone-only account, in Swahili when asked in Swahili', async () => {
    const user = await buildUser(t.db, { email: null, phone: '+255754111222' });
    expect((await ask('0754 111 222', 'sw')).statusCode).toBe(202);
    await t.app.jobs.drain();
    const text = sms.messages.filter((message) => message.to === '+255754111222').at(-1);
    expect(text?.message).toContain('weka nenosiri jipya');
    expect(text?.username).toBe('sherehe');
    const done = await reset(tokenIn(text?.message ?? ''));
    expect(done.statusCode).toBe(200);
    const [after] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(after?.emailVerifiedAt).toBeNull();
  });

  it('refuses an expired link', async () => {
    const user = await buildUser(t.db);
    await ask(user.email ?? '');
    const token = tokenIn((await mailTo(user.email ?? '')).raw);
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    const res = await reset(token);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual([
      {
        field: 'token',
        issue: 'custom',
        reason: 'account.reset_link_invalid',
        message: 'This reset link has expired or was already used. Ask for a new one.',
      },
    ]);
  });

  it('stops older links once one was used, and keeps a link unspent when the new password is refused', async () => {
    const user = await buildUser(t.db);
    await ask(user.email ?? '');
    const first = tokenIn((await mailTo(user.email ?? '')).raw);
    await t.db.execute(sql`delete from rate_limit_windows`); // past the spacing between two messages
    await ask(user.email ?? '');
    const second = tokenIn((await mailTo(user.email ?? '')).raw);
    expect(second).not.toBe(first);

    const common = await reset(second, 'password123');
    expect(common.statusCode).toBe(400);
    expect(common.json().error.details[0].field).toBe('password');
    expect((await reset(second)).statusCode).toBe(200);
    expect((await reset(first)).statusCode).toBe(400);
  });

  it('sends nothing to a disabled account, and its link stops working once disabled', async () => {
    const user = await buildUser(t.db);
    await ask(user.email ?? '');
    const token = tokenIn((await mailTo(user.email ?? '')).raw);
    await t.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, user.id));
    expect((await reset(token)).statusCode).toBe(400);

    const before = smtp.messages.length;
    expect((await ask(user.email ?? '')).statusCode).toBe(202);
    await t.app.jobs.drain();
    expect(smtp.messages.length).toBe(before);
  });

  it('stops outstanding links when the password is changed or the account disabled', async () => {
    const changer = await buildUser(t.db);
    await ask(changer.email ?? '');
    const changerLink = tokenIn((await mailTo(changer.email ?? '')).raw);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password',
      headers: bearer(await sessionTokenFor(t.db, changer)),
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'mvua-ya-vuli-2026' },
    });
    expect(changed.statusCode).toBe(204);
    expect((await reset(changerLink)).statusCode).toBe(400);

    const admin = await buildUser(t.db, { role: 'admin' });
    const adminToken = await sessionTokenFor(t.db, admin);
    const paused = await buildUser(t.db);
    await ask(paused.email ?? '');
    const pausedLink = tokenIn((await mailTo(paused.email ?? '')).raw);
    for (const disabled of [true, false]) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/admin/users/${paused.id}`,
        headers: bearer(adminToken),
        payload: { disabled },
      });
      expect(res.statusCode).toBe(200);
    }
    expect((await reset(pausedLink)).statusCode).toBe(400);
  });

  it("never stops the owner's reset: requests by others only space out the messages", async () => {
    const owner = await buildUser(t.db, { email: 'mlengwa@example.co.tz' });
    const count = () =>
      smtp.messages.filter((message) => message.to.includes('mlengwa@example.co.tz')).length;
    await t.app.jobs.drain();
    const before = count();
    // An attacker asks twelve times from several addresses: every answer is the same 202, one message goes out.
    for (let i = 0; i < 12; i++)
      expect((await ask('mlengwa@example.co.tz', 'en', `10.3.0.${i}`)).statusCode).toBe(202);
    await t.app.jobs.drain();
    expect(count() - before).toBe(1);

    // The owner asks from their own address: the same answer, and the link in their inbox (the newest, at most 15
    // minutes old) sets the password.
    expect((await ask('mlengwa@example.co.tz', 'en', '10.4.0.1')).statusCode).toBe(202);
    const res = await reset(tokenIn((await mailTo('mlengwa@example.co.tz')).raw));
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(owner.id);

    // Once the spacing has passed (here: the last message moved back two minutes), the next request sends again.
    await t.db.execute(
      sql`update rate_limit_windows set window_start = now() - interval '2 minutes' where key = 'reset-sent:mlengwa@example.co.tz'`,
    );
    const sentBefore = count();
    expect((await ask('mlengwa@example.co.tz', 'en', '10.4.0.1')).statusCode).toBe(202);
    await t.app.jobs.drain();
    expect(count() - sentBefore).toBe(1);
  });

  it('answers a request that sends nothing (spaced out, or no account) like one that sends, after the same wait', async () => {
    await buildUser(t.db, { email: 'spaced@example.co.tz' });
    await ask('spaced@example.co.tz');
    const timed = async (identifier: string) => {
      const started = performance.now();
      const res = await ask(identifier, 'en', '10.5.0.1');
      return { res, ms: performance.now() - started };
    };
    const spaced = await timed('spaced@example.co.tz');
    const fresh = await timed('nobody-here@example.co.tz');
    expect(spaced.res.statusCode).toBe(202);
    expect(spaced.res.body).toBe(fresh.res.body);
    expect(spaced.ms).toBeGreaterThanOrEqual(395);
    expect(fresh.ms).toBeGreaterThanOrEqual(395);
  });

  it('throttles one address asking for many links with Retry-After', async () => {
    for (let i = 0; i < 20; i++)
      expect((await ask(`many-${i}@example.co.tz`, 'en', '10.6.0.1')).statusCode).toBe(202);
    const blocked = await ask('one-more@example.co.tz', 'en', '10.6.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('gives a clear message for a malformed token, never a 500', async () => {
    for (const token of ['', 'short', 'x'.repeat(500), 'not a token!!!!!!!!!!!!!!!!!!!!!']) {
      const res = await reset(token);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(
        'This reset link has expired or was already used. Ask for a new one.',
      );
    }
  });
});
