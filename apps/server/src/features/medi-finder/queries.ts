// SQL of the public finder: listed places by name or nearest first (on the GiST index of their kind), one place,
// and visitors' ratings.
import type { PlaceKind } from '@sherehe/core/api/medi-finder';
import type { WeeklyHours } from '@sherehe/core/medi-finder/opening-hours';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { containsPattern } from '../../db/newest-first.ts';
import {
  bound,
  rowCount,
  type Statement,
  selectPreparedRows,
  selectRows,
  withValues,
  writtenByShape,
} from '../../db/rows.ts';
import { arcOfChord, arcOfMetres, EARTH_RADIUS_METRES, surelyRead } from './plane-bound.ts';

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

/**
 * `today` is the Tanzanian date: a subscription runs from its first to its last day there, both included. The days are
 * the place's own (subscribed_days, kept by migration 0024's trigger), not a probe of medical_subscriptions per place.
 */
const placeColumns = (
  today: string | SQL,
  p = sql`p`,
) => sql`${p}.id, ${p}.kind, ${p}.owner_id, ${p}.name, ${p}.phone,
  ${p}.address, ${p}.city, ${p}.area, ${p}.latitude, ${p}.longitude, ${p}.opening_hours, ${p}.offerings,
  ${p}.rating_count, ${p}.rating_sum, ${p}.subscribed_days @> ${today}::date as subscribed`;

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

type NearbyOptions = {
  kind: PlaceKind;
  today: string;
  lat: number;
  long: number;
  radius: number;
  limit: number;
  after?: DistancePosition | undefined;
};

/**
 * How many places past a page the nearest-first read takes: its order on the plane is the earth's within a few parts
 * in ten thousand, so a page is cut exactly from it when some place read lies a little farther than the page's last
 * (or the radius); a few more than the page make that so unless several places share the page's last address.
 */
const PLANE_MARGIN = 10;
const readFor = (limit: number) => limit + 1 + PLANE_MARGIN;

/**
 * The listed places of a kind within `radius` metres of a point, nearest first (ties by id), a page at a time.
 *
 * One nearest-first read (<->) of the kind's GiST index on the Mercator plane, stopping a few places past the page:
 * about a page of rows whatever the radius or the density, planned once per connection (a prepared statement). That
 * index has a sorted build, so its leaves tile a city instead of overlapping as those of ll_to_earth's `cube` do,
 * and the read touches a handful of index pages instead of a hundred or two (decision 019). The answer is ordered by
 * the exact chord, which is only exact if every place that near was read: plane-bound.ts says when it surely was.
 * No radius in that scan: a filter the index cannot use would make it run on through the whole country when fewer
 * places are in reach. When the read cannot vouch for the page (several pharmacies at one address, or a search near
 * a pole or the date line), listPlacesAround reads every place that close instead.
 */
export async function listPlacesNearby(db: Database, options: NearbyOptions): Promise<NearbyRow[]> {
  return (await readPlacesNearby(db, options)).rows;
}

/** listPlacesNearby, saying which read answered: the bench counts the exact fallback reads. */
export async function readPlacesNearby(
  db: Database,
  options: NearbyOptions,
): Promise<{ rows: NearbyRow[]; fallback: boolean }> {
  const read = readFor(options.limit);
  const [row] = await selectPreparedRows<{ answer: string }>(db, nearestFirst(options));
  const answer = JSON.parse(row?.answer ?? '{}') as Partial<NearestRead>;
  const page = answer.places ?? [];
  const last = page[options.limit];
  const exact =
    (answer.read ?? 0) < read ||
    surelyRead(
      last ? arcOfChord(last.chord) : arcOfMetres(options.radius),
      answer.plane_farthest ?? 0,
      options.lat,
      options.long,
    );
  if (!exact) return { rows: await listPlacesAround(db, options), fallback: true };
  return { rows: page, fallback: false };
}

/**
 * The straight line through the earth between two places, in metres: `<->` between their ll_to_earth points, in the
 * same float arithmetic in the same order (each coordinate as ll_to_earth makes it, the squares summed as cube's
 * distance sums them), so bit for bit the same number. Building earthdistance's cube points for every place read
 * cost more than the rest of the index read (0.25 of 0.4 ms for a page of 50).
 */
const chordBetween = (lat: SQL, long: SQL, hereLat: SQL, hereLong: SQL) => {
  const r = sql.raw(`${EARTH_RADIUS_METRES}::float8`);
  const across = [
    sql`${r} * cos(radians(${lat})) * cos(radians(${long})) - ${r} * cos(radians(${hereLat})) * cos(radians(${hereLong}))`,
    sql`${r} * cos(radians(${lat})) * sin(radians(${long})) - ${r} * cos(radians(${hereLat})) * sin(radians(${hereLong}))`,
    sql`${r} * sin(radians(${lat})) - ${r} * sin(radians(${hereLat}))`,
  ];
  // d * d, not d ^ 2: pow() need not round as the product does.
  return sql`sqrt(${sql.join(
    across.map((d) => sql`(${d}) * (${d})`),
    sql` + `,
  )})`;
};

/**
 * The distance along the earth's surface of a chord, in metres: earthdistance's sec_to_gc, written out. sec_to_gc is
 * an SQL function PostgreSQL cannot inline (its CASE is not strict), so each call ran as a statement of its own: a
 * third of the nearby read's time for a page of 50. A chord is never negative; least() keeps asin defined.
 */
const alongSurface = (chord: SQL) => {
  const diameter = sql.raw(`${2 * EARTH_RADIUS_METRES}::float8`);
  return sql`(${diameter} * asin(least(${chord} / ${diameter}, 1)))`;
};

const nearTo = (options: NearbyOptions) => {
  const hereLat = sql`${options.lat}::float8`;
  const hereLong = sql`${options.long}::float8`;
  return {
    // The earth's GiST index (the exact fallback read) is on these points: ll_to_earth_resolved is ll_to_earth with
    // its names resolved when made, so a restore can build the index (migration 0034); named letter for letter.
    here: sql`ll_to_earth_resolved(${hereLat}, ${hereLong})`,
    point: sql`ll_to_earth_resolved(p.latitude, p.longitude)`,
    chord: chordBetween(sql`p.latitude`, sql`p.longitude`, hereLat, hereLong),
  };
};

/**
 * A place on the Mercator plane, in radians: the expression of migration 0022's indexes, letter for letter, or the
 * planner will not use them. asinh(tan()) rather than ln(tan(π/4 + φ/2)): finite at the poles, where ln(0) fails.
 */
const onPlane = (lat: SQL, long: SQL) => sql`point(radians(${long}), asinh(tan(radians(${lat}))))`;

const pastPosition = (chord: SQL, id: SQL, after: DistancePosition | undefined) =>
  after ? pastBoundPosition(chord, id, sql`${after.chord}::float8`, sql`${after.id}::uuid`) : sql``;

const pastBoundPosition = (chord: SQL, id: SQL, afterChord: SQL, afterId: SQL) =>
  sql`and (${chord} > ${afterChord} or (${chord} = ${afterChord} and ${id} > ${afterId}))`;

/** What nearestFirst answers: how many places it read and the farthest of them on the plane, and the page. */
type NearestRead = { read: number; plane_farthest: number | null; places: NearbyRow[] };

/**
 * The `read` nearest places on the plane past the position: how many were read, the farthest on the plane, and the
 * page's of them in exact order (chord, then id), its values bound. Exported for the bench, which shows its plan.
 */
export function nearestFirst(options: NearbyOptions): Statement {
  const { kind, today, lat, long, radius, limit, after } = options;
  const shape = { kind, limit, read: readFor(limit), after: after !== undefined };
  return withValues(nearestStatement(shape), {
    today,
    lat,
    long,
    radius,
    afterChord: after?.chord,
    afterId: after?.id,
  });
}

/**
 * nearestFirst's text, written once per kind, page size and whether it starts past a position. One text of JSON, not
 * a row per place: decoding a page of 51 rows field by field in JavaScript cost the embedded database more than its
 * read did, and its garbage doubled the slowest answers.
 */
const nearestStatement = writtenByShape(
  ({ kind, limit, read, after }: { kind: PlaceKind; limit: number; read: number; after: boolean }) => {
    const hereLat = sql`${bound('lat')}::float8`;
    const hereLong = sql`${bound('long')}::float8`;
    const chord = chordBetween(sql`p.latitude`, sql`p.longitude`, hereLat, hereLong);
    const plane = sql`(${onPlane(sql`p.latitude`, sql`p.longitude`)} <-> ${onPlane(hereLat, hereLong)})`;
    const past = after
      ? pastBoundPosition(
          chord,
          sql`p.id`,
          sql`${bound('afterChord')}::float8`,
          sql`${bound('afterId')}::uuid`,
        )
      : sql``;
    return sql`with near as (
      select p.*, ${chord} as chord, ${plane} as plane from medical_places p
      where ${listedOfKind(kind)} ${past}
      order by ${plane}
      limit ${rowCount(read)}
    ), page as (
      select ${placeColumns(bound('today'), sql`near`)}, near.chord, ${alongSurface(sql`near.chord`)} as distance
      from near
      where ${alongSurface(sql`near.chord`)} <= ${bound('radius')}::float8
      order by near.chord, near.id
      limit ${rowCount(limit + 1)}
    )
    select json_build_object(
      'read', count(*), 'plane_farthest', max(near.plane),
      'places', coalesce((select json_agg(page order by page.chord, page.id) from page), '[]')
    )::text as answer
    from near`;
  },
);

/**
 * Every place no farther than the page's last, then the page: first that distance, from a nearest-first scan that
 * stops after a page, then every place inside its small box (earth_box @> on the same index). Written in two steps
 * because "within the radius, order by distance" lets PostgreSQL's planner read every place in the radius's box
 * and sort them (100 ms and more at 5 km in a dense city of a million places).
 */
function listPlacesAround(db: Database, options: NearbyOptions): Promise<NearbyRow[]> {
  const { point, here, chord } = nearTo(options);
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
        select ${placeColumns(options.today)}, ${alongSurface(chord)} as distance, ${chord} as chord
        from medical_places p, bound
        where ${listedOfKind(options.kind)}
          -- A metre more than the bound: a place exactly that far is never lost to rounding at the box's edge.
          and earth_box(${here}, least(${alongSurface(sql`bound.chord`)} + 1, ${options.radius}::float8)) @> ${point}
          and ${chord} <= bound.chord
          and ${alongSurface(chord)} <= ${options.radius}::float8
          ${pastPosition(chord, sql`p.id`, after)}
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
