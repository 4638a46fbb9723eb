// The one place a failure becomes words: a refusal by its reason and params (the `reasons` namespace, English from
// the contract, Swahili from locales/sw/reasons.json), no answer at all, or an answer that was not ours.
import type { FieldProblem } from '@sherehe/core/api/errors';
import { BOOKING_TIME_ZONE } from '@sherehe/core/booking-rules';
import { formatDecimal } from '@sherehe/core/decimal-text';
import type { ReasonParams } from '@sherehe/core/reasons';
import { ApiError } from './api-client.ts';
import { formatDate } from './format-date.ts';
import { currentLanguage, i18next } from './i18n.ts';

export type Problem = { reason: string; params?: ReasonParams } | { kind: 'network' } | { kind: 'server' };

/** What went wrong, kept as data so its words follow the language on screen. */
export function problemOf(error: unknown): Problem {
  if (!(error instanceof ApiError)) return { kind: 'network' };
  if (!error.refusal) return { kind: 'server' };
  const { reason, params } = error.refusal;
  return params ? { reason, params } : { reason };
}

export function problemText(problem: Problem): string {
  if ('kind' in problem) {
    return i18next.t(problem.kind === 'network' ? 'common:problems.network' : 'common:problems.server');
  }
  // A reason newer than this build of the web app still gets a plain sentence.
  return i18next.t(`reasons:${problem.reason}`, {
    ...readableParams(problem.params),
    defaultValue: i18next.t('common:problems.refused'),
  });
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * Calendar days come as YYYY-MM-DD; people read them as "23 March 2028" / "23 Machi 2028"; moments (ISO times) as
 * "23 Mar 2028, 14:05" in Dar es Salaam. Numbers (amounts, counts) come bare and are read with their thousands
 * grouped: 200,000.
 */
function readableParams(params: ReasonParams | undefined): ReasonParams | undefined {
  if (!params) return params;
  const language = currentLanguage();
  const format = new Intl.DateTimeFormat(language === 'sw' ? 'sw-TZ' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: BOOKING_TIME_ZONE,
  });
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === 'string' && DAY.test(value)
        ? format.format(new Date(`${value}T12:00:00+03:00`))
        : typeof value === 'string' && MOMENT.test(value)
          ? formatDate(value, language, true)
          : typeof value === 'number'
            ? formatDecimal(value)
            : value,
    ]),
  );
}

/** Words for any failure of a call. */
export function errorText(error: unknown): string {
  return problemText(problemOf(error));
}

/** The reason of a refusal, for the few screens that act on one (a 404 page, a sign-in prompt). */
export function reasonOf(error: unknown): string | null {
  return error instanceof ApiError ? (error.refusal?.reason ?? null) : null;
}

export type FormProblems<Field extends string> = {
  /** Said above the form: anything that is not about one of its fields. */
  form: Problem | null;
  fields: Partial<Record<Field, Problem>>;
};

/**
 * Sorts a failed call for a form: each field the refusal names gets its first problem (the one to fix first);
 * a refusal that names none of the form's fields is said above it. Without `fields`, every named field counts.
 */
export function formProblems<Field extends string>(
  error: unknown,
  fields?: readonly Field[],
): FormProblems<Field> {
  const found: Partial<Record<Field, Problem>> = {};
  const named: FieldProblem[] = error instanceof ApiError ? (error.refusal?.fields ?? []) : [];
  for (const problem of named) {
    const field = fields ? fields.find((name) => name === problem.field) : (problem.field as Field);
    if (field && !found[field]) {
      found[field] = problem.params
        ? { reason: problem.reason, params: problem.params }
        : { reason: problem.reason };
    }
  }
  return { form: Object.keys(found).length > 0 ? null : problemOf(error), fields: found };
}
