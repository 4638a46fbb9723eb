import type { PlannerCatalogueResponse, PlannerPricesBody } from '@sherehe/core/api/planner';
import { specPlannerCatalogue } from '@sherehe/core/planner/price-catalogue';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/app-router.tsx';
import { refusalResponse } from '../../../test/refusal.ts';
import { jsonResponse } from '../../../test/render.tsx';
import { fakeServer, signedInAdminEachTest } from '../admin-test-fixtures.ts';
import { AdminPage } from '../pages/admin-page.tsx';

const fetchMock = signedInAdminEachTest();

const seeded: PlannerCatalogueResponse = { ...specPlannerCatalogue, updatedAt: null };
const renderSection = () =>
  renderRoutes(
    [{ path: '/event-planners/admin', Component: AdminPage }],
    '/event-planners/admin?section=planner-prices',
  );

describe('planner prices', () => {
  it('shows every price and saves the whole table with the changed ones', async () => {
    const seen = fakeServer(fetchMock, ({ method, body }) =>
      method === 'PUT'
        ? jsonResponse({
            ...seeded,
            venues: (body as PlannerPricesBody).venues,
            updatedAt: '2026-11-22T10:00:00.000Z',
          })
        : jsonResponse(seeded),
    );
    renderSection();
    const hundred = await screen.findByLabelText('Venue for 100 guests');
    expect((hundred as HTMLInputElement).value).toBe('400000');
    expect((screen.getByLabelText('Cake, per guest') as HTMLInputElement).value).toBe('800');
    expect(screen.getByLabelText('MC / Host')).toBeTruthy();

    await userEvent.clear(hundred);
    await userEvent.type(hundred, '450,000');
    await userEvent.click(screen.getByRole('button', { name: 'Save prices' }));
    expect(await screen.findByText('Planner prices saved.')).toBeTruthy();
    const put = seen.find((request) => request.method === 'PUT')?.body as PlannerPricesBody | undefined;
    expect(seen.find((request) => request.method === 'PUT')?.url.pathname).toBe(
      '/api/v1/admin/planner/prices',
    );
    expect(put?.venues).toHaveLength(13);
    expect(put?.venues.find((venue) => venue.capacity === 100)).toEqual({
      capacity: 100,
      priceTzs: 450_000,
    });
    expect(put?.catering).toContainEqual({ key: 'cake', perPersonTzs: 800 });
    expect(put?.basedOn).toBeNull();
    await waitFor(() => expect(screen.getByText(/Last changed/)).toBeTruthy());
  });

  it('says which prices are not whole shillings and sends nothing', async () => {
    const seen = fakeServer(fetchMock, () => jsonResponse(seeded));
    renderSection();
    const cake = await screen.findByLabelText('Cake, per guest');
    await userEvent.clear(cake);
    await userEvent.type(cake, '8.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save prices' }));
    expect(await screen.findByText('One price needs fixing before you save.')).toBeTruthy();
    expect(
      within(cake.closest('div')?.parentElement as HTMLElement).getByText(
        'Enter a whole number of shillings.',
      ),
    ).toBeTruthy();
    expect(seen.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('says so when someone else saved first, and starts again from their prices', async () => {
    let current = seeded;
    fakeServer(fetchMock, ({ method }) => {
      if (method !== 'PUT') return jsonResponse(current);
      current = { ...seeded, updatedAt: '2026-11-22T10:00:00.000Z' };
      return refusalResponse(409, 'conflict', 'planner.prices_changed');
    });
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Save prices' }));
    expect(await screen.findByText(/Someone changed the planner prices/)).toBeTruthy();
    expect(await screen.findByText(/Last changed/)).toBeTruthy();
  });

  it('speaks Swahili', async () => {
    await i18next.changeLanguage('sw');
    fakeServer(fetchMock, () => jsonResponse(seeded));
    renderSection();
    expect(await screen.findByRole('heading', { name: 'Bei za mpangaji' })).toBeTruthy();
    expect(await screen.findByLabelText('Keki, kwa kila mgeni')).toBeTruthy();
  });
});
