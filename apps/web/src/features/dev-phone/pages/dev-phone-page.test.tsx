import type { DevPhonePush } from '@sherehe/core/api/payments';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refusalResponse } from '../../../test/refusal.ts';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import { DevPhonePage } from './dev-phone-page.tsx';

const PUSH = '11111111-1111-4111-8111-111111111111';

function push(overrides: Partial<DevPhonePush> = {}): DevPhonePush {
  return {
    id: PUSH,
    amountTzs: 250_000,
    merchant: 'Sherehe',
    description: 'Harusi venue deposit',
    status: 'waiting',
    createdAt: '2026-11-24T10:00:00.000Z',
    expiresAt: '2026-11-24T10:02:00.000Z',
    ...overrides,
  };
}

const noTexts = () => jsonResponse({ phone: '+255754123456', texts: [] });
const noMoney = () => jsonResponse({ phone: '+255754123456', received: [] });

afterEach(() => vi.unstubAllGlobals());

describe('the demo phone', () => {
  it('lists the prompts sent to the number and approves one with a 4-digit PIN', async () => {
    let answered = false;
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url.includes('/texts')) return noTexts();
      if (url.includes('/money')) return noMoney();
      if (init?.method === 'POST') {
        answered = true;
        return jsonResponse({ push: push({ status: 'approved' }) });
      }
      return jsonResponse({ phone: '+255754123456', pushes: [push(answered ? { status: 'approved' } : {})] });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<DevPhonePage />, { route: '/dev/phone?number=%2B255754123456' });
    const prompt = await screen.findByRole('article', {
      name: 'Payment request from Sherehe for TZS 250,000',
    });
    fireEvent.change(within(prompt).getByLabelText('Enter your 4-digit PIN to pay'), {
      target: { value: '12a34' },
    });
    fireEvent.click(within(prompt).getByRole('button', { name: 'Pay' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        `/api/v1/dev/phone/pushes/${PUSH}/approve`,
        expect.objectContaining({ method: 'POST', body: JSON.stringify({ pin: '1234' }) }),
      ),
    );
    expect(await screen.findByText('Paid')).toBeTruthy();
  });

  it('declines, and says when payments are not simulated here', async () => {
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) =>
      url.includes('/texts')
        ? noTexts()
        : url.includes('/money')
          ? noMoney()
          : init?.method === 'POST'
            ? jsonResponse({ push: push({ status: 'declined' }) })
            : jsonResponse({ phone: '+255754123456', pushes: [push()] }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<DevPhonePage />, { route: '/dev/phone?number=0754123456' });
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(`/api/v1/dev/phone/pushes/${PUSH}/decline`, expect.anything()),
    );

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => refusalResponse(404, 'not_found', 'payments.simulator_off')),
    );
    renderWithProviders(<DevPhonePage />, { route: '/dev/phone?number=0754000000' });
    expect(await screen.findByText('The demo phone is there only when payments are simulated.')).toBeTruthy();
  });

  it('shows the texts sent to the number and replies STOP to them', async () => {
    let stopped = false;
    const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
      if (url === '/api/v1/dev/phone/replies') {
        stopped = true;
        return jsonResponse({ phone: '+255754123456', outcome: 'stopped' });
      }
      if (url.includes('/money')) return noMoney();
      if (url.includes('/texts')) {
        return jsonResponse({
          phone: '+255754123456',
          texts: [
            {
              id: '22222222-2222-4222-8222-222222222222',
              text: 'Hello Baraka, a reminder of your pledge to Harusi ya Amina. Reply STOP to stop reminders',
              sentAt: '2026-11-24T07:00:00.000Z',
            },
          ],
        });
      }
      return jsonResponse({ phone: '+255754123456', pushes: [] });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<DevPhonePage />, { route: '/dev/phone?number=0754123456' });
    const inbox = await screen.findByRole('region', { name: 'Messages' });
    expect(within(inbox).getByText(/a reminder of your pledge to Harusi ya Amina/)).toBeTruthy();
    expect(within(inbox).getByText('24 Nov, 10:00')).toBeTruthy();
    fireEvent.click(within(inbox).getByRole('button', { name: 'Reply STOP' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/v1/dev/phone/replies',
        expect.objectContaining({
          method: 'POST',
          body: JSON.stringify({ number: '0754123456', text: 'STOP' }),
        }),
      ),
    );
    expect(
      await within(inbox).findByText('You replied STOP: no more reminders to this number.'),
    ).toBeTruthy();
    expect(stopped).toBe(true);
  });
  it('shows the money paid out to the number, newest first, in both languages, and asks again for more', async () => {
    let received = [
      {
        id: '33333333-3333-4333-8333-333333333333',
        amountTzs: 142_500,
        from: 'Sherehe',
        receivedAt: '2026-11-24T05:00:00.000Z',
      },
    ];
    const fetchMock = vi.fn(async (url: string) => {
      if (url.includes('/texts')) return noTexts();
      if (url.includes('/money')) return jsonResponse({ phone: '+255754123456', received });
      return jsonResponse({ phone: '+255754123456', pushes: [] });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<DevPhonePage />, { route: '/dev/phone?number=0754123456' });
    const money = await screen.findByRole('region', { name: 'Money received' });
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/dev/phone/money?number=0754123456', expect.anything());
    expect(within(money).getByRole('listitem').textContent).toBe(
      'You have received TZS 142,500 from Sherehe24 Nov, 08:00',
    );

    // A payout lands while the page is open: the next poll shows it on top.
    received = [
      {
        id: '44444444-4444-4444-8444-444444444444',
        amountTzs: 60_000,
        from: 'Sherehe',
        receivedAt: '2026-11-25T06:30:00.000Z',
      },
      ...received,
    ];
    await waitFor(
      () =>
        expect(within(money).getAllByRole('listitem')[0]?.textContent).toBe(
          'You have received TZS 60,000 from Sherehe25 Nov, 09:30',
        ),
      { timeout: 5000 },
    );

    await i18next.changeLanguage('sw');
    expect(await within(money).findByText('Umepokea TSh 60,000 kutoka Sherehe')).toBeTruthy();
    await i18next.changeLanguage('en');
  });
});
