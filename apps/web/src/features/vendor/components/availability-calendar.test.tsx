// The vendor's month of one service listing: counts per day in words, blocking and opening a day, keys between days.
import { addDays, todayInTanzania } from '@sherehe/core/booking-rules';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import { AvailabilityCalendar } from './availability-calendar.tsx';

const LISTING = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

function monthOf(
  url: string,
  blocked: Set<string>,
  counts: Record<string, { held: number; booked: number }>,
) {
  const query = new URL(url, 'http://localhost').searchParams;
  const from = query.get('from') ?? '';
  const to = query.get('to') ?? '';
  const today = todayInTanzania();
  const days = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const { held, booked } = counts[day] ?? { held: 0, booked: 0 };
    const isBlocked = blocked.has(day);
    const status = day < today ? 'past' : isBlocked ? 'blocked' : held + booked >= 2 ? 'full' : 'free';
    days.push({
      day,
      status,
      left: status === 'free' ? 2 - held - booked : 0,
      blocked: isBlocked,
      held,
      booked,
    });
  }
  return { listingId: LISTING, kind: 'service', dailyCapacity: 2, today, days };
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

describe('AvailabilityCalendar', () => {
  it('shows booked and held counts, blocks a day and opens it again, and moves between days by keys', async () => {
    const today = todayInTanzania();
    // A day later this month when there is one, so it shows without turning the page.
    const day = addDays(today, 1).slice(0, 7) === today.slice(0, 7) ? addDays(today, 1) : today;
    const blocked = new Set<string>();
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: unknown, init?: RequestInit) => {
        const url = String(input);
        const method = init?.method ?? 'GET';
        calls.push(`${method} ${url}`);
        if (method === 'PUT') blocked.add(url.slice(-10));
        if (method === 'DELETE') blocked.delete(url.slice(-10));
        if (method !== 'GET') return new Response(null, { status: 204 });
        return jsonResponse(monthOf(url, blocked, { [day]: { held: 1, booked: 1 } }));
      }),
    );
    renderWithProviders(<AvailabilityCalendar listingId={LISTING} title="Ukumbi" />);
    const button = await screen.findByRole('button', { name: /1 booked, 1 held, awaiting payment$/ });
    expect(button.getAttribute('aria-label')).toMatch(/fully booked/);
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(button.className).toContain('min-h-11'); // a 44 px target

    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(calls).toContain(`PUT /api/v1/vendor/listings/${LISTING}/blocked-days/${day}`);
    await waitFor(() => expect(button.getAttribute('aria-label')).toMatch(/blocked/));
    fireEvent.click(button);
    await waitFor(() =>
      expect(calls).toContain(`DELETE /api/v1/vendor/listings/${LISTING}/blocked-days/${day}`),
    );

    // The legend's marks are icons that draw in every font, not emoji (⏳ showed as a missing glyph).
    const legend = screen.getByText('held, awaiting payment').closest('li') as HTMLElement;
    expect(legend.querySelector('svg')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/[⏳✓]/u);
    expect(button.querySelectorAll('svg')).toHaveLength(2);

    button.focus();
    fireEvent.keyDown(button, { key: 'End' });
    expect((document.activeElement as HTMLElement).dataset.day?.slice(8)).toMatch(/^(28|29|30|31)$/);
  });

  it('speaks Swahili', async () => {
    await i18next.changeLanguage('sw');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: unknown) => jsonResponse(monthOf(String(input), new Set(), {}))),
    );
    renderWithProviders(<AvailabilityCalendar listingId={LISTING} title="Ukumbi" />);
    expect(await screen.findByRole('heading', { name: 'Kalenda' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mwezi ujao' })).toBeTruthy();
    expect(
      (await screen.findAllByRole('button', { name: /ipo wazi, zimebaki 2 kati ya 2$/ })).length,
    ).toBeGreaterThan(0);
  });
});
