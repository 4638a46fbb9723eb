import type { CartResponse } from '@sherehe/core/api/cart';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { neema, sentBody } from '../test/auth-fixtures.ts';
import { refusalResponse } from '../test/refusal.ts';
import { jsonResponse } from '../test/render.tsx';
import { useCart } from './cart-store.ts';
import { startCartSync } from './cart-sync.ts';
import { useSession } from './session-store.ts';
import { CART_KEY, CART_MERGE_KEY } from './storage-keys.ts';

const TENT = '11111111-1111-4111-8111-111111111111';
const CAKE = '22222222-2222-4222-8222-222222222222';

function cartOf(...lines: [productId: string, quantity: number, location?: string][]): CartResponse {
  return {
    totalTzs: 0,
    lines: lines.map(([productId, quantity, location]) => ({
      productId,
      quantity,
      location: location ?? null,
      eventDate: null,
      guests: null,
      dateStatus: null,
      kind: 'product',
      title: 'x',
      priceTzs: 1000,
      priceUnit: 'item',
      lineTotalTzs: 1000 * quantity,
      depositPercent: null,
      photoKey: null,
      vendorId: TENT,
      vendorName: 'Duka',
      available: true,
    })),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const calls = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.map(([url, init]) => `${(init as RequestInit).method} ${String(url)}`);

let stopCartSync = () => {};
beforeAll(() => {
  stopCartSync = startCartSync();
});
afterAll(() => stopCartSync());
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().logout();
  useCart.setState({ items: [] });
  localStorage.clear();
});

describe('the cart of a signed-in person', () => {
  it('keeps a visitor’s changes in this browser only', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await useCart.getState().addItem({ productId: TENT, quantity: 1 });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem(CART_KEY) ?? '[]')).toEqual([{ productId: TENT, quantity: 1 }]);
  });

  it('merges the visitor’s lines once on sign-in, then shows the server’s cart', async () => {
    await useCart.getState().addItem({ productId: TENT, quantity: 2, location: 'Moshi' });
    const fetchMock = vi
      .fn()
      .mockResolvedValue(jsonResponse({ ...cartOf([CAKE, 1], [TENT, 2, 'Moshi']), skipped: [] }));
    vi.stubGlobal('fetch', fetchMock);

    useSession.getState().setUser(neema);
    await settle();
    expect(calls(fetchMock)).toEqual(['POST /api/v1/cart/merge']);
    const sent = sentBody(fetchMock) as { items: unknown; mergeId: string };
    expect(sent.items).toEqual([{ productId: TENT, quantity: 2, location: 'Moshi' }]);
    expect(sent.mergeId).toMatch(/^[0-9a-f]{32}$/);
    expect(useCart.getState().items).toEqual([
      { productId: CAKE, quantity: 1 },
      { productId: TENT, quantity: 2, location: 'Moshi' },
    ]);
    expect(localStorage.getItem(CART_KEY)).toBeNull();
    expect(localStorage.getItem(CART_MERGE_KEY)).toBeNull();
  });

  it('keeps the lines for the next try when the merge fails, with the same merge id', async () => {
    await useCart.getState().addItem({ productId: TENT, quantity: 1 });
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    useSession.getState().setUser(neema);
    await settle();
    expect(localStorage.getItem(CART_KEY)).not.toBeNull();
    expect(localStorage.getItem(CART_MERGE_KEY)).toMatch(/^[0-9a-f]{32}$/);
  });

  it('writes changes through and takes the server’s answer; a refusal shows the server’s cart again', async () => {
    const fetchMock = vi.fn().mockResolvedValueOnce(jsonResponse(cartOf()));
    vi.stubGlobal('fetch', fetchMock);
    useSession.getState().setUser(neema);
    await settle();
    expect(calls(fetchMock)).toEqual(['GET /api/v1/cart']);

    fetchMock.mockResolvedValueOnce(jsonResponse(cartOf([TENT, 3])));
    await useCart.getState().addItem({ productId: TENT, quantity: 3 });
    expect(useCart.getState().items).toEqual([{ productId: TENT, quantity: 3 }]);
    expect(localStorage.getItem(CART_KEY)).toBeNull(); // the account's cart is not this browser's

    fetchMock
      .mockResolvedValueOnce(refusalResponse(422, 'business_rule', 'listing.unavailable'))
      .mockResolvedValueOnce(jsonResponse(cartOf([TENT, 3])));
    await expect(useCart.getState().addItem({ productId: TENT, quantity: 2 })).rejects.toMatchObject({
      status: 422,
      message: 'This listing is no longer available.',
      refusal: { reason: 'listing.unavailable', fields: [] },
    });
    await settle();
    expect(useCart.getState().items).toEqual([{ productId: TENT, quantity: 3 }]);
    expect(calls(fetchMock).slice(1)).toEqual([
      'POST /api/v1/cart/items',
      'POST /api/v1/cart/items',
      'GET /api/v1/cart',
    ]);

    useSession.getState().logout();
    expect(useCart.getState()).toMatchObject({ onServer: false, items: [] });
  });
});
