// A listing search lives in the address (?q=&city=&minPrice=&maxPrice=&minRating=&guests=&freeOn=&sort=), so it can be shared and
// Back returns to it. This reads and writes that address; whatever cannot be read is dropped, not sent to the server.
import type { ListingSort } from '@sherehe/core/api/catalogue';
import { isDateString } from '@sherehe/core/booking-rules';

export type ListingFilters = {
  q: string;
  city: string;
  minPrice: number | null;
  maxPrice: number | null;
  minRating: number | null;
  /** Listings that can take this many guests. */
  guests: number | null;
  /** YYYY-MM-DD: only listings free that day. */
  freeOn: string | null;
  sort: ListingSort;
};

// Mirrors of the contract's limits (type-only imports keep zod out of the web chunks; decision 003).
export const SEARCH_MAX_LENGTH = 100;
export const PAGE_SIZE = 24;
const SORTS: readonly ListingSort[] = ['relevance', 'price_asc', 'price_desc', 'rating', 'newest'];
export const MIN_RATINGS = [3, 4, 4.5] as const;

export const emptyFilters: ListingFilters = {
  q: '',
  city: '',
  minPrice: null,
  maxPrice: null,
  minRating: null,
  guests: null,
  freeOn: null,
  sort: 'relevance',
};

export const GUESTS_FILTER_MAX = 1_000_000;

function wholeShillings(value: string | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value.trim())) return null;
  return Number(value.trim());
}

function guestsOf(value: string | null): number | null {
  if (!value || !/^\d{1,7}$/.test(value.trim())) return null;
  const guests = Number(value.trim());
  return guests >= 1 && guests <= GUESTS_FILTER_MAX ? guests : null;
}

export function filtersFromParams(params: URLSearchParams): ListingFilters {
  const sort = params.get('sort');
  const rating = Number(params.get('minRating'));
  let minPrice = wholeShillings(params.get('minPrice'));
  let maxPrice = wholeShillings(params.get('maxPrice'));
  // A range typed the wrong way round means the same range.
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice)
    [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    q: (params.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    city: (params.get('city') ?? '').trim().slice(0, 60),
    minPrice,
    maxPrice,
    minRating: params.get('minRating') && rating >= 1 && rating <= 5 ? rating : null,
    guests: guestsOf(params.get('guests')),
    freeOn: isDateString(params.get('freeOn')) ? (params.get('freeOn') as string) : null,
    sort: SORTS.includes(sort as ListingSort) ? (sort as ListingSort) : 'relevance',
  };
}

/** Only what differs from the defaults, so a plain category page keeps a plain address. */
export function paramsFromFilters(filters: ListingFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.city) params.set('city', filters.city);
  if (filters.minPrice !== null) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== null) params.set('maxPrice', String(filters.maxPrice));
  if (filters.minRating !== null) params.set('minRating', String(filters.minRating));
  if (filters.guests !== null) params.set('guests', String(filters.guests));
  if (filters.freeOn !== null) params.set('freeOn', filters.freeOn);
  if (filters.sort !== 'relevance') params.set('sort', filters.sort);
  return params;
}

/** The query string of GET /listings for one page. */
export function listingsApiQuery(
  filters: ListingFilters,
  category: string | undefined,
  cursor: string | null,
): string {
  const params = paramsFromFilters(filters);
  if (category) params.set('category', category);
  params.set('limit', String(PAGE_SIZE));
  if (cursor) params.set('cursor', cursor);
  params.sort(); // one cache entry per search, whatever order the address had
  return params.toString();
}

export function hasFilters(filters: ListingFilters): boolean {
  return (
    filters.city !== '' ||
    filters.minPrice !== null ||
    filters.maxPrice !== null ||
    filters.minRating !== null ||
    filters.guests !== null ||
    filters.freeOn !== null
  );
}
