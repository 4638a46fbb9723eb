// The account page's details: name and language saved at once (the app switches language with them), and a new
// e-mail address or phone number asked for with the password, made when the link sent to it is opened.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session-store.ts';
import { LANGUAGE_KEY } from '../../../lib/storage-keys.ts';
import { renderRoutes, resetAppState, signInAs } from '../../../test/app-router.tsx';
import { neema } from '../../../test/auth-fixtures.ts';
import { refusalResponse } from '../../../test/refusal.ts';
import { jsonResponse } from '../../../test/render.tsx';
import { AccountPage } from '../pages/account-page.tsx';

let fetchMock: ReturnType<typeof vi.fn>;
const TOKEN = 'kM3x9Qw_ZtV8rB2nLp4sYh7dJc6fGa1e';

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  sessionStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetAppState();
  sessionStorage.clear();
});

/** Answers `routes` by "METHOD path"; every other call of the page (devices, two-step) gets an empty answer. */
function answer(routes: Record<string, (body: unknown) => Response>) {
  fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
    const handler = routes[`${init?.method ?? 'GET'} ${url}`];
    if (handler) return handler(init?.body ? JSON.parse(String(init.body)) : undefined);
    return jsonResponse({ sessions: [] });
  });
}

const calls = (method: string, url: string) =>
  fetchMock.mock.calls.filter(
    ([called, init]) => called === url && (init as RequestInit | undefined)?.method === method,
  );

/** The JSON body of the first call of `method` to `url`. */
function bodyOf(method: string, url: string): unknown {
  const init = calls(method, url)[0]?.[1] as RequestInit | undefined;
  return JSON.parse(String(init?.body));
}

function renderAccount(path = '/event-planners/Account') {
  return renderRoutes([{ path: '/event-planners/Account', Component: AccountPage }], path);
}

const details = () => within(screen.getByRole('region', { name: /Your details|Taarifa zako/ }));

function shown(label: string) {
  const term = details().getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.querySelector('[data-value]')?.textContent;
}

describe('name and language', () => {
  it('saves both, shows them, and switches the app to the chosen language', async () => {
    signInAs(neema);
    answer({
      'PATCH /api/v1/auth/me': () =>
        jsonResponse({ user: { ...neema, name: 'Neema M. Mushi', language: 'sw' } }),
    });
    renderAccount();
    await userEvent.click(details().getByRole('button', { name: 'Edit' }));
    const name = details().getByLabelText('Name') as HTMLInputElement;
    expect(name.value).toBe('Neema Mushi');
    const language = details().getByLabelText('Language for messages') as HTMLSelectElement;
    expect(language.value).toBe('en'); // none chosen yet: the language on screen
    await userEvent.clear(name);
    await userEvent.type(name, 'Neema M. Mushi');
    await userEvent.selectOptions(language, 'sw');
    await userEvent.click(details().getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(i18next.language).toBe('sw'));
    expect(calls('PATCH', '/api/v1/auth/me')).toHaveLength(1);
    expect(bodyOf('PATCH', '/api/v1/auth/me')).toEqual({
      name: 'Neema M. Mushi',
      language: 'sw',
    });
    expect(await screen.findByText('Taarifa zako zimehifadhiwa.')).toBeTruthy(); // in the language just chosen
    expect(shown('Jina')).toBe('Neema M. Mushi');
    expect(shown('Lugha ya ujumbe')).toBe('Kiswahili');
    expect(useSession.getState().user).toMatchObject({ name: 'Neema M. Mushi', language: 'sw' });
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('sw');
  });

  it('shows a refused name at its field and keeps the form open; Cancel leaves everything as it was', async () => {
    signInAs({ ...neema, language: 'en' });
    answer({
      'PATCH /api/v1/auth/me': () =>
        refusalResponse(400, 'validation', 'account.name_required', {
          fields: [{ field: 'name', reason: 'account.name_required', issue: 'too_small' }],
        }),
    });
    renderAccount();
    await userEvent.click(details().getByRole('button', { name: 'Edit' }));
    const name = details().getByLabelText('Name');
    await waitFor(() => expect(document.activeElement).toBe(name)); // the form opens with the focus in it
    await userEvent.clear(name);
    await userEvent.click(details().getByRole('button', { name: 'Save' }));
    expect(await details().findByText('Enter your name.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(name));

    await userEvent.click(details().getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(details().getByRole('button', { name: 'Edit' })));
    expect(shown('Name')).toBe('Neema Mushi');
    expect(shown('Language for messages')).toBe('English');
    expect(i18next.language).toBe('en');
  });
});

describe('a new e-mail address or phone number', () => {
  it('asks with the password and the language on screen, then says where the link went; nothing changes yet', async () => {
    signInAs(neema);
    const expiresAt = new Date(Date.now() + 24 * 3600_000).toISOString();
    answer({
      'POST /api/v1/auth/me/contact': () =>
        jsonResponse({ kind: 'email', value: 'neema.new@example.com', expiresAt }, 202),
    });
    renderAccount();
    await userEvent.click(details().getByRole('button', { name: 'Change Email' }));
    await userEvent.type(details().getByLabelText('New email address'), 'Neema.New@example.com');
    await userEvent.type(details().getByLabelText('Current password'), 'my long secret');
    await userEvent.click(details().getByRole('button', { name: 'Send link' }));

    const note = await details().findByRole('status');
    expect(note.textContent).toBe(
      'We have sent a link to neema.new@example.com. Open it within 24 hours, signed in to this account, to finish the change. Until then you sign in with your current email.',
    );
    expect(bodyOf('POST', '/api/v1/auth/me/contact')).toEqual({
      kind: 'email',
      value: 'Neema.New@example.com',
      password: 'my long secret',
      language: 'en',
    });
    expect(shown('Email')).toBe('neema@example.com');
    expect(details().queryByLabelText('New email address')).toBeNull();
  });

  it('adds a phone number to an account without one, in Swahili, the note with the number written out', async () => {
    signInAs({ ...neema, phone: null });
    await i18next.changeLanguage('sw');
    const expiresAt = new Date(Date.now() + 24 * 3600_000).toISOString();
    answer({
      'POST /api/v1/auth/me/contact': () =>
        jsonResponse({ kind: 'phone', value: '+255754300400', expiresAt }, 202),
    });
    renderAccount();
    await userEvent.click(details().getByRole('button', { name: 'Ongeza Namba ya simu' }));
    await userEvent.type(details().getByLabelText('Namba mpya ya simu'), '0754 300 400');
    await userEvent.type(details().getByLabelText('Nenosiri la sasa'), 'my long secret');
    await userEvent.click(details().getByRole('button', { name: 'Tuma kiungo' }));
    expect((await details().findByRole('status')).textContent).toMatch(
      /^Tumetuma kiungo kwa SMS kwenda \+255 754 300 400\. Kifungue ndani ya saa 24/,
    );
    expect(bodyOf('POST', '/api/v1/auth/me/contact')).toMatchObject({ kind: 'phone', language: 'sw' });
  });

  it('says a taken address and a wrong password at their fields, and an account without a password above', async () => {
    signInAs(neema);
    const refusals = [
      refusalResponse(409, 'conflict', 'account.contact_taken', {
        fields: [{ field: 'value', reason: 'account.contact_taken' }],
      }),
      refusalResponse(400, 'validation', 'account.current_password_wrong', {
        fields: [{ field: 'password', reason: 'account.current_password_wrong' }],
      }),
      refusalResponse(422, 'business_rule', 'account.no_password_yet'),
    ];
    answer({ 'POST /api/v1/auth/me/contact': () => refusals.shift() as Response });
    renderAccount();
    await userEvent.click(details().getByRole('button', { name: 'Change Email' }));
    const value = details().getByLabelText('New email address');
    await userEvent.type(value, 'asha@example.com');
    await userEvent.type(details().getByLabelText('Current password'), 'my long secret');
    const send = details().getByRole('button', { name: 'Send link' });

    await userEvent.click(send);
    expect(
      await details().findByText('Another account already uses this email or phone number.'),
    ).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(value));
    await userEvent.click(send);
    expect(await details().findByText('Your current password is not right.')).toBeTruthy();
    await userEvent.click(send);
    expect((await details().findByRole('alert')).textContent).toMatch(/has no password yet/);
    expect(details().queryByRole('status')).toBeNull();
  });
});

describe('opening the link', () => {
  it('signed in: makes the change, shows the new address and says so; the token leaves the address bar', async () => {
    signInAs(neema);
    answer({
      'POST /api/v1/auth/me/contact/confirm': () =>
        jsonResponse({ user: { ...neema, email: 'neema.new@example.com' } }),
    });
    const { router } = renderAccount(`/event-planners/Account#token=${TOKEN}`);
    await waitFor(() => expect(shown('Email')).toBe('neema.new@example.com'));
    expect(await screen.findByText('Your email address is now neema.new@example.com.')).toBeTruthy();
    expect(shown('Email')).toBe('neema.new@example.com');
    const confirmations = calls('POST', '/api/v1/auth/me/contact/confirm');
    expect(confirmations).toHaveLength(1);
    expect(bodyOf('POST', '/api/v1/auth/me/contact/confirm')).toEqual({
      token: TOKEN,
    });
    expect(router.state.location.hash).toBe('');
  });

  it('signed in to another account or too late: says why, and nothing changes', async () => {
    signInAs(neema);
    answer({
      'POST /api/v1/auth/me/contact/confirm': () =>
        refusalResponse(400, 'validation', 'account.contact_link_invalid', {
          fields: [{ field: 'token', reason: 'account.contact_link_invalid' }],
        }),
    });
    renderAccount(`/event-planners/Account#token=${TOKEN}`);
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^This link has expired or was already used/,
    );
    expect(shown('Email')).toBe('neema@example.com');
  });

  it('signed out: asks to sign in, keeps the token in this tab, and makes the change once signed in', async () => {
    answer({
      'POST /api/v1/auth/me/contact/confirm': () =>
        jsonResponse({ user: { ...neema, phone: '+255754300400' } }),
    });
    const { router } = renderAccount(`/event-planners/Account#token=${TOKEN}`);
    expect(
      await screen.findByText(
        'Sign in to the account that asked for this link to finish changing its email address or phone number.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    expect(sessionStorage.getItem('contactChangeToken')).toBe(TOKEN);
    expect(calls('POST', '/api/v1/auth/me/contact/confirm')).toHaveLength(0);

    signInAs(neema);
    expect(await screen.findByText('Your phone number is now +255 754 300 400.')).toBeTruthy();
    expect(calls('POST', '/api/v1/auth/me/contact/confirm')).toHaveLength(1);
    expect(sessionStorage.getItem('contactChangeToken')).toBeNull();
  });
});
