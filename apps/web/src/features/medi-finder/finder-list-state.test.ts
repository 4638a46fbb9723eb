import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import {
  emptyList,
  type FinderList,
  fetchFulfilled,
  fetchPending,
  fetchRejected,
  isFresh,
  moreFulfilled,
  morePending,
  moreRejected,
} from './finder-list-state.ts';

type Item = { id: string };
const a = { id: 'a' };
const b = { id: 'b' };
const c = { id: 'c' };

function loaded(items: Item[], nextCursor: string | null = null): FinderList<Item> {
  return fetchFulfilled(fetchPending(emptyList<Item>(), 1, 'k'), 1, { items, nextCursor }, 1000);
}

describe('finder list transitions', () => {
  it('starts empty, not loading, without error or lastFetched', () => {
    expect(emptyList()).toMatchObject({ items: [], loading: false, error: null, lastFetched: null });
  });

  it('pending sets loading and clears the error, keeping the items until the answer comes', () => {
    const failed = fetchRejected(fetchPending(loaded([a]), 2, 'k2'), 2, new Error('Network down'));
    expect(failed.error).toBe('Network down');
    const pending = fetchPending(failed, 3, 'k3');
    expect(pending).toMatchObject({ loading: true, error: null, items: [a], searchKey: 'k3', requestId: 3 });
  });

  it('fulfilled replaces the list, sets lastFetched to now and stops loading', () => {
    const pending = fetchPending(loaded([a, b]), 2, 'k2');
    const done = fetchFulfilled(pending, 2, { items: [c], nextCursor: 'next' }, 5000);
    expect(done).toMatchObject({
      items: [c],
      nextCursor: 'next',
      loading: false,
      lastFetched: 5000,
      error: null,
    });
  });

  it("rejected sets the error from the response's message, or the thrown message", () => {
    const fromServer = fetchRejected(
      fetchPending(emptyList<Item>(), 1, 'k'),
      1,
      new ApiError(400, 'validation', 'lat must be a latitude in degrees, from -90 to 90.', {
        reason: 'finder.lat_invalid',
        fields: [],
      }),
    );
    expect(fromServer).toMatchObject({
      loading: false,
      error: 'lat must be a latitude in degrees, from -90 to 90.',
      errorProblem: { reason: 'finder.lat_invalid' },
    });
    const bareStatus = fetchRejected(
      fetchPending(emptyList<Item>(), 1, 'k'),
      1,
      new ApiError(502, 'http', 'HTTP error! status: 502'),
    );
    expect(bareStatus).toMatchObject({ error: 'HTTP error! status: 502', errorProblem: { kind: 'server' } });
    const thrown = fetchRejected(
      fetchPending(emptyList<Item>(), 1, 'k'),
      1,
      new TypeError('Failed to fetch'),
    );
    expect(thrown).toMatchObject({
      error: 'Failed to fetch',
      errorProblem: { kind: 'network' },
      lastFetched: null,
    });
  });

  it('drops the answer to a request that a newer one replaced, whether it succeeds or fails', () => {
    const first = fetchPending(emptyList<Item>(), 1, 'pharmacies near Kariakoo');
    const second = fetchPending(first, 2, 'pharmacies named Uhuru');
    const late = fetchFulfilled(second, 1, { items: [a], nextCursor: null }, 100);
    expect(late).toBe(second);
    expect(fetchRejected(second, 1, new Error('aborted'))).toBe(second);
    const newest = fetchFulfilled(second, 2, { items: [b], nextCursor: null }, 200);
    expect(newest).toMatchObject({ items: [b], loading: false, searchKey: 'pharmacies named Uhuru' });
  });

  it('load more appends the next page without repeats, and a new search drops its late answer', () => {
    const first = loaded([a, b], 'cursor-1');
    const pending = morePending(first, 2);
    expect(pending).toMatchObject({ loadingMore: true, moreError: null, items: [a, b] });
    const more = moreFulfilled(pending, 2, { items: [b, c], nextCursor: null });
    expect(more).toMatchObject({ items: [a, b, c], nextCursor: null, loadingMore: false });

    const failed = moreRejected(morePending(first, 3), 3, new Error('Failed to fetch'));
    expect(failed).toMatchObject({ items: [a, b], loadingMore: false, moreError: 'Failed to fetch' });

    const overtaken = fetchPending(morePending(first, 4), 5, 'k-new');
    expect(overtaken.loadingMore).toBe(false);
    expect(moreFulfilled(overtaken, 4, { items: [c], nextCursor: null })).toBe(overtaken);
  });

  it('counts a list as fresh for its own search, while loading or for the cache lifetime after a good answer', () => {
    const list = loaded([a]);
    expect(isFresh(list, 'k', 1000 + 299_999, 300_000)).toBe(true);
    expect(isFresh(list, 'k', 1000 + 300_000, 300_000)).toBe(false);
    expect(isFresh(list, 'other', 1001, 300_000)).toBe(false);
    expect(isFresh(fetchPending(list, 2, 'k2'), 'k2', 1001, 300_000)).toBe(true);
    expect(isFresh(fetchRejected(fetchPending(list, 2, 'k2'), 2, 'x'), 'k2', 1001, 300_000)).toBe(false);
  });
});
