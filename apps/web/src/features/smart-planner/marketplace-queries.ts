// The /listings searches that put Sherehe's own vendors beside the planner's estimate and the places on the map.
import type { VenueCity } from '@sherehe/core/api/venues';
import { cityNames } from './venue-places.ts';

export const MATCHES_LIMIT = 3;

function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) search.set(key, String(value));
  }
  search.set('limit', String(MATCHES_LIMIT));
  return search.toString();
}

/** Venues that hold every guest. */
export function venuesForGuests(guests: number): string {
  return query({ category: 'venues', minCapacity: guests });
}

/** Venues in a city of the venue search, holding every guest when the count is known. */
export function venuesInCity(city: VenueCity, guests: number | null): string {
  return query({ category: 'venues', city: cityNames[city], minCapacity: guests ?? undefined });
}

// Where each of the spec's catering styles is sold on Sherehe: cakes and soft drinks have categories of their own.
const styleSearches: Record<string, { category: string; q?: string }> = {
  'ndafu-barbecue': { category: 'catering', q: 'ndafu' },
  buffet: { category: 'catering', q: 'buffet' },
  cake: { category: 'cakes', q: 'cake' },
  'soft-drinks': { category: 'drinks', q: 'soft drinks' },
};

/** Listings for a catering style; a style the tables gain later is searched by its English name. */
export function cateringForStyle(style: { key: string; en: string }): string {
  const known = styleSearches[style.key];
  return query(known ? { category: known.category, q: known.q } : { category: 'catering', q: style.en });
}
