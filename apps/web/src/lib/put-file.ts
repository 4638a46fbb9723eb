// One file PUT as multipart (field "file"), where no progress is shown: the JSON client cannot send a file, so this
// sends it the same way and fails with the same errors.
import { endpointPath, type Method, type ParamsOf, type ResponseOf } from '@sherehe/core/api/endpoint';
import { API_BASE, ApiError, isErrorBody, refusalError } from './api-client.ts';
import { readString } from './storage.ts';
import { AUTH_TOKEN_KEY } from './storage-keys.ts';

/** Sends `file` to a declared upload endpoint (its descriptor says `upload: true`), its path filled from `params`. */
export async function putFile<E extends { method: Method; path: string }>(
  endpoint: E,
  params: ParamsOf<E>,
  file: File,
): Promise<ResponseOf<E>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = readString(AUTH_TOKEN_KEY);
  if (token) headers.Authorization = `Bearer ${token}`;
  const form = new FormData();
  form.append('file', file);
  const res = await fetch(`${API_BASE}${endpointPath(endpoint.path, params ?? undefined)}`, {
    method: endpoint.method,
    headers,
    body: form,
    credentials: 'same-origin',
  });
  const payload: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    if (isErrorBody(payload)) throw await refusalError(res.status, payload);
    throw new ApiError(res.status, 'http', `HTTP error! status: ${res.status}`);
  }
  return payload as ResponseOf<E>;
}
