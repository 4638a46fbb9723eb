import { describe, expect, it } from 'vitest';
import { emptyFilters, filtersFromParams, listingsApiQuery, paramsFromFilters } from './search-params.ts';

describe('search params ↔ filters', () => {
  it('reads every filter from the address', () => {
    const filters = filtersFromParams(
      new URLSearchParams(
        'q=+keki+&city=Arusha&minPrice=1000&maxPrice=50000&minRating=4.5&guests=150&freeOn=2026-12-12&sort=price_asc',
      ),
    );
    expect(filters).toEqual({
      q: 'keki',
      city: 'Arusha',
      minPrice: 1000,
      maxPrice: 50000,
      minRating: 4.5,
      guests: 150,
      freeOn: '2026-12-12',
      sort: 'price_asc',
    });
  });

  it('drops what it cannot read instead of sending it to the server', () => {
    const filters = filtersFromParams(
      new URLSearchParams(
        `minPrice=abc&maxPrice=-5&minRating=9&guests=0&freeOn=2026-02-30&sort=cheapest&q=${'x'.repeat(150)}`,
      ),
    );
    expect(filters).toEqual({ ...emptyFilters, q: 'x'.repeat(100) });
  });

  it('reads a range given the wrong way round as the same range', () => {
    const filters = filtersFromParams(new URLSearchParams('minPrice=90000&maxPrice=1000'));
    expect([filters.minPrice, filters.maxPrice]).toEqual([1000, 90000]);
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(paramsFromFilters(emptyFilters).toString()).toBe('');
    const filters = {
      ...emptyFilters,
      q: 'ukumbi harusi',
      minRating: 4,
      guests: 300,
      freeOn: '2026-12-12',
      sort: 'rating' as const,
    };
    const params = paramsFromFilters(filters);
    expect(params.toString()).toBe('q=ukumbi+harusi&minRating=4&guests=300&freeOn=2026-12-12&sort=rating');
    expect(filtersFromParams(params)).toEqual(filters);
  });

  it('builds one API query per search, whatever the order in the address, with the page size and cursor', () => {
    const a = filtersFromParams(new URLSearchParams('city=Moshi&q=hema'));
    const b = filtersFromParams(new URLSearchParams('q=hema&city=Moshi'));
    expect(listingsApiQuery(a, 'tents-chairs', null)).toBe(listingsApiQuery(b, 'tents-chairs', null));
    expect(listingsApiQuery(a, 'tents-chairs', 'abc')).toBe(
      'category=tents-chairs&city=Moshi&cursor=abc&limit=24&q=hema',
    );
  });
});
