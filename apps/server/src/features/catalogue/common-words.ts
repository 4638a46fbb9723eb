// Whether a search's words are common among the listings, from the statistics PostgreSQL keeps of search_vector
// (pg_stats.most_common_elems: each lexeme found in about 1% of the listings or more, with its share of them), the
// numbers the planner itself weighs a search's words with. A search of common words is read off an ordering index
// whatever its values, so it can keep one plan (queries.ts, decision 019); any other is planned with its words.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';

/**
 * The share of listings at or above which a search's words count as common: a page of 25 is then found within about
 * 500 rows of an ordering index (about 1 ms), where a read through the full-text index would fetch and sort every
 * match, a twentieth of the scope or more.
 */
export const COMMON_SHARE = 0.05;

/** Statistics move with ANALYZE (autovacuum, or the embedded upkeep), not with every request. */
const STATISTICS_KEPT_MS = 5 * 60_000;

/** A to_tsquery text of plain words, all required (searchQueryOf's output for "keki harusi"): word:* & word:*. */
const allOfWords = /^[\p{L}\p{N}]+:\*(?: & [\p{L}\p{N}]+:\*)*$/u;

const ofDatabase = new WeakMap<Database, (query: string) => Promise<boolean>>();

/**
 * Whether the words of `query` (a to_tsquery text of searchQueryOf) are common: plain words only (an "or", a phrase
 * or a left-out word is judged by the planner, with its values), each word's share the sum of the shares of the
 * lexemes it starts (a prefix match, as searchQueryOf asks), the words' shares multiplied as the planner does. Words
 * not among the statistics' lexemes, or no statistics yet, are not common.
 */
export function wordsAreCommon(db: Database, query: string): Promise<boolean> {
  let judge = ofDatabase.get(db);
  if (!judge) {
    judge = judgeWith(db);
    ofDatabase.set(db, judge);
  }
  return judge(query);
}

/** For the tests, which ANALYZE and want the next search to see it: statistics are otherwise kept five minutes. */
export function forgetWordShares(db: Database): void {
  ofDatabase.delete(db);
}

function judgeWith(db: Database): (query: string) => Promise<boolean> {
  let read: { at: number; shares: Promise<Map<string, number>> } | undefined;
  const shares = () => {
    if (!read || Date.now() - read.at > STATISTICS_KEPT_MS) {
      const reading = readLexemeShares(db);
      read = { at: Date.now(), shares: reading };
      // A failed read is tried again by the next search; meanwhile searches are planned with their words.
      reading.catch(() => {
        if (read?.shares === reading) read = undefined;
      });
    }
    return read.shares;
  };
  return async (query) => {
    if (!allOfWords.test(query)) return false;
    const lexemes = await shares().catch(() => new Map<string, number>());
    let share = 1;
    for (const word of query.split(' & ').map((term) => term.slice(0, -2))) {
      let ofWord = 0;
      for (const [lexeme, lexemeShare] of lexemes) if (lexeme.startsWith(word)) ofWord += lexemeShare;
      share *= Math.min(ofWord, 1);
    }
    return share >= COMMON_SHARE;
  };
}

async function readLexemeShares(db: Database): Promise<Map<string, number>> {
  const [row] = await selectRows<{ lexemes: string[] | null; shares: number[] | null }>(
    db,
    sql`select most_common_elems::text::text[] as lexemes, most_common_elem_freqs::float8[] as shares
        from pg_stats where schemaname = 'public' and tablename = 'listings' and attname = 'search_vector'`,
  );
  const lexemes = row?.lexemes ?? [];
  const shares = row?.shares ?? [];
  // most_common_elem_freqs ends with three numbers of its own (the least and most frequent, nulls): the lexemes' come first.
  return new Map(lexemes.map((lexeme, i) => [lexeme, shares[i] ?? 0]));
}
