// What to say when a review change failed: the known refusals in the language on screen, else a general line.
import { ApiError } from '../../../lib/api-client.ts';

export function reviewErrorKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'errors.network';
  if (error.status === 401) return 'errors.signIn';
  if (error.status === 403) return 'errors.notYours';
  if (/own listing/.test(error.message)) return 'errors.ownListing';
  if (error.status === 404 || error.status === 422) return 'errors.gone';
  if (error.status === 400) return 'errors.refused';
  return 'errors.server';
}
