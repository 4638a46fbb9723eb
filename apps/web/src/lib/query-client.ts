// Server-state defaults of the spec (section 9): 3 retries, delay 1 s doubling up to 30 s, 5-minute cache lifetime.
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

export const MAX_RETRIES = 3;

export function retryDelay(attemptIndex: number): number {
  return Math.min(1000 * 2 ** attemptIndex, 30_000);
}

/** Retries what may pass next time (network, 5xx, 408, 429); a 4xx answer would only repeat itself. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (!(error instanceof ApiError)) return true; // network failure: worth another try
  const { status } = error;
  if (status >= 400 && status < 500) return status === 408 || status === 429;
  return true;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, gcTime: 5 * 60 * 1000 },
    },
  });
}
