import type { ListingReviewsResponse, Review } from '@sherehe/core/api/reviews';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session-store.ts';
import { neema } from '../../../test/auth-fixtures.ts';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import { ListingReviews } from './listing-reviews.tsx';

const LISTING = '11111111-1111-4111-8111-111111111111';
const review = (id: string, overrides: Partial<Review> = {}): Review => ({
  id,
  listingId: LISTING,
  rating: 4,
  body: 'Safi sana',
  authorName: 'Amina M.',
  createdAt: '2026-05-12T10:00:00.000Z',
  updatedAt: '2026-05-12T10:00:00.000Z',
  verifiedBooking: false,
  reply: null,
  ...overrides,
});

function answer(overrides: Partial<ListingReviewsResponse> = {}): ListingReviewsResponse {
  return {
    summary: { average: 4.5, count: 2 },
    reviews: [
      review('a1a1a1a1-0000-4000-8000-000000000001'),
      review('a1a1a1a1-0000-4000-8000-000000000002', {
        rating: 5,
        reply: { body: 'Asante!', repliedAt: '2026-05-13T10:00:00.000Z' },
      }),
    ],
    nextCursor: null,
    viewer: { canReview: false, ownReview: null, canReply: false },
    ...overrides,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().logout();
});

describe('ListingReviews', () => {
  it('says "1 review", not "1 reviews"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        jsonResponse(
          answer({
            summary: { average: 4, count: 1 },
            reviews: [review('a1a1a1a1-0000-4000-8000-000000000001')],
          }),
        ),
      ),
    );
    renderWithProviders(<ListingReviews listingId={LISTING} />);
    expect(await screen.findByText('4.0 from 1 review')).toBeTruthy();
  });

  it('shows the average, the reviews with replies, and asks a visitor to log in to write one', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse(answer())));
    renderWithProviders(<ListingReviews listingId={LISTING} />);
    expect(await screen.findByText('4.5 from 2 reviews')).toBeTruthy();
    expect(screen.getAllByText('Safi sana')).toHaveLength(2);
    expect(screen.getByText('Asante!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in to write a review' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reply' })).toBeNull();
  });

  it('lets a signed-in person post a review, and tells the page the ratings changed', async () => {
    useSession.getState().setUser(neema);
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(
        jsonResponse(
          answer({
            summary: { average: null, count: 0 },
            reviews: [],
            viewer: { canReview: true, ownReview: null, canReply: false },
          }),
        ),
      )
      .mockResolvedValueOnce(jsonResponse(review('a1a1a1a1-0000-4000-8000-000000000003'), 201))
      .mockResolvedValue(jsonResponse(answer()));
    vi.stubGlobal('fetch', fetchMock);
    const onSummaryChange = vi.fn();
    renderWithProviders(<ListingReviews listingId={LISTING} onSummaryChange={onSummaryChange} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Post review' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose from 1 to 5 stars.');
    fireEvent.click(screen.getByRole('radio', { name: '5 out of 5 stars' }));
    fireEvent.change(screen.getByLabelText('Your review'), { target: { value: 'Nzuri' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post review' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    const [url, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(`${init.method} ${url} ${init.body}`).toBe(
      `PUT /api/v1/listings/${LISTING}/reviews/mine {"rating":5,"body":"Nzuri"}`,
    );
    await waitFor(() => expect(onSummaryChange).toHaveBeenCalledTimes(1));
  });

  it('lets the author edit but not delete a review an admin has hidden', async () => {
    useSession.getState().setUser(neema);
    const own = { ...review('a1a1a1a1-0000-4000-8000-000000000004', { body: 'Mbaya' }), hidden: true };
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(
          jsonResponse(answer({ viewer: { canReview: true, ownReview: own, canReply: false } })),
        ),
    );
    renderWithProviders(<ListingReviews listingId={LISTING} />);
    expect(
      await screen.findByText(
        'An admin has hidden this review from others. You can still edit it, and it stays hidden.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete my review' })).toBeNull();
  });

  it('offers the listing’s vendor a reply on each review', async () => {
    useSession.getState().setUser({ ...neema, userRole: 'vendor' });
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(
          jsonResponse(answer({ viewer: { canReview: false, ownReview: null, canReply: true } })),
        ),
    );
    renderWithProviders(<ListingReviews listingId={LISTING} />);
    expect(await screen.findByRole('button', { name: 'Reply' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit reply' })).toBeTruthy();
  });
});
