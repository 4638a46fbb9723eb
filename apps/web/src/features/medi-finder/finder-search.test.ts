import { describe, expect, it } from 'vitest';
import { requestPath } from './finder-search.ts';
import { cityName } from './finder-store.ts';

const parse = (path: string) => {
  const url = new URL(`http://x${path}`);
  return { path: url.pathname, params: Object.fromEntries(url.searchParams) };
};

describe('requestPath', () => {
  it('asks /fetch for a list, with the words and the city by its name', () => {
    expect(parse(requestPath('pharmacy', { mode: 'list', q: '', city: '' }, cityName))).toEqual({
      path: '/md/pharmacies/fetch',
      params: { limit: '20' },
    });
    expect(
      parse(
        requestPath(
          'diagnostic_center',
          { mode: 'list', q: ' Kariakoo ', city: 'DarEsSalaam' },
          cityName,
          'c1',
        ),
      ),
    ).toEqual({
      path: '/md/diagnostic-centers/fetch',
      params: { q: 'Kariakoo', city: 'Dar es Salaam', limit: '20', cursor: 'c1' },
    });
  });

  it('asks /fetch-nearby with lat, long (to six decimals) and the radius in metres', () => {
    const search = {
      mode: 'nearby',
      lat: -6.81900000004,
      long: 39.274,
      radius: 5000,
      origin: 'device',
    } as const;
    expect(parse(requestPath('pharmacy', search, cityName))).toEqual({
      path: '/md/pharmacies/fetch-nearby',
      params: { lat: '-6.819', long: '39.274', radius: '5000', limit: '20' },
    });
  });
});
