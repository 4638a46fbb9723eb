// The one HTTP client: JSON in and out, bearer token when stored. Answers are typed by the shared zod contract;
// the server checks every answer against that schema before sending it, so zod stays out of the first load
// (docs/decisions/003-web-types-from-the-contract.md).
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
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
};

export async function apiRequest<Response>(
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
