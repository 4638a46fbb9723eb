// A file (or its text) as the request's whole body, named by its content type: the imports of a CSV or an Excel
// workbook. The JSON client cannot send it, so this sends it the same way and fails with the same errors.
import { endpointPath, type Method, type ParamsOf, type ResponseOf } from '@sherehe/core/api/endpoint';
import { API_BASE, ApiError, isErrorBody, refusalError } from './api-client.ts';
import { readString } from './storage.ts';
import { AUTH_TOKEN_KEY } from './storage-keys.ts';

export const CSV_TYPE = 'text/csv';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Sends `body` to a declared endpoint that reads its body as a file, its path filled from `params`. */
export async function sendFileBody<E extends { method: Method; path: string }>(
  endpoint: E,
  params: ParamsOf<E>,
  body: Blob | string,
  contentType: string,
): Promise<ResponseOf<E>> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': contentType };
  const token = readString(AUTH_TOKEN_KEY);
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(`${API_BASE}${endpointPath(endpoint.path, params ?? undefined)}`, {
    method: endpoint.method,
    headers,
    body,
    credentials: 'same-origin',
  });
  const payload: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    if (isErrorBody(payload)) throw await refusalError(res.status, payload);
    throw new ApiError(res.status, 'http', `HTTP error! status: ${res.status}`);
  }
  return payload as ResponseOf<E>;
}
