// Sorts a failed auth call into what the form shows: a message above the form and/or messages at its fields.
import { ApiError } from '../../../lib/api-client.ts';

/** What goes above the form: the server's message (translated when shown), or that the server was not reached. */
export type FormProblem =
  | { kind: 'server'; status: number; code: string; message: string }
  | { kind: 'network' };

export type AuthErrors<Field extends string> = {
  form: FormProblem | null;
  fields: Partial<Record<Field, string>>;
};

function detailsOf(details: unknown): { field: string; message: string }[] {
  if (!Array.isArray(details)) return [];
  return details.filter(
    (detail): detail is { field: string; message: string } =>
      typeof detail?.field === 'string' && typeof detail?.message === 'string',
  );
}

export function authErrors<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): AuthErrors<Field> {
  if (!(error instanceof ApiError)) return { form: { kind: 'network' }, fields: {} };
  const found: Partial<Record<Field, string>> = {};
  if (error.status === 400) {
    for (const { field, message } of detailsOf(error.details)) {
      const known = fields.find((name) => name === field);
      if (known && !found[known]) found[known] = message; // the first problem of a field is the one to fix first
    }
  }
  // A 400 whose every detail sits at a field needs nothing above the form; anything else is said there.
  const form: FormProblem | null =
    Object.keys(found).length > 0
      ? null
      : { kind: 'server', status: error.status, code: error.code, message: error.message };
  return { form, fields: found };
}
