import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test/render.tsx';
import { apiRequest } from './api-client.ts';
import { AUTH_TOKEN_KEY } from './storage-keys.ts';

afterEach(() => vi.unstubAllGlobals());

function stubFetch() {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => jsonResponse({ ok: true }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('apiRequest', () => {
  it('sends the token the session stored as a bearer token', async () => {
    const fetch = stubFetch();
    localStorage.setItem(AUTH_TOKEN_KEY, 'secret');
    await apiRequest('/site-config');
    expect(fetch.mock.calls[0]?.[1].headers).toMatchObject({ Authorization: 'Bearer secret' });
  });

  it('sends no Authorization header without a stored token', async () => {
    const fetch = stubFetch();
    await apiRequest('/site-config');
    expect(fetch.mock.calls[0]?.[1].headers).not.toHaveProperty('Authorization');
  });
});
