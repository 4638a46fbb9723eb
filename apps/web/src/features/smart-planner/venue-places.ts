// The venue search's cities and categories as the server takes them, the cities' names as listings store them,
// and the links of a found place (OpenStreetMap, the phone).
import type { VenueCategory, VenueCity } from '@sherehe/core/api/venues';

// Not imported from the contract: that module brings zod with it (docs/decisions/003). The types keep them in step.
export const venueCities: readonly VenueCity[] = [
  'Moshi',
  'Arusha',
  'DarEsSalaam',
  'Dodoma',
  'Mwanza',
  'Zanzibar',
];
export const venueCategories: readonly VenueCategory[] = ['hotels', 'halls', 'wedding'];

/** The spec's first city, the search's default. */
export const DEFAULT_CITY: VenueCity = 'Moshi';

export const cityNames: Record<VenueCity, string> = {
  Moshi: 'Moshi',
  Arusha: 'Arusha',
  DarEsSalaam: 'Dar es Salaam',
  Dodoma: 'Dodoma',
  Mwanza: 'Mwanza',
  Zanzibar: 'Zanzibar',
};

/** The spec shows only this many places of a search. */
export const PLACES_SHOWN_MAX = 20;

// Six decimals place a point within 10 cm, and keep float noise (37.330999999999996) out of the address.
const coordinate = (value: number) => String(Number(value.toFixed(6)));

export function mapUrl(lat: number, lon: number): string {
  const [y, x] = [coordinate(lat), coordinate(lon)];
  return `https://www.openstreetmap.org/?mlat=${y}&mlon=${x}#map=17/${y}/${x}`;
}

/** OpenStreetMap may hold several numbers ("+255 754 …;+255 713 …"): the first one, as a tel: link can dial it. */
export function firstPhone(tag: string): string | null {
  const first = tag.split(/[;,/]/)[0]?.trim() ?? '';
  const dialable = first.replace(/[^\d+]/g, '');
  return /\d{3,}/.test(dialable) ? dialable : null;
}
