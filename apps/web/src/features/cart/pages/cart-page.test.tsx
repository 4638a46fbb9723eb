import type { CartLine, CartResponse } from '@sherehe/core/api/cart';
import { addDays, todayInTanzania } from '@sherehe/core/booking-rules';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCart } from '../../../lib/cart-store.ts';
import { useSession } from '../../../lib/session-store.ts';
import { neema } from '../../../test/auth-fixtures.ts';
import { refusalResponse } from '../../../test/refusal.ts';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import { CartPage } from './cart-page.tsx';

const TENT = '11111111-1111-4111-8111-111111111111';
const CAKE = '22222222-2222-4222-8222-222222222222';
const VENDOR = '33333333-3333-4333-8333-333333333333';

function line(productId: string, overrides: Partial<CartLine> = {}): CartLine {
  const made: CartLine = {
    productId,
    quantity: 1,
    location: null,
    eventDate: null,
    guests: null,
    dateStatus: null,
    kind: 'product',
    title: 'Hema kubwa',
    priceTzs: 120_000,
    priceUnit: 'event',
    lineTotalTzs: 0,
    depositPercent: null,
    photoKey: null,
    vendorId: VENDOR,
    vendorName: 'Moshi Tents',
    available: true,
    ...overrides,
  };
  const count = made.priceUnit === 'person' && made.guests ? made.guests : made.quantity;
  return { ...made, lineTotalTzs: made.priceTzs * count };
}

const cart = (lines: CartLine[]): CartResponse => ({
  lines,
  totalTzs: lines.reduce((sum, l) => (l.available ? sum + l.lineTotalTzs : sum), 0),
});

function requests(fetchMock: ReturnType<typeof vi.fn>) {
  return fetchMock.mock.calls.map(([url, init]) => {
    const { method, body } = init as RequestInit;
    return `${method} ${String(url)}${body ? ` ${body}` : ''}`;
  });
}

beforeEach(() => {
  useSession.getState().setUser(neema);
  useCart.setState({ onServer: true, items: [] });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().logout();
  useCart.setState({ onServer: false, items: [] });
});

describe('the cart page', () => {
  it('asks a visitor to log in, and sends them back here afterwards', () => {
    useSession.getState().logout();
    renderWithProviders(<CartPage />);
    expect(screen.getByText(/Log in to view your cart/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/event-planners/login?next=%2Fevent-planners%2Fcart',
    );
  });

  it('shows each line with photo, vendor, unit price, quantity and location, and the total in TZS', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(
          jsonResponse(
            cart([
              line(TENT, { quantity: 2, location: 'Moshi', photoKey: 'tents/one' }),
              line(CAKE, { title: 'Keki', priceTzs: 80_000, priceUnit: 'item', available: false }),
            ]),
          ),
        ),
    );
    renderWithProviders(<CartPage />);
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [tent, cake] = items as [HTMLElement, HTMLElement];
    expect(within(tent).getByRole('link', { name: 'Hema kubwa' }).getAttribute('href')).toBe(
      `/event-planners/products/${TENT}`,
    );
    expect(within(tent).getByRole('link', { name: 'Moshi Tents' }).getAttribute('href')).toBe(
      `/event-planners/vendors/${VENDOR}`,
    );
    expect(tent.textContent).toContain('TZS 120,000');
    expect(tent.textContent).toContain('per event');
    expect(tent.querySelector('img')?.getAttribute('src')).toBe('/media/tents/one/320.webp');
    expect((within(tent).getByLabelText('Quantity of Hema kubwa') as HTMLInputElement).value).toBe('2');
    expect((within(tent).getByLabelText('Location (optional)') as HTMLInputElement).value).toBe('Moshi');
    expect(within(cake).getByText('No longer available')).toBeTruthy();
    expect(screen.getByTestId('cart-total').textContent).toBe('TZS 240,000');
    expect(screen.getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe(
      '/event-planners/checkout',
    );
    expect(screen.getByText(/M-Pesa, Mixx by Yas, Airtel Money or HaloPesa/)).toBeTruthy();
  });

  it('changes quantity, location, removes and clears through the server, showing its answer', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(jsonResponse(cart([line(TENT)])))
      .mockResolvedValueOnce(jsonResponse(cart([line(TENT, { quantity: 2 })])))
      .mockResolvedValueOnce(jsonResponse(cart([line(TENT, { quantity: 5 })])))
      .mockResolvedValueOnce(jsonResponse(cart([line(TENT, { quantity: 5, location: 'Arusha' })])))
      .mockResolvedValueOnce(jsonResponse(cart([])));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<CartPage />);

    fireEvent.click(await screen.findByRole('button', { name: 'One more Hema kubwa' }));
    await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toBe('TZS 240,000'));
    expect(useCart.getState().items).toEqual([{ productId: TENT, quantity: 2 }]); // the badge follows

    const quantity = screen.getByLabelText('Quantity of Hema kubwa');
    fireEvent.change(quantity, { target: { value: '5' } });
    fireEvent.blur(quantity);
    await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toBe('TZS 600,000'));

    const location = screen.getByLabelText('Location (optional)');
    fireEvent.change(location, { target: { value: ' Arusha ' } });
    fireEvent.keyDown(location, { key: 'Enter' });
    await waitFor(() => expect((location as HTMLInputElement).value).toBe('Arusha'));

    fireEvent.click(screen.getByRole('button', { name: 'Remove Hema kubwa' }));
    expect(await screen.findByText(/Your cart is empty/)).toBeTruthy();
    expect(requests(fetchMock)).toEqual([
      'GET /api/v1/cart',
      `PATCH /api/v1/cart/items/${TENT} {"quantity":2}`,
      `PATCH /api/v1/cart/items/${TENT} {"quantity":5}`,
      `PATCH /api/v1/cart/items/${TENT} {"location":"Arusha"}`,
      `DELETE /api/v1/cart/items/${TENT}`,
    ]);
  });

  it('stops the + at 999, and empties the cart after asking', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(jsonResponse(cart([line(TENT, { quantity: 999 })])))
      .mockResolvedValueOnce(jsonResponse(cart([])));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal(
      'confirm',
      vi.fn(() => true),
    );
    renderWithProviders(<CartPage />);
    expect(
      (await screen.findByRole('button', { name: 'One more Hema kubwa' })).hasAttribute('disabled'),
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Empty the cart' }));
    expect(await screen.findByText(/Your cart is empty/)).toBeTruthy();
    expect(requests(fetchMock)[1]).toBe('DELETE /api/v1/cart');
  });

  it('offers to try again when the cart does not load', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValueOnce(refusalResponse(500, 'internal', 'server.internal'))
        .mockResolvedValueOnce(jsonResponse(cart([]))),
    );
    renderWithProviders(<CartPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Your cart is empty/)).toBeTruthy();
  });
});

describe('a line’s date and guests', () => {
  const day = addDays(todayInTanzania(), 14);
  const next = addDays(todayInTanzania(), 15);
  const HALL = '44444444-4444-4444-8444-444444444444';
  const FOOD = '55555555-5555-4555-8555-555555555555';
  const hall = (overrides: Partial<CartLine> = {}) =>
    line(HALL, {
      title: 'Ukumbi',
      kind: 'service',
      eventDate: day,
      dateStatus: 'free',
      priceTzs: 2_000_000,
      ...overrides,
    });
  const food = (overrides: Partial<CartLine> = {}) =>
    line(FOOD, {
      title: 'Chakula',
      kind: 'service',
      priceUnit: 'person',
      priceTzs: 15_000,
      eventDate: day,
      dateStatus: 'free',
      guests: 200,
      ...overrides,
    });

  afterEach(async () => {
    await i18next.changeLanguage('en');
  });

  it('shows each line’s date in words, its guests and total, and changes them through the server', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(jsonResponse(cart([hall(), food()])))
      .mockResolvedValueOnce(jsonResponse(cart([hall({ eventDate: next }), food()])))
      .mockResolvedValueOnce(jsonResponse(cart([hall({ eventDate: next }), food({ guests: 250 })])));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<CartPage />);
    const [first, second] = (await screen.findAllByRole('listitem')) as [HTMLElement, HTMLElement];
    const date = within(first).getByLabelText('Event date') as HTMLInputElement;
    expect(date.value).toBe(day);
    expect(first.textContent).toContain('Line total: TZS 2,000,000');
    expect(first.textContent).toMatch(/\w+day, \d{1,2} \w+ \d{4}/); // the day in words
    expect(within(second).getByLabelText('Guests')).toBeTruthy();
    expect(within(second).queryByLabelText('Quantity of Chakula')).toBeNull(); // the guests are its count
    expect(second.textContent).toContain('Line total: TZS 3,000,000');
    expect(screen.getByTestId('cart-total').textContent).toBe('TZS 5,000,000');

    fireEvent.change(date, { target: { value: next } });
    fireEvent.blur(date);
    await waitFor(() => expect(requests(fetchMock)).toHaveLength(2));
    const guests = within(second).getByLabelText('Guests');
    fireEvent.change(guests, { target: { value: '250' } });
    fireEvent.keyDown(guests, { key: 'Enter' });
    await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toBe('TZS 5,750,000'));
    expect(requests(fetchMock).slice(1)).toEqual([
      `PATCH /api/v1/cart/items/${HALL} {"eventDate":"${next}"}`,
      `PATCH /api/v1/cart/items/${FOOD} {"guests":250}`,
    ]);
  });

  it('says when a line’s date is no longer free or missing, in Swahili too', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(
          jsonResponse(cart([hall({ dateStatus: 'full' }), food({ eventDate: null, dateStatus: null })])),
        ),
    );
    renderWithProviders(<CartPage />);
    expect(await screen.findByText('Fully booked that day — choose another date')).toBeTruthy();
    expect(screen.getByText('Choose the date of your event.')).toBeTruthy();
    await i18next.changeLanguage('sw');
    expect(await screen.findByText('Imejaa siku hiyo — chagua tarehe nyingine')).toBeTruthy();
    expect(screen.getByText('Chagua tarehe ya sherehe yako.')).toBeTruthy();
  });
});
