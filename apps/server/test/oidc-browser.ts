// Drives a provider sign-in through the app (inject) and the fake provider (real HTTP), as a browser would.
import type { LightMyRequestResponse } from 'fastify';
import { STATE_COOKIE } from '../src/features/oidc/state-cookie.ts';
import type { buildTestApp } from './build-test-app.ts';
import type { FakeOidcProvider } from './fakes/oidc-provider.ts';

export const PUBLIC_URL = 'http://localhost:3000';
export const REDIRECT_URI = `${PUBLIC_URL}/api/v1/auth/oidc/callback`;

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

export function cookieOf(response: LightMyRequestResponse, name: string) {
  return response.cookies.find((cookie) => cookie.name === name);
}

/** The redirect's target split into path and query, for asserting on where the browser was sent. */
export function locationOf(response: LightMyRequestResponse) {
  const location = String(response.headers.location ?? '');
  const url = new URL(location, PUBLIC_URL);
  return { location, path: url.pathname, params: url.searchParams };
}

export function createBrowser(t: TestApp, provider: FakeOidcProvider) {
  async function start(next?: string) {
    const query = next === undefined ? '' : `?${new URLSearchParams({ next })}`;
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/auth/oidc/start${query}` });
    return { response, state: cookieOf(response, STATE_COOKIE)?.value, location: locationOf(response) };
  }

  async function callback(providerAnswer: URL, state: string | undefined) {
    return t.app.inject({
      method: 'GET',
      url: `${providerAnswer.pathname}${providerAnswer.search}`,
      cookies: state === undefined ? {} : { [STATE_COOKIE]: state },
    });
  }

  /** The whole round trip as `sub`; answers the app's last redirect (to the web app). */
  async function signInAs(sub: string, next?: string) {
    const started = await start(next);
    const answer = await provider.signInAs(started.location.location, sub);
    return callback(answer, started.state);
  }

  return { start, callback, signInAs };
}
