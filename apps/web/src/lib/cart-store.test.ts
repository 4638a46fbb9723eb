import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CartLimitError, readStoredCart, useCart, useCartLineCount } from './cart-store.ts';
import { CART_KEY } from './storage-keys.ts';

afterEach(() => useCart.setState({ items: [] }));

function storedCart(): unknown {
  return JSON.parse(localStorage.getItem(CART_KEY) ?? 'null');
}

describe('cart store', () => {
  it('applies the cart rules and writes every change to localStorage', () => {
    const cart = useCart.getState();
    cart.addItem({ productId: 'tent', quantity: 1, location: 'Moshi' });
    cart.addItem({ productId: 'cake', quantity: 2 });
    cart.addItem({ productId: 'tent', quantity: 2 });
    expect(storedCart()).toEqual([
      { productId: 'tent', quantity: 3, location: 'Moshi' },
      { productId: 'cake', quantity: 2 },
    ]);

    cart.updateQuantity('cake', 5);
    cart.updateLocation('tent', 'Arusha');
    cart.removeItem('cake');
    expect(storedCart()).toEqual([{ productId: 'tent', quantity: 3, location: 'Arusha' }]);

    cart.clear();
    expect(useCart.getState().items).toEqual([]);
    expect(localStorage.getItem(CART_KEY)).toBeNull();
  });

  it("keeps a visitor's cart within the server's bounds, refusing the change that would pass them", async () => {
    const cart = useCart.getState();
    await cart.addItem({ productId: 'chairs', quantity: 998 });
    await cart.addItem({ productId: 'chairs', quantity: 1 });
    await expect(cart.addItem({ productId: 'chairs', quantity: 1 })).rejects.toEqual(
      new CartLimitError('quantity'),
    );
    await expect(cart.updateQuantity('chairs', 1000)).rejects.toBeInstanceOf(CartLimitError);
    expect(useCart.getState().items).toEqual([{ productId: 'chairs', quantity: 999 }]);

    for (let i = 1; i < 100; i++) await cart.addItem({ productId: `item-${i}`, quantity: 1 });
    await expect(cart.addItem({ productId: 'one-too-many', quantity: 1 })).rejects.toMatchObject({
      limit: 'lines',
    });
    expect(useCart.getState().items).toHaveLength(100);
    expect(storedCart()).toHaveLength(100);
  });

  it('survives a reload: a fresh copy of the store starts from storage', async () => {
    useCart.getState().addItem({ productId: 'chairs', quantity: 40, location: 'Dodoma' });
    vi.resetModules();
    const reloaded = await import('./cart-store.ts');
    expect(reloaded.useCart.getState().items).toEqual([
      { productId: 'chairs', quantity: 40, location: 'Dodoma' },
    ]);
  });

  it('ignores a stored cart that is not valid and merges repeated products', () => {
    for (const stored of ['not json', '{"productId":"tent"}', '[{"productId":"tent","quantity":-1}]']) {
      localStorage.setItem(CART_KEY, stored);
      expect(readStoredCart(), stored).toEqual([]);
    }
    localStorage.setItem(
      CART_KEY,
      JSON.stringify([
        { productId: 'tent', quantity: 1 },
        { productId: 'tent', quantity: 2 },
      ]),
    );
    expect(readStoredCart()).toEqual([{ productId: 'tent', quantity: 3 }]);
  });

  it('counts distinct lines for the badge', () => {
    const { result } = renderHook(() => useCartLineCount());
    expect(result.current).toBe(0);
    act(() => {
      useCart.getState().addItem({ productId: 'tent', quantity: 1 });
      useCart.getState().addItem({ productId: 'tent', quantity: 4 });
      useCart.getState().addItem({ productId: 'cake', quantity: 1 });
    });
    expect(result.current).toBe(2);
  });
});
