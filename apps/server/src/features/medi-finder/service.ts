// The public finder's rules: what a visitor sees (listed places only), in which order, one page at a time, and
// visitors' star ratings.
import type {
  DiagnosticCenterListResponse,
  DiagnosticCenterRecord,
  MyPlaceRatingResponse,
  PharmacyListResponse,
  PharmacyRecord,
  PlaceKind,
  PlaceRatingResponse,
} from '@sherehe/core/api/medi-finder';
import { tanzaniaDate } from '@sherehe/core/medi-finder/opening-hours';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/page-cursor.ts';
import {
  decodeDistancePosition,
  decodeNamePosition,
  encodeDistancePosition,
  encodeNamePosition,
} from './place-cursor.ts';
import {
  findListedPlace,
  isListed,
  listPlacesByName,
  listPlacesNearby,
  lockListedPlace,
  type PublicPlaceRow,
  previousStars,
  saveStars,
} from './queries.ts';
import { averageStars, diagnosticCenterRecord, pharmacyRecord } from './records.ts';

export type MediFinderDeps = { db: Database };

type ListQuery = {
  q?: string | undefined;
  city?: string | undefined;
  limit: number;
  cursor?: string | undefined;
};
type NearbyQuery = { lat: number; long: number; radius: number; limit: number; cursor?: string | undefined };

type RecordOf<K extends PlaceKind> = K extends 'pharmacy' ? PharmacyRecord : DiagnosticCenterRecord;
type ListOf<K extends PlaceKind> = K extends 'pharmacy' ? PharmacyListResponse : DiagnosticCenterListResponse;

function toRecord<K extends PlaceKind>(kind: K, row: PublicPlaceRow & { distance?: number }, now: Date) {
  return (kind === 'pharmacy' ? pharmacyRecord(row, now) : diagnosticCenterRecord(row, now)) as RecordOf<K>;
}

/** A page from rows fetched one beyond the limit (that extra row says another page follows). */
function pageOf<K extends PlaceKind, Row extends PublicPlaceRow & { distance?: number }>(
  kind: K,
  rows: Row[],
  limit: number,
  now: Date,
  cursorAfter: (last: Row) => string,
): ListOf<K> {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => toRecord(kind, row, now)),
    nextCursor: rows.length > limit && last ? cursorAfter(last) : null,
  } as ListOf<K>;
}

/** Listed places of a kind by name, optionally narrowed by words and a city. */
export async function listPlaces<K extends PlaceKind>(
  deps: MediFinderDeps,
  kind: K,
  query: ListQuery,
): Promise<ListOf<K>> {
  const now = new Date();
  const rows = await listPlacesByName(deps.db, {
    kind,
    today: tanzaniaDate(now),
    q: query.q || undefined,
    city: query.city || undefined,
    limit: query.limit,
    after: query.cursor ? decodeNamePosition(query.cursor) : undefined,
  });
  return pageOf(kind, rows, query.limit, now, (last) =>
    encodeNamePosition({ name: last.sort_name, id: last.id }),
  );
}

/** Listed places of a kind within the radius, nearest first, each with its distance in metres. */
export async function listNearby<K extends PlaceKind>(
  deps: MediFinderDeps,
  kind: K,
  query: NearbyQuery,
): Promise<ListOf<K>> {
  const now = new Date();
  const rows = await listPlacesNearby(deps.db, {
    kind,
    today: tanzaniaDate(now),
    lat: query.lat,
    long: query.long,
    radius: query.radius,
    limit: query.limit,
    after: query.cursor ? decodeDistancePosition(query.cursor) : undefined,
  });
  return pageOf(kind, rows, query.limit, now, (last) =>
    encodeDistancePosition({ chord: Number(last.chord), id: last.id }),
  );
}

const notFound = () => new AppError('not_found', 'finder.place_not_found');

export async function getPlace<K extends PlaceKind>(
  deps: MediFinderDeps,
  kind: K,
  id: string,
): Promise<RecordOf<K>> {
  if (!isUuid(id)) throw notFound();
  const now = new Date();
  const row = await findListedPlace(deps.db, kind, id, tanzaniaDate(now));
  if (!row) throw notFound();
  return toRecord(kind, row, now);
}

/** The caller's stars for a listed place, null before they rate it. */
export async function myRating(
  deps: MediFinderDeps,
  userId: string,
  placeId: string,
): Promise<MyPlaceRatingResponse> {
  if (!isUuid(placeId)) throw notFound();
  if (!(await isListed(deps.db, placeId))) throw notFound();
  return { stars: (await previousStars(deps.db, placeId, userId)) ?? null };
}

/** One rating per person and place; rating again replaces the earlier stars. Owners do not rate their own. */
export async function ratePlace(
  deps: MediFinderDeps,
  userId: string,
  placeId: string,
  stars: number,
): Promise<PlaceRatingResponse> {
  if (!isUuid(placeId)) throw notFound();
  return deps.db.transaction(async (tx) => {
    const place = await lockListedPlace(tx, placeId);
    if (!place) throw notFound();
    if (place.owner_id === userId) throw new AppError('forbidden', 'finder.own_place_rating');
    const counters = await saveStars(tx, placeId, userId, stars, await previousStars(tx, placeId, userId));
    return {
      rating: averageStars(counters.rating_count, counters.rating_sum),
      rating_count: counters.rating_count,
      stars,
    };
  });
}
