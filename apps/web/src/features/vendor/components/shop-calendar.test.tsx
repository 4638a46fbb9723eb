// The calendar of all the vendor's listings: names and marks per day, the chosen day's orders and its block and open
// buttons per listing, one tab stop with keys between days and months, Swahili, and the shop with no services.
import type { ShopCalendarEntry, ShopCalendarResponse } from '@sherehe/core/api/availability';
import { addDays, todayInTanzania } from '@sherehe/core/booking-rules';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import { eachDay, firstOfMonth, lastOfMonth, monthAfter } from './calendar-month.ts';
import { ShopCalendar } from './shop-calendar.tsx';

const HALL = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const TENTS = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';
const PAID = '3c4d5e6f-7a8b-4c9d-8e1f-2a3b4c5d6e7f';
const WAITING = '4d5e6f7a-8b9c-4d0e-9f2a-3b4c5d6e7f80';

// The 10th of next month: always to come, whatever today is.
const DAY = addDays(monthAfter(firstOfMonth(todayInTanzania()), 1), 9);

type Seen = { method: string; url: URL };

function fakeServer(
  listings: ShopCalendarResponse['listings'],
  start: Record<string, ShopCalendarEntry[]>,
): Seen[] {
  const seen: Seen[] = [];
  const entries = new Map(Object.entries(start));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: unknown, init?: RequestInit) => {
      const request = { method: init?.method ?? 'GET', url: new URL(String(input), 'http://localhost') };
      seen.push(request);
      const blockedDay = /\/vendor\/listings\/([^/]+)\/blocked-days\/(.+)$/.exec(request.url.pathname);
      if (blockedDay) {
        const [, listingId = '', day = ''] = blockedDay;
        const others = (entries.get(day) ?? []).filter((entry) => entry.listingId !== listingId);
        entries.set(
          day,
          request.method === 'PUT'
            ? [...others, { listingId, blocked: true, held: 0, booked: 0, orders: [] }]
            : others,
        );
        return new Response(null, { status: 204 });
      }
      const from = request.url.searchParams.get('from') ?? '';
      const to = request.url.searchParams.get('to') ?? '';
      return jsonResponse({
        from,
        to,
        today: todayInTanzania(),
        listings,
        days: eachDay(from, to).map((day) => ({ day, entries: entries.get(day) ?? [] })),
      } satisfies ShopCalendarResponse);
    }),
  );
  return seen;
}

const listings: ShopCalendarResponse['listings'] = [
  { id: TENTS, title: 'Hema za harusi', status: 'draft', dailyCapacity: 1 },
  { id: HALL, title: 'Ukumbi wa Bahari', status: 'published', dailyCapacity: 2 },
];

const busyDay: ShopCalendarEntry[] = [
  { listingId: TENTS, blocked: true, held: 0, booked: 0, orders: [] },
  {
    listingId: HALL,
    blocked: false,
    held: 1,
    booked: 1,
    orders: [
      { id: PAID, reference: 'SH-1001', state: 'booked' },
      { id: WAITING, reference: 'SH-1002', state: 'held' },
    ],
  },
];

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

const route = (day: string) => `/event-planners/vendor?section=calendar&day=${day}`;

describe('ShopCalendar', () => {
  it("says per day which listings are booked, held or blocked, and opens the chosen day's orders", async () => {
    const seen = fakeServer(listings, { [DAY]: busyDay });
    renderWithProviders(<ShopCalendar />, { route: route(DAY) });

    const cell = await screen.findByRole('button', {
      name: /booked: Ukumbi wa Bahari, held, awaiting payment: Ukumbi wa Bahari, blocked: Hema za harusi$/,
    });
    expect(cell.getAttribute('aria-pressed')).toBe('true');
    expect(cell.className).toContain('min-h-12');
    // Names on wider screens, marks on a phone: icons, never an emoji a phone may lack.
    expect(cell.textContent).toContain('Ukumbi wa Bahari');
    expect(cell.querySelectorAll('svg').length).toBeGreaterThanOrEqual(3);
    expect(document.body.textContent).not.toMatch(/[⏳✓]/u);
    expect(seen[0]?.url.pathname).toBe('/api/v1/vendor/calendar');
    expect(seen[0]?.url.search).toBe(`?from=${firstOfMonth(DAY)}&to=${lastOfMonth(DAY)}`);

    const panel = screen.getByRole('region', { name: /\b10\b.*\d{4}$/ });
    const [tents, hall] = within(panel).getAllByRole('listitem');
    expect(within(hall as HTMLElement).getByText('1 booked')).toBeTruthy();
    expect(within(hall as HTMLElement).getByText('1 held, awaiting payment')).toBeTruthy();
    expect(within(hall as HTMLElement).getByText('Fully booked')).toBeTruthy();
    expect(
      within(hall as HTMLElement)
        .getByRole('link', { name: 'Order SH-1001 (paid)' })
        .getAttribute('href'),
    ).toBe(`/event-planners/vendor?section=calendar&day=${DAY}&order=${PAID}`);
    expect(
      within(hall as HTMLElement).getByRole('link', { name: 'Order SH-1002 (awaiting payment)' }),
    ).toBeTruthy();
    expect(within(tents as HTMLElement).getByText('Blocked')).toBeTruthy();
    expect(within(tents as HTMLElement).getByText('Draft')).toBeTruthy();

    fireEvent.click(within(panel).getByRole('button', { name: 'Open this day for Hema za harusi' }));
    await waitFor(() =>
      expect(seen.map((s) => `${s.method} ${s.url.pathname}`)).toContain(
        `DELETE /api/v1/vendor/listings/${TENTS}/blocked-days/${DAY}`,
      ),
    );
    fireEvent.click(
      await within(panel).findByRole('button', { name: 'Block this day for Ukumbi wa Bahari' }),
    );
    await waitFor(() =>
      expect(seen.map((s) => `${s.method} ${s.url.pathname}`)).toContain(
        `PUT /api/v1/vendor/listings/${HALL}/blocked-days/${DAY}`,
      ),
    );
    expect(
      await within(panel).findByRole('button', { name: 'Open this day for Ukumbi wa Bahari' }),
    ).toBeTruthy();
    await waitFor(() => expect(cell.getAttribute('aria-label')).toMatch(/blocked: Ukumbi wa Bahari$/));
  });

  it('is one tab stop: arrow keys move the chosen day, Page Down turns the month', async () => {
    const seen = fakeServer(listings, {});
    renderWithProviders(<ShopCalendar />, { route: route(DAY) });
    const cell = await screen.findByRole('button', {
      name: /nothing booked, held or blocked$/,
      pressed: true,
    });
    const group = screen.getByRole('group', { name: /^Days of / });
    expect(
      within(group)
        .getAllByRole('button')
        .filter((b) => b.tabIndex === 0),
    ).toEqual([cell]);

    cell.focus();
    fireEvent.keyDown(cell, { key: 'ArrowRight' });
    await waitFor(() => expect((document.activeElement as HTMLElement).dataset.day).toBe(addDays(DAY, 1)));
    expect(document.activeElement?.getAttribute('aria-pressed')).toBe('true');
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowDown' });
    await waitFor(() => expect((document.activeElement as HTMLElement).dataset.day).toBe(addDays(DAY, 8)));

    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'PageDown' });
    const next = monthAfter(firstOfMonth(DAY), 1);
    await waitFor(() => expect((document.activeElement as HTMLElement).dataset.day).toBe(addDays(next, 17)));
    await waitFor(() =>
      expect(seen.map((s) => s.url.search)).toContain(`?from=${next}&to=${lastOfMonth(next)}`),
    );
    expect(screen.getByRole('heading', { level: 3 }).textContent).toMatch(/\b18\b/);
  });

  it('speaks Swahili', async () => {
    await i18next.changeLanguage('sw');
    fakeServer(listings, { [DAY]: busyDay });
    renderWithProviders(<ShopCalendar />, { route: route(DAY) });
    expect(await screen.findByRole('heading', { name: 'Kalenda ya matangazo yako yote' })).toBeTruthy();
    expect(
      await screen.findByRole('button', {
        name: /oda zilizolipiwa: Ukumbi wa Bahari, oda zinazosubiri malipo: Ukumbi wa Bahari, imefungwa kwa: Hema za harusi$/,
      }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Oda SH-1001 (imelipiwa)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fungua siku hii kwa Hema za harusi' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mwezi ujao' })).toBeTruthy();
  });

  it('tells a shop with no services what shows here, and offers a new listing', async () => {
    fakeServer([], {});
    renderWithProviders(<ShopCalendar />, { route: route(DAY) });
    expect(await screen.findByText(/You have no services yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New listing' }).getAttribute('href')).toBe(
      '/event-planners/vendor?listing=new',
    );
  });
});
