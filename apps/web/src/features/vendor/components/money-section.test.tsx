// The vendor's Money tab: balances with what they mean (and a debt), "Pay me now" with why it cannot be used, the
// payout number set with the password again (a refusal shown at its field), the money by order and the payouts, in
// English and Swahili; and the tab itself in the vendor area's address.
import type { VendorMoneyResponse } from '@sherehe/core/api/payouts';
import type { VendorStatement } from '@sherehe/core/api/statements';
import { todayInTanzania } from '@sherehe/core/booking-rules';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { renderRoutes, resetAppState, signInAs } from '../../../test/app-router.tsx';
import { refusalResponse } from '../../../test/refusal.ts';
import { jsonResponse } from '../../../test/render.tsx';
import { VendorPage } from '../pages/vendor-page.tsx';
import { MoneySection } from './money-section.tsx';

const ORDER = '5a5a5a5a-5a5a-4a5a-8a5a-5a5a5a5a5a5a';
const OLD_ORDER = '6b6b6b6b-6b6b-4b6b-8b6b-6b6b6b6b6b6b';
const PAYOUT = '7c7c7c7c-7c7c-4c7c-8c7c-7c7c7c7c7c7c';
const FAILED = '8d8d8d8d-8d8d-4d8d-8d8d-8d8d8d8d8d8d';

function money(overrides: Partial<VendorMoneyResponse> = {}): VendorMoneyResponse {
  return {
    balances: { heldTzs: 475_000, releasableTzs: 142_500, payingTzs: 0, paidOutTzs: 95_000, feesTzs: 37_500 },
    account: { phone: '+255 754 *** 456', accountName: 'BARAKA MUSHI', pausedUntil: null },
    rules: { releaseDays: 3, payoutMinimumTzs: 5_000, payoutAtOnceFromTzs: 500_000, commissionBps: 500 },
    payNow: { allowed: true, blockedBy: null },
    orders: [
      {
        orderId: ORDER,
        number: 1042,
        status: 'confirmed',
        eventDate: '2026-12-12',
        customerName: 'Neema Mushi',
        paidTzs: 500_000,
        feeTzs: 25_000,
        heldTzs: 475_000,
        releasableTzs: 0,
        paidOutTzs: 0,
        releasesOn: '2026-12-15',
        frozen: false,
      },
      {
        orderId: OLD_ORDER,
        number: 1017,
        status: 'delivered',
        eventDate: '2026-10-03',
        customerName: 'Juma Salim',
        paidTzs: 250_000,
        feeTzs: 12_500,
        heldTzs: 0,
        releasableTzs: 142_500,
        paidOutTzs: 95_000,
        releasesOn: null,
        frozen: false,
      },
    ],
    payouts: [
      {
        id: PAYOUT,
        amountTzs: 95_000,
        feeTzs: 0,
        phone: '+255 754 *** 456',
        status: 'succeeded',
        trigger: 'auto',
        failureMessage: null,
        createdAt: '2026-10-07T05:00:00.000Z',
        settledAt: '2026-10-07T05:01:00.000Z',
      },
      {
        id: FAILED,
        amountTzs: 60_000,
        feeTzs: 0,
        phone: '+255 754 *** 456',
        status: 'failed',
        trigger: 'asked',
        failureMessage: 'The receiving wallet is not registered',
        createdAt: '2026-10-06T09:30:00.000Z',
        settledAt: '2026-10-06T09:31:00.000Z',
      },
    ],
    ...overrides,
  };
}

const MONTH = todayInTanzania().slice(0, 7);

function statement(overrides: Partial<VendorStatement> = {}): VendorStatement {
  return {
    month: MONTH,
    vendorName: 'Ukumbi wa Bahari',
    opening: { heldTzs: 0, releasableTzs: 0, payingTzs: 0 },
    closing: { heldTzs: 475_000, releasableTzs: 0, payingTzs: 0 },
    totals: { paidInTzs: 500_000, feesTzs: 25_000, refundedTzs: 0, releasedTzs: 0, paidOutTzs: 0 },
    lines: [
      {
        id: '9e9e9e9e-9e9e-4e9e-8e9e-9e9e9e9e9e9e',
        at: '2026-11-02T07:00:00.000Z',
        kind: 'payment',
        reference: 'SH-1042',
        amountTzs: 500_000,
        feeTzs: 25_000,
        heldTzs: 475_000,
        releasableTzs: 0,
      },
    ],
    months: [MONTH, '2026-10'],
    ...overrides,
  };
}

type Seen = { method: string; url: URL; body: unknown };
let fetchMock: Mock;

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  signInAs({ id: 'u1', name: 'Baraka', userRole: 'vendor' });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  resetAppState();
  await i18next.changeLanguage('en');
});

function fakeServer(handler: (request: Seen) => Response): Seen[] {
  const seen: Seen[] = [];
  fetchMock.mockImplementation(async (input: unknown, init?: RequestInit) => {
    const request = {
      method: init?.method ?? 'GET',
      url: new URL(String(input), 'http://localhost'),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    seen.push(request);
    // Every month's statement is the same one here.
    if (request.url.pathname.startsWith('/api/v1/vendor/statements/')) return jsonResponse(statement());
    return handler(request);
  });
  return seen;
}

function renderMoney() {
  return renderRoutes(
    [{ path: '/event-planners/vendor', Component: MoneySection }],
    '/event-planners/vendor',
  );
}

const balance = (id: string) => document.querySelector(`[data-balance="${id}"]`)?.textContent;

describe('the money tab', () => {
  it('shows the balances with what each means, the money by order and the payouts', async () => {
    fakeServer(() => jsonResponse(money()));
    renderMoney();
    await screen.findByRole('heading', { name: 'Money by order' });

    expect(balance('held')).toBe(
      'HeldTZS 475,000Held until the customer confirms delivery, or 3 days after the event.',
    );
    expect(balance('releasable')).toBe(
      'ReleasableTZS 142,500Payouts go to your number daily from TZS 5,000, at once from TZS 500,000.',
    );
    expect(balance('paidOut')).toContain('TZS 95,000');
    expect(balance('fees')).toBe("Sherehe feeTZS 37,500Sherehe's fee is 5% of what customers pay.");
    // Nothing is on its way, and no debt.
    expect(balance('paying')).toBeUndefined();
    expect(screen.queryByText(/You owe/)).toBeNull();

    const account = screen.getByRole('region', { name: 'Where your money goes' });
    expect(account.textContent).toContain('+255 754 *** 456');
    expect(account.textContent).toContain('BARAKA MUSHI');

    // A table on a wide screen (the cards are the same orders for a phone).
    const table = screen.getByRole('table', { name: 'Money by order' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'OrderEvent dateCustomerPaidFeeHeldReleasablePaid outReleases on',
      'SH-1042Accepted12 Dec 2026Neema MushiTZS 500,000TZS 25,000TZS 475,000TZS 0TZS 015 Dec 2026',
      'SH-1017Delivered3 Oct 2026Juma SalimTZS 250,000TZS 12,500TZS 0TZS 142,500TZS 95,000',
    ]);
    expect(within(table).getByRole('link', { name: 'SH-1042' }).getAttribute('href')).toBe(
      `/event-planners/vendor?order=${ORDER}`,
    );
    const cards = screen.getAllByRole('listitem').filter((item) => item.textContent?.includes('SH-1042'));
    expect(cards).toHaveLength(1);
    expect(cards[0]?.textContent).toContain('Releases on 15 Dec 2026');

    const payouts = within(screen.getByRole('region', { name: 'Payouts' })).getAllByRole('listitem');
    expect(payouts[0]?.textContent).toContain('TZS 95,000');
    expect(payouts[0]?.textContent).toContain('Arrived');
    expect(payouts[0]?.textContent).toContain('Daily payout');
    expect(payouts[1]?.textContent).toContain('Failed');
    expect(payouts[1]?.textContent).toContain('Why: The receiving wallet is not registered');

    await i18next.changeLanguage('sw');
    expect(await screen.findByRole('heading', { name: 'Pesa kwa kila oda' })).toBeTruthy();
    expect(balance('held')).toBe(
      'ZinashikiliwaTSh 475,000Zinashikiliwa hadi mteja athibitishe kupokea, au siku 3 baada ya tukio.',
    );
    expect(screen.getByRole('button', { name: 'Nilipe sasa' })).toBeTruthy();
  });

  it('says a debt honestly, and what is on its way', async () => {
    fakeServer(() =>
      jsonResponse(
        money({
          balances: { heldTzs: 0, releasableTzs: -20_000, payingTzs: 60_000, paidOutTzs: 95_000, feesTzs: 0 },
          payNow: { allowed: false, blockedBy: 'payout_open' },
        }),
      ),
    );
    renderMoney();
    expect(
      await screen.findByText(
        'You owe TZS 20,000 from a refund after payout; it comes off your next payouts.',
      ),
    ).toBeTruthy();
    expect(balance('releasable')).toContain('-TZS 20,000');
    expect(balance('paying')).toContain('On its wayTZS 60,000');
  });

  it.each([
    ['no_account', {}, 'Add the number your money goes to first.'],
    [
      'paused',
      { account: { phone: '+255 754 *** 456', accountName: null, pausedUntil: '2026-11-25T07:30:00.000Z' } },
      'Your payout number changed recently; payouts start again on 25 Nov 2026, 10:30.',
    ],
    ['below_minimum', {}, 'Pay me now works from TZS 5,000; you have TZS 3,000 releasable.'],
    ['payout_open', {}, 'A payout is already on its way; wait for it to arrive.'],
    ['unavailable', {}, 'Paying out by mobile money is not available right now. Please try again later.'],
  ] as const)(
    'keeps Pay me now disabled when blocked by %s, saying why',
    async (blockedBy, overrides, words) => {
      fakeServer(() =>
        jsonResponse(
          money({
            balances: { heldTzs: 0, releasableTzs: 3_000, payingTzs: 0, paidOutTzs: 0, feesTzs: 0 },
            payNow: { allowed: false, blockedBy },
            ...overrides,
          }),
        ),
      );
      renderMoney();
      const button = (await screen.findByRole('button', { name: 'Pay me now' })) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      const why = document.getElementById(button.getAttribute('aria-describedby') ?? '');
      expect(why?.textContent).toBe(words);
    },
  );

  it('pays now, then shows the money as the server answers it', async () => {
    const after = money({
      balances: {
        heldTzs: 475_000,
        releasableTzs: 0,
        payingTzs: 142_500,
        paidOutTzs: 95_000,
        feesTzs: 37_500,
      },
      payNow: { allowed: false, blockedBy: 'payout_open' },
      payouts: [
        {
          id: '9e9e9e9e-9e9e-4e9e-8e9e-9e9e9e9e9e9e',
          amountTzs: 142_500,
          feeTzs: 0,
          phone: '+255 754 *** 456',
          status: 'pending',
          trigger: 'asked',
          failureMessage: null,
          createdAt: '2026-11-24T08:00:00.000Z',
          settledAt: null,
        },
        ...money().payouts,
      ],
    });
    let paid = false;
    const seen = fakeServer(({ method }) => {
      if (method === 'POST') paid = true;
      return jsonResponse(paid ? after : money());
    });
    renderMoney();
    const button = await screen.findByRole('button', { name: 'Pay me now' });
    expect(
      screen.getByText(
        'Sends what is releasable (TZS 142,500) to +255 754 *** 456 now, without waiting for the daily payout.',
      ),
    ).toBeTruthy();
    await userEvent.click(button);

    expect(await screen.findByText('Your payout is on its way to +255 754 *** 456.')).toBeTruthy();
    expect(seen.filter((r) => r.method === 'POST').map((r) => r.url.pathname)).toEqual([
      '/api/v1/vendor/payouts',
    ]);
    await waitFor(() => expect(balance('paying')).toContain('TZS 142,500'));
    expect((screen.getByRole('button', { name: 'Pay me now' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('A payout is already on its way; wait for it to arrive.')).toBeTruthy();
    const payouts = within(screen.getByRole('region', { name: 'Payouts' })).getAllByRole('listitem');
    expect(payouts[0]?.textContent).toContain('Sending');
  });

  it('sets the payout number with the password, showing a wrong password at its field', async () => {
    let account: VendorMoneyResponse['account'] = null;
    const seen = fakeServer(({ method, body }) => {
      if (method === 'PUT') {
        const sent = body as { currentPassword: string };
        if (sent.currentPassword !== 'Kilimanjaro-2025') {
          return refusalResponse(400, 'validation', 'account.current_password_wrong', {
            fields: [{ field: 'currentPassword', reason: 'account.current_password_wrong' }],
          });
        }
        account = { phone: '+255 754 *** 456', accountName: 'BARAKA MUSHI', pausedUntil: null };
        return jsonResponse({ account });
      }
      return jsonResponse(
        money({ account, payNow: { allowed: account !== null, blockedBy: account ? null : 'no_account' } }),
      );
    });
    renderMoney();
    const card = await screen.findByRole('region', { name: 'Where your money goes' });
    expect(card.textContent).toContain('No payout number yet.');
    const phone = within(card).getByLabelText('Mobile-money number');
    const password = within(card).getByLabelText('Your current password') as HTMLInputElement;
    await userEvent.type(phone, '0754 123 456');
    await userEvent.type(password, 'wrong-one');
    fireEvent.click(within(card).getByRole('button', { name: 'Save number' }));

    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    const error = document.getElementById(password.getAttribute('aria-describedby')?.split(' ')[0] ?? '');
    expect(error?.textContent).toBe('Your current password is not right.');
    expect(within(card).queryByRole('alert')).toBeNull();
    expect(seen.find((r) => r.method === 'PUT')).toMatchObject({
      url: expect.objectContaining({ pathname: '/api/v1/vendor/payout-account' }),
      body: { phone: '0754 123 456', currentPassword: 'wrong-one' },
    });

    await userEvent.clear(password);
    expect(password.getAttribute('aria-invalid')).toBeNull();
    await userEvent.type(password, 'Kilimanjaro-2025');
    fireEvent.click(within(card).getByRole('button', { name: 'Save number' }));
    expect(await screen.findByText('Your payouts go to +255 754 *** 456.')).toBeTruthy();
    // The money is read again: the number shows, and Pay me now may be used.
    expect(await within(card).findByText('BARAKA MUSHI')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Change number' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Pay me now' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('changes the number after saying a change waits a day, and shows it paused', async () => {
    const paused = {
      phone: '+255 687 *** 111',
      accountName: 'BARAKA MUSHI',
      pausedUntil: '2026-11-25T07:30:00.000Z',
    };
    let changed = false;
    fakeServer(({ method }) => {
      if (method === 'PUT') {
        changed = true;
        return jsonResponse({ account: paused });
      }
      return jsonResponse(
        changed ? money({ account: paused, payNow: { allowed: false, blockedBy: 'paused' } }) : money(),
      );
    });
    renderMoney();
    const card = await screen.findByRole('region', { name: 'Where your money goes' });
    await userEvent.click(within(card).getByRole('button', { name: 'Change number' }));
    expect(card.textContent).toContain(
      'For your safety, a change waits 24 hours before money goes to the new number, and we tell your old number by text.',
    );
    // The form opens on its first field.
    expect(document.activeElement).toBe(within(card).getByLabelText('Mobile-money number'));
    await userEvent.type(within(card).getByLabelText('Mobile-money number'), '0687 000 111');
    await userEvent.type(within(card).getByLabelText('Your current password'), 'Kilimanjaro-2025');
    fireEvent.click(within(card).getByRole('button', { name: 'Save number' }));
    expect(
      await screen.findByText(
        'Number changed. Payouts to +255 687 *** 111 start on 25 Nov 2026, 10:30; we told your old number.',
      ),
    ).toBeTruthy();
    expect(
      await within(card).findByText(
        'Paused until 25 Nov 2026, 10:30: a new number waits 24 hours before money goes to it.',
      ),
    ).toBeTruthy();
    expect(within(card).queryByLabelText('Your current password')).toBeNull();
  });

  it('shows the month’s statement, another month on choosing it, and downloads it in the language on screen', async () => {
    const seen = fakeServer(() => jsonResponse(money()));
    renderMoney();
    const region = await screen.findByRole('region', { name: 'Monthly statement' });
    const lines = await within(region).findByRole('list', { name: 'This month’s money' });
    expect(within(lines).getByRole('listitem').textContent).toContain('Payment received · SH-1042');
    expect(region.textContent).toContain('Sherehe fee TZS 25,000');
    expect(within(region).getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      `/api/v1/vendor/statements/${MONTH}/export?format=csv&language=en`,
    );
    fireEvent.change(within(region).getByLabelText('Month'), { target: { value: '2026-10' } });
    await waitFor(() =>
      expect(seen.map((request) => request.url.pathname)).toContain('/api/v1/vendor/statements/2026-10'),
    );
    expect(within(region).getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toBe(
      '/api/v1/vendor/statements/2026-10/export?format=pdf&language=en',
    );
    await i18next.changeLanguage('sw');
    expect(await within(region).findByRole('link', { name: 'Pakua PDF' })).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'Pakua PDF' }).getAttribute('href')).toContain(
      'language=sw',
    );
  });

  it('words a refused Pay me now in Swahili', async () => {
    await i18next.changeLanguage('sw');
    fakeServer(({ method }) =>
      method === 'POST'
        ? refusalResponse(422, 'business_rule', 'payouts.below_minimum', {
            params: { min: 5000, available: 3000 },
          })
        : jsonResponse(money()),
    );
    renderMoney();
    await userEvent.click(await screen.findByRole('button', { name: 'Nilipe sasa' }));
    expect(await screen.findByText('Malipo yanaanzia TSh 5,000; una TSh 3,000 tayari kulipwa.')).toBeTruthy();
  });
});

describe('the money tab in the vendor area', () => {
  it('is a tab kept in the address, and an order opens from it and comes back to it', async () => {
    fakeServer(({ url }) => {
      if (url.pathname === '/api/v1/vendor/profile')
        return jsonResponse({
          profile: {
            id: '0b6c7d8e-1f2a-4b3c-8d4e-5f6a7b8c9d0e',
            businessName: 'Mapambo Bora',
            description: '',
            city: 'Moshi',
            phone: '+255754123456',
            whatsapp: null,
            logoKey: null,
            status: 'active',
            suspendedReason: null,
          },
        });
      if (url.pathname === '/api/v1/vendor/listings') return jsonResponse({ listings: [] });
      if (url.pathname === '/api/v1/vendor/money') return jsonResponse(money());
      return refusalResponse(404, 'not_found', 'order.not_found');
    });
    const { router } = renderRoutes(
      [{ path: '/event-planners/vendor', Component: VendorPage }],
      '/event-planners/vendor?section=money',
    );
    const tabs = within(await screen.findByRole('navigation', { name: 'Parts of the vendor area' }));
    expect(tabs.getByRole('link', { name: 'Money' }).getAttribute('aria-current')).toBe('page');
    expect(tabs.getByRole('link', { name: 'Money' }).getAttribute('href')).toBe(
      '/event-planners/vendor?section=money',
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Your money' })).toBeTruthy();

    const table = await screen.findByRole('table', { name: 'Money by order' });
    await userEvent.click(within(table).getByRole('link', { name: 'SH-1042' }));
    expect(router.state.location.search).toBe(`?section=money&order=${ORDER}`);
    await userEvent.click(await screen.findByRole('link', { name: 'Back to your money' }));
    expect(router.state.location.search).toBe('?section=money');

    await i18next.changeLanguage('sw');
    expect(await screen.findByRole('link', { name: 'Pesa' })).toBeTruthy();
  });
});
