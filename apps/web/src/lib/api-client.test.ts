import { ordersEndpoints } from '@sherehe/core/api/orders-endpoints';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test/render.tsx';
import { apiRequest, endpointUrl } from './api-client.ts';
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
    await apiRequest(ordersEndpoints.checkout);
    expect(fetch.mock.calls[0]?.[1].headers).toMatchObject({ Authorization: 'Bearer secret' });
  });

  it('sends no Authorization header without a stored token', async () => {
    const fetch = stubFetch();
    await apiRequest(ordersEndpoints.checkout);
    expect(fetch.mock.calls[0]?.[1].headers).not.toHaveProperty('Authorization');
  });

  it("calls the descriptor's method at its path, its values encoded and its body as JSON", async () => {
    const fetch = stubFetch();
    await apiRequest(ordersEndpoints.payBalance, { params: { id: 'a/b' }, body: { phone: '0754000001' } });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/v1/orders/a%2Fb/pay');
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ method: 'POST', body: '{"phone":"0754000001"}' });
    await apiRequest(ordersEndpoints.adminOrders, { query: { q: 'Amina', status: undefined, cursor: 'c1' } });
    expect(fetch.mock.calls[1]?.[0]).toBe('/api/v1/admin/orders?q=Amina&cursor=c1');
    expect(fetch.mock.calls[1]?.[1]).toMatchObject({ method: 'GET', body: undefined });
  });
});

describe('endpointUrl', () => {
  it('is the address of a call, for what the browser opens itself', () => {
    expect(endpointUrl(ordersEndpoints.get, { params: { id: 'o1' } })).toBe('/api/v1/orders/o1');
  });
});
