import type { AdminOverview, OverviewDay } from '@sherehe/core/api/admin-overview';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { renderRoutes, resetAppState, signInAs } from '../../../test/app-router.tsx';
import { refusalResponse } from '../../../test/refusal.ts';
import { jsonResponse } from '../../../test/render.tsx';
import { fakeServer, rehema } from '../admin-test-fixtures.ts';
import { AdminPage } from '../pages/admin-page.tsx';
import type { ChartSeries } from './overview-chart.tsx';

// The chart itself is uPlot on a canvas, which happy-dom cannot draw: a stand-in shows what it was given.
vi.mock('./overview-chart.tsx', () => ({
  CHART_HEIGHT: 224,
  OverviewChart: ({ dayLabels, series }: { dayLabels: string[]; series: ChartSeries[] }) => (
    <div data-testid="chart">
      {series.map((one) => `${one.label} (${one.kind}, ${one.axis}): ${one.values.join(',')}`).join(' | ')} /{' '}
      {dayLabels[0]} … {dayLabels.at(-1)}
    </div>
  ),
}));

let fetchMock: Mock;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  signInAs(rehema);
  // Only the clock's date moves; timers stay real, so the user events and queries run as usual.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-06-15T09:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetAppState();
});

const zero = {
  orders: 0,
  salesTzs: 0,
  refundsTzs: 0,
  pledges: 0,
  collectedTzs: 0,
  newUsers: 0,
  newVendors: 0,
};
const days: OverviewDay[] = Array.from({ length: 30 }, (_, index) => {
  const day = new Date(Date.UTC(2025, 4, 17 + index)).toISOString().slice(0, 10);
  return { day, ...zero };
});
days[27] = { ...days[27], orders: 3, salesTzs: 450_000, newUsers: 2 } as OverviewDay; // 13 June
days[29] = {
  ...days[29],
  orders: 1,
  salesTzs: 1_250_000,
  refundsTzs: 50_000,
  pledges: 4,
  collectedTzs: 80_000,
  newUsers: 1,
  newVendors: 1,
} as OverviewDay; // 15 June

const overview: AdminOverview = {
  computedAt: '2025-06-15T08:58:00.000Z',
  days,
  orders: { placed: 4, salesTzs: 1_700_000, refundsTzs: 50_000, netSalesTzs: 1_650_000 },
  payments: {
    succeeded: 11,
    failed: 1,
    expired: 0,
    successRate: 11 / 12,
    unknownWaiting: 2,
    oldestUnknownAt: '2025-06-12T09:00:00.000Z',
  },
  pledges: { made: 4, pledgedTzs: 200_000, collectedTzs: 80_000 },
  people: { newUsers7: 3, newUsers30: 3, newVendors7: 1, newVendors30: 1 },
  waiting: {
    vendorRequests: 5,
    oldestVendorRequestAt: '2025-06-15T06:00:00.000Z',
    medicalPlaces: 0,
    oldestMedicalPlaceAt: null,
  },
};

function renderDashboard(path = '/event-planners/admin') {
  return renderRoutes([{ path: '/event-planners/admin', Component: AdminPage }], path);
}

/** A tile by its label: the link around it (the same words may also head a chart's column). */
function tile(label: string) {
  const region = screen.getByRole('region', { name: i18next.language === 'sw' ? 'Muhtasari' : 'Overview' });
  const link = within(region)
    .getAllByText(label)
    .map((element) => element.closest('a'))
    .find((found) => found !== null);
  if (!link) throw new Error(`no tile ${label}`);
  return link;
}

describe('the admin overview', () => {
  it('opens first, with skeletons while the figures load', async () => {
    let answer: (response: Response) => void = () => {};
    fakeServer(fetchMock, () => new Promise<Response>((resolve) => (answer = resolve)));
    renderDashboard();
    const sections = within(screen.getByRole('navigation', { name: 'Admin sections' }));
    expect(sections.getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('status', { name: 'Loading the figures…' })).toBeTruthy();
    act(() => answer(jsonResponse(overview)));
    expect(await screen.findByText('Sales')).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading the figures…' })).toBeNull();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/admin/overview');
  });

  it('shows each figure in words and TZS, linking to the section that acts on it', async () => {
    fakeServer(fetchMock, () => jsonResponse(overview));
    renderDashboard();
    await screen.findByText('Sales');
    expect(
      screen.getByText('Figures as of 11:58 (Dar es Salaam time), kept for up to 30 seconds.'),
    ).toBeTruthy();

    const expectations: [string, string, string][] = [
      ['Sales', '?section=orders', 'SalesTZS 1,650,000TZS 1,700,000 received, TZS 50,000 refundedOrders'],
      [
        'Pledge money collected',
        '?section=events',
        'Pledge money collectedTZS 80,0004 pledges made, TZS 200,000 promisedEvents',
      ],
      ['Orders placed', '?section=orders', "Orders placed4Every checkout's orders, paid or notOrders"],
      [
        'Payments that succeeded',
        '?section=payments',
        'Payments that succeeded91.7%11 of 12 settled attemptsPayments',
      ],
      ['New accounts', '?section=users', 'New accounts33 in the last 7 daysUsers'],
      ['New shops', '?section=vendors', 'New shops11 in the last 7 daysVendors'],
      [
        'Payments with an unknown outcome',
        '?section=payments&status=unknown',
        'Payments with an unknown outcomeOldest: 3 days agoPayments2',
      ],
      ['Vendor requests', '?section=vendor-requests', 'Vendor requestsOldest: 3 hours agoVendor requests5'],
      [
        'Medi-Finder places to verify',
        '?section=medi-finder&status=pending',
        'Medi-Finder places to verifyNothing waitingMedi-Finder0',
      ],
    ];
    for (const [label, href, text] of expectations) {
      expect(tile(label).getAttribute('href'), label).toBe(`/event-planners/admin${href}`);
      expect(tile(label).textContent, label).toBe(text);
    }
  });

  it('follows a figure to its section', async () => {
    fakeServer(fetchMock, ({ url }) =>
      url.pathname.endsWith('/overview')
        ? jsonResponse(overview)
        : jsonResponse({ payments: [], nextCursor: null }),
    );
    const { router } = renderDashboard();
    await userEvent.click(await screen.findByText('Payments with an unknown outcome'));
    expect(router.state.location.search).toBe('?section=payments&status=unknown');
    expect(await screen.findByRole('heading', { level: 2, name: 'Payments' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unknown', pressed: true })).toBeTruthy();
  });

  it('says what each chart shows in words, and has its figures as a table', async () => {
    fakeServer(fetchMock, () => jsonResponse(overview));
    renderDashboard();
    const sales = await screen.findByRole('figure', { name: 'Orders and sales' });
    expect(
      within(sales).getByText(
        'Sales received: TZS 1,700,000 · Orders: 4 · Refunds: TZS 50,000 · Best day: Sun 15 Jun (TZS 1,250,000)',
      ),
    ).toBeTruthy();
    // The chart is given the days and the series it draws.
    const chart = await within(sales).findByTestId('chart');
    expect(chart.textContent).toContain(`Sales received (bars, left): ${'0,'.repeat(27)}450000,0,1250000`);
    expect(chart.textContent).toContain(`Orders (line, right): ${'0,'.repeat(27)}3,0,1`);
    expect(chart.textContent).toContain('17 May … 15 Jun');

    const table = within(sales).getByRole('table', { name: 'Orders and sales' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(rows[0]?.textContent).toBe('DaySales receivedOrdersRefunds');
    expect(rows[30]?.textContent).toBe('Sun 15 JunTZS 1,250,0001TZS 50,000');
    expect(within(sales).getByText('Show the figures as a table').closest('details')?.open).toBe(false);

    const people = screen.getByRole('figure', { name: 'New accounts and shops' });
    expect(
      within(people).getByText('New accounts: 3 · New shops: 1 · Best day: Fri 13 Jun (2)'),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('figure', { name: 'Pledges and money collected' })).getByText(
        'Money collected: TZS 80,000 · Pledges made: 4 · Best day: Sun 15 Jun (TZS 80,000)',
      ),
    ).toBeTruthy();
  });

  it('says so when a month had nothing', async () => {
    fakeServer(fetchMock, () =>
      jsonResponse({ ...overview, days: days.map((day) => ({ ...day, ...zero })) }),
    );
    renderDashboard();
    const sales = await screen.findByRole('figure', { name: 'Orders and sales' });
    expect(within(sales).getByText('Nothing in the last 30 days.')).toBeTruthy();
    expect(within(sales).queryByTestId('chart')).toBeNull(); // no chart of zeros
    expect(within(sales).getAllByRole('row')).toHaveLength(31); // the table still has every day
  });

  it('speaks Swahili, with amounts in TSh', async () => {
    await i18next.changeLanguage('sw');
    fakeServer(fetchMock, () => jsonResponse(overview));
    renderDashboard();
    expect(await screen.findByText('Mauzo')).toBeTruthy();
    expect(tile('Mauzo').textContent).toBe(
      'MauzoTSh 1,650,000TSh 1,700,000 zimepokelewa, TSh 50,000 zimerudishwaOda',
    );
    expect(tile('Maombi ya wauzaji').textContent).toBe(
      'Maombi ya wauzajiLa zamani zaidi: saa 3 zilizopitaMaombi ya wauzaji5',
    );
    expect(screen.getByRole('figure', { name: 'Oda na mauzo' })).toBeTruthy();
    expect(screen.getAllByText('Onyesha takwimu kwa jedwali')).toHaveLength(3);
  });

  it('computes afresh on Refresh, and shows the new figures', async () => {
    const seen = fakeServer(fetchMock, ({ url }) =>
      url.searchParams.get('fresh') === 'true'
        ? jsonResponse({
            ...overview,
            computedAt: '2025-06-15T09:00:00.000Z',
            waiting: { ...overview.waiting, vendorRequests: 4 },
          })
        : jsonResponse(overview),
    );
    renderDashboard();
    await screen.findByText('Sales');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(tile('Vendor requests').textContent).toContain('Vendor requests4'));
    expect(
      screen.getByText('Figures as of 12:00 (Dar es Salaam time), kept for up to 30 seconds.'),
    ).toBeTruthy();
    expect(seen.map(({ url }) => url.search)).toEqual(['', '?fresh=true']);
  });

  it('says why when the figures could not be loaded, and tries again', async () => {
    let fail = true;
    fakeServer(fetchMock, () =>
      fail ? refusalResponse(503, 'unavailable', 'server.unavailable') : jsonResponse(overview),
    );
    renderDashboard();
    expect(await screen.findByRole('alert')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Sales')).toBeTruthy();
  });
});
