import { addDays, todayInTanzania } from '@sherehe/core/booking-rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { LocationProbe, renderRoutes, resetAppState } from '../../../test/app-router.tsx';
import { jsonResponse } from '../../../test/render.tsx';
import { page, summary } from '../catalogue-test-fixtures.ts';
import { CategoryPage } from './category-page.tsx';

let fetchMock: Mock;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetAppState();
});

function WithLocation() {
  return (
    <>
      <CategoryPage />
      <LocationProbe />
    </>
  );
}

function renderCategory(path: string) {
  return renderRoutes([{ path: '/event-planners/services/:name', Component: WithLocation }], path);
}

const apiCalls = () => fetchMock.mock.calls.map(([url]) => String(url));
const search = () => new URL(`http://x${apiCalls().at(-1)}`).searchParams;

describe('CategoryPage', () => {
  it('reads the search and filters from the address and asks the server for them', async () => {
    fetchMock.mockResolvedValue(jsonResponse(page([summary()])));
    renderCategory(
      '/event-planners/services/cakes?q=keki&city=Arusha&minPrice=1000&minRating=4&sort=price_asc',
    );
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Cakes');
    await screen.findByRole('link', { name: 'Keki ya harusi' });
    expect(Object.fromEntries(search())).toEqual({
      category: 'cakes',
      q: 'keki',
      city: 'Arusha',
      minPrice: '1000',
      minRating: '4',
      sort: 'price_asc',
      limit: '24',
    });
    expect((screen.getByLabelText('Search in Cakes') as HTMLInputElement).value).toBe('keki');
    expect((screen.getByLabelText('City') as HTMLSelectElement).value).toBe('Arusha');
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('price_asc');
  });

  it('puts a search, filters and a sort into the address, and Back returns to the search before', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(page([summary()]))));
    const { router } = renderCategory('/event-planners/services/cakes');
    await screen.findByRole('link', { name: 'Keki ya harusi' });

    await userEvent.type(screen.getByLabelText('Search in Cakes'), 'vanilla{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=vanilla'));

    await userEvent.selectOptions(screen.getByLabelText('City'), 'Moshi');
    await userEvent.type(screen.getByLabelText('Highest price (TZS)'), '300,000');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=vanilla&city=Moshi&maxPrice=300000'));
    await waitFor(() => expect(search().get('maxPrice')).toBe('300000'));

    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'rating');
    await waitFor(() => expect(router.state.location.search).toContain('sort=rating'));

    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe('?q=vanilla&city=Moshi&maxPrice=300000'));
    await router.navigate(-1);
    await waitFor(() => expect((screen.getByLabelText('City') as HTMLSelectElement).value).toBe(''));
    expect((screen.getByLabelText('Search in Cakes') as HTMLInputElement).value).toBe('vanilla');
  });

  it('filters by guests and a day free, keeps both in the address and clears each from its chip', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(page([summary()]))));
    const day = addDays(todayInTanzania(), 20);
    const { router } = renderCategory('/event-planners/services/venues');
    await screen.findByRole('link', { name: 'Keki ya harusi' });
    await userEvent.type(screen.getByLabelText('Guests'), '250');
    await userEvent.type(screen.getByLabelText('Free on'), day);
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?guests=250&freeOn=${day}`));
    await waitFor(() => expect(search().get('freeOn')).toBe(day));
    expect(search().get('guests')).toBe('250');

    const chips = within(screen.getByRole('list', { name: 'Filters in use' }));
    expect(chips.getByRole('button', { name: /^For 250 guests/ })).toBeTruthy();
    await userEvent.click(chips.getByRole('button', { name: /^Free on \w{3} \d{1,2} \w{3}/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?guests=250'));
    await userEvent.click(screen.getByRole('button', { name: /^For 250 guests/ }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('list', { name: 'Filters in use' })).toBeNull();
  });

  it('loads the next page with the cursor and appends it', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(page([summary()], 'next-page')))
      .mockResolvedValueOnce(
        jsonResponse(
          page([summary({ id: '7a0d6d3e-2f2b-4a63-8f3b-7e1c9b7c1a03', title: 'Keki ya kuzaliwa' })]),
        ),
      );
    renderCategory('/event-planners/services/cakes');
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await screen.findByRole('link', { name: 'Keki ya kuzaliwa' });
    expect(screen.getByRole('link', { name: 'Keki ya harusi' })).toBeTruthy();
    expect(search().get('cursor')).toBe('next-page');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows a card with price, unit, vendor, city and rating, and an empty state that says what to try', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(page([summary()])));
    renderCategory('/event-planners/services/cakes');
    await screen.findByRole('link', { name: 'Keki ya harusi' });
    expect(screen.getByText('TZS 250,000')).toBeTruthy();
    expect(screen.getByText('Mama Keki Arusha')).toBeTruthy();
    expect(screen.getByText('Rated 4.5 out of 5 by 12 people')).toBeTruthy();

    fetchMock.mockResolvedValueOnce(jsonResponse(page([])));
    renderCategory('/event-planners/services/cakes?q=zzz');
    expect(await screen.findByText('Try other words, fewer filters or another city.')).toBeTruthy();
  });

  it('says when a category does not exist, without asking the server', async () => {
    renderCategory('/event-planners/services/spaceships');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Category not found');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
