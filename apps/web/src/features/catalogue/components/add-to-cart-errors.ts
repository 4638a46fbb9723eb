// Why the cart refused an add, in the language on screen: the browser cart's own limits, else the server's reason,
// beside the quantity when it is about the quantity.
import type { TFunction } from 'i18next';
import { CartLimitError } from '../../../lib/cart-store.ts';
import { formProblems, problemText } from '../../../lib/error-text.ts';

export type AddToCartProblem = { field: 'quantity' | 'form'; message: string };

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
  const problems = formProblems(error, ['quantity'] as const);
  return problems.fields.quantity
    ? { field: 'quantity', message: problemText(problems.fields.quantity) }
    : { field: 'form', message: problemText(problems.form ?? { kind: 'server' }) };
}
