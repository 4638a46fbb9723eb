import type { OrderSummary } from '@sherehe/core/api/orders';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { renderRoutes, resetAppState, signInAs } from '../../../test/app-router.tsx';
import { refusalResponse } from '../../../test/refusal.ts';
import { jsonResponse } from '../../../test/render.tsx';
import { fakeServer, rehema } from '../admin-test-fixtures.ts';
import { AdminPage } from '../pages/admin-page.tsx';

let fetchMock: Mock;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  signInAs(rehema);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  resetAppState();
  await i18next.changeLanguage('en');
});

const order: OrderSummary = {
  id: '55555555-5555-4555-8555-555555555555',
  reference: 'SH-1042',
  status: 'paid',
  vendorId: '33333333-3333-4333-8333-333333333333',
  vendorName: 'Mlimani Events',
  customerName: 'Neema Mushi',
  eventDate: '2026-12-12',
  totalTzs: 500_000,
  paidTzs: 150_000,
  balanceTzs: 350_000,
  placedAt: '2026-11-24T11:20:00.000Z',
  firstTitle: 'Mlimani Hall',
  lineCount: 1,
};

const renderOrders = () =>
  renderRoutes(
    [{ path: '/event-planners/admin', Component: AdminPage }],
    '/event-planners/admin?section=orders',
  );

describe('orders in the admin dashboard', () => {
  it('lists every order, searches and filters by status, each opening its order page', async () => {
    const seen = fakeServer(fetchMock, ({ url }) =>
      jsonResponse({ items: url.searchParams.get('q') === 'nobody' ? [] : [order], nextCursor: null }),
    );
    renderOrders();
    expect(screen.getByRole('link', { name: 'Orders' }).getAttribute('aria-current')).toBe('page');
    const row = await screen.findByRole('link', { name: /SH-1042/ });
    expect(row.getAttribute('href')).toBe(`/event-planners/orders/${order.id}`);
    expect(row.textContent).toContain('Mlimani Events · Customer: Neema Mushi');
    expect(row.textContent).toContain('TZS 500,000');
    expect(row.textContent).toContain('Paid TZS 150,000');
    // Only the deposit is in: the pill says so, with the balance and when it is due.
    expect(row.textContent).toContain('Deposit paid');
    expect(row.textContent).toContain('Balance TZS 350,000 due by 12 Dec 2026');
    expect(screen.getByText('1 order shown')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Awaiting payment' }));
    expect(seen.at(-1)?.url.searchParams.get('status')).toBe('awaiting_payment');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'nobody{Enter}');
    expect(await screen.findByText('No order matches “nobody”.')).toBeTruthy();
    expect(seen.at(-1)?.url.pathname).toBe('/api/v1/admin/orders');
    expect(seen.at(-1)?.url.searchParams.get('q')).toBe('nobody');
  });

  it('is in Swahili, and says why the list failed', async () => {
    await i18next.changeLanguage('sw');
    fakeServer(fetchMock, () => refusalResponse(400, 'validation', 'validation.too_big'));
    renderOrders();
    expect(await screen.findByRole('heading', { name: 'Oda', level: 2 })).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Thamani hii ni ndefu au kubwa mno.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Inasubiri malipo' })).toBeTruthy();
  });
});
