// The one HTTP client: JSON in and out, bearer token when stored. Answers are typed by the shared zod contract;
// the server checks every answer against that schema before sending it, so zod stays out of the first load
// (docs/decisions/003-web-types-from-the-contract.md).
import type { ErrorBody } from '@sherehe/core/api/errors';
import { readString } from './storage.ts';
import { AUTH_TOKEN_KEY } from './storage-keys.ts';

export const API_BASE = '/api/v1';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
};

function isErrorBody(payload: unknown): payload is ErrorBody {
  const error = (payload as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  return typeof error?.code === 'string' && typeof error.message === 'string';
}

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
    if (isErrorBody(payload)) {
      const { code, message, details } = payload.error;
      throw new ApiError(res.status, code, message, details);
    }
    throw new ApiError(res.status, 'http', `HTTP error! status: ${res.status}`);
  }
  return payload as Response;
}
