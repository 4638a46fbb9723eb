// One file PUT as multipart (field "file"), where no progress is shown: the JSON client cannot send a file, so this
// sends it the same way and fails with the same errors.
import { API_BASE, ApiError, isErrorBody, refusalError } from './api-client.ts';
import { readString } from './storage.ts';
import { AUTH_TOKEN_KEY } from './storage-keys.ts';

export async function putFile<Response>(path: string, file: File): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = readString(AUTH_TOKEN_KEY);
  if (token) headers.Authorization = `Bearer ${token}`;
  const form = new FormData();
  form.append('file', file);
  const res = await fetch(`${API_BASE}${path}`, {
    method: 'PUT',
    headers,
    body: form,
    credentials: 'same-origin',
  });
  const payload: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    if (isErrorBody(payload)) throw await refusalError(res.status, payload);
    throw new ApiError(res.status, 'http', `HTTP error! status: ${res.status}`);
  }
  return payload as Response;
}
