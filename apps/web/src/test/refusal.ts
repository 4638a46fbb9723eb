// Refusals as the server sends them (apps/server/src/platform/errors.ts): a reason from core's typed list, its params
// with the defaults filled in, the English message rendered from them, and for a validation refusal the fields it
// names as FieldProblem entries.
import type { ErrorBody, ErrorCode, FieldProblem } from '@sherehe/core/api/errors';
import { paramsWithDefaults } from '@sherehe/core/reason-defaults';
import { type Reason, type ReasonParams, reasonInEnglish } from '@sherehe/core/reasons';
import { jsonResponse } from './render.tsx';

/** A field a refusal names. `issue` is zod's issue code for a schema check; a check of the server's own is 'custom'. */
export type FieldRefusal = { field: string; reason: Reason; params?: ReasonParams; issue?: string };

export type RefusalOptions = { params?: ReasonParams; fields?: FieldRefusal[] };

function withParams(reason: Reason, given?: ReasonParams) {
  const params = paramsWithDefaults(reason, given);
  return { ...(params ? { params } : {}), message: reasonInEnglish(reason, params) };
}

/** The body of a refusal, exactly as the server's error handler builds it. */
export function refusalBody(
  code: ErrorCode,
  reason: Reason,
  { params, fields }: RefusalOptions = {},
): ErrorBody {
  const details = fields?.map(
    ({ field, reason: fieldReason, params: fieldParams, issue = 'custom' }): FieldProblem => ({
      field,
      issue,
      reason: fieldReason,
      ...withParams(fieldReason, fieldParams),
    }),
  );
  return { error: { code, reason, ...withParams(reason, params), ...(details ? { details } : {}) } };
}

/** A fetch Response carrying a refusal, for stubbing the global fetch. */
export function refusalResponse(status: number, code: ErrorCode, reason: Reason, options?: RefusalOptions) {
  return jsonResponse(refusalBody(code, reason, options), status);
}

/** Our error body with a reason newer than this build of the web app knows (a server deployed ahead of it). */
export function futureRefusalResponse(status: number, code: ErrorCode, reason = 'future.thing') {
  return jsonResponse({ error: { code, reason, message: 'A refusal this build has no words for.' } }, status);
}

/**
 * An error answer that is not ours: a proxy's HTML page (given a string) or a JSON body without a reason (an old
 * server's `{ error: { code, message } }` by default).
 */
export function foreignErrorResponse(
  status: number,
  body: unknown = { error: { code: 'internal', message: 'Internal error' } },
) {
  return typeof body === 'string'
    ? new Response(body, { status, headers: { 'Content-Type': 'text/html' } })
    : jsonResponse(body, status);
}
