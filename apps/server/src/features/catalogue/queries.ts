// SQL of the public catalogue. Public means: a published listing of an active vendor; everything here says so once,
// in publicListingsFrom, so no query can forget the suspended vendors.
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  bound,
  rowCount,
  selectPreparedRows,
  selectRows,
  selectRowsPlannedPerCall,
  withValues,
  writtenByShape,
  writtenOnce,
} from '../../db/rows.ts';
import { searchIsBroad } from './broad-searches.ts';
import type { EffectiveSort, ListingPosition } from './listing-cursor.ts';
import type { ListingFilters, TextMatch } from './listing-filters.ts';
import { byRank, type Order, orderFor } from './listing-orders.ts';
import { searchQueryOf } from './search-query.ts';

/**
 * How close a misspelt word must be to a word of the listing (pg_trgm's word_similarity, 0–1): "harsi" against
 * "harusi" is 0.5, while a word sharing only its first letter with the search is 0.2–0.25.
 */
const TYPO_THRESHOLD = '0.45';
/** Trigram matching of one or two letters matches nearly everything; such searches use the words alone. */
const TYPO_MIN_LENGTH = 3;

/** The columns of listingColumns. */
export type ListingRow = {
  id: string;
  kind: 'service' | 'product';
  title: string;
  category: string;
  price_tzs: number;
  price_unit: 'event' | 'person' | 'day' | 'item';
  city: string;
  capacity: number | null;
  stock: number | null;
  rating_sum: number;
  rating_count: number;
  vendor_id: string;
  vendor_name: string;
  vendor_city: string;
};

const publicListingsFrom = sql`
  from listings l
  join vendors v on v.id = l.vendor_id and v.status = 'active'`;

const listingColumns = sql`
  l.id, l.kind, l.title, l.category, l.price_tzs, l.price_unit, l.city, l.capacity, l.stock,
  l.rating_sum, l.rating_count,
  v.id as vendor_id, v.business_name as vendor_name, v.city as vendor_city`;

const tsquery = (query: SQL) => sql`to_tsquery('simple', ${query})`;

/**
 * Listings with `query`'s words. When the search is broad (broad-searches.ts), written so the full-text index cannot
 * answer it (coalesce hides the operator from the index, and from the estimate the planner makes of a search's words
 * it cannot see): the page is then read off an ordering index with the words checked on the way, in one plan kept
 * whatever the words, which is what the planner chose when it saw them. A generic plan of the bare condition
 * estimates a two-hundredth of the rows and reads every match through the full-text index instead (41 ms against
 * 0.8 ms for "harusi" in Arusha).
 */
const hasWords = (query: SQL, broad: boolean): SQL =>
  broad
    ? sql`coalesce(l.search_vector @@ ${tsquery(query)}, false)`
    : sql`l.search_vector @@ ${tsquery(query)}`;

/** A typo-tolerant match: `<%` (word similarity above the threshold set in withTypoTolerance) is what the trigram index answers. */
const similarMatch = (q: SQL): SQL => sql`${q} <% l.search_text`;

/** The filters a page's statement binds the values of; `today` only decides whether a day is past (PageShape). */
const boundFilters = [
  'category',
  'city',
  'minPrice',
  'maxPrice',
  'minRating',
  'minCapacity',
  'guests',
  'freeOn',
  'vendorId',
] as const;
type BoundFilter = (typeof boundFilters)[number];

/** An empty text is no filter, as no value is. */
const isGiven = (value: unknown) => value !== undefined && value !== '';

function filterConditions(given: readonly BoundFilter[], freeOnPast: boolean): SQL[] {
  const conditions: SQL[] = [sql`l.status = 'published'`];
  const has = (filter: BoundFilter) => given.includes(filter);
  if (has('category')) conditions.push(sql`l.category = ${bound('category')}`);
  if (has('city')) conditions.push(sql`lower(l.city) = lower(${bound('city')})`);
  if (has('minPrice')) conditions.push(sql`l.price_tzs >= ${bound('minPrice')}`);
  if (has('maxPrice')) conditions.push(sql`l.price_tzs <= ${bound('maxPrice')}`);
  if (has('minRating')) {
    // Compared as sum ≥ minimum × count: no rounding of the average decides what is in.
    conditions.push(
      sql`l.rating_count > 0 and l.rating_sum >= ${bound('minRating')}::float8 * l.rating_count`,
    );
  }
  if (has('minCapacity')) conditions.push(sql`l.capacity >= ${bound('minCapacity')}`);
  if (has('guests')) conditions.push(sql`(l.capacity is null or l.capacity >= ${bound('guests')})`);
  // A day before today is free for nobody.
  if (has('freeOn')) conditions.push(freeOnPast ? sql`false` : freeOnDay(bound('freeOn')));
  if (has('vendorId')) conditions.push(sql`l.vendor_id = ${bound('vendorId')}`);
  return conditions;
}

/**
 * A slot left that day. Per candidate row these are two index probes: the blocked days' primary key and the live
 * holds' partial unique index (listing_id, day, slot) where status in ('held', 'booked'), whose predicate the
 * count repeats so the planner may use it. Held slots whose time ran out count as free, as takeDayHold frees them.
 */
function freeOnDay(day: SQL): SQL {
  return sql`(case when l.kind = 'service' then
      not exists (select 1 from listing_blocked_days b where b.listing_id = l.id and b.day = ${day}::date)
      and (select count(*) from booking_holds h
           where h.listing_id = l.id and h.day = ${day}::date and h.status in ('held', 'booked')
             and (h.status = 'booked' or h.expires_at > now())) < l.daily_capacity
    else coalesce(l.stock, 1) > 0 end)`;
}

/** One ordered read: rows matching `conditions`, in `order`, from the cursor's position if it starts there. */
type Branch = { conditions: SQL[]; fromCursor: boolean; tier?: 0 | 1 };
/** One branch, or the titles' tier and then the rest (wordTiers). */
type Branches = [Branch] | [titles: Branch, rest: Branch];

/**
 * Relevance by words, in two tiers each read off an ordering index: listings with the words in their title, then
 * those with them only elsewhere (description, category, vendor, city); in the recommended order in each.
 * A score such as ts_rank would be computed for every match before the first page could be known (3,000 and more
 * for a common word in a city); this order is read a page at a time, whatever the words. The cursor's key starts
 * with the tier it ended in, so a later page skips the titles' tier once past it.
 */
function wordTiers(base: SQL[], cursorIn: PageShape['cursor'], broad: boolean): Branches {
  const rest: Branch = {
    tier: 0,
    conditions: [...base, hasWords(bound('wordsElsewhere'), broad)],
    fromCursor: cursorIn === 'rest',
  };
  if (cursorIn === 'rest') return [rest];
  return [
    {
      tier: 1,
      conditions: [...base, hasWords(bound('wordsInTitle'), broad)],
      fromCursor: cursorIn === 'titles',
    },
    rest,
  ];
}

function branchSelect(branch: Branch, order: Order, limit: number): SQL {
  const direction = order.direction === 'asc' ? sql`asc` : sql`desc`;
  const conditions = [...branch.conditions];
  if (branch.fromCursor) {
    // A row comparison over (keys…, id): every key runs the same direction, so one comparison is the whole order.
    const rowKeys = sql.join([...order.keys, sql`l.id`], sql`, `);
    const cursorKeys = sql.join(
      [...order.keyParams(order.keys.map((_, i) => bound(`after${i}`))), sql`${bound('afterId')}::uuid`],
      sql`, `,
    );
    conditions.push(
      order.direction === 'asc' ? sql`(${rowKeys}) > (${cursorKeys})` : sql`(${rowKeys}) < (${cursorKeys})`,
    );
  }
  const tier = branch.tier === undefined ? [] : [sql.raw(String(branch.tier))];
  const keyColumns = order.keys.map((key, i) => sql`${key} as ${sql.raw(`k${i}`)}`);
  return sql`select l.id, ${sql.join([...tier.map((t) => sql`${t} as tier`), ...keyColumns], sql`, `)}
    ${publicListingsFrom}
    where ${sql.join(conditions, sql` and `)}
    order by ${sql.join(
      [...order.keys, sql`l.id`].map((key) => sql`${key} ${direction}`),
      sql`, `,
    )}
    limit ${rowCount(limit + 1)}`;
}

/**
 * A page of listings as the ids of its rows, in order: each row's card (ListingSummary) is written by readListingCards
 * and kept by listing-cards.ts, so a page's statement reads only which listings and in what order. `next`: where a
 * following page starts (the page's last row), or null on the last page.
 */
export type ListingsPage = {
  version: number;
  /** The cards' version it was read at (catalogue_version.cards_version): its cards may be no older. */
  cardsVersion: number;
  ids: string[];
  next: { key: (number | string)[]; id: string } | null;
};

/**
 * What a page's statement is written from, and nothing else: which filters are given (not their values), how the
 * text matches, the order, where the cursor is and the page's size. Every value is bound when it runs.
 */
type PageShape = {
  filters: BoundFilter[];
  /** freeOn is a day before today. */
  freeOnPast: boolean;
  /** none: no words asked; nothing: words that can match nothing; tiers: relevance by words (wordTiers). */
  text: 'none' | 'nothing' | 'words' | 'similar' | 'tiers';
  sort: EffectiveSort;
  broad: boolean;
  /** Where the page starts: the cursor's position, in the titles' or the rest's tier for tiers. */
  cursor: 'none' | 'position' | 'titles' | 'rest';
  limit: number;
};

/**
 * One page in the given order, read one row beyond `limit` so the statement knows whether another follows, with the
 * catalogue version the statement read it at (its own snapshot), so an answer kept under that version is exact.
 * A `similar` match needs the threshold of withTypoTolerance.
 */
export async function searchPublicListings(
  db: Database,
  {
    filters,
    match = 'words',
    sort,
    after,
    limit,
  }: {
    filters: ListingFilters;
    match?: TextMatch;
    sort: EffectiveSort;
    after?: ListingPosition | undefined;
    limit: number;
  },
): Promise<ListingsPage> {
  const q = filters.q || undefined;
  const values: Record<string, unknown> = {};
  for (const filter of boundFilters) if (isGiven(filters[filter])) values[filter] = filters[filter];
  const tiers = q !== undefined && sort === 'relevance' && match === 'words';
  const words = q !== undefined && match === 'words' ? searchQueryOf(q) : null;
  let text: PageShape['text'] = 'none';
  if (tiers) {
    const inTitle = words && searchQueryOf(q, { inTitle: true });
    if (!words || !inTitle) return { ...(await catalogueVersionsNow(db)), ids: [], next: null };
    text = 'tiers';
    values.wordsInTitle = inTitle;
    values.wordsElsewhere = `(${words}) & !(${inTitle})`;
  } else if (q !== undefined) {
    if (match === 'similar') text = q.length >= TYPO_MIN_LENGTH ? 'similar' : 'nothing';
    else if (words) {
      text = 'words';
      values.words = words;
    } else text = 'nothing';
  }
  values.similarTo = q ?? '';
  let cursor: PageShape['cursor'] = 'none';
  if (after) {
    const key = tiers ? after.key.slice(1) : after.key;
    key.forEach((value, i) => {
      values[`after${i}`] = value;
    });
    values.afterId = after.id;
    cursor = !tiers ? 'position' : after.key[0] === 0 ? 'rest' : 'titles';
  }
  const broad = words !== null && (await searchIsBroad(db, words, filters));
  const shape: PageShape = {
    filters: boundFilters.filter((filter) => filter in values),
    freeOnPast: filters.freeOn !== undefined && filters.today !== undefined && filters.freeOn < filters.today,
    text,
    sort,
    broad,
    cursor,
    limit,
  };
  // A search's plan hangs on how common its words are: planned with them, unless it is broad (see hasWords).
  const [answer] = await (text !== 'none' && !broad ? selectRowsPlannedPerCall : selectPreparedRows)<{
    catalogue_version: string;
    cards_version: string;
    ids: string | null;
    next: string | null;
  }>(db, withValues(pageStatement(shape), values));
  return {
    version: Number(answer?.catalogue_version ?? 0),
    cardsVersion: Number(answer?.cards_version ?? 0),
    ids: answer?.ids ? answer.ids.split(',') : [],
    next: answer?.next ? (JSON.parse(answer.next) as ListingsPage['next']) : null,
  };
}

/** A page's statement from its shape alone: every value in it is bound (writtenOnce refuses any other). */
const pageStatement = writtenByShape(pageQuery);

function pageQuery({ filters, freeOnPast, text, sort, broad, cursor, limit }: PageShape): SQL {
  const base = filterConditions(filters, freeOnPast);
  let order: Order;
  let branches: Branches;
  if (text === 'tiers') {
    order = byRank;
    branches = wordTiers(base, cursor, broad);
  } else {
    order = orderFor(sort, bound('similarTo'));
    const matching = {
      none: [],
      nothing: [sql`false`],
      words: [hasWords(bound('words'), broad)],
      similar: [similarMatch(bound('similarTo'))],
    }[text];
    branches = [{ conditions: [...base, ...matching], fromCursor: cursor === 'position' }];
  }
  const direction = order.direction === 'asc' ? sql`asc` : sql`desc`;
  const tiered = text === 'tiers';
  const keyColumns = order.keys.map((_, i) => sql.raw(`k${i}`));
  const pageOrder = sql.join(
    [
      ...(tiered ? [sql`tier desc`] : []),
      ...keyColumns.map((key) => sql`${key} ${direction}`),
      sql`id ${direction}`,
    ],
    sql`, `,
  );
  const cursorKey = sql.join([...(tiered ? [sql`tier`] : []), ...order.keyOutput(keyColumns)], sql`, `);
  const [first, rest] = branches;
  // Tiers follow one another (the titles' first), so the rest is read only when the titles leave room on the page:
  // often not, where reading a page of each and sorting them cost a third of a search's time in the database. The
  // condition is checked once, before the rest's scan; its LIMIT stays a number the planner can count on.
  const titlesLeaveRoom = sql`(select count(*) from titles) < ${rowCount(limit + 1)}`;
  const page = rest
    ? sql`with titles as (${branchSelect(first, order, limit)})
        select * from titles
        union all
        (${branchSelect({ ...rest, conditions: [...rest.conditions, titlesLeaveRoom] }, order, limit)})`
    : branchSelect(first, order, limit);
  // The page comes as one text of ids beside the version (so an empty page still says which version it is): the
  // embedded database's wire protocol is decoded in JavaScript, where rows field by field cost more than one text.
  return sql`with found as (
      select page.*, row_number() over (order by ${pageOrder}) as n from (${page}) page
    )
    select v.version::text as catalogue_version, v.cards_version::text as cards_version,
      (select string_agg(id::text, ',' order by n) from found where n <= ${rowCount(limit)}) as ids,
      (select json_build_object('key', json_build_array(${cursorKey}), 'id', id) from found
        where n = ${rowCount(limit)} and exists (select from found where n > ${rowCount(limit)}))::text as next
    from catalogue_version v`;
}

/**
 * The cards of these listings (ListingSummary, in its field order, as JSON text) by id, with the cards' version
 * they were read at: written by the statement, so a card costs the app no parse of rows and no writing of JSON. Public
 * ones only: a listing unpublished, or its vendor suspended, since the page's statement chose it is left out, as a
 * deleted one is.
 */
export async function readListingCards(
  db: Database,
  ids: readonly string[],
): Promise<{ version: number; cards: Map<string, string> }> {
  const rows = await selectPreparedRows<{
    cards_version: string;
    id: string | null;
    card: string | null;
  }>(db, withValues(cardsStatement, { ids: `{${ids.join(',')}}` }));
  const cards = new Map<string, string>();
  for (const row of rows) if (row.id && row.card) cards.set(row.id, row.card);
  return { version: Number(rows[0]?.cards_version ?? 0), cards };
}

/**
 * A listing's average rating to one decimal, halves rounded up, in exact integer arithmetic (rating_sum and
 * rating_count are integers), so a card's statement and averageOf (service.ts) give the same number.
 */
const averageToOneDecimal = sql`case when l.rating_count > 0
    then ((l.rating_sum::int8 * 20 + l.rating_count) / (2 * l.rating_count::int8))::float8 / 10 end`;

// The cover photo is the listing's first; a card without one says null. Left-joined to the version's one row so the
// version comes back even when none of the listings is left.
const cardsStatement = writtenOnce(sql`
  select cv.cards_version::text as cards_version, c.id, c.card
  from catalogue_version cv
  left join (
    select l.id::text as id, json_build_object(
        'id', l.id, 'kind', l.kind, 'title', l.title, 'category', l.category,
        'priceTzs', l.price_tzs, 'priceUnit', l.price_unit, 'city', l.city, 'capacity', l.capacity, 'stock', l.stock,
        'ratingAverage', ${averageToOneDecimal}, 'ratingCount', l.rating_count,
        'photo', case when photo.storage_key <> '' and photo.width > 0 and photo.height > 0
          then json_build_object('storageKey', photo.storage_key, 'width', photo.width, 'height', photo.height) end,
        'vendor', json_build_object('id', v.id, 'businessName', v.business_name, 'city', v.city)
      )::text as card
    ${publicListingsFrom}
    left join lateral (
      select storage_key, width, height from listing_photos
      where listing_id = l.id order by position, created_at, id limit 1
    ) photo on true
    where l.id = any(${bound('ids')}::uuid[]) and l.status = 'published'
  ) c on true`);

/** Runs a search with typo tolerance at TYPO_THRESHOLD; set_config(…, true) holds for this transaction only. */
export async function withTypoTolerance<Result>(
  db: Database,
  search: (tx: Database) => Promise<Result>,
): Promise<Result> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${TYPO_THRESHOLD}, true)`);
    return search(tx as unknown as Database);
  });
}

/** The catalogue's version: it changes with every committed change to what public lists show. */
export async function catalogueVersionNow(db: Database): Promise<number> {
  return (await catalogueVersionsNow(db)).version;
}

/** Both versions: the catalogue's, and its cards' (which changes only with what a card shows). */
export async function catalogueVersionsNow(db: Database): Promise<{ version: number; cardsVersion: number }> {
  const [row] = await selectRows<{ version: string; cards_version: string }>(
    db,
    sql`select version::text, cards_version::text from catalogue_version`,
  );
  return { version: Number(row?.version ?? 0), cardsVersion: Number(row?.cards_version ?? 0) };
}

export async function countPublicListingsByCategory(db: Database): Promise<Map<string, number>> {
  const rows = await selectRows<{ category: string; count: number }>(
    db,
    sql`select l.category, count(*)::int as count
        from listings l join vendors v on v.id = l.vendor_id and v.status = 'active'
        where l.status = 'published'
        group by l.category`,
  );
  return new Map(rows.map((row) => [row.category, row.count]));
}

export type ListingDetailRow = ListingRow & {
  description: string;
  service_area: string;
  published_at: string | null;
  daily_capacity: number;
  deposit_percent: number | null;
};

export async function findPublicListing(db: Database, id: string): Promise<ListingDetailRow | null> {
  const [row] = await selectRows<ListingDetailRow>(
    db,
    sql`select ${listingColumns}, l.description, l.service_area, l.daily_capacity, l.deposit_percent,
          to_char(l.published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as published_at
        ${publicListingsFrom}
        where l.id = ${id} and l.status = 'published'`,
  );
  return row ?? null;
}

export type PhotoRow = { storage_key: string; width: number; height: number };

export function listingPhotos(db: Database, listingId: string): Promise<PhotoRow[]> {
  return selectRows<PhotoRow>(
    db,
    sql`select storage_key, width, height from listing_photos
        where listing_id = ${listingId} order by position, created_at, id`,
  );
}

export type PublicVendorRow = {
  id: string;
  business_name: string;
  city: string;
  description: string;
  phone: string | null;
  whatsapp: string | null;
  rating_sum: number;
  rating_count: number;
  listing_count: number;
};

/** An active vendor with the ratings and number of their public listings; null when suspended or unknown. */
export async function findPublicVendor(db: Database, id: string): Promise<PublicVendorRow | null> {
  const [row] = await selectRows<PublicVendorRow>(
    db,
    sql`select v.id, v.business_name, v.city, v.description, v.phone, v.whatsapp,
          coalesce(sum(l.rating_sum), 0)::int as rating_sum,
          coalesce(sum(l.rating_count), 0)::int as rating_count,
          count(l.id)::int as listing_count
        from vendors v
        left join listings l on l.vendor_id = v.id and l.status = 'published'
        where v.id = ${id} and v.status = 'active'
        group by v.id`,
  );
  return row ?? null;
}

/** One row of the Smart Planner's tables as listings stand for it (see packages/core planner/market-matches.ts). */
export type PriceGroup = {
  key: string;
  category: string;
  unit: string;
  minCapacity: number | null;
  /** A to_tsquery('simple', …) text, or null for the whole category. */
  tsquery: string | null;
};

export type PriceRangeRow = { key: string; count: number; lowest: number | null; median: number | null };

/** For each group: how many public listings in `city` match it, their lowest and median price; one query. */
export async function priceRangesOfPublicListings(
  db: Database,
  city: string,
  groups: readonly PriceGroup[],
): Promise<PriceRangeRow[]> {
  if (groups.length === 0) return [];
  const values = sql.join(
    groups.map(
      (group) =>
        sql`(${group.key}::text, ${group.category}::text, ${group.unit}::text, ${group.minCapacity}::int, ${group.tsquery}::text)`,
    ),
    sql`, `,
  );
  return selectRows<PriceRangeRow>(
    db,
    sql`select g.key, count(m.id)::int as count, min(m.price_tzs)::int as lowest,
          (percentile_disc(0.5) within group (order by m.price_tzs))::int as median
        from (values ${values}) as g(key, category, unit, min_capacity, words)
        left join (
          select l.id, l.category, l.price_unit, l.capacity, l.price_tzs, l.search_vector
          ${publicListingsFrom}
          where l.status = 'published' and lower(l.city) = lower(${city})
        ) m on m.category = g.category and m.price_unit = g.unit
          and (g.min_capacity is null or m.capacity >= g.min_capacity)
          and (g.words is null or m.search_vector @@ to_tsquery('simple', g.words))
        group by g.key`,
  );
}
