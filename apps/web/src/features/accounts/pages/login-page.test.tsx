import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session-store.ts';
import { AUTH_TOKEN_KEY, USER_KEY } from '../../../lib/storage-keys.ts';
import { LocationProbe, renderRoutes, resetAppState } from '../../../test/app-router.tsx';
import { authOk, neema, sentBody } from '../../../test/auth-fixtures.ts';
import { refusalResponse } from '../../../test/refusal.ts';
import { jsonResponse } from '../../../test/render.tsx';
import { withSiteConfig } from '../../../test/site-config-fixture.ts';
import { LoginPage } from './login-page.tsx';

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', withSiteConfig(fetchMock));
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetAppState();
});

function renderLogin(path = '/event-planners/login') {
  const user = userEvent.setup();
  renderRoutes(
    [
      { path: '/event-planners/login', Component: LoginPage },
      { path: '*', Component: LocationProbe },
    ],
    path,
  );
  return {
    user,
    identifier: screen.getByLabelText('Email or phone number'),
    password: screen.getByLabelText('Password'),
    submit: screen.getByRole('button', { name: 'Sign in' }),
  };
}

describe('LoginPage', () => {
  it('signs in: sends the trimmed identifier, stores the user (not the token) and opens Event Planners', async () => {
    fetchMock.mockResolvedValue(authOk());
    const { user, identifier, password, submit } = renderLogin();

    await user.type(identifier, '  neema@example.com ');
    await user.type(password, 'a long secret');
    await user.click(submit);

    expect(await screen.findByTestId('location')).toHaveProperty('textContent', '/event-planners');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/auth/sign-in');
    expect(sentBody(fetchMock)).toEqual({ identifier: 'neema@example.com', password: 'a long secret' });
    expect(useSession.getState().user).toEqual(neema);
    expect(JSON.parse(localStorage.getItem(USER_KEY) ?? 'null')).toEqual(neema);
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(JSON.stringify({ ...localStorage })).not.toContain('not-for-the-browser');
  });

  it('goes on to a ?next= path inside Event Planners', async () => {
    fetchMock.mockResolvedValue(authOk());
    const { user, identifier, password, submit } = renderLogin(
      '/event-planners/login?next=%2Fevent-planners%2Fcart',
    );
    await user.type(identifier, 'neema@example.com');
    await user.type(password, 'a long secret');
    await user.click(submit);
    expect(await screen.findByTestId('location')).toHaveProperty('textContent', '/event-planners/cart');
  });

  it('shows a wrong password as a message above the form and stays', async () => {
    fetchMock.mockResolvedValue(refusalResponse(401, 'unauthorized', 'account.wrong_credentials'));
    const { user, identifier, password, submit } = renderLogin();

    await user.type(identifier, 'neema@example.com');
    await user.type(password, 'wrong password');
    await user.click(submit);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The email or phone number and password do not match an account.');
    expect(screen.queryByTestId('location')).toBeNull();
    expect(useSession.getState().user).toBeNull();
    expect(identifier.getAttribute('aria-invalid')).toBeNull();
  });

  it('says so when the server cannot be reached, and when there were too many attempts', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockResolvedValueOnce(
      refusalResponse(429, 'rate_limited', 'request.too_many', { params: { retryAfterSeconds: 600 } }),
    );
    const { user, identifier, password, submit } = renderLogin();
    await user.type(identifier, 'neema@example.com');
    await user.type(password, 'a long secret');

    await user.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not reach Sherehe. Check your connection and try again.',
    );
    await user.click(submit);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Too many requests. Please wait a little and try again.',
      ),
    );
  });

  it('puts 400 details at their fields, described and marked invalid, and focuses the first', async () => {
    fetchMock.mockResolvedValue(
      refusalResponse(400, 'validation', 'account.identifier_invalid', {
        fields: [
          { field: 'identifier', reason: 'account.identifier_invalid' },
          { field: 'password', reason: 'account.password_required', params: { min: 1 }, issue: 'too_small' },
        ],
      }),
    );
    const { user, identifier, password, submit } = renderLogin();

    await user.type(identifier, 'neema@');
    await user.click(submit);

    await waitFor(() => expect(identifier.getAttribute('aria-invalid')).toBe('true'));
    expect(password.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (input: HTMLElement) =>
      (input.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' ');
    expect(describedBy(identifier)).toBe(
      'Enter a valid email address or phone number (for example 0754 123 456 or +255 754 123 456).',
    );
    expect(describedBy(password)).toBe('Enter your password.');
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(identifier));

    // Editing a field clears its own message only.
    await user.type(identifier, 'example.com');
    expect(identifier.getAttribute('aria-invalid')).toBeNull();
    expect(password.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows known server messages in Swahili', async () => {
    await i18next.changeLanguage('sw');
    fetchMock.mockResolvedValue(refusalResponse(401, 'unauthorized', 'account.wrong_credentials'));
    const user = userEvent.setup();
    renderRoutes([{ path: '/', Component: LoginPage }]);

    await user.type(screen.getByLabelText('Barua pepe au namba ya simu'), '0754 123 456');
    await user.type(screen.getByLabelText('Nenosiri'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Ingia' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Barua pepe au namba ya simu na nenosiri havilingani na akaunti yoyote.',
    );
  });

  it('shows and hides the password, and links to register and to the password reset', async () => {
    const { user, password } = renderLogin();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(password.getAttribute('type')).toBe('password');
    await user.click(toggle);
    expect(password.getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await user.click(toggle);
    expect(password.getAttribute('type')).toBe('password');

    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      '/event-planners/reset-password',
    );
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/event-planners/register',
    );
  });

  it('asks an account with two-step sign-in for its code, then signs in; the code field suits one-time codes', async () => {
    const admin = { ...neema, userRole: 'admin' as const };
    const challenge = 'c'.repeat(43);
    fetchMock
      .mockResolvedValueOnce(jsonResponse({ secondFactorRequired: true, challenge }))
      .mockResolvedValueOnce(authOk(admin));
    const { user, identifier, password, submit } = renderLogin();
    await user.type(identifier, 'neema@example.com');
    await user.type(password, 'a long secret');
    await user.click(submit);

    expect(await screen.findByRole('heading', { name: 'Enter your code' })).toBeTruthy();
    expect(useSession.getState().user).toBeNull(); // no session before the code
    const code = screen.getByLabelText('Authentication code');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    await waitFor(() => expect(document.activeElement).toBe(code));
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByTestId('location')).toHaveProperty('textContent', '/event-planners');
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/v1/auth/sign-in/second-factor');
    expect(sentBody(fetchMock, 1)).toEqual({ challenge, code: '123456' });
    expect(useSession.getState().user).toEqual(admin);
  });

  it('takes a recovery code instead, and says a wrong code in Swahili', async () => {
    await i18next.changeLanguage('sw');
    fetchMock
      .mockResolvedValueOnce(jsonResponse({ secondFactorRequired: true, challenge: 'c'.repeat(43) }))
      .mockResolvedValueOnce(
        refusalResponse(400, 'validation', 'auth.second_factor_wrong_code', {
          fields: [{ field: 'code', reason: 'auth.second_factor_wrong_code' }],
        }),
      );
    const user = userEvent.setup();
    renderRoutes([{ path: '/event-planners/login', Component: LoginPage }], '/event-planners/login');
    await user.type(screen.getByLabelText('Barua pepe au namba ya simu'), 'neema@example.com');
    await user.type(screen.getByLabelText('Nenosiri'), 'a long secret');
    await user.click(screen.getByRole('button', { name: 'Ingia' }));

    await user.click(await screen.findByRole('button', { name: 'Tumia msimbo wa dharura badala yake' }));
    const recovery = screen.getByLabelText('Msimbo wa dharura');
    expect(recovery.getAttribute('inputmode')).toBe('text');
    await user.type(recovery, 'ABCDE-23456');
    await user.click(screen.getByRole('button', { name: 'Endelea' }));
    expect(
      await screen.findByText(
        'Msimbo huo si sahihi. Andika msimbo mpya zaidi kutoka programu yako ya uthibitishaji, au msimbo wa dharura ambao hujautumia.',
      ),
    ).toBeTruthy();
    expect(sentBody(fetchMock, 1)).toMatchObject({ code: 'ABCDE-23456' });
  });
});
