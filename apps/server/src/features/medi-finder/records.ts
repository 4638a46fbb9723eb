// A place row as the specification's client reads it: pharmacy_id/pharmacy_name or center_id/center_name,
// coordinates._latitude for centres, active_subscription.is_active as 1 or 0.
import type { DiagnosticCenterRecord, PharmacyRecord } from '@sherehe/core/api/medi-finder';
import {
  type DiagnosticTest,
  diagnosticTests,
  type PharmacyService,
  pharmacyServices,
} from '@sherehe/core/medi-finder/offerings';
import { isOpenAt } from '@sherehe/core/medi-finder/opening-hours';
import type { PublicPlaceRow } from './queries.ts';

type Row = PublicPlaceRow & { distance?: number };

/** Average stars to one decimal, as they are shown; null until someone rates the place. */
export const averageStars = (count: number, sum: number): number | null =>
  count > 0 ? Math.round((sum / count) * 10) / 10 : null;

function shared(row: Row, now: Date) {
  return {
    vendor_id: row.owner_id,
    owner_phone: row.phone,
    address: row.address,
    city: row.city,
    area: row.area,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    opening_hours: row.opening_hours,
    open_now: isOpenAt(row.opening_hours, now),
    rating: averageStars(row.rating_count, row.rating_sum),
    rating_count: row.rating_count,
    active_subscription: { is_active: row.subscribed ? (1 as const) : (0 as const) },
    // Whole metres: a finer figure would claim more than the coordinates know.
    ...(row.distance === undefined ? {} : { distance: Math.round(Number(row.distance)) }),
  };
}

export function pharmacyRecord(row: Row, now: Date): PharmacyRecord {
  return {
    pharmacy_id: row.id,
    pharmacy_name: row.name,
    ...shared(row, now),
    // A key since dropped from the list would break the answer's contract; it is left out instead.
    services: row.offerings.filter((key): key is PharmacyService =>
      (pharmacyServices as readonly string[]).includes(key),
    ),
  };
}

export function diagnosticCenterRecord(row: Row, now: Date): DiagnosticCenterRecord {
  const base = shared(row, now);
  return {
    center_id: row.id,
    center_name: row.name,
    ...base,
    coordinates: { _latitude: base.latitude, _longitude: base.longitude },
    tests: row.offerings.filter((key): key is DiagnosticTest =>
      (diagnosticTests as readonly string[]).includes(key),
    ),
  };
}
