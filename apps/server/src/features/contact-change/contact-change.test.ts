import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { bearer, buildUser, sessionTokenFor, TEST_PASSWORD } from '../../../test/factories.ts';
import { createMessageSink } from '../../../test/fakes/message-sink.ts';
import { users } from '../../db/schema/accounts.ts';
import { auditLog } from '../../db/schema/audit-log.ts';
import { contactChanges } from '../../db/schema/contact-changes.ts';
import { outboundHeld } from '../../db/schema/outbound.ts';
import { outboxMessages } from '../../db/schema/outbox.ts';
import { forgetExpiredContactChanges } from './service.ts';

describe('changing the e-mail address or phone number through a link', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  const sink = createMessageSink();
  beforeAll(async () => {
    t = await buildTestApp({
      mail: sink.transport,
      sms: sink.transport,
      env: { PUBLIC_URL: 'https://sherehe.example' },
    });
  });
  afterAll(() => t.close());
  afterEach(async () => {
    await t.db.execute(sql`delete from rate_limit_windows`);
  });

  let serial = 0;
  const address = (name: string) => `${name}-${++serial}@example.co.tz`;
  const number = () => `+2557543${String(10_000 + ++serial).slice(-5)}`;

  async function person(overrides: Partial<typeof users.$inferInsert> = {}) {
    const user = await buildUser(t.db, { email: address('person'), ...overrides });
    return { user, headers: bearer(await sessionTokenFor(t.db, user)) };
  }
  const ask = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/me/contact', headers, payload });
  const confirm = (headers: Record<string, string>, token: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/me/contact/confirm', headers, payload: { token } });
  const signIn = (identifier: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      payload: { identifier, password: TEST_PASSWORD },
      remoteAddress: `10.9.${serial % 250}.1`,
    });
  async function sentTo(recipient: string) {
    await t.app.jobs.drain();
    return sink.messages.filter((message) => message.to === recipient);
  }
  async function stored(userId: string) {
    const [row] = await t.db.select().from(users).where(eq(users.id, userId));
    return row;
  }

  it('e-mail: the link goes to the new address only; opening it swaps the sign-in address and tells the old one', async () => {
    const { user, headers } = await person({ name: 'Neema Mushi' });
    const old = user.email as string;
    const fresh = address('neema-new');

    const asked = await ask(headers, {
      kind: 'email',
      value: `  ${fresh.toUpperCase()} `,
      password: TEST_PASSWORD,
    });
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json()).toMatchObject({ kind: 'email', value: fresh });
    const hours = (Date.parse(asked.json().expiresAt) - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);

    const link = await sentTo(fresh);
    expect(link).toHaveLength(1);
    expect(link[0]?.subject).toBe('Confirm your new Sherehe email address');
    expect(link[0]?.text).toContain('https://sherehe.example/event-planners/Account#token=');
    expect(link[0]?.text).not.toContain('Neema'); // the new address may be a stranger's typo
    expect(await sentTo(old)).toEqual([]);
    // Nothing changes until the link is opened; only the token's hash is kept.
    expect((await stored(user.id))?.email).toBe(old);
    const token = sink.linkTokenFor(fresh);
    const [pending] = await t.db.select().from(contactChanges).where(eq(contactChanges.userId, user.id));
    expect(pending?.tokenHash).not.toContain(token);
    expect((await signIn(fresh)).statusCode).toBe(401);

    const opened = await confirm(headers, token);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().user).toMatchObject({ id: user.id, email: fresh, name: 'Neema Mushi' });
    expect((await stored(user.id))?.emailVerifiedAt).toBeInstanceOf(Date);
    expect((await signIn(fresh)).statusCode).toBe(200);
    expect((await signIn(old)).statusCode).toBe(401);

    const told = await sentTo(old);
    expect(told.map((message) => message.subject)).toEqual([
      'The email address of your Sherehe account was changed',
    ]);
    expect(told[0]?.text).toContain('Hello Neema Mushi');
    expect(told[0]?.text).not.toContain(fresh);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, user.id), eq(auditLog.action, 'user.contact_changed')));
    expect(audit?.details).toEqual({ kind: 'email', from: old, to: fresh });

    // Single use.
    const again = await confirm(headers, token);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatchObject({
      reason: 'account.contact_link_invalid',
      details: [{ field: 'token', reason: 'account.contact_link_invalid' }],
    });
  });

  it('phone: normalised to E.164, a text to the new number, and the old number told by text', async () => {
    const oldPhone = number();
    const { user, headers } = await person({ phone: oldPhone });
    const fresh = number();
    const local = `0${fresh.slice(4, 7)} ${fresh.slice(7, 10)} ${fresh.slice(10)}`;

    const asked = await ask(headers, {
      kind: 'phone',
      value: local,
      password: TEST_PASSWORD,
      language: 'sw',
    });
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json().value).toBe(fresh);
    const [text] = await sentTo(fresh);
    expect(text?.text).toMatch(/^Sherehe: thibitisha namba hii/);
    expect(await sentTo(oldPhone)).toEqual([]);
    expect(await sentTo(user.email as string)).toEqual([]);

    const opened = await confirm(headers, sink.linkTokenFor(fresh));
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().user).toMatchObject({ phone: fresh, email: user.email });
    expect((await signIn(fresh)).statusCode).toBe(200);
    expect((await signIn(oldPhone)).statusCode).toBe(401);
    const told = await sentTo(oldPhone);
    expect(told).toHaveLength(1);
    expect(told[0]?.text).toMatch(/^Sherehe: namba ya simu ya akaunti yako imebadilishwa/);
  });

  it('adds a phone number to an account that had none, telling nobody else', async () => {
    const { user, headers } = await person();
    const fresh = number();
    expect((await ask(headers, { kind: 'phone', value: fresh, password: TEST_PASSWORD })).statusCode).toBe(
      202,
    );
    await sentTo(fresh);
    const before = sink.messages.length;
    const opened = await confirm(headers, sink.linkTokenFor(fresh));
    expect(opened.json().user).toMatchObject({ phone: fresh, email: user.email });
    await t.app.jobs.drain();
    expect(sink.messages.length).toBe(before);
  });

  it('writes the messages in the language the account chose, whatever the asking page spoke', async () => {
    const { user, headers } = await person({ language: 'sw' });
    const fresh = address('asha');
    await ask(headers, { kind: 'email', value: fresh, password: TEST_PASSWORD, language: 'en' });
    expect((await sentTo(fresh))[0]?.subject).toBe('Thibitisha barua pepe yako mpya ya Sherehe');
    await confirm(headers, sink.linkTokenFor(fresh));
    expect((await sentTo(user.email as string))[0]?.subject).toBe(
      'Barua pepe ya akaunti yako ya Sherehe imebadilishwa',
    );
  });

  it('refuses a wrong password, the address it already has and one another account has, sending nothing', async () => {
    const other = await buildUser(t.db, { email: address('taken'), phone: number() });
    const { user, headers } = await person({ phone: number() });
    const before = sink.messages.length;

    const wrong = await ask(headers, { kind: 'email', value: address('x'), password: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.details).toMatchObject([
      { field: 'password', reason: 'account.current_password_wrong' },
    ]);
    const same = await ask(headers, {
      kind: 'email',
      value: String(user.email).toUpperCase(),
      password: TEST_PASSWORD,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().error.details).toMatchObject([
      { field: 'value', reason: 'account.contact_unchanged' },
    ]);
    const samePhone = await ask(headers, {
      kind: 'phone',
      value: String(user.phone),
      password: TEST_PASSWORD,
    });
    expect(samePhone.json().error.reason).toBe('account.contact_unchanged');
    const taken = await ask(headers, {
      kind: 'email',
      value: other.email as string,
      password: TEST_PASSWORD,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({
      reason: 'account.contact_taken',
      details: [{ field: 'value', reason: 'account.contact_taken' }],
    });
    const takenPhone = await ask(headers, {
      kind: 'phone',
      value: other.phone as string,
      password: TEST_PASSWORD,
    });
    expect(takenPhone.statusCode).toBe(409);

    await t.app.jobs.drain();
    expect(sink.messages.length).toBe(before);
    expect(await t.db.select().from(contactChanges).where(eq(contactChanges.userId, user.id))).toEqual([]);
  });

  it('refuses a value that is not of its kind, and an unknown kind', async () => {
    const { headers } = await person();
    const phoneAsEmail = await ask(headers, {
      kind: 'email',
      value: '0754 123 456',
      password: TEST_PASSWORD,
    });
    expect(phoneAsEmail.json().error.details[0]).toMatchObject({
      field: 'value',
      reason: 'account.email_invalid',
    });
    const emailAsPhone = await ask(headers, { kind: 'phone', value: 'a@b.co', password: TEST_PASSWORD });
    expect(emailAsPhone.json().error.details[0]).toMatchObject({
      field: 'value',
      reason: 'account.phone_invalid',
    });
    const pigeon = await ask(headers, { kind: 'pigeon', value: 'loft 3', password: TEST_PASSWORD });
    expect(pigeon.statusCode).toBe(400);
    expect(pigeon.json().error.reason).toBe('account.contact_kind_invalid');
    const noPassword = await ask(headers, { kind: 'email', value: address('y') });
    expect(noPassword.json().error.details[0]).toMatchObject({
      field: 'password',
      reason: 'account.current_password_required',
    });
  });

  it('sends an account without a password to set one first', async () => {
    const { headers } = await person({ passwordHash: null });
    const res = await ask(headers, { kind: 'email', value: address('z'), password: 'anything-at-all' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.reason).toBe('account.no_password_yet');
  });

  it('a link works only for the account that asked; someone else signed in gets nothing from it', async () => {
    const owner = await person();
    const intruder = await person();
    const fresh = address('mine');
    await ask(owner.headers, { kind: 'email', value: fresh, password: TEST_PASSWORD });
    await sentTo(fresh);
    const token = sink.linkTokenFor(fresh);

    const stolen = await confirm(intruder.headers, token);
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().error.reason).toBe('account.contact_link_invalid');
    expect((await stored(intruder.user.id))?.email).toBe(intruder.user.email);
    expect((await stored(owner.user.id))?.email).toBe(owner.user.email);
    // The owner's link still works.
    expect((await confirm(owner.headers, token)).json().user.email).toBe(fresh);
    // And nobody signed in can open it at all.
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/me/contact/confirm',
      payload: { token },
    });
    expect(guest.statusCode).toBe(401);
  });

  it('a new request replaces the older link; a link expires; expired ones are swept', async () => {
    const { user, headers } = await person();
    const first = address('first');
    const second = address('second');
    await ask(headers, { kind: 'email', value: first, password: TEST_PASSWORD });
    await sentTo(first);
    const firstToken = sink.linkTokenFor(first);
    await ask(headers, { kind: 'email', value: second, password: TEST_PASSWORD });
    await sentTo(second);
    const secondToken = sink.linkTokenFor(second);
    // A phone change waits beside it: only the same kind is replaced.
    const phone = number();
    await ask(headers, { kind: 'phone', value: phone, password: TEST_PASSWORD });
    expect(await t.db.select().from(contactChanges).where(eq(contactChanges.userId, user.id))).toHaveLength(
      2,
    );

    expect((await confirm(headers, firstToken)).json().error.reason).toBe('account.contact_link_invalid');
    await t.db
      .update(contactChanges)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(and(eq(contactChanges.userId, user.id), eq(contactChanges.kind, 'email')));
    expect((await confirm(headers, secondToken)).json().error.reason).toBe('account.contact_link_invalid');
    expect((await stored(user.id))?.email).toBe(user.email);

    await forgetExpiredContactChanges(t.db);
    const left = await t.db.select().from(contactChanges).where(eq(contactChanges.userId, user.id));
    expect(left.map((row) => row.kind)).toEqual(['phone']);
  });

  it('an address another account took after the link went out is refused, and the link is spent', async () => {
    const { user, headers } = await person();
    const fresh = address('race');
    await ask(headers, { kind: 'email', value: fresh, password: TEST_PASSWORD });
    await sentTo(fresh);
    const token = sink.linkTokenFor(fresh);
    await buildUser(t.db, { email: fresh });
    const res = await confirm(headers, token);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.reason).toBe('account.contact_taken');
    expect((await stored(user.id))?.email).toBe(user.email);
    expect(await t.db.select().from(contactChanges).where(eq(contactChanges.userId, user.id))).toEqual([]);
  });

  it('a reset link sent to the old address no longer works once the address changed', async () => {
    const { user, headers } = await person();
    const old = user.email as string;
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password-reset/request',
      payload: { identifier: old },
    });
    expect(reset.statusCode).toBe(202);
    await sentTo(old);
    const resetToken = sink.linkTokenFor(old);
    const fresh = address('after-reset');
    await ask(headers, { kind: 'email', value: fresh, password: TEST_PASSWORD });
    await sentTo(fresh);
    await confirm(headers, sink.linkTokenFor(fresh));
    const used = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password-reset',
      payload: { token: resetToken, password: 'a-brand-new-password-1' },
    });
    expect(used.statusCode).toBe(400);
    expect(used.json().error.reason).toBe('account.reset_link_invalid');
  });

  it('asks at most 5 times an hour per account, wrong passwords included', async () => {
    const { headers } = await person();
    for (let i = 0; i < 5; i++) {
      const res = await ask(headers, {
        kind: 'email',
        value: address('guess'),
        password: `guess-${i}-wrong`,
      });
      expect(res.statusCode).toBe(400);
    }
    const blocked = await ask(headers, { kind: 'email', value: address('guess'), password: TEST_PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.reason).toBe('request.too_many');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('a link the outbound budget refuses is a 429 with its reason, and nothing of the request is kept', async () => {
    const { user, headers } = await person();
    const flooded = address('flooded');
    // This address has heard from people ten times this hour already.
    await t.db.execute(
      sql`insert into rate_limit_windows (key, window_start, hits) values (${`out:msg:to:${flooded}`}, now(), 10)`,
    );
    const res = await ask(headers, { kind: 'email', value: flooded, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(429);
    expect(res.json().error.reason).toBe('outbound.recipient_limit');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await t.db.select().from(contactChanges).where(eq(contactChanges.userId, user.id))).toEqual([]);
    expect(await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, flooded))).toEqual([]);
    await expect
      .poll(async () => t.db.select().from(outboundHeld).where(eq(outboundHeld.recipient, flooded)))
      .toMatchObject([{ channel: 'email', senderKind: 'account', sender: user.id, rule: 'recipient' }]);
  });
});
