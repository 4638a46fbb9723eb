// The finder's client model (specification section 3): the server's records mapped to Pharmacy and DiagnosticCentre
// exactly as the spec names them, plus what a real finder shows (services or tests, city, area, hours, rating count).
import type { WeeklyHours } from '@sherehe/core/medi-finder/opening-hours';

/** A number as some servers send it: a number, or the same as text ("-6.8190"). */
type Numberish = number | string | null | undefined;

type RawShared = {
  vendor_id?: string | null;
  owner_phone?: string | null;
  address?: string | null;
  city?: string | null;
  area?: string | null;
  latitude?: Numberish;
  longitude?: Numberish;
  opening_hours?: WeeklyHours | null;
  open_now?: boolean | null;
  rating?: number | null;
  rating_count?: number | null;
  active_subscription?: { is_active?: Numberish | boolean } | null;
  distance?: Numberish;
};

/** A pharmacy record as GET /md/pharmacies/* answers it; looser than the contract, as the spec's client reads it. */
export type RawPharmacy = RawShared & {
  pharmacy_id: string;
  pharmacy_name: string;
  services?: readonly string[] | null;
};

/** A diagnostic-centre record: the spec's client also reads `id`, `name`, `phone` and `coordinates`. */
export type RawDiagnosticCentre = RawShared & {
  center_id?: string | null;
  id?: string | null;
  center_name?: string | null;
  name?: string | null;
  phone?: string | null;
  coordinates?: { _latitude?: Numberish; _longitude?: Numberish } | null;
  tests?: readonly string[] | null;
};

type PlaceBase = {
  id: string;
  name: string;
  /** Metres from the point searched around; 0 when the answer was not a nearby search. */
  distance: number;
  vendor_id: string;
  /** The server's average stars, or the spec's fixed 4.5 when there is none: show it only with ratingCount. */
  rating: number;
  /** The server's open_now, or the spec's fixed true when it sent none. */
  open: boolean;
  phone: string;
  address: string;
  /** NaN when the record carried no readable coordinate (see hasPosition). */
  latitude: number;
  longitude: number;
  hasActiveSubscription: boolean;
  city: string;
  area: string;
  openingHours: WeeklyHours | null;
  ratingCount: number;
};

export type Pharmacy = PlaceBase & {
  kind: 'pharmacy';
  /** Always empty, as in the spec: pharmacies list services, not stock. */
  medications: string[];
  services: string[];
};

export type DiagnosticCentre = PlaceBase & { kind: 'diagnostic_center'; tests: string[] };

export type Place = Pharmacy | DiagnosticCentre;

/** The spec's fallbacks when the server has nothing better. */
export const FALLBACK_RATING = 4.5;
export const FALLBACK_OPEN = true;

/** A number, or NaN when the value is missing or not a number (never 0 for an empty string, as Number("") is). */
export function parseNumber(value: Numberish): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value.trim());
  return Number.NaN;
}

/**
 * The spec's "is_active equals 1". Read as a number so a server that writes its flags as text ("1") counts too;
 * anything else (0, "0", missing, null) is not subscribed.
 */
export const isActiveSubscription = (subscription: RawShared['active_subscription']): boolean =>
  Number(subscription?.is_active) === 1;

function shared(record: RawShared) {
  const distance = parseNumber(record.distance);
  return {
    distance: Number.isFinite(distance) ? distance : 0,
    vendor_id: record.vendor_id ?? '',
    rating: typeof record.rating === 'number' ? record.rating : FALLBACK_RATING,
    open: typeof record.open_now === 'boolean' ? record.open_now : FALLBACK_OPEN,
    address: record.address ?? '',
    hasActiveSubscription: isActiveSubscription(record.active_subscription),
    city: record.city ?? '',
    area: record.area ?? '',
    openingHours: record.opening_hours?.length === 7 ? record.opening_hours : null,
    ratingCount: typeof record.rating_count === 'number' ? record.rating_count : 0,
  };
}

export function toPharmacy(record: RawPharmacy): Pharmacy {
  return {
    kind: 'pharmacy',
    id: record.pharmacy_id,
    name: record.pharmacy_name,
    ...shared(record),
    phone: record.owner_phone ?? '',
    medications: [],
    latitude: parseNumber(record.latitude),
    longitude: parseNumber(record.longitude),
    services: [...(record.services ?? [])],
  };
}

export function toDiagnosticCentre(record: RawDiagnosticCentre): DiagnosticCentre {
  const plain = [parseNumber(record.latitude), parseNumber(record.longitude)] as const;
  // The plain fields when both are readable, else the coordinates object some records carry instead.
  const [latitude, longitude] =
    Number.isFinite(plain[0]) && Number.isFinite(plain[1])
      ? plain
      : [parseNumber(record.coordinates?._latitude), parseNumber(record.coordinates?._longitude)];
  return {
    kind: 'diagnostic_center',
    id: record.center_id ?? record.id ?? '',
    name: record.center_name ?? record.name ?? '',
    ...shared(record),
    phone: record.owner_phone ?? record.phone ?? '',
    latitude,
    longitude,
    tests: [...(record.tests ?? [])],
  };
}

/** Whether the place can be put on a map and given directions to. */
export const hasPosition = (place: Pick<PlaceBase, 'latitude' | 'longitude'>): boolean =>
  Number.isFinite(place.latitude) &&
  Number.isFinite(place.longitude) &&
  Math.abs(place.latitude) <= 90 &&
  Math.abs(place.longitude) <= 180;
