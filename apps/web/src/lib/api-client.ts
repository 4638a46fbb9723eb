// The one HTTP client: JSON in and out, bearer token when stored. Answers are typed by the shared zod contract;
// the server checks every answer against that schema before sending it, so zod stays out of the first load
// (docs/decisions/003-web-types-from-the-contract.md).
import {
  type BodyInputOf,
  endpointPath,
  endpointQuery,
  type Method,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@sherehe/core/api/endpoint';
import type { ErrorBody, FieldProblem } from '@sherehe/core/api/errors';
import type { Reason, ReasonParams } from '@sherehe/core/reasons';
import { i18next } from './i18n.ts';
import { readString } from './storage.ts';
import { AUTH_TOKEN_KEY } from './storage-keys.ts';

export const API_BASE = '/api/v1';

/** A refusal in our own error body: why (`reason`, worded by lib/error-text.ts) and, for a 400, at which fields. */
export type Refusal = { reason: Reason; params?: ReasonParams; fields: FieldProblem[] };

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Null when the answer was not our error body (a proxy's error page, say). */
    readonly refusal: Refusal | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isErrorBody(payload: unknown): payload is ErrorBody {
  const error = (payload as { error?: { code?: unknown; reason?: unknown } } | null)?.error;
  return typeof error?.code === 'string' && typeof error.reason === 'string';
}

/** The error an answer with our error body becomes; the words for its reason load before anyone shows it. */
export async function refusalError(status: number, body: ErrorBody): Promise<ApiError> {
  await i18next.loadNamespaces('reasons').catch(() => {});
  const { code, reason, params, message, details } = body.error;
  const fields = Array.isArray(details) ? (details as FieldProblem[]) : [];
  return new ApiError(status, code, message, { reason, ...(params ? { params } : {}), fields });
}

type RequestOptions = {
  method?: Method;
  body?: unknown;
  signal?: AbortSignal | undefined;
};

/** What an endpoint's descriptor says about where it is (api/endpoint.ts); its schema names type the call. */
type Callable = { method: Method; path: string };

// Optional when it may be undefined (none declared, or a nullish body); not distributive, so a body that is a union
// (one shape or another) stays one part.
type Part<Name extends string, Value> = undefined extends Value
  ? { [Key in Name]?: Value }
  : { [Key in Name]: Value };
// A query's values are each optional: what is left out is the schema's default, or not asked.
type QueryPart<Query> = [Query] extends [undefined] ? { query?: undefined } : { query?: Partial<Query> };
type ArgsOf<E> = Part<'params', ParamsOf<E>> &
  QueryPart<QueryOf<E>> &
  Part<'body', BodyInputOf<E>> & { signal?: AbortSignal | undefined };
/** The arguments may be left out when the endpoint takes none. */
type CallArgs<E> =
  Record<string, never> extends Omit<ArgsOf<E>, 'signal'> ? [args?: ArgsOf<E>] : [args: ArgsOf<E>];

type LooseArgs = {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  signal?: AbortSignal | undefined;
};

/** The path under /api/v1 of a call: `params` filled in, `query` as the search. */
function pathOf(endpoint: Callable, args: unknown): string {
  const { params, query } = (args ?? {}) as LooseArgs;
  return `${endpointPath(endpoint.path, params)}${endpointQuery(query)}`;
}

/** Calls a declared endpoint: its path filled from `params`, `query` as the search, `body` as JSON. */
export function apiRequest<E extends Callable>(endpoint: E, ...[args]: CallArgs<E>): Promise<ResponseOf<E>> {
  const { body, signal } = (args ?? {}) as LooseArgs;
  return requestByPath<ResponseOf<E>>(pathOf(endpoint, args), { method: endpoint.method, body, signal });
}

/** The address of a declared endpoint, for what the browser opens itself: a file to download, a photo, a redirect. */
export function endpointUrl<E extends Callable>(endpoint: E, ...[args]: CallArgs<E>): string {
  return `${API_BASE}${pathOf(endpoint, args)}`;
}

/** The path under /api/v1 of a declared endpoint's call, for the file senders (upload-file.ts, put-file.ts). */
export function endpointCallPath<E extends Callable>(endpoint: E, ...[args]: CallArgs<E>): string {
  return pathOf(endpoint, args);
}

/** The call behind apiRequest. Called with a path written by hand only where a call is not yet declared (decision
 * 040; lib/declared-calls.test.ts lists those files, and the list only shrinks). */
export async function requestByPath<Response>(
  path: string,
  { method = 'GET', body, signal }: RequestOptions = {},
): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = readString(AUTH_TOKEN_KEY);
  if (token) headers.Authorization = `Bearer ${token}`;

  const res = await fetch(`${API_BASE}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
    signal,
  });
  const payload: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    if (isErrorBody(payload)) throw await refusalError(res.status, payload);
    throw new ApiError(res.status, 'http', `HTTP error! status: ${res.status}`);
  }
  return payload as Response;
}
