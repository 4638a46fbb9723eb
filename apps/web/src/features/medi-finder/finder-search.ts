// What the finder is searching for, shared by both tabs: a list by words and city, or the places near a point (the
// visitor's position or a city's centre) within a radius. The request each search makes on each tab.
import { endpointQuery } from '@sherehe/core/api/endpoint';
import type { PlaceKind } from '@sherehe/core/api/medi-finder';
import { mediFinderEndpoints as md } from '@sherehe/core/api/medi-finder-endpoints';
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

/** The endpoints each kind of place is searched at: by words and city, or near a point. */
export const finderEndpoints = {
  pharmacy: { list: md.pharmacies, nearby: md.pharmaciesNearby },
  diagnostic_center: { list: md.diagnosticCenters, nearby: md.diagnosticCentersNearby },
} as const;

// Six decimals place a point within 10 cm: more only makes every position a different cache entry and address.
const coordinate = (value: number) => Number(value.toFixed(6));

/** The query of one page of `search`, and which of the kind's two searches it goes to. */
export function finderQuery(
  search: FinderSearch,
  cityName: (key: CityKey) => string,
  cursor?: string | null,
) {
  const page = { limit: FINDER_PAGE_SIZE, cursor: cursor || undefined };
  if (search.mode === 'list') {
    const city = search.city ? cityName(search.city) : undefined;
    return { mode: 'list' as const, query: { q: search.q.trim() || undefined, city, ...page } };
  }
  const near = { lat: coordinate(search.lat), long: coordinate(search.long), radius: search.radius };
  return { mode: 'nearby' as const, query: { ...near, ...page } };
}

/** The API path (under /api/v1) of one page of `search` for the places of `kind`. */
export function requestPath(
  kind: PlaceKind,
  search: FinderSearch,
  cityName: (key: CityKey) => string,
  cursor?: string | null,
): string {
  const { mode, query } = finderQuery(search, cityName, cursor);
  return `${finderEndpoints[kind][mode].path}${endpointQuery(query)}`;
}
