import type { EventMoneyResponse, EventWithdrawal } from '@sherehe/core/api/withdrawals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { renderRoutes, resetAppState, signInAs } from '../../../test/app-router.tsx';
import { neema } from '../../../test/auth-fixtures.ts';
import { refusalResponse } from '../../../test/refusal.ts';
import { jsonResponse } from '../../../test/render.tsx';
import { EVENT, fakeEventServer } from '../manage-test-fixtures.ts';
import { ManageEventPage } from '../pages/manage-event-page.tsx';

const WITHDRAWAL = 'cf6b7a8c-9dae-4fb0-81c2-4d5e6f708192';

let fetchMock: Mock;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  signInAs(neema);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  resetAppState();
  await i18next.changeLanguage('en');
});

function money(overrides: Partial<EventMoneyResponse> = {}): EventMoneyResponse {
  return {
    collectedTzs: 600_000,
    feesTzs: 0,
    withdrawnTzs: 0,
    sendingTzs: 0,
    availableTzs: 600_000,
    minimumTzs: 10_000,
    needsApproval: true,
    mayWithdraw: true,
    payoutsAvailable: true,
    withdrawals: [],
    ...overrides,
  };
}

const waiting = (overrides: Partial<EventWithdrawal> = {}): EventWithdrawal => ({
  id: WITHDRAWAL,
  amountTzs: 300_000,
  phone: '+255 754 900 900',
  accountName: 'AMINA JUMA',
  status: 'awaiting_approval',
  requestedByName: 'Neema Mushi',
  requestedAt: '2026-11-29T08:00:00.000Z',
  decidedByName: null,
  decidedAt: null,
  failureMessage: null,
  mayApprove: false,
  mayCancel: true,
  ...overrides,
});

const renderMoney = () =>
  renderRoutes(
    [{ path: '/event-planners/events/:id', Component: ManageEventPage }],
    `/event-planners/events/${EVENT}?tab=money`,
  );

describe('the Money tab', () => {
  it('shows the host what is available, says a second person approves, and asks for a withdrawal', async () => {
    let answer = money();
    const seen = fakeEventServer(fetchMock, 'host', (request) => {
      if (request.url.pathname.endsWith('/withdrawals') && request.method === 'POST') {
        answer = money({ availableTzs: 300_000, withdrawals: [waiting()] });
        return jsonResponse(answer);
      }
      if (request.url.pathname.endsWith('/money')) return jsonResponse(answer);
      return undefined;
    });
    renderMoney();
    expect(await screen.findByText('Available to withdraw')).toBeTruthy();
    expect(screen.getByText(/never the person who asked/)).toBeTruthy();
    expect(screen.getByText('No withdrawals yet.')).toBeTruthy();

    await userEvent.type(screen.getByLabelText('Amount (TZS)'), '300,000');
    await userEvent.type(screen.getByLabelText('Mobile-money number'), '0754 900 900');
    await userEvent.click(screen.getByRole('button', { name: 'Ask for approval' }));

    const posted = seen.find((request) => request.method === 'POST');
    expect(posted?.body).toEqual({ amountTzs: 300_000, phone: '0754 900 900' });
    const list = screen.getByRole('region', { name: 'Withdrawals' });
    expect(await within(list).findByText('Waiting for approval')).toBeTruthy();
    expect(within(list).getByText('To +255 754 900 900 · AMINA JUMA')).toBeTruthy();
    // The one who asked may cancel, not approve.
    expect(within(list).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(within(list).queryByRole('button', { name: 'Approve and send' })).toBeNull();
  });

  it('words a refusal at its field, in Swahili too', async () => {
    await i18next.changeLanguage('sw');
    fakeEventServer(fetchMock, 'host', (request) => {
      if (request.method === 'POST') {
        return refusalResponse(422, 'business_rule', 'withdrawals.more_than_available', {
          params: { available: 600_000 },
        });
      }
      if (request.url.pathname.endsWith('/money')) return jsonResponse(money());
      return undefined;
    });
    renderMoney();
    await userEvent.type(await screen.findByLabelText('Kiasi (TSh)'), '700000');
    await userEvent.type(screen.getByLabelText('Namba ya pesa ya simu'), '0754 900 900');
    await userEvent.click(screen.getByRole('button', { name: 'Omba idhini' }));
    expect(await screen.findByText(/Zinazopatikana kutoa ni TSh 600,000 tu/)).toBeTruthy();
  });

  it('lets a treasurer approve after a confirmation that names the receiver', async () => {
    let answer = money({
      mayWithdraw: false,
      availableTzs: 300_000,
      withdrawals: [waiting({ mayApprove: true })],
    });
    const seen = fakeEventServer(fetchMock, 'treasurer', (request) => {
      if (request.url.pathname.endsWith('/approve')) {
        answer = money({
          mayWithdraw: false,
          availableTzs: 300_000,
          sendingTzs: 300_000,
          withdrawals: [
            waiting({ status: 'sending', mayApprove: false, mayCancel: false, decidedByName: 'Baraka' }),
          ],
        });
        return jsonResponse(answer);
      }
      if (request.url.pathname.endsWith('/money')) return jsonResponse(answer);
      return undefined;
    });
    renderMoney();
    // A treasurer may approve but not ask.
    expect(await screen.findByText('The host or the chair withdraws the event’s money.')).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Approve and send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send TZS 300,000 to +255 754 900 900?' });
    expect(within(dialog).getByText(/to AMINA JUMA/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve and send' }));
    await waitFor(() =>
      expect(
        seen.some((request) => request.url.pathname.endsWith(`/withdrawals/${WITHDRAWAL}/approve`)),
      ).toBe(true),
    );
    expect(await screen.findByText('On its way', { selector: 'span' })).toBeTruthy();
    expect(screen.getByText(/Approved by Baraka/)).toBeTruthy();
  });
});
