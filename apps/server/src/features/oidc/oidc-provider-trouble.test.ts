// When the provider is missing, down, slow to be set up right or too popular: always a page that says why, never a 500.

import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { type FakeOidcProvider, startOidcProvider } from '../../../test/fakes/oidc-provider.ts';
import { cookieOf, createBrowser, locationOf, PUBLIC_URL, REDIRECT_URI } from '../../../test/oidc-browser.ts';
import { oidcLoginAttempts } from '../../db/schema/oidc.ts';
import { SESSION_COOKIE } from '../../platform/auth/session-policy.ts';
import { START_LIMIT } from './service.ts';

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

/** A port on 127.0.0.1 that nothing listens on (any more). */
async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('provider sign-in when things go wrong', () => {
  const opened: { close(): Promise<void> }[] = [];
  async function app(env: Record<string, string>): Promise<TestApp> {
    const t = await buildTestApp({ env: { PUBLIC_URL, ...env } });
    opened.push(t);
    return t;
  }
  async function fakeProvider(options: { claimsInIdToken?: boolean } = {}): Promise<FakeOidcProvider> {
    const provider = await startOidcProvider({ redirectUri: REDIRECT_URI, ...options });
    opened.push(provider);
    return provider;
  }
  afterAll(async () => {
    for (const thing of opened.reverse()) await thing.close();
  });

  describe('with no provider configured', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await app({});
    });

    it('keeps the routes but answers both with "not configured", and the site config offers no button', async () => {
      for (const url of [
        '/api/v1/auth/oidc/start?next=/event-planners',
        '/api/v1/auth/oidc/callback?code=a&state=b',
      ]) {
        const response = await t.app.inject({ url });
        expect(response.statusCode, url).toBe(302);
        expect(locationOf(response).path).toBe('/event-planners/login');
        expect(locationOf(response).params.get('error'), url).toBe('auth-domain-config-required');
      }
      expect((await t.app.inject({ url: '/api/v1/site-config' })).json().signInProvider).toBeNull();
    });
  });

  it('names the configured provider in the site config', async () => {
    const provider = await fakeProvider();
    const t = await app({ ...provider.env, OIDC_PROVIDER_NAME: 'Google' });
    expect((await t.app.inject({ url: '/api/v1/site-config' })).json().signInProvider).toEqual({
      name: 'Google',
    });
  });

  it('starts even when the provider is unreachable, and says so when someone tries to use it', async () => {
    const port = await closedPort();
    const t = await app({
      OIDC_ISSUER: `http://127.0.0.1:${port}`,
      OIDC_CLIENT_ID: 'sherehe',
      OIDC_CLIENT_SECRET: 'secret',
    });
    const response = await t.app.inject({ url: '/api/v1/auth/oidc/start' });
    expect(response.statusCode).toBe(302);
    expect(locationOf(response).params.get('error')).toBe('network-request-failed');
    expect(await t.db.select().from(oidcLoginAttempts)).toEqual([]);
    expect((await t.app.inject({ url: '/api/v1/health' })).statusCode).toBeLessThan(500);
  });

  it('tries discovery again once the provider is back', async () => {
    const provider = await fakeProvider();
    const port = Number(new URL(provider.issuer).port);
    await provider.close();
    const t = await app(provider.env);
    expect(locationOf(await t.app.inject({ url: '/api/v1/auth/oidc/start' })).params.get('error')).toBe(
      'network-request-failed',
    );
    const back = await startOidcProvider({ redirectUri: REDIRECT_URI, port });
    opened.push(back);
    const response = await t.app.inject({ url: '/api/v1/auth/oidc/start' });
    expect(locationOf(response).location.startsWith(back.issuer)).toBe(true);
  });

  it('says the provider could not be reached when it goes away before the code is exchanged', async () => {
    const provider = await fakeProvider();
    const t = await app(provider.env);
    const browser = createBrowser(t, provider);
    const person = provider.addAccount({
      sub: randomUUID(),
      email: `${randomUUID()}@example.co.tz`,
      email_verified: true,
    });
    const started = await browser.start();
    const answer = await provider.signInAs(started.location.location, person.sub);
    await provider.close();
    const response = await browser.callback(answer, started.state);
    expect(locationOf(response).params.get('error')).toBe('network-request-failed');
    expect(cookieOf(response, SESSION_COOKIE)).toBeUndefined();
  });

  it('says our client was rejected when the provider does not accept the client secret', async () => {
    const provider = await fakeProvider();
    const t = await app({ ...provider.env, OIDC_CLIENT_SECRET: 'not-the-secret' });
    const browser = createBrowser(t, provider);
    const person = provider.addAccount({
      sub: randomUUID(),
      email: `${randomUUID()}@example.co.tz`,
      email_verified: true,
    });
    const response = await browser.signInAs(person.sub);
    expect(locationOf(response).params.get('error')).toBe('invalid-api-key');
  });

  it('reads the e-mail from the userinfo endpoint when the ID token does not carry it', async () => {
    const provider = await fakeProvider({ claimsInIdToken: false });
    const t = await app(provider.env);
    const browser = createBrowser(t, provider);
    const email = `${randomUUID()}@example.co.tz`;
    const person = provider.addAccount({
      sub: randomUUID(),
      email,
      email_verified: true,
      name: 'Halima Mrisho',
    });
    const response = await browser.signInAs(person.sub);
    const me = await t.app.inject({
      url: '/api/v1/auth/me',
      cookies: { [SESSION_COOKIE]: String(cookieOf(response, SESSION_COOKIE)?.value) },
    });
    expect(me.json().user).toMatchObject({ email, name: 'Halima Mrisho' });
  });

  it('limits how often one address may start a sign-in', async () => {
    const provider = await fakeProvider();
    const t = await app(provider.env);
    const errors: (string | null)[] = [];
    for (let i = 0; i <= START_LIMIT.max; i++) {
      errors.push(locationOf(await t.app.inject({ url: '/api/v1/auth/oidc/start' })).params.get('error'));
    }
    expect(errors.slice(0, START_LIMIT.max).every((error) => error === null)).toBe(true);
    expect(errors[START_LIMIT.max]).toBe('too-many-requests');
  });
});
