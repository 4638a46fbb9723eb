// Where a page of listings ended: the last row's sort key and id, opaque to the client. Every order ends on the id,
// so rows with the same price or rating still have one place in it and a page never repeats or skips one.
import { AppError } from '../../platform/errors.ts';
import { isExactTime, isUuid } from '../../platform/page-cursor.ts';
import type { TextMatch } from './listing-filters.ts';

/**
 * The order a search is really read in: relevance needs words to be relevant to, so without them it is the
 * recommended order (ratings and the vendor's response time, decision 046).
 */
export type EffectiveSort = 'relevance' | 'recommended' | 'price_asc' | 'price_desc' | 'rating' | 'newest';

/**
 * relevance by words: [tier, rank, published] (1 with the words in the title, then 0); relevance by near spellings:
 * [score]; recommended: [rank, published]; price_*: [priceTzs]; rating: [average, count]; newest: [published]. The
 * published time is to the microsecond, as text: a JavaScript Date keeps only milliseconds, and rows published in one
 * transaction would be skipped.
 */
export type ListingPosition = {
  sort: EffectiveSort;
  key: (number | string)[];
  id: string;
  /** How the first page's words matched (a search's later pages keep to it); absent without words. */
  match?: TextMatch | undefined;
};

const notValid = () => new AppError('validation', 'catalogue.cursor_invalid');

export function encodeListingCursor(position: ListingPosition): string {
  const fields = [position.sort, position.key, position.id];
  if (position.match) fields.push(position.match);
  return Buffer.from(JSON.stringify(fields)).toString('base64url');
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isWhole = (value: unknown): value is number => Number.isSafeInteger(value);

const isRanked = (key: unknown[]) => key.length === 2 && isNumber(key[0]) && isPublished(key[1]);
const isPublished = (value: unknown) => typeof value === 'string' && isExactTime(value);

// Each key checked here rather than left to the database, where a wrong type would fail the query with a 500.
const keyShapes: Record<EffectiveSort, (key: unknown[], match: unknown) => boolean> = {
  relevance: (key, match) =>
    match === 'similar'
      ? key.length === 1 && isNumber(key[0])
      : key.length === 3 && (key[0] === 0 || key[0] === 1) && isRanked(key.slice(1)),
  recommended: isRanked,
  price_asc: (key) => key.length === 1 && isWhole(key[0]),
  price_desc: (key) => key.length === 1 && isWhole(key[0]),
  rating: (key) => key.length === 2 && isNumber(key[0]) && isWhole(key[1]),
  newest: (key) => key.length === 1 && isPublished(key[0]),
};

/** A cursor made for another order would start the page in the wrong place: refused rather than guessed at. */
export function decodeListingCursor(cursor: string, sort: EffectiveSort): ListingPosition {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString());
  } catch {
    throw notValid();
  }
  if (!Array.isArray(parsed) || parsed.length < 3 || parsed.length > 4) throw notValid();
  const [cursorSort, key, id, match] = parsed as unknown[];
  if (cursorSort !== sort) {
    throw new AppError('validation', 'catalogue.cursor_other_sort');
  }
  if (!Array.isArray(key) || !keyShapes[sort](key, match) || typeof id !== 'string' || !isUuid(id))
    throw notValid();
  if (match !== undefined && match !== 'words' && match !== 'similar') throw notValid();
  return { sort, key: key as (number | string)[], id, match };
}
