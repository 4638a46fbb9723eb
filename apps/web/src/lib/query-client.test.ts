import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import { createQueryClient, retryDelay, shouldRetry } from './query-client.ts';

afterEach(() => vi.useRealTimers());

describe('query client defaults (spec section 9)', () => {
  it('waits 1 s before the first retry and doubles up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('retries what may pass next time, three times at most', () => {
    const offline = new TypeError('Failed to fetch');
    expect([0, 1, 2, 3].map((count) => shouldRetry(count, offline))).toEqual([true, true, true, false]);
    expect(shouldRetry(0, new ApiError(503, 'unavailable', 'down'))).toBe(true);
    expect(shouldRetry(0, new ApiError(429, 'rate_limited', 'slow down'))).toBe(true);
    expect(shouldRetry(0, new ApiError(404, 'not_found', 'gone'))).toBe(false);
    expect(shouldRetry(0, new ApiError(403, 'forbidden', 'no'))).toBe(false);
  });

  it('keeps unused data for 5 minutes', () => {
    expect(createQueryClient().getDefaultOptions().queries?.gcTime).toBe(5 * 60 * 1000);
  });

  it('tries a failing query four times in all, 1 s, 2 s and 4 s apart', async () => {
    vi.useFakeTimers();
    const client = createQueryClient();
    const queryFn = vi.fn(() => Promise.reject(new ApiError(500, 'internal', 'oops')));
    const result = client.fetchQuery({ queryKey: ['flaky'], queryFn }).catch((error: unknown) => error);

    await vi.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(queryFn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(queryFn).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(4000);
    expect(queryFn).toHaveBeenCalledTimes(4);
    expect(await result).toBeInstanceOf(ApiError);
  });
});
