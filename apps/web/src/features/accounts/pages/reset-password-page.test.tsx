import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session-store.ts';
import { LocationProbe, renderRoutes, resetAppState } from '../../../test/app-router.tsx';
import { authOk, neema, sentBody } from '../../../test/auth-fixtures.ts';
import { refusalResponse } from '../../../test/refusal.ts';
import { jsonResponse } from '../../../test/render.tsx';
import { ResetPasswordPage } from './reset-password-page.tsx';

const INVALID = 'This reset link has expired or was already used. Ask for a new one.';
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(async () => {
  vi.unstubAllGlobals();
  resetAppState();
  await i18next.changeLanguage('en');
});

function renderReset(path = '/event-planners/reset-password') {
  const user = userEvent.setup();
  const { router } = renderRoutes(
    [
      { path: '/event-planners/reset-password', Component: ResetPasswordPage },
      { path: '*', Component: LocationProbe },
    ],
    path,
  );
  return { user, router };
}

describe('ResetPasswordPage', () => {
  it('asks for a link in the language on screen and shows the same answer whatever the server knows', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'sent' }, 202));
    const { user } = renderReset();
    await user.type(screen.getByLabelText('Email or phone number'), ' 0754 123 456 ');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));

    expect(await screen.findByRole('heading', { name: 'Check your messages' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('0754 123 456');
    // A text message never lands in a spam folder.
    expect(screen.getByRole('status').textContent).not.toContain('spam');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/auth/password-reset/request');
    expect(sentBody(fetchMock)).toEqual({ identifier: '0754 123 456', language: 'en' });
  });

  it('keeps what was typed on the sign-in page, and mentions spam only for an e-mail address', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'sent' }, 202));
    const user = userEvent.setup();
    const { router } = renderRoutes(
      [
        { path: '/event-planners/reset-password', Component: ResetPasswordPage },
        { path: '*', Component: LocationProbe },
      ],
      '/event-planners/login',
    );
    await router.navigate('/event-planners/reset-password', { state: { identifier: 'neema@example.com' } });
    const field = (await screen.findByLabelText('Email or phone number')) as HTMLInputElement;
    expect(field.value).toBe('neema@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect((await screen.findByRole('status')).textContent).toContain('check your spam folder too');
  });

  it('asks for a link that brings the person back to ?next=', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'sent' }, 202));
    const { user } = renderReset('/event-planners/reset-password?next=%2Fevent-planners%2Fcart');
    await user.type(screen.getByLabelText('Email or phone number'), 'neema@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    await screen.findByRole('heading', { name: 'Check your messages' });
    expect(sentBody(fetchMock)).toEqual({
      identifier: 'neema@example.com',
      language: 'en',
      next: '/event-planners/cart',
    });
  });

  it('asks in Swahili when the page is in Swahili', async () => {
    await i18next.changeLanguage('sw');
    fetchMock.mockResolvedValue(jsonResponse({ message: 'sent' }, 202));
    const { user } = renderReset();
    await user.type(screen.getByLabelText('Barua pepe au namba ya simu'), 'neema@example.com');
    await user.click(screen.getByRole('button', { name: 'Tuma kiungo' }));
    await screen.findByRole('heading', { name: 'Angalia ujumbe wako' });
    expect(sentBody(fetchMock)).toEqual({ identifier: 'neema@example.com', language: 'sw' });
  });

  it('from the link: takes the token out of the address, sets the password and signs in', async () => {
    fetchMock.mockResolvedValue(authOk());
    const { user, router } = renderReset(
      '/event-planners/reset-password#token=abcdefghijklmnopqrstuvwxyz012345',
    );
    expect(router.state.location.hash).toBe('');
    await user.type(screen.getByLabelText('New password'), 'a new long secret');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));

    expect(await screen.findByTestId('location')).toHaveProperty('textContent', '/event-planners');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/auth/password-reset');
    expect(sentBody(fetchMock)).toEqual({
      token: 'abcdefghijklmnopqrstuvwxyz012345',
      password: 'a new long secret',
    });
    expect(useSession.getState().user).toEqual(neema);
  });

  it('says when the link is spent and offers a new one', async () => {
    fetchMock.mockResolvedValue(
      refusalResponse(400, 'validation', 'account.reset_link_invalid', {
        fields: [{ field: 'token', reason: 'account.reset_link_invalid' }],
      }),
    );
    const { user } = renderReset('/event-planners/reset-password#token=abcdefghijklmnopqrstuvwxyz012345');
    await user.type(screen.getByLabelText('New password'), 'a new long secret');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));

    expect((await screen.findByRole('alert')).textContent).toContain(INVALID);
    await user.click(screen.getByRole('button', { name: 'Ask for a new link' }));
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeTruthy();
  });

  it('shows a refused password at its field', async () => {
    const common = 'This password is too common. Choose one that is harder to guess.';
    fetchMock.mockResolvedValue(
      refusalResponse(400, 'validation', 'account.password_common', {
        fields: [{ field: 'password', reason: 'account.password_common' }],
      }),
    );
    const { user } = renderReset('/event-planners/reset-password#token=abcdefghijklmnopqrstuvwxyz012345');
    await user.type(screen.getByLabelText('New password'), 'password1');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText(common)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
