import type { Review, VendorReview } from '@sherehe/core/api/reviews';
import type { VendorProfile } from '@sherehe/core/api/vendor-area';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { renderRoutes, resetAppState, signInAs } from '../../../test/app-router.tsx';
import { refusalResponse } from '../../../test/refusal.ts';
import { jsonResponse } from '../../../test/render.tsx';
import { VendorPage } from '../pages/vendor-page.tsx';

type Seen = { method: string; url: URL; body: unknown };
let fetchMock: Mock;

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  signInAs({ id: 'u1', name: 'Baraka', userRole: 'vendor' });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  resetAppState();
  await i18next.changeLanguage('en');
});

const shop: VendorProfile = {
  id: '0b6c7d8e-1f2a-4b3c-8d4e-5f6a7b8c9d0e',
  businessName: 'Mapambo Bora',
  description: '',
  city: 'Moshi',
  phone: '+255754123456',
  whatsapp: null,
  logoKey: null,
  status: 'active',
  suspendedReason: null,
};

function review(n: number, overrides: Partial<VendorReview> = {}): VendorReview {
  return {
    id: `00000000-0000-4000-8000-00000000000${n}`,
    listingId: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
    listingTitle: 'Mapambo ya harusi',
    rating: 4,
    body: `Review ${n}`,
    authorName: 'Amina M.',
    createdAt: '2025-05-01T08:00:00.000Z',
    updatedAt: '2025-05-01T08:00:00.000Z',
    verifiedBooking: false,
    reply: null,
    hidden: false,
    ...overrides,
  };
}

/** The vendor area's server with the given review pages (by cursor) and a reply handler. */
function fakeServer(
  pages: Record<string, { reviews: VendorReview[]; nextCursor: string | null }>,
  onReply: (request: Seen) => Response = ({ url, body }) => {
    const id = url.pathname.split('/')[4] ?? '';
    const answer: Review = {
      ...review(1, { id }),
      reply: { body: (body as { body: string }).body, repliedAt: '2025-05-02T08:00:00.000Z' },
    };
    return jsonResponse(answer);
  },
): Seen[] {
  const seen: Seen[] = [];
  fetchMock.mockImplementation(async (input: unknown, init?: RequestInit) => {
    const request = {
      method: init?.method ?? 'GET',
      url: new URL(String(input), 'http://localhost'),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    seen.push(request);
    const { pathname, searchParams } = request.url;
    if (pathname === '/api/v1/vendor/profile') return jsonResponse({ profile: shop });
    if (pathname === '/api/v1/vendor/listings') return jsonResponse({ listings: [] });
    if (pathname === '/api/v1/vendor/reviews') {
      return jsonResponse(pages[searchParams.get('cursor') ?? ''] ?? { reviews: [], nextCursor: null });
    }
    if (request.method === 'PUT' && pathname.endsWith('/reply')) return onReply(request);
    // The orders inbox has its own tests (orders-section.test.tsx): here the shop has none.
    if (pathname === '/api/v1/vendor/orders/figures')
      return jsonResponse({
        toConfirm: 0,
        upcoming: 0,
        soldThisMonthTzs: 0,
        soldAllTimeTzs: 0,
        deliveredCount: 0,
      });
    if (pathname === '/api/v1/vendor/orders') return jsonResponse({ items: [], nextCursor: null });
    throw new Error(`unexpected ${request.method} ${pathname}`);
  });
  return seen;
}

const renderVendor = () =>
  renderRoutes([{ path: '/event-planners/vendor', Component: VendorPage }], '/event-planners/vendor');

const section = async (name = 'Customer reviews') =>
  within((await screen.findByRole('heading', { name })).closest('section') as HTMLElement);

const card = (body: string) => within(screen.getByText(body).closest('article') as HTMLElement);

describe('reviews in the vendor area', () => {
  it('lists the reviews with listing, stars, author, reply and the hidden mark, and loads more by cursor', async () => {
    const seen = fakeServer({
      '': {
        reviews: [
          review(1, { hidden: true, rating: 1, authorName: 'Juma H.' }),
          review(2, { reply: { body: 'Asante!', repliedAt: '2025-05-02T08:00:00.000Z' } }),
        ],
        nextCursor: 'page-2',
      },
      'page-2': { reviews: [review(3, { listingTitle: 'Sound system' })], nextCursor: null },
    });
    renderVendor();
    const list = await section();
    expect(await list.findByText('Review 1')).toBeTruthy();

    const hidden = card('Review 1');
    expect(hidden.getByRole('heading', { name: 'On Mapambo ya harusi' })).toBeTruthy();
    expect(hidden.getByRole('img', { name: '1 out of 5 stars' })).toBeTruthy();
    expect(hidden.getByText('Juma H.')).toBeTruthy();
    expect(hidden.getByText('Hidden by moderators')).toBeTruthy();
    expect(hidden.getByRole('button', { name: 'Reply' })).toBeTruthy();

    const replied = card('Review 2');
    expect(replied.queryByText('Hidden by moderators')).toBeNull();
    expect(replied.getByText('Your reply')).toBeTruthy();
    expect(replied.getByText('Asante!')).toBeTruthy();
    expect(replied.getByRole('button', { name: 'Edit reply' })).toBeTruthy();

    await userEvent.click(list.getByRole('button', { name: 'Load more reviews' }));
    expect(await list.findByRole('heading', { name: 'On Sound system' })).toBeTruthy();
    expect(list.queryByRole('button', { name: 'Load more reviews' })).toBeNull();
    expect(
      seen
        .filter((r) => r.url.pathname === '/api/v1/vendor/reviews')
        .map((r) => r.url.searchParams.get('cursor')),
    ).toEqual([null, 'page-2']);
  });

  it('says so when there are no reviews yet', async () => {
    fakeServer({});
    renderVendor();
    expect(await (await section()).findByText(/No reviews yet/)).toBeTruthy();
  });

  it('writes a reply and shows it; edits it starting from the saved words', async () => {
    const seen = fakeServer({ '': { reviews: [review(1)], nextCursor: null } });
    renderVendor();
    await (await section()).findByText('Review 1');

    await userEvent.click(card('Review 1').getByRole('button', { name: 'Reply' }));
    const field = screen.getByRole('textbox', { name: 'Your reply to Amina M.' });
    expect(document.activeElement).toBe(field);
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(screen.getByRole('alert').textContent).toBe('Write your reply.');
    expect(seen.some((r) => r.method === 'PUT')).toBe(false);

    await userEvent.type(field, 'Asante sana!');
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await card('Review 1').findByText('Asante sana!')).toBeTruthy();
    expect(card('Review 1').getByRole('status').textContent).toBe('Reply saved.');
    const put = seen.find((r) => r.method === 'PUT');
    expect(put?.url.pathname).toBe('/api/v1/reviews/00000000-0000-4000-8000-000000000001/reply');
    expect(put?.body).toEqual({ body: 'Asante sana!' });

    await userEvent.click(card('Review 1').getByRole('button', { name: 'Edit reply' }));
    expect(screen.getByRole('textbox', { name: 'Your reply to Amina M.' })).toHaveProperty(
      'value',
      'Asante sana!',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(card('Review 1').getByRole('button', { name: 'Edit reply' })),
    );
  });

  it("shows the server's refusal in the form, in Swahili when known", async () => {
    fakeServer({ '': { reviews: [review(1)], nextCursor: null } }, () =>
      refusalResponse(403, 'forbidden', 'review.reply_not_yours'),
    );
    await i18next.changeLanguage('sw');
    renderVendor();
    const list = await section('Maoni ya wateja');
    await list.findByText('Review 1');
    await userEvent.click(card('Review 1').getByRole('button', { name: 'Jibu' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Jibu lako kwa Amina M.' }), 'Asante');
    await userEvent.click(screen.getByRole('button', { name: 'Tuma jibu' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Unaweza kujibu maoni ya matangazo yako pekee.',
    );
    expect(screen.getByRole('textbox', { name: 'Jibu lako kwa Amina M.' })).toHaveProperty('value', 'Asante');
  });
});
