import { addDays, todayInTanzania } from '@sherehe/core/booking-rules';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { useCart } from '../../../lib/cart-store.ts';
import { renderRoutes, resetAppState } from '../../../test/app-router.tsx';
import { refusalResponse } from '../../../test/refusal.ts';
import { jsonResponse } from '../../../test/render.tsx';
import { cakeDetail, listingId } from '../catalogue-test-fixtures.ts';
import { ProductPage } from './product-page.tsx';

let fetchMock: Mock;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetAppState();
});

function renderProduct(id = listingId) {
  return renderRoutes(
    [{ path: '/event-planners/products/:id', Component: ProductPage }],
    `/event-planners/products/${id}`,
  );
}

/** The cake, and its stock on the day typed (asked as the day is typed). */
function answerCake() {
  fetchMock.mockImplementation(async (input: unknown) =>
    String(input).includes('/availability')
      ? jsonResponse({
          listingId,
          kind: 'product',
          dailyCapacity: null,
          today: todayInTanzania(),
          days: [{ day: deliveryDay, status: 'free', left: 3 }],
        })
      : jsonResponse(cakeDetail),
  );
}
const deliveryDay = addDays(todayInTanzania(), 12);

describe('ProductPage', () => {
  it('shows the listing: title, price with unit, details, photos sized before they load, vendor links', async () => {
    fetchMock.mockResolvedValue(jsonResponse(cakeDetail));
    renderProduct();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Keki ya harusi');
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/v1/listings/${listingId}`);
    expect(screen.getByText('TZS 250,000')).toBeTruthy();
    expect(screen.getByText('per item')).toBeTruthy();
    expect(screen.getByText('Arusha · serves Arusha na Moshi')).toBeTruthy();
    expect(screen.getByText('3 in stock')).toBeTruthy();
    expect(screen.getByText('Ghorofa tatu, vanilla na chokoleti.')).toBeTruthy();

    const photo = screen.getByRole('img', { name: 'Keki ya harusi, photo 1 of 2' });
    expect(photo.getAttribute('width')).toBe('1280');
    expect(photo.getAttribute('height')).toBe('960');
    expect(photo.getAttribute('srcset')).toContain('/media/cake-1/320.webp 320w');
    expect(photo.getAttribute('sizes')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Show photo 2 of 2' }));
    expect(screen.getByRole('img', { name: 'Keki ya harusi, photo 2 of 2' }).getAttribute('height')).toBe(
      '853',
    );

    const vendor = within(screen.getByRole('region', { name: 'Mama Keki Arusha' }));
    expect(vendor.getByRole('link', { name: 'Mama Keki Arusha' }).getAttribute('href')).toBe(
      `/event-planners/vendors/${cakeDetail.vendor.id}`,
    );
    expect(vendor.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/255688000222\?text=/,
    );
    const call = vendor.getByRole('link', { name: 'Call +255 754 123 456' });
    expect(call.getAttribute('href')).toBe('tel:+255754123456');
    // A median first answer of 42 minutes (the fixture's).
    expect(vendor.getByText('Usually answers within an hour')).toBeTruthy();
  });

  it('adds to the cart with a quantity and a location, and again adds to the same line', async () => {
    answerCake();
    renderProduct();
    await userEvent.type(await screen.findByLabelText('Delivery date'), deliveryDay);
    const quantity = screen.getByLabelText('Quantity');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    await userEvent.type(screen.getByLabelText('Event location (optional)'), 'Mbezi Beach');
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(useCart.getState().items).toEqual([
      { productId: listingId, quantity: 2, location: 'Mbezi Beach', eventDate: deliveryDay },
    ]);
    expect(screen.getByRole('status').textContent).toContain('Added to your cart.');
    expect(screen.getByRole('link', { name: 'View cart' }).getAttribute('href')).toBe('/event-planners/cart');

    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(useCart.getState().items).toEqual([
      { productId: listingId, quantity: 4, location: 'Mbezi Beach', eventDate: deliveryDay },
    ]);
  });

  it('refuses a quantity above the stock with a message, adding nothing', async () => {
    answerCake();
    renderProduct();
    await userEvent.type(await screen.findByLabelText('Delivery date'), deliveryDay);
    const quantity = screen.getByLabelText('Quantity');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '5');
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByText('Enter a whole number from 1 to 3.')).toBeTruthy();
    expect(quantity.getAttribute('aria-invalid')).toBe('true');
    expect(useCart.getState().items).toEqual([]);
  });

  it('says a listing is not available on a 404, and never asks about an address that is not an id', async () => {
    fetchMock.mockResolvedValue(refusalResponse(404, 'not_found', 'catalogue.listing_unavailable'));
    renderProduct();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'This listing is not available',
    );
    expect(screen.getByRole('link', { name: 'Browse services' })).toBeTruthy();

    fetchMock.mockClear();
    renderProduct('42');
    expect(
      (await screen.findAllByRole('heading', { name: 'This listing is not available' })).length,
    ).toBeGreaterThan(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers to try again when the network fails', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('offline')).mockResolvedValue(jsonResponse(cakeDetail));
    renderProduct();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Keki ya harusi');
  });
});

describe('ProductPage: choosing a date and guests', () => {
  const day = addDays(todayInTanzania(), 10);
  const caterer = {
    ...cakeDetail,
    kind: 'service' as const,
    title: 'Chakula cha harusi',
    category: 'catering',
    priceTzs: 15_000,
    priceUnit: 'person' as const,
    stock: null,
    dailyCapacity: 2,
    depositPercent: 30,
  };

  /** The listing, and its calendar answering `status` for any day asked. */
  function serve(status: 'free' | 'full' | 'blocked') {
    fetchMock.mockImplementation(async (input: unknown) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname.endsWith('/availability')) {
        const from = url.searchParams.get('from') ?? day;
        return jsonResponse({
          listingId,
          kind: 'service',
          dailyCapacity: 2,
          today: todayInTanzania(),
          days: [{ day: from, status, left: status === 'free' ? 1 : 0 }],
        });
      }
      return jsonResponse(caterer);
    });
  }

  afterEach(async () => {
    await i18next.changeLanguage('en');
  });

  it('needs a date for a service, says it is free, prices by the guests and adds date and guests', async () => {
    serve('free');
    renderProduct();
    const guests = await screen.findByLabelText('Guests (priced per person)');
    expect(screen.queryByLabelText('Quantity')).toBeNull();
    expect(screen.getByText('Enter the number of guests to see the price.')).toBeTruthy();
    expect(
      screen.getByText('The vendor asks a 30% deposit at checkout; the rest is paid later.'),
    ).toBeTruthy();

    await userEvent.type(guests, '200');
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByText('Choose the date of your event.')).toBeTruthy();
    expect(screen.getByLabelText('Event date').getAttribute('aria-invalid')).toBe('true');
    expect(useCart.getState().items).toEqual([]);

    const date = screen.getByLabelText('Event date');
    await userEvent.type(date, day);
    expect((await screen.findByText(/^Free on /)).textContent).toMatch(/^Free on \w{3} \d{1,2} \w{3}$/);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      `/api/v1/listings/${listingId}/availability?from=${day}&to=${day}`,
    );
    expect(screen.getByText('Total for 200 guests: TZS 3,000,000')).toBeTruthy();
    expect(screen.getByText('Deposit at checkout: TZS 900,000 (30%); the rest is paid later.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(useCart.getState().items).toEqual([
      { productId: listingId, quantity: 1, eventDate: day, guests: 200 },
    ]);
  });

  it('says a full day is fully booked and adds nothing', async () => {
    serve('full');
    renderProduct();
    await userEvent.type(await screen.findByLabelText('Event date'), day);
    expect(await screen.findByText('Fully booked that day — choose another date')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Guests (priced per person)'), '50');
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(useCart.getState().items).toEqual([]);
  });

  it('speaks Swahili', async () => {
    await i18next.changeLanguage('sw');
    serve('blocked');
    renderProduct();
    expect(await screen.findByLabelText('Wageni (bei kwa kila mtu)')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Tarehe ya sherehe'), day);
    expect(await screen.findByText('Haipatikani siku hiyo — chagua tarehe nyingine')).toBeTruthy();
  });
});
