// "Sign in with Google" on the account forms, and the sign-in page people come back to from the provider.

import type { SiteConfig } from '@sherehe/core/api/site-config';
import { providerSignInErrors } from '@sherehe/core/provider-sign-in-errors';
import { screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session-store.ts';
import { USER_KEY } from '../../../lib/storage-keys.ts';
import { LocationProbe, renderRoutes, resetAppState } from '../../../test/app-router.tsx';
import { neema } from '../../../test/auth-fixtures.ts';
import { refusalResponse } from '../../../test/refusal.ts';
import { jsonResponse } from '../../../test/render.tsx';
import { siteConfigFixture, withSiteConfig } from '../../../test/site-config-fixture.ts';
import { LoginPage } from './login-page.tsx';
import { RegisterPage } from './register-page.tsx';

const withGoogle = { ...siteConfigFixture, signInProvider: { name: 'Google' } };
let fetchMock: ReturnType<typeof vi.fn>;

function serve(config: SiteConfig = withGoogle) {
  const fetchStub = vi.fn(withSiteConfig(fetchMock, config));
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

beforeEach(() => {
  fetchMock = vi.fn();
});

afterEach(async () => {
  vi.unstubAllGlobals();
  resetAppState();
  await i18next.changeLanguage('en');
});

function render(path: string) {
  return renderRoutes(
    [
      { path: '/event-planners/login', Component: LoginPage },
      { path: '/event-planners/register', Component: RegisterPage },
      { path: '*', Component: LocationProbe },
    ],
    path,
  );
}

describe('the provider button', () => {
  it('is a link to the server carrying ?next=, on the sign-in and register pages, when a provider is configured', async () => {
    serve();
    render('/event-planners/login?next=%2Fevent-planners%2Fcart');
    const link = await screen.findByRole('link', { name: 'Sign in with Google' });
    expect(link.getAttribute('href')).toBe('/api/v1/auth/oidc/start?next=%2Fevent-planners%2Fcart');
  });

  it('sends a ?next= outside Event Planners home instead', async () => {
    serve();
    render('/event-planners/register?next=https%3A%2F%2Fevil.example%2F');
    const link = await screen.findByRole('link', { name: 'Sign in with Google' });
    expect(link.getAttribute('href')).toBe('/api/v1/auth/oidc/start?next=%2Fevent-planners');
  });

  it('names the configured provider, in Swahili too', async () => {
    await i18next.changeLanguage('sw');
    serve({ ...siteConfigFixture, signInProvider: { name: 'Microsoft' } });
    render('/event-planners/login');
    expect(await screen.findByRole('link', { name: 'Ingia kwa Microsoft' })).toBeTruthy();
  });

  it('is not there when no provider is configured', async () => {
    const fetchStub = serve(siteConfigFixture);
    render('/event-planners/login');
    await waitFor(() => expect(fetchStub).toHaveBeenCalledWith('/api/v1/site-config', expect.anything()));
    await new Promise((resolve) => setTimeout(resolve, 50)); // the answer is read and rendered
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Sign in with/ })).toBeNull();
  });
});

describe('coming back from the provider', () => {
  it('says why a sign-in failed, by its code', async () => {
    serve();
    render('/event-planners/login?error=popup-closed-by-user');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You closed the Google sign-in before finishing. Try again when you are ready.',
    );
    // The form is still there to sign in another way.
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('explains a code in Swahili', async () => {
    await i18next.changeLanguage('sw');
    serve();
    render('/event-planners/login?error=email-not-verified');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Google haijathibitisha barua pepe yako, kwa hiyo hatuwezi kukuingiza kwayo. Thibitisha barua pepe yako kwa Google, au ingia kwa nenosiri lako.',
    );
  });

  it('has a message for every code the server sends, in both languages', () => {
    for (const code of providerSignInErrors) {
      for (const lng of ['en', 'sw']) {
        expect(i18next.exists(`accounts:oidc.errors.${code}`, { lng }), `${lng} ${code}`).toBe(true);
      }
    }
  });

  it('shows an unknown code as a general failure, never the code', async () => {
    serve();
    render('/event-planners/login?error=%3Cscript%3E');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Something went wrong while signing you in with Google. Please try again.',
    );
  });

  it('asks the server who signed in, keeps that user and goes on to ?next=', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ user: neema }));
    serve();
    render('/event-planners/login?signedIn=provider&next=%2Fevent-planners%2Fcart');
    expect(screen.getByRole('status', { name: 'Signing you in…' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();

    expect(await screen.findByTestId('location')).toHaveProperty('textContent', '/event-planners/cart');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/auth/me');
    expect(useSession.getState().user).toEqual(neema);
    expect(JSON.parse(localStorage.getItem(USER_KEY) ?? 'null')).toEqual(neema);
    expect(await screen.findByText('Welcome back, Neema Mushi!')).toBeTruthy();
  });

  it('says so when the browser did not keep the session, and shows the form again', async () => {
    fetchMock.mockResolvedValue(refusalResponse(401, 'unauthorized', 'auth.sign_in_required'));
    serve();
    render('/event-planners/login?signedIn=provider');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your browser did not keep the sign-in. Allow cookies for this site and try again.',
    );
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(useSession.getState().user).toBeNull();
  });
});
