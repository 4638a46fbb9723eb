import { fireEvent, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORDER, orderSummary } from '../../../test/order-fixtures.ts';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import { MyOrdersSection } from './my-orders-section.tsx';

const SECOND = '88888888-8888-4888-8888-888888888888';

afterEach(() => vi.unstubAllGlobals());

describe('My orders on the Account page', () => {
  it('shows a skeleton, then the orders newest first with their status, each opening its page; more on demand', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(
        jsonResponse({
          items: [
            orderSummary({ lineCount: 3 }),
            orderSummary({ id: SECOND, reference: 'SH-1041', status: 'delivered' }),
          ],
          nextCursor: 'page-2',
        }),
      )
      .mockResolvedValueOnce(
        jsonResponse({
          items: [
            orderSummary({
              id: '99999999-9999-4999-8999-999999999999',
              reference: 'SH-1001',
              status: 'expired',
            }),
          ],
          nextCursor: null,
        }),
      );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<MyOrdersSection />);
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();

    const section = await screen.findByRole('region', { name: 'My orders' });
    expect(section.id).toBe('orders');
    const links = await within(section).findAllByRole('link');
    // The first is paid in part (its deposit): it says so, and offers to pay the rest.
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `/event-planners/orders/${ORDER}`,
      `/event-planners/orders/${ORDER}`,
      `/event-planners/orders/${SECOND}`,
    ]);
    expect(links[0]?.textContent).toContain('SH-1042');
    expect(links[0]?.textContent).toContain('Deposit paid');
    expect(links[0]?.textContent).not.toMatch(/\bPaid\b/);
    expect(within(section).getByText('Balance TZS 350,000 due by 12 Dec 2026')).toBeTruthy();
    expect(links[1]?.textContent).toBe('Pay balance');
    expect(links[0]?.textContent).toContain('Mlimani Hall and 2 more');
    expect(links[0]?.textContent).toContain('Event on 12 Dec 2026');
    expect(links[0]?.textContent).toContain('TZS 500,000');
    expect(links[2]?.textContent).toContain('Delivered');

    fireEvent.click(screen.getByRole('button', { name: 'Show more orders' }));
    expect(await screen.findByText('SH-1001')).toBeTruthy();
    expect(String(fetchMock.mock.calls[1]?.[0])).toBe('/api/v1/orders?cursor=page-2');
    expect(screen.queryByRole('button', { name: 'Show more orders' })).toBeNull();
  });

  it('comes into view once loaded when the address asks for it (back from an order page)', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(jsonResponse({ items: [orderSummary()], nextCursor: null })),
    );
    renderWithProviders(<MyOrdersSection />, { route: '/event-planners/Account#orders' });
    await screen.findByText('SH-1042');
    expect(scrolled).toHaveBeenCalledWith({ block: 'start' });
    expect(scrolled.mock.contexts[0]).toBe(screen.getByRole('region', { name: 'My orders' }));
  });

  it('says what to do when there are no orders yet, in Swahili too', async () => {
    await i18next.changeLanguage('sw');
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse({ items: [], nextCursor: null })));
    renderWithProviders(<MyOrdersSection />);
    expect(await screen.findByText(/Bado huna oda/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tazama huduma' }).getAttribute('href')).toBe(
      '/event-planners/services',
    );
  });

  it('offers to try again when the list does not load', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockRejectedValueOnce(new TypeError('offline'))
        .mockResolvedValueOnce(jsonResponse({ items: [orderSummary()], nextCursor: null })),
    );
    renderWithProviders(<MyOrdersSection />);
    expect(await screen.findByText('We could not load your orders.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('SH-1042')).toBeTruthy();
  });
});
