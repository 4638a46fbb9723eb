// Whether a search with words matches a large share of the listings, judged from the statistics PostgreSQL keeps
// (pg_stats: the most common lexemes of search_vector with their shares, the common prices and the histogram of
// price_tzs), the numbers the planner itself weighs a search with. A broad search is read off an ordering index
// whatever its values, so it can keep one plan (queries.ts, decision 019); any other is planned with its values.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import type { ListingFilters } from './listing-filters.ts';

/**
 * The share of listings at or above which a search counts as broad: a page of 25 is then found within about 500 rows
 * of an ordering index (about 1 ms), where a read through the full-text index would fetch and sort every match, a
 * twentieth of the scope or more.
 */
export const BROAD_SHARE = 0.05;

/** Statistics move with ANALYZE (autovacuum, or the embedded upkeep), not with every request. */
const STATISTICS_KEPT_MS = 5 * 60_000;

/** A to_tsquery text of plain words, all required (searchQueryOf's output for "keki harusi"): word:* & word:*. */
const allOfWords = /^[\p{L}\p{N}]+:\*(?: & [\p{L}\p{N}]+:\*)*$/u;

type Statistics = {
  /** Lexemes in about 1% of the listings or more, with their shares. */
  lexemes: Map<string, number>;
  /** Common prices with their shares, and the bounds of equal shares of the other prices, ascending. */
  prices: { common: Map<number, number>; bounds: number[] };
};

const ofDatabase = new WeakMap<Database, () => Promise<Statistics>>();

/**
 * Whether a search for `words` (a to_tsquery text of searchQueryOf) with `filters` is broad: plain words only (an
 * "or", a phrase or a left-out word is judged by the planner, with its values), each word's share the sum of the
 * shares of the lexemes it starts (searchQueryOf's words are prefixes), times the share of the price range, as the
 * planner multiplies them. Category, city and vendor choose the ordering index, which keeps them in order; any other
 * filter (rating, capacity, guests, a free day) may leave few rows of it, and is judged by the planner. Words not
 * among the statistics' lexemes, or no statistics yet, make a search not broad.
 */
export async function searchIsBroad(db: Database, words: string, filters: ListingFilters): Promise<boolean> {
  if (!allOfWords.test(words)) return false;
  const { minRating, minCapacity, guests, freeOn } = filters;
  if ([minRating, minCapacity, guests, freeOn].some((filter) => filter !== undefined)) return false;
  const { lexemes, prices } = (await statisticsOf(db)().catch(() => undefined)) ?? emptyStatistics;
  let share = priceShare(prices, filters.minPrice, filters.maxPrice);
  for (const word of words.split(' & ').map((term) => term.slice(0, -2))) {
    let ofWord = 0;
    for (const [lexeme, lexemeShare] of lexemes) if (lexeme.startsWith(word)) ofWord += lexemeShare;
    share *= Math.min(ofWord, 1);
  }
  return share >= BROAD_SHARE;
}

/** For the tests, which ANALYZE and want the next search to see it: statistics are otherwise kept five minutes. */
export function forgetStatistics(db: Database): void {
  ofDatabase.delete(db);
}

const emptyStatistics: Statistics = { lexemes: new Map(), prices: { common: new Map(), bounds: [] } };

/** The share of listings priced within [min, max]: the common prices in it, and the histogram's part of the rest. */
function priceShare(
  { common, bounds }: Statistics['prices'],
  min = 0,
  max = Number.MAX_SAFE_INTEGER,
): number {
  if (min <= 0 && max === Number.MAX_SAFE_INTEGER) return 1;
  let commonShare = 0;
  let inRange = 0;
  for (const [price, share] of common) {
    commonShare += share;
    if (price >= min && price <= max) inRange += share;
  }
  // n bounds cut the other prices into n - 1 buckets of equal share: count the bounds in range, a bucket's worth each.
  if (bounds.length > 1) {
    const within = bounds.filter((bound) => bound >= min && bound <= max).length;
    inRange += (1 - commonShare) * Math.min(within / (bounds.length - 1), 1);
  }
  return inRange;
}

function statisticsOf(db: Database): () => Promise<Statistics> {
  let kept = ofDatabase.get(db);
  if (!kept) {
    let read: { at: number; statistics: Promise<Statistics> } | undefined;
    kept = () => {
      if (!read || Date.now() - read.at > STATISTICS_KEPT_MS) {
        const reading = readStatistics(db);
        read = { at: Date.now(), statistics: reading };
        // A failed read is tried again by the next search; meanwhile searches are planned with their values.
        reading.catch(() => {
          if (read?.statistics === reading) read = undefined;
        });
      }
      return read.statistics;
    };
    ofDatabase.set(db, kept);
  }
  return kept;
}

async function readStatistics(db: Database): Promise<Statistics> {
  const [row] = await selectRows<{
    lexemes: string[] | null;
    lexeme_shares: number[] | null;
    prices: string[] | null;
    price_shares: number[] | null;
    bounds: string[] | null;
  }>(
    db,
    sql`select
          (max(most_common_elems::text) filter (where attname = 'search_vector'))::text[] as lexemes,
          (max(most_common_elem_freqs::text) filter (where attname = 'search_vector'))::float8[] as lexeme_shares,
          (max(most_common_vals::text) filter (where attname = 'price_tzs'))::text[] as prices,
          (max(most_common_freqs::text) filter (where attname = 'price_tzs'))::float8[] as price_shares,
          (max(histogram_bounds::text) filter (where attname = 'price_tzs'))::text[] as bounds
        from pg_stats
        where schemaname = 'public' and tablename = 'listings' and attname in ('search_vector', 'price_tzs')`,
  );
  const lexemeShares = row?.lexeme_shares ?? [];
  const priceShares = row?.price_shares ?? [];
  return {
    // most_common_elem_freqs ends with three figures of its own (least and most frequent, nulls): theirs come first.
    lexemes: new Map((row?.lexemes ?? []).map((lexeme, i) => [lexeme, lexemeShares[i] ?? 0])),
    prices: {
      common: new Map((row?.prices ?? []).map((price, i) => [Number(price), priceShares[i] ?? 0])),
      bounds: (row?.bounds ?? []).map(Number),
    },
  };
}
