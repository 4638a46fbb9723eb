import type { AdminListing } from '@sherehe/core/api/admin-listings';
import type { AdminReview } from '@sherehe/core/api/reviews';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/app-router.tsx';
import { refusalResponse } from '../../../test/refusal.ts';
import { jsonResponse } from '../../../test/render.tsx';
import { fakeServer, signedInAdminEachTest } from '../admin-test-fixtures.ts';
import { AdminPage } from '../pages/admin-page.tsx';

const fetchMock = signedInAdminEachTest();

const hall: AdminListing = {
  id: '8d9e0f1a-2b3c-4d4e-9f5a-6b7c8d9e0f1a',
  title: 'Ukumbi wa Bahari',
  kind: 'service',
  category: 'venues',
  priceTzs: 2_500_000,
  priceUnit: 'event',
  city: 'Dar es Salaam',
  status: 'published',
  vendor: { id: '9e0f1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a2b', businessName: 'Bahari Events', status: 'active' },
  ratingCount: 3,
  archivedByAdmin: null,
  createdAt: '2025-05-01T08:00:00.000Z',
  updatedAt: '2025-05-01T08:00:00.000Z',
};
const heldHall: AdminListing = {
  ...hall,
  status: 'archived',
  archivedByAdmin: { reason: 'Fake photos', actorName: 'Rehema Admin', at: '2025-06-01T07:15:00.000Z' },
};

const rude: AdminReview = {
  id: 'a0b1c2d3-e4f5-4a6b-8c7d-8e9f0a1b2c3d',
  listingId: hall.id,
  listingTitle: 'Ukumbi wa Bahari',
  rating: 1,
  body: 'Watu wabaya kabisa!',
  authorName: 'Juma K.',
  authorId: 'b1c2d3e4-f5a6-4b7c-9d8e-9f0a1b2c3d4e',
  hidden: false,
  verifiedBooking: false,
  reply: { body: 'Pole sana, tutawasiliana.', repliedAt: '2025-06-02T07:00:00.000Z' },
  createdAt: '2025-06-01T07:15:00.000Z',
  updatedAt: '2025-06-01T07:15:00.000Z',
};

function renderSection(section: string) {
  return renderRoutes(
    [{ path: '/event-planners/admin', Component: AdminPage }],
    `/event-planners/admin?section=${section}`,
  );
}

describe('listings', () => {
  it('searches, filters by status, and archives with a required reason', async () => {
    let current = hall;
    const seen = fakeServer(fetchMock, ({ method, body }) => {
      if (method === 'PATCH') {
        const reason = (body as { reason: string }).reason;
        current = {
          ...heldHall,
          archivedByAdmin: { reason, actorName: 'Rehema Admin', at: '2025-06-01T07:15:00.000Z' },
        };
        return jsonResponse(current);
      }
      return jsonResponse({ listings: [current], nextCursor: null });
    });
    renderSection('listings');
    expect(await screen.findByText('Ukumbi wa Bahari')).toBeTruthy();
    const card = within(screen.getByText('Ukumbi wa Bahari').closest('li') as HTMLElement);
    expect(card.getByText('Bahari Events')).toBeTruthy();
    expect(card.getByText('Venues')).toBeTruthy();
    expect(card.getByText('TZS 2,500,000 per event')).toBeTruthy();
    expect(card.getByText('Published')).toBeTruthy();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search listings' }), 'bahari{Enter}');
    expect(seen.some((request) => request.url.searchParams.get('q') === 'bahari')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Published' }));
    expect(seen.at(-1)?.url.searchParams.get('status')).toBe('published');

    await userEvent.click(screen.getByRole('button', { name: 'Archive Ukumbi wa Bahari' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive “Ukumbi wa Bahari”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect(within(dialog).getByText('Please write a note.')).toBeTruthy();
    expect(seen.some((request) => request.method === 'PATCH')).toBe(false);
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Photos of another hall');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('“Ukumbi wa Bahari” is archived.')).toBeTruthy();
    const patch = seen.find((request) => request.method === 'PATCH');
    expect(patch?.url.pathname).toBe(`/api/v1/admin/listings/${hall.id}`);
    expect(patch?.body).toEqual({ status: 'archived', reason: 'Photos of another hall' });
    expect(await screen.findByText(/Archived by Rehema Admin on .*: Photos of another hall/)).toBeTruthy();
  });

  it('restores a listing an admin archived, and says why a refusal happened', async () => {
    let calls = 0;
    const seen = fakeServer(fetchMock, ({ method }) => {
      if (method === 'PATCH') {
        calls += 1;
        return calls === 1
          ? refusalResponse(409, 'conflict', 'moderation.restore_archived_only')
          : jsonResponse({ ...hall, status: 'draft' });
      }
      return jsonResponse({ listings: [heldHall], nextCursor: null });
    });
    renderSection('listings');
    await userEvent.click(await screen.findByRole('button', { name: 'Restore Ukumbi wa Bahari to draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore “Ukumbi wa Bahari” to draft?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore to draft' }));
    expect(await within(dialog).findByText('Only an archived listing can be restored.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore to draft' }));
    expect(await screen.findByText('“Ukumbi wa Bahari” is a draft again.')).toBeTruthy();
    expect(seen.filter((request) => request.method === 'PATCH').at(-1)?.body).toEqual({ status: 'draft' });
  });

  it('speaks Swahili', async () => {
    await i18next.changeLanguage('sw');
    fakeServer(fetchMock, () => jsonResponse({ listings: [heldHall], nextCursor: null }));
    renderSection('listings');
    expect(await screen.findByRole('heading', { name: 'Bidhaa na huduma' })).toBeTruthy();
    expect(await screen.findByText('Kumbi na maeneo')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rudisha Ukumbi wa Bahari kuwa rasimu' })).toBeTruthy();
  });
});

describe('reviews', () => {
  it('shows recent reviews and hides one after a confirmation', async () => {
    let current = rude;
    const seen = fakeServer(fetchMock, ({ method, body }) => {
      if (method === 'PATCH') {
        current = { ...rude, hidden: (body as { hidden: boolean }).hidden };
        return jsonResponse(current);
      }
      return jsonResponse({ reviews: [current], nextCursor: null });
    });
    renderSection('reviews');
    expect(await screen.findByText('Watu wabaya kabisa!')).toBeTruthy();
    const card = within(screen.getByText('Watu wabaya kabisa!').closest('li') as HTMLElement);
    expect(card.getByText('Ukumbi wa Bahari')).toBeTruthy();
    expect(card.getByRole('img', { name: '1 of 5 stars' })).toBeTruthy();
    expect(card.getByText(/by Juma K\./)).toBeTruthy();
    expect(card.getByText(/Pole sana/)).toBeTruthy();

    await userEvent.click(
      screen.getByRole('button', { name: 'Hide the review by Juma K. of Ukumbi wa Bahari' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Hide the review by Juma K.?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(await screen.findByText('The review by Juma K. is hidden.')).toBeTruthy();
    const patch = seen.find((request) => request.method === 'PATCH');
    expect(patch?.url.pathname).toBe(`/api/v1/admin/reviews/${rude.id}`);
    expect(patch?.body).toEqual({ hidden: true });
    expect(await screen.findByText('Hidden', { selector: 'span' })).toBeTruthy();

    await userEvent.click(
      screen.getByRole('button', { name: 'Show the review by Juma K. of Ukumbi wa Bahari again' }),
    );
    const again = await screen.findByRole('dialog', { name: 'Show the review by Juma K. again?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Show again' }));
    expect(await screen.findByText('The review by Juma K. is shown again.')).toBeTruthy();
    expect(seen.filter((request) => request.method === 'PATCH').at(-1)?.body).toEqual({ hidden: false });
  });

  it('filters hidden reviews through the address', async () => {
    const seen = fakeServer(fetchMock, ({ url }) =>
      jsonResponse({
        reviews: url.searchParams.get('hidden') === 'true' ? [{ ...rude, hidden: true }] : [],
        nextCursor: null,
      }),
    );
    renderSection('reviews');
    expect(await screen.findByText('No reviews yet.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Hidden' }));
    expect(await screen.findByText('Watu wabaya kabisa!')).toBeTruthy();
    expect(seen.at(-1)?.url.searchParams.get('hidden')).toBe('true');
  });

  it('finds reviews by what is typed, and says when none matches', async () => {
    const seen = fakeServer(fetchMock, ({ url }) =>
      jsonResponse({
        reviews: ['', 'wabaya'].includes(url.searchParams.get('q') ?? '') ? [rude] : [],
        nextCursor: null,
      }),
    );
    const { router } = renderSection('reviews');
    expect(await screen.findByText('Watu wabaya kabisa!')).toBeTruthy();
    const box = screen.getByRole('searchbox', { name: 'Search reviews' });
    await userEvent.type(box, 'wabaya{Enter}');
    await waitFor(() => expect(seen.at(-1)?.url.searchParams.get('q')).toBe('wabaya'));
    expect(router.state.location.search).toContain('q=wabaya');
    await userEvent.clear(box);
    await userEvent.type(box, 'mvua{Enter}');
    expect(await screen.findByText('No review matches “mvua”.')).toBeTruthy();
  });

  it('speaks Swahili', async () => {
    await i18next.changeLanguage('sw');
    fakeServer(fetchMock, () => jsonResponse({ reviews: [rude], nextCursor: null }));
    renderSection('reviews');
    expect(await screen.findByRole('heading', { name: 'Maoni' })).toBeTruthy();
    expect(
      await screen.findByRole('button', { name: 'Ficha maoni ya Juma K. kuhusu Ukumbi wa Bahari' }),
    ).toBeTruthy();
  });
});
