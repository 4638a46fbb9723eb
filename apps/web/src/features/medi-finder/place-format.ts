// How a place reads on screen: its distance, whether it is open, its directions link and its detail address.
import type { PlaceKind } from '@sherehe/core/api/medi-finder';
import { formatDecimal } from '@sherehe/core/decimal-text';
import { isOpenAt } from '@sherehe/core/medi-finder/opening-hours';
import { paths } from '../../lib/paths.ts';
import type { Place } from './place-model.ts';

/** In both languages alike: "850 m" under a kilometre (to 10 m), "1.2 km" under 10 km, then whole kilometres. */
export function formatDistance(metres: number): string {
  const tens = Math.max(10, Math.round(metres / 10) * 10);
  if (tens < 1000) return `${formatDecimal(tens)} m`;
  const km = metres / 1000;
  return `${formatDecimal(km, km < 10 ? 1 : 0)} km`;
}

/** "5 km" for a radius choice. */
export const formatRadius = (metres: number): string => `${formatDecimal(metres / 1000)} km`;

/**
 * Open now, by its weekly hours on Tanzanian time when it has them (so a list kept a while stays right), else the
 * server's open_now (or the spec's fallback).
 */
export const isOpenNow = (place: Place, now: Date): boolean =>
  place.openingHours ? isOpenAt(place.openingHours, now) : place.open;

// Six decimals place a point within 10 cm.
const coordinate = (value: number) => String(Number(value.toFixed(6)));

/** OpenStreetMap's directions to the place, from the visitor's position when the finder has it. */
export function directionsUrl(
  place: Pick<Place, 'latitude' | 'longitude'>,
  from?: { lat: number; long: number } | null,
): string {
  const params = new URLSearchParams();
  if (from) params.set('from', `${coordinate(from.lat)},${coordinate(from.long)}`);
  params.set('to', `${coordinate(place.latitude)},${coordinate(place.longitude)}`);
  return `https://www.openstreetmap.org/directions?${params}`;
}

const tabOf: Record<PlaceKind, (id?: string) => string> = {
  pharmacy: paths.pharmacies,
  diagnostic_center: paths.diagnosticCentres,
};

/** The finder tab of a kind: /medi-finder/pharmacies or /medi-finder/diagnostic-centres. */
export const tabPath = (kind: PlaceKind): string => tabOf[kind]();
export const detailPath = (place: Pick<Place, 'kind' | 'id'>): string => tabOf[place.kind](place.id);

/** "Kariakoo, Dar es Salaam", or whichever of the two there is. */
export const placeLocality = (place: Pick<Place, 'area' | 'city'>): string =>
  [place.area, place.city].filter((part) => part.trim() !== '').join(', ');

/** The place's services (pharmacy) or tests (diagnostic centre). */
export const offeringsOf = (place: Place): string[] =>
  place.kind === 'pharmacy' ? place.services : place.tests;
