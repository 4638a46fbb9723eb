// For the planner's tests: the server's answers (price tables, venue search, listings) behind a fetch stub, the
// system's motion setting, and a rendered panel with its conversation read back as text.
import type { ListingSummary } from '@sherehe/core/api/catalogue';
import type { PlannerCatalogueResponse } from '@sherehe/core/api/planner';
import type { VenuePlace, VenueSearchResponse } from '@sherehe/core/api/venues';
import { specPlannerCatalogue } from '@sherehe/core/planner/price-catalogue';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Mock, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../test/render.tsx';
import { PlannerPanel } from './components/planner-panel.tsx';

export const catalogueAnswer: PlannerCatalogueResponse = { ...specPlannerCatalogue, updatedAt: null };

/** The e2e's fake Overpass as our server passes it on: 25 places, every 5th unnamed with only a centre. */
export function fixturePlaces(count = 25): VenuePlace[] {
  return Array.from({ length: count }, (_, index) => {
    const i = index + 1;
    return {
      name: i % 5 === 0 ? null : `Ukumbi wa Majaribio ${i}`,
      type: i % 3 === 0 ? 'community_centre' : 'hotel',
      lat: -3.35 + i / 1000,
      lon: 37.34 + i / 1000,
      phone: i % 2 === 1 ? `+255754000${String(i).padStart(3, '0')}` : null,
    };
  });
}

export function venueAnswer(overrides: Partial<VenueSearchResponse> = {}): VenueSearchResponse {
  return {
    city: 'Moshi',
    category: 'hotels',
    places: fixturePlaces(),
    fetchedAt: '2025-06-17T08:00:00.000Z',
    stale: false,
    ...overrides,
  };
}

export function listing(overrides: Partial<ListingSummary> = {}): ListingSummary {
  return {
    id: '0b7c8a3e-5f1d-4c2b-9a6e-1d2c3b4a5f60',
    kind: 'service',
    title: 'Ukumbi wa Harusi — Kiboriloni / Wedding hall in Kiboriloni',
    category: 'venues',
    priceTzs: 1_200_000,
    priceUnit: 'event',
    city: 'Moshi',
    capacity: 300,
    stock: null,
    ratingAverage: 4.6,
    ratingCount: 12,
    photo: null,
    vendor: { id: '7d1e2f3a-4b5c-4d6e-8f90-a1b2c3d4e5f6', businessName: 'Kilimanjaro Events', city: 'Moshi' },
    ...overrides,
  };
}

type Answer = Response | Promise<Response> | (() => Response | Promise<Response>);
export type ServerAnswers = {
  catalogue?: Answer;
  venues?: Answer;
  listings?: (query: URLSearchParams) => Answer;
  /** GET /listings/price-ranges; 404 unless given. */
  marketPrices?: (query: URLSearchParams) => Answer;
};

/** A fetch stub answering the planner's calls; listings are empty unless given. */
export function stubServer(answers: ServerAnswers = {}): Mock {
  const give = (answer: Answer) => (typeof answer === 'function' ? answer() : answer);
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://sherehe.test');
    if (url.pathname === '/api/v1/planner/catalogue')
      return give(answers.catalogue ?? jsonResponse(catalogueAnswer));
    if (url.pathname === '/api/v1/venues/search') return give(answers.venues ?? jsonResponse(venueAnswer()));
    if (url.pathname === '/api/v1/listings/price-ranges' && answers.marketPrices) {
      return give(answers.marketPrices(url.searchParams));
    }
    if (url.pathname === '/api/v1/listings') {
      return give(answers.listings?.(url.searchParams) ?? jsonResponse({ listings: [], nextCursor: null }));
    }
    return jsonResponse({ error: { code: 'not_found', message: 'Not found' } }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The URLs the app asked for, path and query. */
export function calledUrls(fetchMock: Mock): string[] {
  return fetchMock.mock.calls.map(([input]) => String(input));
}

/** The system setting the planner reads; `reduce` shows messages at once. */
export function stubMotion(setting: 'reduce' | 'no-preference') {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)' && setting === 'reduce',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
}

export function renderPanel({ onClose = () => {} } = {}) {
  const user = userEvent.setup();
  const result = renderWithProviders(<PlannerPanel onClose={onClose} />);
  return { ...result, user };
}

/** Every bubble of the conversation, in order, as text. */
export function conversation(): string[] {
  return Array.from(screen.getByRole('log').querySelectorAll(':scope > p')).map(
    (bubble) => bubble.textContent ?? '',
  );
}

export function lastBotLine(): string {
  return conversation().at(-1) ?? '';
}

export function log() {
  return within(screen.getByRole('log'));
}

/** Steps 0 to 3 with valid answers (reduced motion: every message is there at once). */
export async function planUpToExtras(
  user: ReturnType<typeof userEvent.setup>,
  { guests = '80', budget = '1500000', catering = /^Buffet \/ Traditional Menu/ } = {},
) {
  await user.type(screen.getByLabelText('Number of guests'), guests);
  await user.click(screen.getByRole('button', { name: 'Set' }));
  await user.type(await screen.findByLabelText('Budget (TZS)'), budget);
  await user.click(screen.getByRole('button', { name: 'Set' }));
  await user.click(await screen.findByRole('button', { name: catering }));
  await screen.findByRole('button', { name: 'Show options' });
}
