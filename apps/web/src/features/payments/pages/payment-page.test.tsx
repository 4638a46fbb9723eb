import type { PaymentView } from '@sherehe/core/api/payments';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refusalResponse } from '../../../test/refusal.ts';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import { paymentKeys, paymentQuery } from '../api/use-payment.ts';
import { PaymentPage } from './payment-page.tsx';

const ID = '11111111-1111-4111-8111-111111111111';
const NEXT = '22222222-2222-4222-8222-222222222222';

function view(overrides: Partial<PaymentView> = {}): PaymentView {
  return {
    id: ID,
    status: 'pending',
    amountTzs: 250_000,
    phoneMasked: '+255 754 *** 456',
    wallet: 'M-Pesa',
    provider: 'simulator',
    description: 'Harusi venue deposit',
    failure: null,
    createdAt: '2026-11-24T10:00:00.000Z',
    expiresAt: '2026-11-24T10:15:00.000Z',
    settledAt: null,
    returnPath: '/event-planners/Account',
    retry: null,
    demoPhone: null,
    paidFor: null,
    ...overrides,
  };
}

function renderPage(id = ID) {
  return renderWithProviders(
    <Routes>
      <Route path="/event-planners/payments/:id" element={<PaymentPage />} />
    </Routes>,
    { route: `/event-planners/payments/${id}` },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the payment page', () => {
  it('says what to do on the phone, with the amount and the masked number, and links the demo phone', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(view({ demoPhone: '+255754123456' }))),
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Check your phone and enter your PIN' })).toBeTruthy();
    expect(
      screen.getByText(/We sent a request for TZS 250,000 to \+255 754 \*\*\* 456\. Enter your M-Pesa PIN/),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the demo phone' }).getAttribute('href')).toBe(
      '/dev/phone?number=%2B255754123456',
    );
  });

  it('updates by itself until the payment is settled, then shows the confirmation and where to go next', async () => {
    const answers = [view(), view({ status: 'succeeded', settledAt: '2026-11-24T10:01:00.000Z' })];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(answers.length > 1 ? answers.shift() : answers[0])),
    );
    const { queryClient } = renderPage();
    expect(await screen.findByText('Check your phone and enter your PIN')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Payment received' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe(
      '/event-planners/Account',
    );
    // Settled: the query stops asking.
    const cached = queryClient.getQueryCache().find({ queryKey: paymentKeys.one(ID) });
    const interval = paymentQuery(ID).refetchInterval as (query: unknown) => number | false;
    expect(interval(cached)).toBe(false);
  }, 15_000);

  it('once paid, names the orders it covered, what is left by when, and what happens next', async () => {
    const paidFor = {
      kind: 'orders' as const,
      orders: [
        {
          id: NEXT,
          reference: 'SH-1042',
          vendorName: 'Kilimanjaro Tents',
          status: 'paid',
          eventDate: '2027-01-16',
          balanceTzs: 350_000,
        },
        {
          id: ID,
          reference: 'SH-1043',
          vendorName: 'Bi Mwanaidi Catering',
          status: 'paid',
          eventDate: '2027-01-16',
          balanceTzs: 0,
        },
        {
          id: '33333333-3333-4333-8333-333333333333',
          reference: 'SH-1044',
          vendorName: 'Sauti Sound',
          status: 'declined',
          eventDate: '2027-01-16',
          balanceTzs: 0,
        },
      ],
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(view({ status: 'succeeded', paidFor }))),
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: 'What this payment covers' })).toBeTruthy();
    expect(screen.getByText('SH-1042 · Kilimanjaro Tents')).toBeTruthy();
    expect(screen.getByText('Balance TZS 350,000 due by 16 Jan 2027')).toBeTruthy();
    expect(screen.getByText('Paid in full')).toBeTruthy();
    // Declined since: no "paid in full" for it.
    expect(screen.getByText('No longer going ahead: what was paid for it is being returned.')).toBeTruthy();
    expect(
      screen.getByText(/^Next, the vendor confirms your booking\..*Pay the balance from the order's page/),
    ).toBeTruthy();
  });

  it('once a pledge payment is in, says what of the pledge is still to pay', async () => {
    const paidFor = {
      kind: 'pledge' as const,
      eventName: 'Harusi ya Amina',
      outstandingTzs: 150_000,
      cancelled: false,
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(view({ status: 'succeeded', paidFor }))),
    );
    renderPage();
    expect(
      await screen.findByText(
        'TZS 150,000 of your pledge to Harusi ya Amina is still to pay. Pay it any time from your pledge page.',
      ),
    ).toBeTruthy();
  });

  it('says plainly that it failed, and Try again starts a new attempt and follows it', async () => {
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') return jsonResponse({ attemptId: NEXT }, 201);
      if (url.endsWith(NEXT)) return jsonResponse(view({ id: NEXT }));
      return jsonResponse(view({ status: 'expired', failure: 'expired', retry: { amountTzs: 250_000 } }));
    });
    vi.stubGlobal('fetch', fetchMock);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'The payment request expired' })).toBeTruthy();
    expect(screen.getByText(/No money was taken/)).toBeTruthy();
    fireEvent.click(
      screen.getByRole('button', { name: /^Try again: send TZS\s250,000 to \+255\s754\s\*\*\*\s456$/ }),
    );
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(`/api/v1/payments/${ID}/retry`, expect.anything()),
    );
    expect(await screen.findByText('Check your phone and enter your PIN')).toBeTruthy();
  });

  it('words a refusal by its reason: a retry while one is open, someone else’s payment', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) =>
        init?.method === 'POST'
          ? refusalResponse(409, 'conflict', 'payments.attempt_open')
          : jsonResponse(view({ status: 'failed', failure: 'declined', retry: { amountTzs: 250_000 } })),
      ),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /Try again/ }));
    expect(
      await screen.findByText('A payment for this is still waiting for an answer on the phone.'),
    ).toBeTruthy();

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => refusalResponse(404, 'not_found', 'payments.not_found')),
    );
    renderPage(NEXT);
    expect(await screen.findByText('We could not find that payment.')).toBeTruthy();
  });
});
