// SQL of the public finder: listed places by name or nearest first (on the GiST index of their kind), one place,
// and visitors' ratings.
import type { PlaceKind } from '@sherehe/core/api/medi-finder';
import type { WeeklyHours } from '@sherehe/core/medi-finder/opening-hours';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { containsPattern } from '../../db/newest-first.ts';
import { selectRows } from '../../db/rows.ts';

export type PublicPlaceRow = {
  id: string;
  kind: PlaceKind;
  owner_id: string;
  name: string;
  phone: string;
  address: string;
  city: string;
  area: string;
  latitude: number;
  longitude: number;
  opening_hours: WeeklyHours;
  offerings: string[];
  rating_count: number;
  rating_sum: number;
  subscribed: boolean;
};
export type NearbyRow = PublicPlaceRow & { distance: number; chord: number };

/**
 * Written as a literal, not a parameter: the planner can then prove the partial index's own predicate
 * (kind = … and status = 'listed') and scan only that kind's public places.
 */
const listedOfKind = (kind: PlaceKind): SQL =>
  sql.raw(`p.kind = '${kind === 'pharmacy' ? 'pharmacy' : 'diagnostic_center'}' and p.status = 'listed'`);

/** `today` is the Tanzanian date: a subscription runs from its first to its last day there, both included. */
const placeColumns = (today: string) => sql`p.id, p.kind, p.owner_id, p.name, p.phone, p.address, p.city,
  p.area, p.latitude, p.longitude, p.opening_hours, p.offerings, p.rating_count, p.rating_sum,
  exists (select 1 from medical_subscriptions s where s.place_id = p.id and s.cancelled_at is null
          and s.starts_on <= ${today}::date and s.ends_on >= ${today}::date) as subscribed`;

export type NamePosition = { name: string; id: string };

export async function listPlacesByName(
  db: Database,
  options: {
    kind: PlaceKind;
    today: string;
    q?: string | undefined;
    city?: string | undefined;
    limit: number;
    after?: NamePosition | undefined;
  },
): Promise<(PublicPlaceRow & { sort_name: string })[]> {
  const pattern = containsPattern(options.q?.toLowerCase());
  const { after } = options;
  return selectRows(
    db,
    sql`select ${placeColumns(options.today)}, lower(p.name) as sort_name
        from medical_places p
        where ${listedOfKind(options.kind)}
          ${pattern ? sql`and lower(p.name || ' ' || p.area || ' ' || p.city || ' ' || p.address) like ${pattern}` : sql``}
          ${options.city ? sql`and lower(p.city) = lower(${options.city})` : sql``}
          ${after ? sql`and lower(p.name) >= ${after.name} and (lower(p.name) > ${after.name} or p.id > ${after.id}::uuid)` : sql``}
        order by lower(p.name), p.id
        limit ${options.limit + 1}`,
  );
}

/** Where a nearest-first page ended: the last place's distance as the index orders it (chord), and its id. */
export type DistancePosition = { chord: number; id: string };

/**
 * The listed places of a kind within `radius` metres of a point, nearest first (ties by id), a page at a time.
 *
 * Two steps, because a plain "within the radius, order by distance" lets PostgreSQL's planner read every place in
 * the radius's box and sort them (100 ms and more at 5 km in a dense city of a million places):
 * 1. `reach`: the distance of the page's last place, from a nearest-first scan of the kind's GiST index (<->) that
 *    stops after a page. No radius there: a filter the index cannot use would make that scan run on through the
 *    whole country when fewer places are in reach.
 * 2. Every place no farther than that, inside its small box (earth_box @> on the same index), then the radius and
 *    the page's order. Reading all of them, not just a page, keeps places at exactly the same distance together, so
 *    paging by (distance, id) neither repeats nor skips one.
 */
export async function listPlacesNearby(
  db: Database,
  options: {
    kind: PlaceKind;
    today: string;
    lat: number;
    long: number;
    radius: number;
    limit: number;
    after?: DistancePosition | undefined;
  },
): Promise<NearbyRow[]> {
  const here = sql`ll_to_earth(${options.lat}::float8, ${options.long}::float8)`;
  const point = sql`ll_to_earth(p.latitude, p.longitude)`;
  const chord = sql`(${point} <-> ${here})`;
  const { after } = options;
  return selectRows(
    db,
    sql`with reach as (
          select ${chord} as chord from medical_places p
          where ${listedOfKind(options.kind)}
            ${after ? sql`and ${chord} > ${after.chord}::float8` : sql``}
          order by ${point} <-> ${here}
          limit ${options.limit + 1}
        ), bound as (
          select coalesce(max(chord), ${after?.chord ?? 0}::float8) as chord from reach
        )
        select ${placeColumns(options.today)}, earth_distance(${point}, ${here}) as distance, ${chord} as chord
        from medical_places p, bound
        where ${listedOfKind(options.kind)}
          -- A metre more than the bound: a place exactly that far is never lost to rounding at the box's edge.
          and earth_box(${here}, least(sec_to_gc(bound.chord) + 1, ${options.radius}::float8)) @> ${point}
          and ${chord} <= bound.chord
          and earth_distance(${point}, ${here}) <= ${options.radius}::float8
          ${after ? sql`and (${chord} > ${after.chord}::float8 or (${chord} = ${after.chord}::float8 and p.id > ${after.id}::uuid))` : sql``}
        order by ${chord}, p.id
        limit ${options.limit + 1}`,
  );
}

export async function findListedPlace(
  db: Database,
  kind: PlaceKind,
  id: string,
  today: string,
): Promise<PublicPlaceRow | undefined> {
  const [row] = await selectRows<PublicPlaceRow>(
    db,
    sql`select ${placeColumns(today)} from medical_places p where ${listedOfKind(kind)} and p.id = ${id}::uuid`,
  );
  return row;
}

export async function isListed(db: Database, id: string): Promise<boolean> {
  const [row] = await selectRows<{ listed: boolean }>(
    db,
    sql`select exists (select 1 from medical_places where id = ${id}::uuid and status = 'listed') as listed`,
  );
  return row?.listed === true;
}

/** Locks a listed place for a change of its rating counters; undefined when it is not public. */
export async function lockListedPlace(
  db: Database,
  id: string,
): Promise<{ owner_id: string; rating_count: number; rating_sum: number } | undefined> {
  const [row] = await selectRows<{ owner_id: string; rating_count: number; rating_sum: number }>(
    db,
    sql`select owner_id, rating_count, rating_sum from medical_places
        where id = ${id}::uuid and status = 'listed' for update`,
  );
  return row;
}

export async function previousStars(
  db: Database,
  placeId: string,
  userId: string,
): Promise<number | undefined> {
  const [row] = await selectRows<{ stars: number }>(
    db,
    sql`select stars from medical_place_ratings where place_id = ${placeId}::uuid and user_id = ${userId}::uuid`,
  );
  return row?.stars;
}

export async function saveStars(
  db: Database,
  placeId: string,
  userId: string,
  stars: number,
  previous: number | undefined,
): Promise<{ rating_count: number; rating_sum: number }> {
  await db.execute(
    sql`insert into medical_place_ratings (place_id, user_id, stars) values (${placeId}::uuid, ${userId}::uuid, ${stars})
        on conflict (place_id, user_id) do update set stars = excluded.stars, updated_at = now()`,
  );
  const [counters] = await selectRows<{ rating_count: number; rating_sum: number }>(
    db,
    sql`update medical_places
        set rating_count = rating_count + ${previous === undefined ? 1 : 0},
            rating_sum = rating_sum + ${stars - (previous ?? 0)}
        where id = ${placeId}::uuid
        returning rating_count, rating_sum`,
  );
  if (!counters) throw new Error(`medical place ${placeId} vanished while locked`);
  return counters;
}
