// Why the cart refused an add, in the language on screen: the server's known refusals get their own words, an
// unknown one is shown as the server wrote it in English (or in general terms in Swahili).
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { CartLimitError } from '../../../lib/cart-store.ts';

export type AddToCartProblem = { field: 'quantity' | 'form'; message: string };

// Matched by their opening words (apps/server/src/features/cart/service.ts), so a changed ending still matches.
const known: readonly [pattern: RegExp, key: string, field: AddToCartProblem['field']][] = [
  [/^You can have at most \d+ of one item/, 'addToCart.errors.quantityMax', 'quantity'],
  [/^A cart holds at most \d+ different items/, 'addToCart.errors.tooManyLines', 'form'],
  [/^This listing is no longer available/, 'addToCart.errors.unavailable', 'form'],
  [/^We could not find that listing/, 'addToCart.errors.unavailable', 'form'],
  [/^Please sign in to continue/, 'addToCart.errors.signIn', 'form'],
];

export function addToCartProblem(
  error: unknown,
  t: TFunction<'catalogue'>,
  language: string,
  limits: { quantityMax: number; linesMax: number },
): AddToCartProblem {
  if (error instanceof CartLimitError) {
    return error.limit === 'lines'
      ? { field: 'form', message: t('addToCart.errors.tooManyLines', { max: limits.linesMax }) }
      : { field: 'quantity', message: t('addToCart.errors.quantityMax', { max: limits.quantityMax }) };
  }
  if (!(error instanceof ApiError)) return { field: 'form', message: t('addToCart.errors.network') };
  if (error.code === 'http' || error.status >= 500) {
    return { field: 'form', message: t('addToCart.errors.server') };
  }
  for (const [pattern, key, field] of known) {
    if (pattern.test(error.message)) {
      return {
        field,
        message: t(key, { max: key.endsWith('tooManyLines') ? limits.linesMax : limits.quantityMax }),
      };
    }
  }
  return {
    field: 'form',
    message: language.startsWith('en') ? error.message : t('addToCart.errors.refused'),
  };
}
