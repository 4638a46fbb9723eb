// Where each planner city is on the map, for the venue search: the bounding boxes of the shared tanzania-places
// data (key and bbox), [south, west, north, east].
import { type VenueCity, venueCities } from '@sherehe/core/api/venues';
import type { BoundingBox } from '../../platform/overpass/overpass-query.ts';

export const cityBounds: Record<VenueCity, BoundingBox> = {
  Moshi: [-3.42, 37.25, -3.28, 37.42],
  Arusha: [-3.5, 36.55, -3.28, 36.8],
  DarEsSalaam: [-7.05, 39.05, -6.6, 39.55],
  Dodoma: [-6.3, 35.62, -6.05, 35.9],
  Mwanza: [-2.65, 32.8, -2.4, 33.05],
  Zanzibar: [-6.5, 39.15, -5.7, 39.6],
};

const squeeze = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');

/**
 * The city a search means. The specification reads anything unknown, or nothing, as Moshi; case, spaces and
 * punctuation are forgiven, so "Dar es Salaam" is DarEsSalaam.
 */
export function venueCityOf(given: string | undefined): VenueCity {
  const wanted = squeeze(given ?? '');
  return venueCities.find((city) => squeeze(city) === wanted) ?? 'Moshi';
}
