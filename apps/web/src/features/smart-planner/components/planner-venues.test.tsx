import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { refusalResponse } from '../../../test/refusal.ts';
import { jsonResponse } from '../../../test/render.tsx';
import { resetPlannerStore } from '../planner-store.ts';
import {
  calledUrls,
  conversation,
  fixturePlaces,
  listing,
  planUpToExtras,
  renderPanel,
  type ServerAnswers,
  stubMotion,
  stubServer,
  venueAnswer,
} from '../planner-test-helpers.tsx';

beforeEach(() => stubMotion('reduce'));

afterEach(() => {
  resetPlannerStore();
  vi.unstubAllGlobals();
});

/** Through the steps to an option selected, then a search for `category` in `city`. */
async function search(answers: ServerAnswers, { city = 'Arusha', category = 'halls' } = {}) {
  const fetchMock = stubServer(answers);
  const rendered = renderPanel();
  const { user } = rendered;
  await planUpToExtras(user, { guests: '80', budget: '1500000' });
  await user.click(screen.getByRole('button', { name: 'Show options' }));
  await user.click((await screen.findAllByRole('button', { name: 'Select' }))[7] as HTMLElement);
  await user.selectOptions(await screen.findByLabelText('City'), city);
  await user.selectOptions(screen.getByLabelText('Category'), category);
  await user.click(screen.getByRole('button', { name: 'Search' }));
  return { ...rendered, fetchMock };
}

function results(name = 'Halls in Arusha') {
  return within(screen.getByRole('region', { name }));
}

function venueSearches(fetchMock: Mock) {
  return calledUrls(fetchMock).filter((url) => url.startsWith('/api/v1/venues/search'));
}

describe('the venue search', () => {
  it('asks the server for the city and category, and says so in the conversation', async () => {
    const { fetchMock } = await search({});
    expect(conversation().at(-1)).toBe('Halls in Arusha');
    await waitFor(() =>
      expect(venueSearches(fetchMock)).toEqual(['/api/v1/venues/search?city=Arusha&category=halls']),
    );
  });

  it('says Loading places… while it waits', async () => {
    await search({ venues: () => new Promise<Response>(() => {}) });
    expect(results().getByText('Loading places…')).toBeTruthy();
  });

  it('shows the first 20 places: name or Unnamed, type, a map link and a phone link', async () => {
    await search({});
    const list = await results().findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(20);
    expect(results().getByText('Showing first 20 results (refine filter for more).')).toBeTruthy();
    expect(results().queryByText('Ukumbi wa Majaribio 21')).toBeNull();

    const first = within(items[0] as HTMLElement);
    expect(first.getByText('Ukumbi wa Majaribio 1')).toBeTruthy();
    expect(first.getByText('Hotel')).toBeTruthy();
    const map = first.getByRole('link', { name: /^Map/ });
    expect(map.getAttribute('href')).toBe(
      'https://www.openstreetmap.org/?mlat=-3.349&mlon=37.341#map=17/-3.349/37.341',
    );
    expect(map.getAttribute('target')).toBe('_blank');
    expect(map.getAttribute('rel')).toContain('noopener');
    expect(map.getAttribute('aria-label')).toBe(
      'Map: Ukumbi wa Majaribio 1 on OpenStreetMap, opens in a new tab',
    );
    expect(map.textContent).toBe('Map');
    const phone = first.getByRole('link', { name: '+255 754 000 001' });
    expect(phone.getAttribute('href')).toBe('tel:+255754000001');

    const second = within(items[1] as HTMLElement);
    expect(second.queryByRole('link', { name: /^\+255/ })).toBeNull(); // even: no phone
    expect(within(items[2] as HTMLElement).getByText('Community centre')).toBeTruthy();
    const fifth = within(items[4] as HTMLElement);
    expect(fifth.getByText('Unnamed')).toBeTruthy();
    expect(fifth.getByRole('link', { name: /^Map/ })).toBeTruthy();
  });

  it('shows N/A for a place without a type and no map link without coordinates', async () => {
    await search({
      venues: jsonResponse(
        venueAnswer({ places: [{ name: 'Ukumbi wa Jamii', type: null, lat: null, lon: null, phone: null }] }),
      ),
    });
    const item = within(await results().findByRole('listitem'));
    expect(item.getByText('N/A')).toBeTruthy();
    expect(item.queryByRole('link')).toBeNull();
    expect(results().queryByText(/Showing first 20/)).toBeNull();
  });

  it('says when nothing was found', async () => {
    await search({ venues: jsonResponse(venueAnswer({ places: [] })) });
    expect(await results().findByText('No results found for your search.')).toBeTruthy();
  });

  it('says politely when the places are an earlier copy', async () => {
    await search({ venues: jsonResponse(venueAnswer({ places: fixturePlaces(3), stale: true })) });
    expect(
      await results().findByText('These places were saved earlier; the map service did not answer just now.'),
    ).toBeTruthy();
    expect(results().getAllByRole('listitem')).toHaveLength(3);
  });

  it('shows the server’s reason when the search fails, and Try again asks again', async () => {
    let calls = 0;
    await search({
      venues: () =>
        ++calls === 1
          ? refusalResponse(503, 'unavailable', 'venues.map_unavailable')
          : jsonResponse(venueAnswer({ places: fixturePlaces(2) })),
    });
    expect(await results().findByText('The map service did not answer. Try again in a minute.')).toBeTruthy();
    await screen.findByRole('button', { name: 'Try again' }).then((button) => button.click());
    expect(await results().findByText('Ukumbi wa Majaribio 1')).toBeTruthy();
  });

  it('says Failed to fetch places when the connection fails', async () => {
    await search({ venues: () => Promise.reject(new TypeError('Failed to fetch')) });
    expect(await results().findByText('Failed to fetch places')).toBeTruthy();
  });

  it('says Failed to fetch places for an answer without a message', async () => {
    await search({ venues: new Response('Bad gateway', { status: 502 }) });
    expect(await results().findByText('Failed to fetch places')).toBeTruthy();
  });

  it('shows Sherehe’s own venues in that city for every guest', async () => {
    const { fetchMock } = await search(
      {
        listings: (query) =>
          jsonResponse({
            listings: query.get('city') === 'Dar es Salaam' ? [listing({ city: 'Dar es Salaam' })] : [],
            nextCursor: null,
          }),
      },
      { city: 'DarEsSalaam', category: 'wedding' },
    );
    const own = await screen.findByRole('region', { name: 'Venues on Sherehe in Dar es Salaam' });
    expect(
      within(own)
        .getByRole('link', { name: /Wedding hall/ })
        .getAttribute('href'),
    ).toBe('/event-planners/products/0b7c8a3e-5f1d-4c2b-9a6e-1d2c3b4a5f60');
    const cityQuery = calledUrls(fetchMock)
      .filter((url) => url.startsWith('/api/v1/listings?'))
      .map((url) => Object.fromEntries(new URLSearchParams(url.split('?')[1])))
      .filter((query) => 'city' in query);
    expect(cityQuery).toEqual([{ category: 'venues', city: 'Dar es Salaam', minCapacity: '80', limit: '3' }]);
    expect(screen.getByRole('region', { name: 'Wedding Venues in Dar es Salaam' })).toBeTruthy();
  });

  it('keeps the last search’s city and category for the next one', async () => {
    const { user } = await search({});
    expect((screen.getByLabelText('City') as HTMLSelectElement).value).toBe('Arusha');
    await user.selectOptions(screen.getByLabelText('City'), 'Zanzibar');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(conversation().at(-1)).toBe('Halls in Zanzibar');
    expect(await screen.findByRole('region', { name: 'Halls in Zanzibar' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Halls in Arusha' })).toBeTruthy();
  });
});
