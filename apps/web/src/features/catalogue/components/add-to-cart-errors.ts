// Why the cart refused an add, in the language on screen: the browser cart's own limits, else the server's reason,
// beside the quantity when it is about the quantity.
import type { TFunction } from 'i18next';
import { CartLimitError } from '../../../lib/cart-store.ts';
import { formProblems, problemText } from '../../../lib/error-text.ts';

export type AddToCartProblem = { field: 'quantity' | 'guests' | 'eventDate' | 'form'; message: string };

export function addToCartProblem(
  error: unknown,
  t: TFunction<'catalogue'>,
  limits: { quantityMax: number; linesMax: number },
): AddToCartProblem {
  if (error instanceof CartLimitError) {
    return error.limit === 'lines'
      ? { field: 'form', message: t('addToCart.errors.tooManyLines', { max: limits.linesMax }) }
      : { field: 'quantity', message: t('addToCart.errors.quantityMax', { max: limits.quantityMax }) };
  }
  const problems = formProblems(error, ['quantity', 'guests', 'eventDate'] as const);
  for (const field of ['eventDate', 'guests', 'quantity'] as const) {
    const found = problems.fields[field];
    if (found) return { field, message: problemText(found) };
  }
  return { field: 'form', message: problemText(problems.form ?? { kind: 'server' }) };
}
