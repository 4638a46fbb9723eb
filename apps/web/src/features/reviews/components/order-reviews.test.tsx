// A delivered order's review request: the forms of the listings the customer may review, or nothing at all.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import { OrderReviews } from './order-reviews.tsx';

const TENT = '11111111-1111-4111-8111-111111111111';
const CHAIRS = '22222222-2222-4222-8222-222222222222';

function answer(canReview: boolean) {
  return {
    summary: { average: null, count: 0 },
    reviews: [],
    nextCursor: null,
    viewer: { canReview, ownReview: null, canReply: false },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('the order’s review request', () => {
  it('shows a form for each listing the customer may review, and only those', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => jsonResponse(answer(String(url).includes(TENT)))),
    );
    renderWithProviders(
      <OrderReviews
        vendorName="Kilimanjaro Tents"
        listings={[
          { listingId: TENT, title: 'Hema ya harusi' },
          { listingId: CHAIRS, title: 'Viti 200' },
        ]}
      />,
    );
    expect(await screen.findByRole('region', { name: 'How did it go?' })).toBeTruthy();
    expect(screen.getByText('Hema ya harusi')).toBeTruthy();
    expect(screen.queryByText('Viti 200')).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Post review' })).toHaveLength(1);
  });

  it('shows nothing, not an empty card, when none can be reviewed', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(answer(false)));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(
      <OrderReviews
        vendorName="Kilimanjaro Tents"
        listings={[{ listingId: TENT, title: 'Hema ya harusi' }]}
      />,
    );
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'How did it go?' })).toBeNull();
  });
});
