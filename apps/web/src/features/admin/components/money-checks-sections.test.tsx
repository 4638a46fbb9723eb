// The admin's Disputes (open ones oldest first, each opening its order) and Reconciliation (a day's sides summed,
// the movements that do not match, the CSV of them) sections.
import { todayInTanzania } from '@sherehe/core/booking-rules';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/app-router.tsx';
import { jsonResponse } from '../../../test/render.tsx';
import { fakeServer, signedInAdminEachTest } from '../admin-test-fixtures.ts';
import { AdminPage } from '../pages/admin-page.tsx';

const ORDER = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const fetchMock = signedInAdminEachTest();

const openSection = (section: string) =>
  renderRoutes(
    [{ path: '/event-planners/admin', Component: AdminPage }],
    `/event-planners/admin?section=${section}`,
  );

describe('Disputes section', () => {
  it('lists the open disputes with what is frozen, each opening its order, and the decided ones on asking', async () => {
    const seen = fakeServer(fetchMock, (request) =>
      jsonResponse({
        items:
          request.url.searchParams.get('state') === 'decided'
            ? []
            : [
                {
                  id: '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
                  orderId: ORDER,
                  reference: 'SH-1042',
                  customerName: 'Neema Mushi',
                  vendorName: 'Ukumbi wa Pwani',
                  reason: 'partly_delivered',
                  state: 'open',
                  outcome: null,
                  answered: false,
                  frozenTzs: 475_000,
                  openedAt: '2026-11-28T09:00:00.000Z',
                },
              ],
      }),
    );
    openSection('disputes');
    const link = await screen.findByRole('link', { name: 'Open order SH-1042' });
    expect(link.getAttribute('href')).toBe(`/event-planners/orders/${ORDER}#dispute`);
    expect(link.textContent).toContain('TZS 475,000 frozen');
    expect(link.textContent).toContain('Only part of it came · No answer yet');
    fireEvent.click(screen.getByRole('button', { name: 'Decided' }));
    expect(await screen.findByText('No decided disputes yet.')).toBeTruthy();
    expect(seen.map((request) => request.url.search)).toContain('?state=decided');
  });
});

describe('Reconciliation section', () => {
  const today = todayInTanzania();
  it('sums each side of the day, lists what does not match, and downloads it', async () => {
    fakeServer(fetchMock, () =>
      jsonResponse({
        day: today,
        collections: { count: 2, providerTzs: 850_000, ledgerTzs: 800_000 },
        refunds: { count: 0, providerTzs: 0, ledgerTzs: 0 },
        payouts: { count: 1, providerTzs: 760_000, ledgerTzs: 760_000 },
        unexplained: [
          {
            kind: 'collection',
            id: '3d4e5f6a-7b8c-4d9e-8f0a-1b2c3d4e5f6a',
            at: '2026-11-28T09:00:00.000Z',
            description: 'Sherehe SH-9999',
            providerTzs: 50_000,
            ledgerTzs: 0,
            differenceTzs: 50_000,
          },
        ],
      }),
    );
    openSection('reconciliation');
    expect(await screen.findByText('2 payments received')).toBeTruthy();
    expect(screen.getByText('1 payout')).toBeTruthy();
    const mismatches = screen.getByRole('region', { name: '1 movement does not match' });
    expect(within(mismatches).getByText('Payment received · Sherehe SH-9999')).toBeTruthy();
    expect(
      within(mismatches).getByText('Provider TZS 50,000 · ledger TZS 0 · difference TZS 50,000'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      `/api/v1/admin/reconciliation/export?day=${today}`,
    );
  });

  it('says so when every shilling is explained, for the day chosen', async () => {
    const seen = fakeServer(fetchMock, (request) =>
      jsonResponse({
        day: request.url.searchParams.get('day'),
        collections: { count: 0, providerTzs: 0, ledgerTzs: 0 },
        refunds: { count: 0, providerTzs: 0, ledgerTzs: 0 },
        payouts: { count: 0, providerTzs: 0, ledgerTzs: 0 },
        unexplained: [],
      }),
    );
    openSection('reconciliation');
    expect(
      await screen.findByText('Every shilling is explained: the provider and the ledger agree.'),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2026-11-20' } });
    await waitFor(() =>
      expect(seen.map((request) => request.url.searchParams.get('day'))).toContain('2026-11-20'),
    );
  });
});
