import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session-store.ts';
import { USER_KEY } from '../../../lib/storage-keys.ts';
import { LocationProbe, renderRoutes, resetAppState } from '../../../test/app-router.tsx';
import { apiFailure, authOk, neema, sentBody } from '../../../test/auth-fixtures.ts';
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
  it('creates the account, signs it in and opens Event Planners', async () => {
    fetchMock.mockResolvedValue(authOk(neema, 201));
    const form = renderRegister();
    await fillIn(form);
    await form.user.click(form.submit);

    expect(await screen.findByTestId('location')).toHaveProperty('textContent', '/event-planners');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/auth/register');
    expect(sentBody(fetchMock)).toEqual({
      name: 'Neema Mushi',
      identifier: '0754 123 456',
      password: 'a long secret',
    });
    expect(useSession.getState().user).toEqual(neema);
    expect(JSON.parse(localStorage.getItem(USER_KEY) ?? 'null')).toEqual(neema);
  });

  it("hints the contract's password minimum", () => {
    const { password } = renderRegister();
    const hint = document.getElementById(password.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('At least 8 characters.');
  });

  it('shows an existing account as a message with a link to sign in that carries the identifier', async () => {
    fetchMock.mockResolvedValue(
      apiFailure(
        409,
        'conflict',
        'An account with this email or phone number already exists. Sign in instead.',
      ),
    );
    const form = renderRegister();
    await fillIn(form);
    await form.user.click(form.submit);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'An account with this email or phone number already exists. Sign in instead.',
    );
    const link = screen.getByRole('link', { name: 'Sign in with this email or phone number' });
    expect(alert.contains(link)).toBe(true);
    expect(link.getAttribute('href')).toBe('/event-planners/login');
    expect(useSession.getState().user).toBeNull();

    await form.user.click(link);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByLabelText('Email or phone number')).toHaveProperty('value', '0754 123 456');
  });

  it('puts each 400 detail at its own field', async () => {
    fetchMock.mockResolvedValue(
      apiFailure(400, 'validation', 'Enter your name.', [
        { field: 'name', message: 'Enter your name.' },
        { field: 'password', message: 'Use at least 8 characters.' },
        { field: 'password', message: 'a second problem of the same field is not shown' },
      ]),
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
    expect(screen.queryByText('a second problem of the same field is not shown')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
