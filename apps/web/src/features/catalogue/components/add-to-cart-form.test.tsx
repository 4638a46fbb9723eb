// The product page's add to cart waits for the cart: "Added" once it is kept, the server's refusal in the form.

import { addDays, todayInTanzania } from '@sherehe/core/booking-rules';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { useCart } from '../../../lib/cart-store.ts';
import { startCartSync } from '../../../lib/cart-sync.ts';
import { resetAppState } from '../../../test/app-router.tsx';
import { futureRefusalResponse, refusalResponse } from '../../../test/refusal.ts';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import { listingId } from '../catalogue-test-fixtures.ts';
import { AddToCartForm, type AddToCartListing } from './add-to-cart-form.tsx';

const deliveryDay = addDays(todayInTanzania(), 10);

let fetchMock: Mock;
let stopCartSync = () => {};
beforeEach(() => {
  fetchMock = vi.fn();
  // The chosen day's stock, asked as the day is typed, answers apart from what each test looks at.
  vi.stubGlobal('fetch', (input: unknown, init?: RequestInit) =>
    String(input).includes('/availability')
      ? jsonResponse({
          listingId,
          kind: 'product',
          dailyCapacity: null,
          today: todayInTanzania(),
          days: [{ day: deliveryDay, status: 'free', left: 1 }],
        })
      : fetchMock(input, init),
  );
});
afterEach(async () => {
  stopCartSync();
  vi.unstubAllGlobals();
  resetAppState();
  await i18next.changeLanguage('en');
});

/** A product: no calendar; the day it is wanted is asked all the same. */
const cake = (overrides: Partial<AddToCartListing> = {}): AddToCartListing => ({
  id: listingId,
  kind: 'product',
  stock: null,
  priceTzs: 250_000,
  priceUnit: 'item',
  depositPercent: null,
  ...overrides,
});

const cart = (quantity: number) => ({
  lines: [{ productId: listingId, quantity, location: null }],
  totalTzs: 0,
});

/** A signed-in person's cart: changes go to the (fake) server, which holds `held` of this listing. */
function onServer(held: number, answerAdd: () => Response | Promise<Response>) {
  fetchMock.mockImplementation(async (input: unknown, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (init?.method === 'POST' && path === '/api/v1/cart/items') return answerAdd();
    return jsonResponse(cart(held));
  });
  stopCartSync = startCartSync();
  useCart.setState({ onServer: true, items: [{ productId: listingId, quantity: held }] });
}

async function add(quantity: string) {
  const day = screen.getByLabelText('Delivery date');
  await userEvent.clear(day);
  await userEvent.type(day, deliveryDay);
  const field = screen.getByLabelText('Quantity');
  await userEvent.clear(field);
  await userEvent.type(field, quantity);
  await userEvent.click(screen.getByRole('button', { name: /Add to cart|Adding/ }));
}

describe('AddToCartForm', () => {
  it('says Added only once the server kept the line', async () => {
    let answer: (response: Response) => void = () => {};
    onServer(0, () => new Promise<Response>((resolve) => (answer = resolve)));
    renderWithProviders(<AddToCartForm listing={cake()} />);
    await add('2');
    expect(screen.getByRole('button', { name: 'Adding…' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('');

    answer(jsonResponse(cart(2)));
    expect(await screen.findByText('Added to your cart.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View cart' }).getAttribute('href')).toBe('/event-planners/cart');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the server’s limit at the quantity, not Added, and the cart goes back to the server’s', async () => {
    onServer(998, () =>
      refusalResponse(422, 'business_rule', 'cart.quantity_max', {
        params: { max: 999 },
        fields: [{ field: 'quantity', reason: 'cart.quantity_max', params: { max: 999 } }],
      }),
    );
    renderWithProviders(<AddToCartForm listing={cake()} />);
    await add('5');
    const field = screen.getByLabelText('Quantity');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(
      screen.getByText(
        'Your cart can hold at most 999 of one item, counting what is already in it. Change the quantity on the cart page.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('');
    await waitFor(() => expect(useCart.getState().items).toEqual([{ productId: listingId, quantity: 998 }]));
  });

  it('puts the server’s limit at the quantity when the server holds more than this browser knew', async () => {
    onServer(0, () =>
      refusalResponse(422, 'business_rule', 'cart.quantity_max', {
        params: { max: 999 },
        fields: [{ field: 'quantity', reason: 'cart.quantity_max', params: { max: 999 } }],
      }),
    );
    renderWithProviders(<AddToCartForm listing={cake()} />);
    await add('5');
    const field = screen.getByLabelText('Quantity');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('You can have at most 999 of one item in your cart.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says in Swahili that a listing is no longer available', async () => {
    onServer(0, () => refusalResponse(422, 'business_rule', 'listing.unavailable'));
    await i18next.changeLanguage('sw');
    renderWithProviders(<AddToCartForm listing={cake()} />);
    await userEvent.type(screen.getByLabelText('Tarehe ya kuletewa'), deliveryDay);
    const field = screen.getByLabelText('Idadi');
    await userEvent.clear(field);
    await userEvent.type(field, '1');
    await userEvent.click(screen.getByRole('button', { name: 'Weka kwenye kikapu' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Tangazo hili halipatikani tena.');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('words a refusal this build does not know plainly, and a network failure as one', async () => {
    let refuse = true;
    onServer(0, () => {
      if (refuse) return futureRefusalResponse(422, 'business_rule');
      throw new TypeError('Failed to fetch');
    });
    renderWithProviders(<AddToCartForm listing={cake()} />);
    await add('1');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Sherehe could not do that. Please check and try again.',
    );
    refuse = false;
    await add('1');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'We could not reach Sherehe. Check your connection and try again.',
      ),
    );
  });

  it('asks the day a product is wanted before adding it', async () => {
    renderWithProviders(<AddToCartForm listing={cake()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect((await screen.findByText('Choose the day you want it delivered.')).textContent).toBeTruthy();
    expect(useCart.getState().items).toEqual([]);
  });

  it('adds a visitor’s line at once', async () => {
    renderWithProviders(<AddToCartForm listing={cake({ stock: 3 })} />);
    await add('2');
    expect(await screen.findByText('Added to your cart.')).toBeTruthy();
    expect(useCart.getState().items).toEqual([{ productId: listingId, quantity: 2, eventDate: deliveryDay }]);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
