import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { jsonResponse } from '../../test/render.tsx';
import { resetFinder, useFinder } from './finder-store.ts';
import { listPage, pharmacyRecord } from './medi-finder-test-fixtures.ts';

let fetchMock: Mock;
beforeEach(() => {
  fetchMock = vi.fn(() =>
    Promise.resolve(jsonResponse(listPage([pharmacyRecord({ pharmacy_name: 'Uhuru Pharmacy' })]))),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  resetFinder();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'geolocation');
});

const finder = () => useFinder.getState();

describe('the finder store', () => {
  it('fetches a list, maps it to the client model, and serves it again from memory while fresh', async () => {
    const before = Date.now();
    await finder().load('pharmacy');
    const list = finder().lists.pharmacy;
    expect(list).toMatchObject({ loading: false, error: null });
    expect(list.items.map((place) => [place.kind, place.name, place.rating])).toEqual([
      ['pharmacy', 'Uhuru Pharmacy', 4.5],
    ]);
    expect(list.lastFetched).toBeGreaterThanOrEqual(before);
    expect(fetchMock).toHaveBeenCalledOnce();
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect((init.headers as Record<string, string>).Accept).toBe('application/json');

    await finder().load('pharmacy');
    expect(fetchMock).toHaveBeenCalledOnce();
    await finder().load('pharmacy', { force: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // The other kind is its own list.
    expect(finder().lists.diagnostic_center.lastFetched).toBeNull();
  });

  it('sends the Bearer token when one is stored', async () => {
    localStorage.setItem('authToken', 'token-123');
    await finder().load('diagnostic_center');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/md/diagnostic-centers/fetch?limit=20');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer token-123');
  });

  it('drops a position that arrives after another search was chosen', async () => {
    let give: (position: GeolocationPosition) => void = () => {};
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: { getCurrentPosition: (success: PositionCallback) => (give = success) },
    });
    const asking = finder().nearMe();
    expect(finder().geo.status).toBe('locating');
    finder().searchList('Uhuru', '');
    give({ coords: { latitude: -6.8, longitude: 39.2 } } as GeolocationPosition);
    await asking;
    expect(finder().search).toEqual({ mode: 'list', q: 'Uhuru', city: '' });
    expect(finder().geo.status).toBe('idle');
  });

  it('searches near a city centre with the radius chosen, and a new radius applies to the search', () => {
    finder().setRadius(2000);
    finder().nearCity('Mwanza');
    expect(finder().search).toEqual({
      mode: 'nearby',
      lat: -2.5164,
      long: 32.9033,
      radius: 2000,
      origin: 'Mwanza',
    });
    finder().setRadius(25_000);
    expect(finder().search).toMatchObject({ radius: 25_000, origin: 'Mwanza' });
  });
});
