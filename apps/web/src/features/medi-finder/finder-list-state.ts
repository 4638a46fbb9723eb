// One list of the finder store (specification section 4, "Finder store fetch") as pure transitions: pending sets
// loading and clears the error, fulfilled replaces the list and sets lastFetched, rejected sets the error. Each
// request carries an id, and only the answer to the newest one changes the list: a slower answer to a search the
// visitor has since changed is dropped. "Load more" (not in the spec) appends the next page.
import { type Problem, problemOf } from '../../lib/error-text.ts';

export type FinderPage<Item> = { items: Item[]; nextCursor: string | null };

export type FinderList<Item> = {
  items: Item[];
  loading: boolean;
  /** The response's error message, or the thrown one. */
  error: string | null;
  /** What went wrong, for the words on screen (the message above is the server's English); null without an error. */
  errorProblem: Problem | null;
  /** When the list last came (ms since the epoch); null before the first answer. */
  lastFetched: number | null;
  nextCursor: string | null;
  loadingMore: boolean;
  moreError: string | null;
  /** The search (finder-search.ts searchKey) the list shows or is loading. */
  searchKey: string | null;
  /** The newest request: answers to any other are stale. */
  requestId: number;
};

export function emptyList<Item>(): FinderList<Item> {
  return {
    items: [],
    loading: false,
    error: null,
    errorProblem: null,
    lastFetched: null,
    nextCursor: null,
    loadingMore: false,
    moreError: null,
    searchKey: null,
    requestId: 0,
  };
}

/** The spec's "error set to the response data or the message". */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : String(error);
}

export function fetchPending<Item>(list: FinderList<Item>, requestId: number, key: string): FinderList<Item> {
  return {
    ...list,
    loading: true,
    error: null,
    errorProblem: null,
    loadingMore: false,
    moreError: null,
    searchKey: key,
    requestId,
  };
}

export function fetchFulfilled<Item>(
  list: FinderList<Item>,
  requestId: number,
  page: FinderPage<Item>,
  now: number,
): FinderList<Item> {
  if (requestId !== list.requestId) return list;
  return { ...list, items: page.items, nextCursor: page.nextCursor, loading: false, lastFetched: now };
}

export function fetchRejected<Item>(
  list: FinderList<Item>,
  requestId: number,
  error: unknown,
): FinderList<Item> {
  if (requestId !== list.requestId) return list;
  return { ...list, loading: false, error: errorMessage(error), errorProblem: problemOf(error) };
}

export function morePending<Item>(list: FinderList<Item>, requestId: number): FinderList<Item> {
  return { ...list, loadingMore: true, moreError: null, requestId };
}

export function moreFulfilled<Item extends { id: string }>(
  list: FinderList<Item>,
  requestId: number,
  page: FinderPage<Item>,
): FinderList<Item> {
  if (requestId !== list.requestId) return list;
  // A place that moved between pages (renamed, or the ranking shifted) is not listed twice.
  const shown = new Set(list.items.map((item) => item.id));
  return {
    ...list,
    items: [...list.items, ...page.items.filter((item) => !shown.has(item.id))],
    nextCursor: page.nextCursor,
    loadingMore: false,
  };
}

export function moreRejected<Item>(
  list: FinderList<Item>,
  requestId: number,
  error: unknown,
): FinderList<Item> {
  if (requestId !== list.requestId) return list;
  return { ...list, loadingMore: false, moreError: errorMessage(error) };
}

/** Whether the list already answers `key`, recently enough to show without asking again. */
export function isFresh<Item>(list: FinderList<Item>, key: string, now: number, maxAgeMs: number): boolean {
  return (
    list.searchKey === key &&
    (list.loading || (list.error === null && list.lastFetched !== null && now - list.lastFetched < maxAgeMs))
  );
}
