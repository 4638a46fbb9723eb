// The orders a page of listings is read in: each the sort keys, their direction, and how a cursor's key is written
// from a page's row and bound back into the next page's statement.
import { type SQL, sql } from 'drizzle-orm';
import { exactCreatedAt } from '../../db/newest-first.ts';
import type { EffectiveSort } from './listing-cursor.ts';

// Among near matches the title's closeness counts again, so "kekii" puts cakes before a banner printer that mentions
// cakes once. A single float8 (not real) so the value read back into a cursor compares equal to the row it came from.
const similarity = (q: SQL): SQL =>
  sql`(word_similarity(${q}, l.search_text) + word_similarity(${q}, l.title))::float8`;

// These are the expressions of the ordering indexes in the schema, written the same way so the planner uses them.
const ratingAverage = sql`(case when l.rating_count = 0 then 0 else l.rating_sum::float8 / l.rating_count end)`;
const publishedAt = sql`coalesce(l.published_at, l.created_at)`;
/** The rank of the default order (decision 046): the rating as if three 3.5 reviews came first, plus the response band's. */
const rank = sql`((l.rating_sum + 10.5)::float8 / (l.rating_count + 3)
  + case l.response_band when 1 then 0.5 when 2 then 0.25 when 4 then -0.5 else 0 end)`;

export type Order = {
  keys: SQL[];
  direction: 'asc' | 'desc';
  /** The cursor's key, from the page's columns k0, k1… (the keys' values): for the page's last row only. */
  keyOutput: (columns: SQL[]) => SQL[];
  keyParams: (key: unknown[]) => SQL[];
};

const asRead = (columns: SQL[]) => columns;
const exactPublished = (at: SQL | undefined) => exactCreatedAt(at ?? publishedAt);

const byRating: Order = {
  keys: [ratingAverage, sql`l.rating_count`],
  direction: 'desc',
  keyOutput: asRead,
  keyParams: ([average, count]) => [sql`${average}::float8`, sql`${count}::int`],
};

/** The default order: the rank (ratings and response time), then the newest first among equals. */
export const byRank: Order = {
  keys: [rank, publishedAt],
  direction: 'desc',
  keyOutput: ([ranked, at]) => [ranked ?? rank, exactPublished(at)],
  keyParams: ([ranked, at]) => [sql`${ranked}::float8`, sql`${at}::timestamptz`],
};

// Relevance here is closeness to a misspelt search (similarTo); relevance by words is read in tiers (wordTiers).
export function orderFor(sort: EffectiveSort, similarTo: SQL): Order {
  switch (sort) {
    case 'relevance': {
      const score = similarity(similarTo);
      return {
        keys: [score],
        direction: 'desc',
        keyOutput: asRead,
        keyParams: ([s]) => [sql`${s}::float8`],
      };
    }
    case 'price_asc':
    case 'price_desc':
      return {
        keys: [sql`l.price_tzs`],
        direction: sort === 'price_asc' ? 'asc' : 'desc',
        keyOutput: asRead,
        keyParams: ([price]) => [sql`${price}::int`],
      };
    case 'rating':
      return byRating;
    case 'recommended':
      return byRank;
    case 'newest':
      return {
        keys: [publishedAt],
        direction: 'desc',
        keyOutput: ([at]) => [exactPublished(at)],
        keyParams: ([at]) => [sql`${at}::timestamptz`],
      };
  }
}
