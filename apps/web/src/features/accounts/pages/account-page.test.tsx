import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session-store.ts';
import { USER_KEY } from '../../../lib/storage-keys.ts';
import { LocationProbe, renderRoutes, resetAppState, signInAs } from '../../../test/app-router.tsx';
import { neema } from '../../../test/auth-fixtures.ts';
import { refusalResponse } from '../../../test/refusal.ts';
import { jsonResponse } from '../../../test/render.tsx';
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
    list
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.querySelector('[data-value]')?.textContent]),
  );
}

describe('AccountPage', () => {
  it('shows the profile of the signed-in person, the phone written out and the role in words', () => {
    signInAs(neema);
    renderAccount();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your account');
    expect(profile()).toEqual({
      Name: 'Neema Mushi',
      'Language for messages': 'Not chosen yet',
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
    const signOut = fetchMock.mock.calls.find(([url]) => url === '/api/v1/auth/sign-out');
    expect((signOut?.[1] as RequestInit | undefined)?.method).toBe('POST');
    expect(useSession.getState().user).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
  });

  it('counts a session that had already ended (401) as signed out', async () => {
    signInAs(neema);
    fetchMock.mockResolvedValue(refusalResponse(401, 'unauthorized', 'auth.sign_in_required'));
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

const chromeOnAndroid =
  'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const firefoxOnWindows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0';
const otherSessionId = '0b9e7c1a-5d4f-4e2b-8a7c-1d2e3f4a5b6c';

function sessionsAnswer(withOther = true) {
  return jsonResponse({
    sessions: [
      {
        id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
        createdAt: '2026-11-20T08:00:00.000Z',
        lastSeenAt: '2026-11-22T09:15:00.000Z',
        userAgent: chromeOnAndroid,
        current: true,
      },
      ...(withOther
        ? [
            {
              id: otherSessionId,
              createdAt: '2026-11-01T08:00:00.000Z',
              lastSeenAt: '2026-11-10T17:40:00.000Z',
              userAgent: firefoxOnWindows,
              current: false,
            },
          ]
        : []),
    ],
  });
}

describe('AccountPage security', () => {
  it('lists the signed-in devices, marks this one and signs another out', async () => {
    signInAs(neema);
    let ended = false;
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (url === `/api/v1/auth/sessions/${otherSessionId}` && init?.method === 'DELETE') {
        ended = true;
        return new Response(null, { status: 204 });
      }
      return sessionsAnswer(!ended);
    });
    renderAccount();
    const devices = within(screen.getByRole('region', { name: 'Where you are signed in' }));
    expect(await devices.findByText('Chrome on Android')).toBeTruthy();
    expect(devices.getByText('This device')).toBeTruthy();
    expect(devices.getByText('Last used 10 Nov 2026, 20:40')).toBeTruthy(); // Dar es Salaam time

    await userEvent.click(devices.getByRole('button', { name: 'Sign out Firefox on Windows' }));
    await waitFor(() => expect(devices.queryByText('Firefox on Windows')).toBeNull());
    expect(ended).toBe(true);
  });

  it('changes the password and clears the form; a wrong current password shows at its field', async () => {
    signInAs(neema);
    const wrong = 'Your current password is not right.';
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (url !== '/api/v1/auth/password') return sessionsAnswer();
      const body = JSON.parse(String(init?.body));
      return body.currentPassword === 'the right one'
        ? new Response(null, { status: 204 })
        : refusalResponse(400, 'validation', 'account.current_password_wrong', {
            fields: [{ field: 'currentPassword', reason: 'account.current_password_wrong' }],
          });
    });
    renderAccount();
    const form = within(screen.getByRole('region', { name: 'Change password' }));
    const current = form.getByLabelText('Current password') as HTMLInputElement;
    const next = form.getByLabelText('New password') as HTMLInputElement;

    await userEvent.type(current, 'a wrong one');
    await userEvent.type(next, 'my new long secret');
    await userEvent.click(form.getByRole('button', { name: 'Change password' }));
    expect(await form.findByText(wrong)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(current));

    await userEvent.clear(current);
    await userEvent.type(current, 'the right one');
    await userEvent.click(form.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password is changed. Other devices are signed out.')).toBeTruthy();
    expect(current.value).toBe('');
    expect(next.value).toBe('');
  });
});
