// One file to the server as multipart (field "file"), with upload progress: fetch cannot report it, so this is the
// one place the web uses XMLHttpRequest. Same errors as the API client.
import { endpointPath, type Method, type ParamsOf, type ResponseOf } from '@sherehe/core/api/endpoint';
import { API_BASE, ApiError, isErrorBody, refusalError } from './api-client.ts';
import { readString } from './storage.ts';
import { AUTH_TOKEN_KEY } from './storage-keys.ts';

/** Sends `file` to a declared upload endpoint (its descriptor says `upload: true`), its path filled from `params`. */
export function uploadFile<E extends { method: Method; path: string }>(
  endpoint: E,
  params: ParamsOf<E>,
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<ResponseOf<E>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(endpoint.method, `${API_BASE}${endpointPath(endpoint.path, params ?? undefined)}`);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = readString(AUTH_TOKEN_KEY);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new TypeError('network error'));
    xhr.onload = () => {
      let payload: unknown = null;
      try {
        payload = JSON.parse(xhr.responseText);
      } catch {
        // not JSON: a proxy's error page
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(payload as ResponseOf<E>);
      if (isErrorBody(payload)) return void refusalError(xhr.status, payload).then(reject);
      reject(new ApiError(xhr.status, 'http', `HTTP error! status: ${xhr.status}`));
    };
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
