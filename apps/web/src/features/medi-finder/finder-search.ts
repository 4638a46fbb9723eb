// What the finder is searching for, shared by both tabs: a list by words and city, or the places near a point (the
// visitor's position or a city's centre) within a radius. The request each search makes on each tab.
import type { PlaceKind } from '@sherehe/core/api/medi-finder';
import type { FinderCity } from '@sherehe/core/medi-finder/finder-cities';

export type CityKey = FinderCity['key'];

export type FinderSearch =
  | { mode: 'list'; q: string; city: CityKey | '' }
  | { mode: 'nearby'; lat: number; long: number; radius: number; origin: 'device' | CityKey };

// Not imported from the contract (DEFAULT_NEARBY_RADIUS_M, MAX_NEARBY_RADIUS_M): that module brings zod with it
// (docs/decisions/003). The spec's default radius is 5 km; the server searches at most 50 km.
export const DEFAULT_RADIUS_M = 5000;
export const RADIUS_CHOICES_M = [1000, 2000, 5000, 10_000, 25_000, 50_000] as const;

/** A page of the list: enough to fill a phone's screen a few times over without a heavy answer on slow 4G. */
export const FINDER_PAGE_SIZE = 20;

export const initialSearch: FinderSearch = { mode: 'list', q: '', city: '' };

/** Two searches with the same key ask the server the same question. */
export const searchKey = (search: FinderSearch): string => JSON.stringify(search);

const apiSegment: Record<PlaceKind, string> = {
  pharmacy: 'pharmacies',
  diagnostic_center: 'diagnostic-centers',
};

// Six decimals place a point within 10 cm: more only makes every position a different cache entry and address.
const coordinate = (value: number) => String(Number(value.toFixed(6)));

/** The API path (under /api/v1) of one page of `search` for the places of `kind`. */
export function requestPath(
  kind: PlaceKind,
  search: FinderSearch,
  cityName: (key: CityKey) => string,
  cursor?: string | null,
): string {
  const params = new URLSearchParams();
  let endpoint = 'fetch';
  if (search.mode === 'list') {
    if (search.q.trim()) params.set('q', search.q.trim());
    if (search.city) params.set('city', cityName(search.city));
  } else {
    endpoint = 'fetch-nearby';
    params.set('lat', coordinate(search.lat));
    params.set('long', coordinate(search.long));
    params.set('radius', String(search.radius));
  }
  params.set('limit', String(FINDER_PAGE_SIZE));
  if (cursor) params.set('cursor', cursor);
  return `/md/${apiSegment[kind]}/${endpoint}?${params}`;
}
