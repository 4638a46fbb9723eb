// Sign-in through a real OpenID provider on 127.0.0.1: who gets which account, and who is refused.
import { createHash, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { bearer, buildUser, sessionTokenFor, TEST_PASSWORD } from '../../../test/factories.ts';
import { type FakeOidcProvider, startOidcProvider } from '../../../test/fakes/oidc-provider.ts';
import { cookieOf, createBrowser, locationOf, PUBLIC_URL, REDIRECT_URI } from '../../../test/oidc-browser.ts';
import { users } from '../../db/schema/accounts.ts';
import { auditLog } from '../../db/schema/audit-log.ts';
import { oidcLoginAttempts, userIdentities } from '../../db/schema/oidc.ts';
import { SESSION_COOKIE } from '../../platform/auth/session-policy.ts';
import { STATE_COOKIE } from './state-cookie.ts';

describe('sign-in through the OpenID provider', () => {
  let provider: FakeOidcProvider;
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  let browser: ReturnType<typeof createBrowser>;

  beforeAll(async () => {
    provider = await startOidcProvider({ redirectUri: REDIRECT_URI });
    t = await buildTestApp({ env: { ...provider.env, PUBLIC_URL } });
    browser = createBrowser(t, provider);
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });

  const newPerson = (claims: { email_verified?: boolean; name?: string } = {}) =>
    provider.addAccount({
      sub: randomUUID(),
      email: `Mwajuma-${randomUUID()}@Example.co.tz`,
      email_verified: true,
      name: 'Mwajuma Said',
      ...claims,
    });

  async function me(sessionToken: string | undefined) {
    return t.app.inject({
      url: '/api/v1/auth/me',
      cookies: sessionToken ? { [SESSION_COOKIE]: sessionToken } : {},
    });
  }

  it('leaves for the provider with PKCE (S256), a state and a nonce, and keeps only a hash of the state', async () => {
    const { response, state, location } = await browser.start('/event-planners/cart?step=2');
    expect(response.statusCode).toBe(302);
    expect(location.location.startsWith(`${provider.issuer}/`)).toBe(true);
    const params = location.params;
    expect(params.get('client_id')).toBe(provider.clientId);
    expect(params.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(params.get('response_type')).toBe('code');
    expect(params.get('scope')?.split(' ')).toEqual(expect.arrayContaining(['openid', 'email', 'profile']));
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(params.get('nonce')).toMatch(/^[\w-]{20,}$/);
    expect(params.get('state')).toBe(state);

    const cookie = cookieOf(response, STATE_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/v1/auth/oidc', maxAge: 600 });

    const stateHash = createHash('sha256')
      .update(state ?? '')
      .digest('hex');
    const [attempt] = await t.db
      .select()
      .from(oidcLoginAttempts)
      .where(eq(oidcLoginAttempts.stateHash, stateHash));
    expect(attempt).toMatchObject({ nonce: params.get('nonce'), returnTo: '/event-planners/cart?step=2' });
    expect(attempt?.codeVerifier).not.toBe(params.get('code_challenge')); // the verifier never left the server
    const minutesLeft = ((attempt?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(9);
    expect(minutesLeft).toBeLessThanOrEqual(10);
  });

  it('goes back only to a path on this site', async () => {
    for (const next of ['https://evil.example/', '//evil.example', '/\\evil.example']) {
      const { state } = await browser.start(next);
      const [attempt] = await t.db
        .select({ returnTo: oidcLoginAttempts.returnTo })
        .from(oidcLoginAttempts)
        .where(eq(oidcLoginAttempts.stateHash, createHash('sha256').update(String(state)).digest('hex')));
      expect(attempt?.returnTo, next).toBe('/event-planners');
    }
  });

  it('creates the account on a first sign-in with a verified e-mail, and signs it in with a working cookie', async () => {
    const person = newPerson();
    const response = await browser.signInAs(person.sub, '/event-planners/cart');

    expect(response.statusCode).toBe(302);
    const { path, params } = locationOf(response);
    expect(path).toBe('/event-planners/login');
    expect(Object.fromEntries(params)).toEqual({ signedIn: 'provider', next: '/event-planners/cart' });
    const session = cookieOf(response, SESSION_COOKIE);
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookieOf(response, STATE_COOKIE)?.value).toBe(''); // the state is spent

    const who = await me(session?.value);
    expect(who.statusCode).toBe(200);
    const email = person.email?.toLowerCase();
    expect(who.json().user).toMatchObject({ name: 'Mwajuma Said', email, phone: null, userRole: 'user' });

    const [row] = await t.db
      .select()
      .from(users)
      .where(eq(users.email, String(email)));
    expect(row?.passwordHash).toBeNull();
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    const identities = await t.db
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.userId, String(row?.id)));
    expect(identities).toEqual([
      expect.objectContaining({ issuer: provider.issuer, subject: person.sub, email }),
    ]);
  });

  it('signs the same provider account in to the same user next time', async () => {
    const person = newPerson();
    const first = await me(cookieOf(await browser.signInAs(person.sub), SESSION_COOKIE)?.value);
    const second = await me(cookieOf(await browser.signInAs(person.sub), SESSION_COOKIE)?.value);
    expect(second.statusCode).toBe(200);
    expect(second.json().user.id).toBe(first.json().user.id);
    const links = await t.db.select().from(userIdentities).where(eq(userIdentities.subject, person.sub));
    expect(links).toHaveLength(1);
  });

  it('gives two first sign-ins of the same person at once one account between them', async () => {
    const person = newPerson();
    const tabs = await Promise.all([browser.start(), browser.start()]);
    const answers = await Promise.all(
      tabs.map((tab) => provider.signInAs(tab.location.location, person.sub)),
    );
    const responses = await Promise.all(answers.map((answer, i) => browser.callback(answer, tabs[i]?.state)));
    const ids = await Promise.all(
      responses.map(
        async (response) => (await me(cookieOf(response, SESSION_COOKIE)?.value)).json().user?.id,
      ),
    );
    expect(ids[0]).toBeDefined();
    expect(ids[1]).toBe(ids[0]);
    expect(
      await t.db
        .select()
        .from(users)
        .where(eq(users.email, String(person.email).toLowerCase())),
    ).toHaveLength(1);
  });

  it('names a new account from the e-mail when the provider sends no name', async () => {
    const person = provider.addAccount({
      sub: randomUUID(),
      email: 'baraka.juma@example.co.tz',
      email_verified: true,
    });
    const who = await me(cookieOf(await browser.signInAs(person.sub), SESSION_COOKIE)?.value);
    expect(who.json().user.name).toBe('baraka.juma');
  });

  it('links an account whose e-mail was verified, keeping its password and its sessions', async () => {
    const person = newPerson();
    const email = String(person.email).toLowerCase();
    const owner = await buildUser(t.db, { email, emailVerifiedAt: new Date() });
    const earlierSession = await sessionTokenFor(t.db, owner);

    const who = await me(cookieOf(await browser.signInAs(person.sub), SESSION_COOKIE)?.value);
    expect(who.json().user.id).toBe(owner.id);
    expect((await t.app.inject({ url: '/api/v1/auth/me', headers: bearer(earlierSession) })).statusCode).toBe(
      200,
    );
    const withPassword = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      payload: { identifier: email, password: TEST_PASSWORD },
    });
    expect(withPassword.statusCode).toBe(200);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, owner.id), eq(auditLog.action, 'user.identity_linked')));
    expect(audit?.details).toEqual({ issuer: provider.issuer, passwordRemoved: false, sessionsEnded: false });
  });

  it('links an account nobody proved the e-mail of, removing its password and ending its sessions (pre-hijacking)', async () => {
    const person = newPerson();
    const email = String(person.email).toLowerCase();
    // Someone registered the victim's address with a password of their own, and is still signed in.
    const squatted = await buildUser(t.db, { email, emailVerifiedAt: null });
    const squatterSession = await sessionTokenFor(t.db, squatted);

    const who = await me(cookieOf(await browser.signInAs(person.sub), SESSION_COOKIE)?.value);
    expect(who.json().user.id).toBe(squatted.id);

    expect(
      (await t.app.inject({ url: '/api/v1/auth/me', headers: bearer(squatterSession) })).statusCode,
    ).toBe(401);
    const withPassword = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      payload: { identifier: email, password: TEST_PASSWORD },
    });
    expect(withPassword.statusCode).toBe(401);
    const [row] = await t.db.select().from(users).where(eq(users.id, squatted.id));
    expect(row?.passwordHash).toBeNull();
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, squatted.id), eq(auditLog.action, 'user.identity_linked')));
    expect(audit).toMatchObject({
      actorId: squatted.id,
      targetType: 'user',
      details: { issuer: provider.issuer, passwordRemoved: true, sessionsEnded: true },
    });
  });

  it('refuses an e-mail the provider has not verified, and does not touch an account that has it', async () => {
    const stranger = newPerson({ email_verified: false });
    const refused = await browser.signInAs(stranger.sub);
    expect(locationOf(refused)).toMatchObject({ path: '/event-planners/login' });
    expect(locationOf(refused).params.get('error')).toBe('email-not-verified');
    expect(cookieOf(refused, SESSION_COOKIE)).toBeUndefined();
    expect(
      await t.db
        .select()
        .from(users)
        .where(eq(users.email, String(stranger.email).toLowerCase())),
    ).toEqual([]);

    const person = newPerson({ email_verified: false });
    const owner = await buildUser(t.db, { email: String(person.email).toLowerCase() });
    const again = await browser.signInAs(person.sub);
    expect(locationOf(again).params.get('error')).toBe('email-not-verified');
    expect(await t.db.select().from(userIdentities).where(eq(userIdentities.userId, owner.id))).toEqual([]);
    const noEmail = provider.addAccount({ sub: randomUUID() });
    expect(locationOf(await browser.signInAs(noEmail.sub)).params.get('error')).toBe('email-not-verified');
  });

  it('refuses a disabled account, linked or found by e-mail, and links nothing to it', async () => {
    const person = newPerson();
    await browser.signInAs(person.sub);
    await t.db
      .update(users)
      .set({ disabledAt: new Date() })
      .where(eq(users.email, String(person.email).toLowerCase()));
    const linked = await browser.signInAs(person.sub);
    expect(locationOf(linked).params.get('error')).toBe('user-disabled');
    expect(cookieOf(linked, SESSION_COOKIE)).toBeUndefined();

    const other = newPerson();
    const disabled = await buildUser(t.db, {
      email: String(other.email).toLowerCase(),
      disabledAt: new Date(),
    });
    expect(locationOf(await browser.signInAs(other.sub)).params.get('error')).toBe('user-disabled');
    expect(await t.db.select().from(userIdentities).where(eq(userIdentities.userId, disabled.id))).toEqual(
      [],
    );
  });

  it('takes each state once: a replayed answer is refused', async () => {
    const person = newPerson();
    const started = await browser.start();
    const answer = await provider.signInAs(started.location.location, person.sub);
    expect(locationOf(await browser.callback(answer, started.state)).params.get('signedIn')).toBe('provider');
    const replay = await browser.callback(answer, started.state);
    expect(replay.statusCode).toBe(302);
    expect(locationOf(replay).params.get('error')).toBe('invalid-auth-event');
    expect(cookieOf(replay, SESSION_COOKIE)).toBeUndefined();
  });

  it('refuses an unknown or expired state, and an answer brought to another browser (login CSRF)', async () => {
    const madeUp = new URL(`${REDIRECT_URI}?code=abc&state=made-up-state`);
    expect(locationOf(await browser.callback(madeUp, 'made-up-state')).params.get('error')).toBe(
      'invalid-auth-event',
    );
    expect(locationOf(await browser.callback(new URL(REDIRECT_URI), undefined)).params.get('error')).toBe(
      'invalid-auth-event',
    );

    const person = newPerson();
    // An attacker signs in as themselves and sends the answer to a victim, whose browser never started it.
    const started = await browser.start();
    const answer = await provider.signInAs(started.location.location, person.sub);
    const elsewhere = await browser.callback(answer, undefined);
    expect(locationOf(elsewhere).params.get('error')).toBe('invalid-auth-event');
    expect(cookieOf(elsewhere, SESSION_COOKIE)).toBeUndefined();
    expect(locationOf(await browser.callback(answer, 'another-browsers-state')).params.get('error')).toBe(
      'invalid-auth-event',
    );

    const late = await browser.start();
    const lateAnswer = await provider.signInAs(late.location.location, person.sub);
    await t.db.update(oidcLoginAttempts).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(locationOf(await browser.callback(lateAnswer, late.state)).params.get('error')).toBe(
      'invalid-auth-event',
    );
  });

  it('refuses an ID token with another nonce, and a code with another PKCE verifier', async () => {
    const person = newPerson();
    const started = await browser.start();
    const answer = await provider.signInAs(started.location.location, person.sub);
    await t.db.update(oidcLoginAttempts).set({ nonce: 'not-the-nonce-the-provider-saw' });
    expect(locationOf(await browser.callback(answer, started.state)).params.get('error')).toBe(
      'invalid-auth-event',
    );

    const again = await browser.start();
    const secondAnswer = await provider.signInAs(again.location.location, person.sub);
    await t.db.update(oidcLoginAttempts).set({ codeVerifier: 'x'.repeat(64) });
    expect(locationOf(await browser.callback(secondAnswer, again.state)).params.get('error')).toBe(
      'invalid-auth-event',
    );
  });

  it('says the person closed the provider page when the provider answers access_denied', async () => {
    const started = await browser.start();
    const answer = await provider.cancel(started.location.location);
    expect(answer.searchParams.get('error')).toBe('access_denied');
    const response = await browser.callback(answer, started.state);
    expect(locationOf(response).params.get('error')).toBe('popup-closed-by-user');
    expect(cookieOf(response, SESSION_COOKIE)).toBeUndefined();
  });

  it('answers a malformed callback with a page, never an error body', async () => {
    for (const query of ['?state=a&state=b', '?error', '?code=%zz', `?state=${'x'.repeat(5000)}`]) {
      const response = await t.app.inject({ url: `/api/v1/auth/oidc/callback${query}` });
      expect(response.statusCode, query).toBe(302);
      expect(locationOf(response).params.get('error'), query).toBe('invalid-auth-event');
    }
    const start = await t.app.inject({ url: '/api/v1/auth/oidc/start?next=a&next=b' });
    expect(start.statusCode).toBe(302);
    expect(start.headers.location?.startsWith(provider.issuer)).toBe(true);
  });
});
