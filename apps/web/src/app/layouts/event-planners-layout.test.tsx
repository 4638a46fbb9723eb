import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, resetAppState } from '../../test/app-router.tsx';
import { EventPlannersLayout } from './event-planners-layout.tsx';

// The reviews section's own loading is tested with it; here only where the layout puts it.
vi.mock('../../features/reviews/components/reviews-section.tsx', () => ({
  ReviewsSection: () => <section aria-label="What people say" />,
}));

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('offline'))),
  );
});

afterEach(() => {
  resetAppState();
  vi.unstubAllGlobals();
});

function renderAt(path: string) {
  return renderRoutes(
    [
      {
        path: '/event-planners/*',
        element: <EventPlannersLayout />,
        children: [{ path: '*', element: <p>page</p> }],
      },
    ],
    path,
  );
}

describe('EventPlannersLayout', () => {
  it.each([
    '/event-planners',
    '/event-planners/',
    '/event-planners/services',
    '/event-planners/services/venues',
  ])('shows "What people say" on %s, where people choose whom to hire', async (path) => {
    renderAt(path);
    await screen.findByText('page');
    expect(screen.getByRole('region', { name: 'What people say' })).toBeTruthy();
  });

  it.each([
    '/event-planners/login',
    '/event-planners/cart',
    '/event-planners/products/0b7c8a3e-5f1d-4c2b-9a6e-1d2c3b4a5f60',
    '/event-planners/admin',
    '/event-planners/no-such-page',
  ])('leaves it out on %s', async (path) => {
    renderAt(path);
    await screen.findByText('page');
    expect(screen.queryByRole('region', { name: 'What people say' })).toBeNull();
  });

  it('keeps the Smart Planner and support launchers off admin pages, and on the others', async () => {
    const { router } = renderAt('/event-planners/admin/users');
    await screen.findByText('page');
    expect(screen.queryByRole('button', { name: 'Open the Smart Planner' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open customer support chat' })).toBeNull();
    await router.navigate('/event-planners/services');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open the Smart Planner' })).toBeTruthy());
    expect(await screen.findByRole('button', { name: 'Open customer support chat' })).toBeTruthy();
  });
});
