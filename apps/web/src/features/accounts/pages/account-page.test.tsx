import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session-store.ts';
import { USER_KEY } from '../../../lib/storage-keys.ts';
import { LocationProbe, renderRoutes, resetAppState, signInAs } from '../../../test/app-router.tsx';
import { apiFailure, neema } from '../../../test/auth-fixtures.ts';
import { AccountPage } from './account-page.tsx';

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetAppState();
});

function renderAccount() {
  renderRoutes(
    [
      { path: '/event-planners/Account', Component: AccountPage },
      { path: '*', Component: LocationProbe },
    ],
    '/event-planners/Account',
  );
}

function profile() {
  const list = within(screen.getByRole('region', { name: 'Your details' }));
  return Object.fromEntries(
    list.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
}

describe('AccountPage', () => {
  it('shows the profile of the signed-in person, the phone written out and the role in words', () => {
    signInAs(neema);
    renderAccount();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your account');
    expect(profile()).toEqual({
      Name: 'Neema Mushi',
      Email: 'neema@example.com',
      'Phone number': '+255 754 123 456',
      'Account type': 'Customer',
    });
  });

  it('says what is missing, in Swahili too', async () => {
    signInAs({ ...neema, email: null, phone: null, userRole: 'vendor' });
    await i18next.changeLanguage('sw');
    renderAccount();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Akaunti yako');
    const list = within(screen.getByRole('region', { name: 'Taarifa zako' }));
    expect(list.getAllByText('Haijawekwa')).toHaveLength(2);
    expect(list.getByText('Mtoa huduma')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Toka' })).toBeTruthy();
  });

  it('signs out on the server, then forgets the stored user and opens Event Planners', async () => {
    signInAs(neema);
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    renderAccount();

    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByTestId('location')).toHaveProperty('textContent', '/event-planners');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/auth/sign-out');
    expect((fetchMock.mock.calls[0]?.[1] as RequestInit | undefined)?.method).toBe('POST');
    expect(useSession.getState().user).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
  });

  it('counts a session that had already ended (401) as signed out', async () => {
    signInAs(neema);
    fetchMock.mockResolvedValue(apiFailure(401, 'unauthorized', 'Please sign in to continue.'));
    renderAccount();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByTestId('location')).toHaveProperty('textContent', '/event-planners');
    expect(useSession.getState().user).toBeNull();
  });

  it('stays signed in and says so when the server cannot be reached', async () => {
    signInAs(neema);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderAccount();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not sign you out. Check your connection and try again.',
    );
    await waitFor(() => expect(useSession.getState().user).toEqual(neema));
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('offers a visitor the ways in, coming back here afterwards', () => {
    renderAccount();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Account');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/event-planners/login?next=%2Fevent-planners%2FAccount',
    );
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe(
      '/event-planners/register?next=%2Fevent-planners%2FAccount',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
