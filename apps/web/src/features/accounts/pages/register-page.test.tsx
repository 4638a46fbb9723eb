import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session-store.ts';
import { USER_KEY } from '../../../lib/storage-keys.ts';
import { LocationProbe, renderRoutes, resetAppState } from '../../../test/app-router.tsx';
import { authOk, neema, sentBody } from '../../../test/auth-fixtures.ts';
import { refusalResponse } from '../../../test/refusal.ts';
import { jsonResponse } from '../../../test/render.tsx';
import { withSiteConfig } from '../../../test/site-config-fixture.ts';
import { LoginPage } from './login-page.tsx';
import { RegisterPage } from './register-page.tsx';

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', withSiteConfig(fetchMock));
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetAppState();
});

function renderRegister() {
  const user = userEvent.setup();
  renderRoutes(
    [
      { path: '/event-planners/register', Component: RegisterPage },
      { path: '/event-planners/login', Component: LoginPage },
      { path: '*', Component: LocationProbe },
    ],
    '/event-planners/register',
  );
  return {
    user,
    name: screen.getByLabelText('Name'),
    identifier: screen.getByLabelText('Email or phone number'),
    password: screen.getByLabelText('Password'),
    submit: screen.getByRole('button', { name: 'Create account' }),
  };
}

async function fillIn(form: ReturnType<typeof renderRegister>) {
  await form.user.type(form.name, ' Neema Mushi ');
  await form.user.type(form.identifier, '0754 123 456');
  await form.user.type(form.password, 'a long secret');
}

describe('RegisterPage', () => {
  it('sends the link in the language on screen and says where to look, never whether an account exists', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'sent' }, 202));
    const form = renderRegister();
    await fillIn(form);
    await form.user.click(form.submit);

    expect(await screen.findByRole('heading', { name: 'Check your messages' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('0754 123 456');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/auth/register');
    expect(sentBody(fetchMock)).toEqual({
      name: 'Neema Mushi',
      identifier: '0754 123 456',
      password: 'a long secret',
      language: 'en',
    });
    expect(useSession.getState().user).toBeNull();
  });

  it('from the link: takes the token out of the address, opens the account with the password, signs in', async () => {
    fetchMock.mockResolvedValue(authOk(neema, 201));
    const { router } = renderRoutes(
      [
        { path: '/event-planners/register', Component: RegisterPage },
        { path: '*', Component: LocationProbe },
      ],
      '/event-planners/register#token=abcdefghijklmnopqrstuvwxyz012345',
    );
    expect(router.state.location.hash).toBe('');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password'), 'a long secret');
    await user.click(screen.getByRole('button', { name: 'Open my account' }));

    expect(await screen.findByTestId('location')).toHaveProperty('textContent', '/event-planners');
    expect(fetchMock.mock.calls.at(-1)?.[0]).toBe('/api/v1/auth/register/confirm');
    expect(sentBody(fetchMock, fetchMock.mock.calls.length - 1)).toEqual({
      token: 'abcdefghijklmnopqrstuvwxyz012345',
      password: 'a long secret',
    });
    expect(useSession.getState().user).toEqual(neema);
    expect(JSON.parse(localStorage.getItem(USER_KEY) ?? 'null')).toEqual(neema);
  });

  it('offers to register again when the link is spent', async () => {
    const spent = 'This link has expired or was already used. Register again to get a new one.';
    fetchMock.mockResolvedValue(
      refusalResponse(400, 'validation', 'account.registration_link_invalid', {
        fields: [{ field: 'token', reason: 'account.registration_link_invalid' }],
      }),
    );
    renderRoutes(
      [{ path: '/event-planners/register', Component: RegisterPage }],
      '/event-planners/register#token=abcdefghijklmnopqrstuvwxyz012345',
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password'), 'a long secret');
    await user.click(screen.getByRole('button', { name: 'Open my account' }));
    expect((await screen.findByRole('alert')).textContent).toContain(spent);
    await user.click(screen.getByRole('button', { name: 'Register again' }));
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeTruthy();
  });

  it("hints the contract's password minimum", () => {
    const { password } = renderRegister();
    const hint = document.getElementById(password.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('At least 8 characters.');
  });

  it('puts each 400 detail at its own field', async () => {
    fetchMock.mockResolvedValue(
      refusalResponse(400, 'validation', 'account.name_required', {
        params: { min: 1 },
        fields: [
          { field: 'name', reason: 'account.name_required', params: { min: 1 }, issue: 'too_small' },
          { field: 'password', reason: 'account.password_too_short', params: { min: 8 }, issue: 'too_small' },
          // A second problem of the same field is not shown: the first is the one to fix.
          { field: 'password', reason: 'validation.invalid' },
        ],
      }),
    );
    const form = renderRegister();
    await form.user.type(form.identifier, 'neema@example.com');
    await form.user.type(form.password, 'short');
    await form.user.click(form.submit);

    await waitFor(() => expect(form.name.getAttribute('aria-invalid')).toBe('true'));
    expect(form.identifier.getAttribute('aria-invalid')).toBeNull();
    expect(form.password.getAttribute('aria-invalid')).toBe('true');
    const [errorId, hintId] = (form.password.getAttribute('aria-describedby') ?? '').split(' ');
    expect(document.getElementById(errorId ?? '')?.textContent).toBe('Use at least 8 characters.');
    expect(document.getElementById(hintId ?? '')?.textContent).toBe('At least 8 characters.');
    expect(screen.getByText('Enter your name.')).toBeTruthy();
    expect(screen.queryByText('This value is not valid.')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
