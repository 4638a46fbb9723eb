import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { renderRoutes, resetAppState } from '../../../test/app-router.tsx';
import { jsonResponse } from '../../../test/render.tsx';
import { cakeDetail, page, summary, vendorId } from '../catalogue-test-fixtures.ts';
import { VendorProfilePage } from './vendor-profile-page.tsx';

let fetchMock: Mock;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetAppState();
});

const idOf = (n: number) => `6f0d6d3e-2f2b-4a63-8f3b-${String(n).padStart(12, '0')}`;
const cake = (n: number) => summary({ id: idOf(n), title: `Keki namba ${n}` });

describe('VendorProfilePage', () => {
  it("shows the vendor's newest listings and loads the rest from where the profile stopped", async () => {
    fetchMock
      .mockResolvedValueOnce(
        jsonResponse({
          vendor: cakeDetail.vendor,
          listings: [cake(1), cake(2)],
          listingCount: 4,
          nextCursor: 'after-two',
        }),
      )
      .mockResolvedValueOnce(jsonResponse(page([cake(3)], 'after-three')))
      .mockResolvedValueOnce(jsonResponse(page([cake(4)])));
    renderRoutes(
      [{ path: '/event-planners/vendors/:id', Component: VendorProfilePage }],
      `/event-planners/vendors/${vendorId}`,
    );

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Mama Keki Arusha');
    expect(screen.getByRole('heading', { name: '4 listings' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('link', { name: 'Keki namba 3' });
    const asked = new URL(`http://x${fetchMock.mock.calls[1]?.[0]}`);
    expect(asked.pathname).toBe('/api/v1/listings');
    expect(Object.fromEntries(asked.searchParams)).toEqual({ vendorId, sort: 'newest', cursor: 'after-two' });

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('link', { name: 'Keki namba 4' });
    expect(new URL(`http://x${fetchMock.mock.calls[2]?.[0]}`).searchParams.get('cursor')).toBe('after-three');
    expect(screen.getAllByRole('link', { name: /Keki namba/ })).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('offers no more when the profile holds every listing', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ vendor: cakeDetail.vendor, listings: [cake(1)], listingCount: 1, nextCursor: null }),
    );
    renderRoutes(
      [{ path: '/event-planners/vendors/:id', Component: VendorProfilePage }],
      `/event-planners/vendors/${vendorId}`,
    );
    await screen.findByRole('link', { name: 'Keki namba 1' });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
