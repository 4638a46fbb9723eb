import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { LocationProbe, renderRoutes, resetAppState } from '../../../test/app-router.tsx';
import { refusalResponse } from '../../../test/refusal.ts';
import { jsonResponse } from '../../../test/render.tsx';
import { siteConfigFixture } from '../../../test/site-config-fixture.ts';
import type { FinderMapProps } from '../components/finder-map.tsx';
import { resetFinder } from '../finder-store.ts';
import { ALL_WEEK, centreRecord, listPage, pharmacyRecord } from '../medi-finder-test-fixtures.ts';
import { DiagnosticCentresPage } from './diagnostic-centres-page.tsx';
import { MediFinderHomePage } from './medi-finder-home-page.tsx';
import { PharmaciesPage } from './pharmacies-page.tsx';

// Leaflet is tested on its own (finder-map.test.tsx); here the map shows its markers as buttons.
vi.mock('../components/finder-map.tsx', () => ({
  FinderMap: ({ places, onSelect, origin, label, tiles }: FinderMapProps) => (
    <section aria-label={label} data-tiles={tiles.url}>
      {places.map((place) => (
        <button key={place.id} type="button" onClick={() => onSelect?.(place.id)}>
          {`Marker: ${place.name}`}
        </button>
      ))}
      {origin ? <p>{`Origin: ${origin.label}`}</p> : null}
    </section>
  ),
}));

const CLOSED_ALL_WEEK = Array.from({ length: 7 }, () => null);

let fetchMock: Mock;
/** Answers for the finder's calls, by path (without the query); the site config answers itself. */
let answer: (url: URL) => Promise<Response>;

beforeEach(() => {
  answer = () => Promise.resolve(jsonResponse(listPage([])));
  fetchMock = vi.fn((input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://sherehe.test');
    if (url.pathname === '/api/v1/site-config') return Promise.resolve(jsonResponse(siteConfigFixture));
    return answer(url);
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  cleanup(); // unmount before the real fetch comes back, or a late request would reach for the network
  resetFinder();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetAppState();
  Reflect.deleteProperty(navigator, 'geolocation');
});

function WithLocation({ page }: { page: () => React.ReactElement }) {
  return (
    <>
      {page()}
      <LocationProbe />
    </>
  );
}

function renderFinder(path = '/medi-finder') {
  return renderRoutes(
    [
      { path: '/medi-finder', element: <WithLocation page={() => <MediFinderHomePage />} /> },
      { path: '/medi-finder/pharmacies/:id?', element: <WithLocation page={() => <PharmaciesPage />} /> },
      {
        path: '/medi-finder/diagnostic-centres/:id?',
        element: <WithLocation page={() => <DiagnosticCentresPage />} />,
      },
    ],
    path,
  );
}

/** The finder's API calls, as path + query. */
const finderCalls = () =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://sherehe.test'))
    .filter((url) => url.pathname.startsWith('/api/v1/md/'));
const lastCall = () => finderCalls().at(-1);

function mockPosition(result: { lat: number; long: number } | { code: 1 | 2 | 3 }) {
  const getCurrentPosition = vi.fn((success: PositionCallback, failure?: PositionErrorCallback | null) => {
    if ('code' in result) failure?.({ code: result.code, message: 'no' } as GeolocationPositionError);
    else
      success({
        coords: { latitude: result.lat, longitude: result.long, accuracy: 20 },
      } as GeolocationPosition);
  });
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}

describe('the finder list', () => {
  it('shows skeleton cards while the list loads, with a name for screen readers', async () => {
    answer = () => new Promise(() => {});
    renderFinder();
    expect(await screen.findByRole('status', { name: 'Loading the list…' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Medi-Finder');
    expect(lastCall()?.pathname).toBe('/api/v1/md/pharmacies/fetch');
    expect(lastCall()?.searchParams.get('limit')).toBe('20');
  });

  it("shows the server's reason with Try again, which asks again", async () => {
    answer = () =>
      Promise.resolve(
        refusalResponse(400, 'validation', 'search.too_long', {
          params: { max: 100 },
          fields: [{ field: 'q', reason: 'search.too_long', params: { max: 100 }, issue: 'too_big' }],
        }),
      );
    renderFinder();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load the pharmacies.');
    expect(alert.textContent).toContain('Keep the search under 100 characters.');

    answer = () =>
      Promise.resolve(jsonResponse(listPage([pharmacyRecord({ pharmacy_name: 'Uhuru Pharmacy' })])));
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Uhuru Pharmacy' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says to check the connection when the request itself failed', async () => {
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    renderFinder();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Check your connection and try again.');
  });

  it('says when there is nothing listed, and what to try after a search that finds nothing', async () => {
    renderFinder();
    expect(await screen.findByText('No pharmacies found')).toBeTruthy();
    expect(screen.getByText('None are listed yet. Please check again soon.')).toBeTruthy();

    await userEvent.type(screen.getByLabelText('Search by name or area'), 'zzz');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(/Nothing matches your search/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Pharmacies matching “zzz”' })).toBeTruthy();
  });

  it('lists each place with its marks, locality, address, phone link and directions, and the same places on the map', async () => {
    answer = () =>
      Promise.resolve(
        jsonResponse(
          listPage([
            pharmacyRecord({
              pharmacy_name: 'Kariakoo Pharmacy',
              active_subscription: { is_active: 1 },
              opening_hours: ALL_WEEK,
              rating: 4.3,
              rating_count: 12,
            }),
            pharmacyRecord({
              pharmacy_name: 'Msimbazi Chemist',
              owner_phone: '+255713987654',
              latitude: -6.8201,
              longitude: 39.2712,
              opening_hours: CLOSED_ALL_WEEK,
            }),
          ]),
        ),
      );
    renderFinder();
    const list = await screen.findByRole('list', { name: 'All pharmacies' });
    const [first, second] = within(list).getAllByRole('article');
    if (!first || !second) throw new Error('two places expected');

    expect(within(first).getByRole('link', { name: 'Kariakoo Pharmacy' }).getAttribute('href')).toMatch(
      /^\/medi-finder\/pharmacies\/[0-9a-f-]{36}$/,
    );
    expect(within(first).getByText('Verified')).toBeTruthy();
    expect(within(first).getByText('Open now')).toBeTruthy();
    expect(within(first).getByText('Rated 4.3 out of 5 by 12 people')).toBeTruthy();
    expect(within(first).getByText('Kariakoo, Dar es Salaam')).toBeTruthy();
    expect(within(first).getByText('Msimbazi Street, near Kariakoo Market')).toBeTruthy();
    expect(
      within(first)
        .getByRole('link', { name: /\+255 754 123 456/ })
        .getAttribute('href'),
    ).toBe('tel:+255754123456');

    expect(within(second).queryByText('Verified')).toBeNull();
    expect(within(second).getByText('Closed now')).toBeTruthy();
    // Nobody rated it: the spec's fixed 4.5 is not shown as a rating.
    expect(within(second).queryByText(/Rated/)).toBeNull();
    expect(
      within(second)
        .getByRole('link', { name: 'Directions to Msimbazi Chemist (OpenStreetMap, opens in a new tab)' })
        .getAttribute('href'),
    ).toBe('https://www.openstreetmap.org/directions?to=-6.8201%2C39.2712');
    // A full list has no distances.
    expect(screen.queryByText(/ away$/)).toBeNull();

    const map = await screen.findByRole('region', { name: 'Map of the pharmacies in the list' });
    expect(map.getAttribute('data-tiles')).toBe(siteConfigFixture.mapTiles.url);
    expect(
      within(map)
        .getAllByRole('button')
        .map((marker) => marker.textContent),
    ).toEqual(['Marker: Kariakoo Pharmacy', 'Marker: Msimbazi Chemist']);
  });

  it('brings the entry of a chosen marker into view and puts the keyboard on it', async () => {
    answer = () =>
      Promise.resolve(
        jsonResponse(
          listPage([
            pharmacyRecord({ pharmacy_name: 'Alpha Pharmacy' }),
            pharmacyRecord({ pharmacy_name: 'Beta Pharmacy' }),
          ]),
        ),
      );
    renderFinder();
    await userEvent.click(await screen.findByRole('button', { name: 'Marker: Beta Pharmacy' }));
    const link = screen.getByRole('link', { name: 'Beta Pharmacy' });
    await waitFor(() => expect(document.activeElement).toBe(link));
    expect(link.closest('article')?.className).toContain('ring-2');
    expect(screen.getByRole('link', { name: 'Alpha Pharmacy' }).closest('article')?.className).not.toContain(
      'ring-2',
    );
  });

  it('searches by words and city, and loads more pages after the first', async () => {
    answer = (url) =>
      Promise.resolve(
        jsonResponse(
          url.searchParams.get('cursor')
            ? listPage([pharmacyRecord({ pharmacy_name: 'Second Page Pharmacy' })])
            : listPage([pharmacyRecord({ pharmacy_name: 'First Page Pharmacy' })], 'cursor-2'),
        ),
      );
    renderFinder();
    await screen.findByRole('link', { name: 'First Page Pharmacy' });
    await userEvent.type(screen.getByLabelText('Search by name or area'), ' Kariakoo ');
    await userEvent.selectOptions(screen.getByLabelText('City'), 'DarEsSalaam');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(Object.fromEntries(lastCall()?.searchParams ?? [])).toEqual({
        q: 'Kariakoo',
        city: 'Dar es Salaam',
        limit: '20',
      }),
    );
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'Pharmacies matching “Kariakoo” in Dar es Salaam',
      }),
    ).toBeTruthy();

    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Second Page Pharmacy' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'First Page Pharmacy' })).toBeTruthy();
    expect(lastCall()?.searchParams.get('cursor')).toBe('cursor-2');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Show the full list' }));
    await waitFor(() => expect(Object.fromEntries(lastCall()?.searchParams ?? [])).toEqual({ limit: '20' }));
    expect((screen.getByLabelText('Search by name or area') as HTMLInputElement).value).toBe('');
  });

  it('keeps the newest search when an older answer comes last', async () => {
    const pending = new Map<string, (response: Response) => void>();
    answer = (url) => new Promise((resolve) => pending.set(url.searchParams.get('q') ?? '', resolve));
    renderFinder();
    await waitFor(() => expect(pending.has('')).toBe(true));
    await userEvent.type(screen.getByLabelText('Search by name or area'), 'Uhuru{Enter}');
    await waitFor(() => expect(pending.has('Uhuru')).toBe(true));

    pending.get('Uhuru')?.(jsonResponse(listPage([pharmacyRecord({ pharmacy_name: 'Uhuru Pharmacy' })])));
    expect(await screen.findByRole('link', { name: 'Uhuru Pharmacy' })).toBeTruthy();
    pending.get('')?.(jsonResponse(listPage([pharmacyRecord({ pharmacy_name: 'Old Answer Pharmacy' })])));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('link', { name: 'Old Answer Pharmacy' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Uhuru Pharmacy' })).toBeTruthy();
  });
});

describe('near me', () => {
  it('searches near the position the browser gives, nearest first with distances, and within the chosen radius', async () => {
    const getCurrentPosition = mockPosition({ lat: -6.819, long: 39.274 });
    answer = (url) =>
      Promise.resolve(
        jsonResponse(
          url.pathname.endsWith('/fetch-nearby')
            ? listPage([
                pharmacyRecord({ pharmacy_name: 'Nearest Pharmacy', distance: 344 }),
                pharmacyRecord({ pharmacy_name: 'Farther Pharmacy', distance: 1260 }),
              ])
            : listPage([]),
        ),
      );
    renderFinder();
    await screen.findByText('No pharmacies found');
    await userEvent.click(screen.getByRole('button', { name: 'Near me' }));

    expect(getCurrentPosition).toHaveBeenCalledOnce();
    expect(await screen.findByRole('heading', { level: 2, name: 'Pharmacies near you' })).toBeTruthy();
    const call = lastCall();
    expect(call?.pathname).toBe('/api/v1/md/pharmacies/fetch-nearby');
    expect(Object.fromEntries(call?.searchParams ?? [])).toEqual({
      lat: '-6.819',
      long: '39.274',
      radius: '5000',
      limit: '20',
    });
    const list = await screen.findByRole('list', { name: 'Pharmacies near you' });
    const articles = within(list).getAllByRole('article');
    expect(articles.map((article) => within(article).getByText(/ away$/).textContent)).toEqual([
      '340 m away',
      '1.3 km away',
    ]);
    expect(
      within(articles[0] as HTMLElement)
        .getByRole('link', { name: /^Directions to Nearest/ })
        .getAttribute('href'),
    ).toBe('https://www.openstreetmap.org/directions?from=-6.819%2C39.274&to=-6.819%2C39.274');
    expect(screen.getByText('Origin: Your position')).toBeTruthy();

    await userEvent.selectOptions(screen.getByLabelText('Within'), '10000');
    await waitFor(() => expect(lastCall()?.searchParams.get('radius')).toBe('10000'));
  });

  it('when location is refused, says so and offers the cities, searching near the chosen centre', async () => {
    mockPosition({ code: 1 });
    answer = (url) =>
      Promise.resolve(
        jsonResponse(
          url.pathname.endsWith('/fetch-nearby')
            ? listPage([pharmacyRecord({ pharmacy_name: 'City Centre Pharmacy', distance: 820 })])
            : listPage([]),
        ),
      );
    renderFinder();
    await screen.findByText('No pharmacies found');
    await userEvent.click(screen.getByRole('button', { name: 'Near me' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We cannot see where you are');
    expect(alert.textContent).toContain('Pick a city to see the places near its centre');
    expect(lastCall()?.pathname).toBe('/api/v1/md/pharmacies/fetch');

    await userEvent.click(screen.getByRole('button', { name: 'Show places near the centre' }));
    expect(screen.getByText('Choose a city first.')).toBeTruthy();
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'City', description: 'Choose a city first.' }),
      'DarEsSalaam',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show places near the centre' }));

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Pharmacies near the centre of Dar es Salaam' }),
    ).toBeTruthy();
    expect(Object.fromEntries(lastCall()?.searchParams ?? [])).toMatchObject({
      lat: '-6.8161',
      long: '39.2803',
      radius: '5000',
    });
    expect(await screen.findByText('820 m away')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    // No position of the visitor: directions start wherever OpenStreetMap asks.
    expect(
      screen.getByRole('link', { name: /^Directions to City Centre/ }).getAttribute('href'),
    ).not.toContain('from=');
  });

  it.each([
    [2, 'Your position could not be found'],
    [3, 'Finding your position took too long'],
  ] as const)('explains error code %i and offers another try', async (code, title) => {
    mockPosition({ code });
    renderFinder();
    await userEvent.click(await screen.findByRole('button', { name: 'Near me' }));
    expect((await screen.findByRole('alert')).textContent).toContain(title);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('says so when the browser has no geolocation at all', async () => {
    renderFinder();
    await userEvent.click(await screen.findByRole('button', { name: 'Near me' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This browser cannot share your location',
    );
  });
});

describe('tabs', () => {
  it('switches to diagnostic centres and back, keeping the search, each tab at its own address', async () => {
    answer = (url) =>
      Promise.resolve(
        jsonResponse(
          url.pathname.includes('/diagnostic-centers/')
            ? listPage([centreRecord({ center_name: 'Msimbazi Diagnostic Centre', tests: ['malaria'] })])
            : listPage([pharmacyRecord({ pharmacy_name: 'Kariakoo Pharmacy' })]),
        ),
      );
    renderFinder('/medi-finder/pharmacies');
    await screen.findByRole('link', { name: 'Kariakoo Pharmacy' });
    await userEvent.type(screen.getByLabelText('Search by name or area'), 'Kariakoo{Enter}');
    await screen.findByRole('heading', { level: 2, name: 'Pharmacies matching “Kariakoo”' });
    await screen.findByRole('link', { name: 'Kariakoo Pharmacy' });
    // Each tab is its own page: the tabs are found afresh after every switch.
    const tabs = () => within(screen.getByRole('navigation', { name: 'Medi-Finder sections' }));
    expect(tabs().getByRole('link', { name: 'Pharmacies' }).getAttribute('aria-current')).toBe('page');

    await userEvent.click(tabs().getByRole('link', { name: 'Diagnostic centres' }));
    expect(await screen.findByRole('link', { name: 'Msimbazi Diagnostic Centre' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/medi-finder/diagnostic-centres');
    expect(lastCall()?.pathname).toBe('/api/v1/md/diagnostic-centers/fetch');
    expect(lastCall()?.searchParams.get('q')).toBe('Kariakoo');
    expect(tabs().getByRole('link', { name: 'Diagnostic centres' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(tabs().getByRole('link', { name: 'Pharmacies' }).getAttribute('aria-current')).toBeNull();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Diagnostic centres matching “Kariakoo”' }),
    ).toBeTruthy();
    expect((screen.getByLabelText('Search by name or area') as HTMLInputElement).value).toBe('Kariakoo');

    // Back on pharmacies, the list answered minutes ago is shown again without asking.
    const calls = finderCalls().length;
    await userEvent.click(tabs().getByRole('link', { name: 'Pharmacies' }));
    expect(await screen.findByRole('link', { name: 'Kariakoo Pharmacy' })).toBeTruthy();
    expect(finderCalls()).toHaveLength(calls);
  });
});

describe('in Swahili', () => {
  it('speaks Swahili throughout', async () => {
    await i18next.changeLanguage('sw');
    mockPosition({ lat: -6.819, long: 39.274 });
    answer = () =>
      Promise.resolve(
        jsonResponse(
          listPage([
            pharmacyRecord({
              pharmacy_name: 'Duka la Dawa Uhuru',
              active_subscription: { is_active: 1 },
              distance: 1500,
              opening_hours: ALL_WEEK,
            }),
          ]),
        ),
      );
    renderFinder();
    await screen.findByRole('heading', { level: 2, name: 'Maduka yote ya dawa' });
    await userEvent.click(screen.getByRole('button', { name: 'Karibu nami' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Maduka ya dawa karibu nawe' })).toBeTruthy();
    expect(await screen.findByText('Imethibitishwa')).toBeTruthy();
    expect(screen.getByText('Wazi sasa')).toBeTruthy();
    expect(screen.getByText('umbali 1.5 km')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vituo vya uchunguzi' })).toBeTruthy();
  });
});

describe('on a phone', () => {
  it('shows the map only when asked', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: false,
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    answer = () =>
      Promise.resolve(jsonResponse(listPage([pharmacyRecord({ pharmacy_name: 'Kariakoo Pharmacy' })])));
    renderFinder();
    await screen.findByRole('link', { name: 'Kariakoo Pharmacy' });
    expect(screen.queryByRole('region', { name: 'Map of the pharmacies in the list' })).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Show map' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(await screen.findByRole('button', { name: 'Marker: Kariakoo Pharmacy' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hide map' }).getAttribute('aria-expanded')).toBe('true');
  });
});
