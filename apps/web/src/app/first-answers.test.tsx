// A page the server drew carries the answers it drew from (lib/first-answers.ts): the queries of the first screens
// start from them, without asking the API.
import { FIRST_ANSWERS_ID } from '@sherehe/core/first-screen';
import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useListing } from '../features/catalogue/api/use-listing.ts';
import { useListingSearch } from '../features/catalogue/api/use-listing-search.ts';
import { emptyFilters } from '../features/catalogue/search-params.ts';
import { renderWithProviders } from '../test/render.tsx';

const listing = { id: 'l-1', title: 'Ukumbi wa Bahari' };
const page = { listings: [{ id: 'l-2', title: 'Keki ya harusi' }], nextCursor: 'c-2' };
const pharmacy = {
  pharmacy_id: 'p-1',
  pharmacy_name: 'Duka la Dawa Kariakoo',
  vendor_id: 'v-1',
  owner_phone: '+255754000001',
  address: 'Kariakoo',
  latitude: '-6.82',
  longitude: '39.27',
  active_subscription: null,
};

function Listing({ id }: { id: string }) {
  const { data, status } = useListing(id);
  return <p>{data?.title ?? status}</p>;
}

function Venues() {
  const { data, hasNextPage } = useListingSearch(emptyFilters, 'venues');
  return <p>{data ? `${data.pages[0]?.listings[0]?.title} ${hasNextPage}` : 'loading'}</p>;
}

describe('the first answers in the page', () => {
  const fetch = vi.fn(async () => new Response('{}', { status: 500 }));
  beforeAll(() => {
    vi.stubGlobal('fetch', fetch);
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = FIRST_ANSWERS_ID;
    script.textContent = JSON.stringify({
      '/api/v1/listings/l-1': listing,
      '/api/v1/listings?category=venues&limit=24': page,
      '/api/v1/md/pharmacies/fetch?limit=20': { items: [pharmacy], nextCursor: null },
    });
    document.head.append(script);
  });
  afterAll(() => vi.unstubAllGlobals());

  it('are the first data of the queries that asked for them, with no request', async () => {
    renderWithProviders(
      <>
        <Listing id="l-1" />
        <Venues />
      </>,
    );
    expect(screen.getByText('Ukumbi wa Bahari')).toBeTruthy();
    expect(screen.getByText('Keki ya harusi true')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("are the Medi-Finder's first pharmacies, fresh, so the finder does not ask again", async () => {
    const { useFinder } = await import('../features/medi-finder/finder-store.ts');
    const list = useFinder.getState().lists.pharmacy;
    expect(list.items.map((place) => place.name)).toEqual(['Duka la Dawa Kariakoo']);
    await useFinder.getState().load('pharmacy');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('leave any other query to ask the API', async () => {
    renderWithProviders(<Listing id="l-9" />);
    expect(await screen.findByText('error')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
