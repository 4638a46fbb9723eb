import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, resetAppState, signInAs } from '../../../test/app-router.tsx';
import { neema } from '../../../test/auth-fixtures.ts';
import { refusalResponse } from '../../../test/refusal.ts';
import { jsonResponse } from '../../../test/render.tsx';
import { AccountPage } from '../pages/account-page.tsx';

const admin = { ...neema, userRole: 'admin' as const };
const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const uri = `otpauth://totp/Sherehe:neema%40example.com?issuer=Sherehe&secret=${secret}&algorithm=SHA1&digits=6&period=30`;
const codes = Array.from({ length: 10 }, (_, i) => `ABCDE-2345${i}`);

let fetchMock: ReturnType<typeof vi.fn>;
let status = { enabled: false, available: true, sessionVerified: false, recoveryCodesLeft: 0 };

beforeEach(() => {
  status = { enabled: false, available: true, sessionVerified: false, recoveryCodesLeft: 0 };
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (url === '/api/v1/auth/sessions') return jsonResponse({ sessions: [] });
    if (url === '/api/v1/auth/second-factor') return jsonResponse(status);
    if (url === '/api/v1/auth/second-factor/setup' && method === 'POST') return jsonResponse({ secret, uri });
    if (url === '/api/v1/auth/second-factor/confirm') {
      const { code } = JSON.parse(String(init?.body));
      if (code !== '123456') {
        return refusalResponse(400, 'validation', 'auth.second_factor_setup_wrong_code', {
          fields: [{ field: 'code', reason: 'auth.second_factor_setup_wrong_code' }],
        });
      }
      status = { enabled: true, available: true, sessionVerified: true, recoveryCodesLeft: 10 };
      return jsonResponse({ recoveryCodes: codes });
    }
    if (url === '/api/v1/auth/second-factor/disable') {
      status = { enabled: false, available: true, sessionVerified: false, recoveryCodesLeft: 0 };
      return new Response(null, { status: 204 });
    }
    return refusalResponse(404, 'not_found', 'request.no_route', { params: { method, path: url } });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetAppState();
});

function renderAccount() {
  renderRoutes([{ path: '/event-planners/Account', Component: AccountPage }], '/event-planners/Account');
  return userEvent.setup();
}

describe('two-step sign-in on the account page', () => {
  it('sets up: password, then the QR code and key, a first code, then the recovery codes shown once', async () => {
    signInAs(admin);
    const user = renderAccount();
    const section = within(await screen.findByRole('region', { name: 'Two-step sign-in' }));
    await user.type(section.getByLabelText('Password'), 'a long secret');
    await user.click(section.getByRole('button', { name: 'Set up two-step sign-in' }));

    expect(await section.findByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    // The QR library arrives on demand and draws the otpauth:// address.
    const qr = await section.findByRole('img', { name: 'QR code to add Sherehe to an authenticator app' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);

    const code = section.getByLabelText('Authentication code');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    await user.type(code, '000000');
    await user.click(section.getByRole('button', { name: 'Turn on' }));
    expect(
      await section.findByText(
        'That code is not right. Check that the time on your phone is correct and enter the newest code.',
      ),
    ).toBeTruthy();

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(section.getByRole('button', { name: 'Turn on' }));
    const list = await section.findByRole('list', { name: 'Your recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes);

    await user.click(section.getByRole('button', { name: 'I have saved my recovery codes' }));
    expect(await section.findByText(/10 recovery codes left\./)).toBeTruthy();
    expect(section.queryByRole('list')).toBeNull();
  });

  it('turns off with the password and a code, in Swahili', async () => {
    status = { enabled: true, available: true, sessionVerified: true, recoveryCodesLeft: 3 };
    signInAs(admin);
    await i18next.changeLanguage('sw');
    const user = renderAccount();
    const section = within(await screen.findByRole('region', { name: 'Kuingia kwa hatua mbili' }));
    expect(section.getByText(/Umebakiwa na misimbo 3 ya dharura\./)).toBeTruthy();
    await user.type(section.getByLabelText('Nenosiri'), 'a long secret');
    await user.type(section.getByLabelText('Msimbo wa uthibitishaji'), '654321');
    await user.click(section.getByRole('button', { name: 'Zima' }));
    expect(await section.findByRole('button', { name: 'Weka kuingia kwa hatua mbili' })).toBeTruthy();
    const sent = fetchMock.mock.calls.find(([url]) => url === '/api/v1/auth/second-factor/disable');
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ password: 'a long secret', code: '654321' });
  });

  it('is not shown to accounts that cannot have it', async () => {
    status = { enabled: false, available: false, sessionVerified: false, recoveryCodesLeft: 0 };
    signInAs(neema);
    renderAccount();
    await screen.findByRole('heading', { level: 1 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Two-step sign-in' })).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/v1/auth/second-factor')).toBe(true);
  });
});
