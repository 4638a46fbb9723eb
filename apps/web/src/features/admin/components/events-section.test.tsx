import type { AdminEvent } from '@sherehe/core/api/events';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { renderRoutes, resetAppState, signInAs } from '../../../test/app-router.tsx';
import { jsonResponse } from '../../../test/render.tsx';
import { fakeServer, rehema } from '../admin-test-fixtures.ts';
import { AdminPage } from '../pages/admin-page.tsx';

let fetchMock: Mock;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  signInAs(rehema);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  resetAppState();
  await i18next.changeLanguage('en');
});

const event: AdminEvent = {
  id: '7a1c2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  code: 'K7P2QX',
  name: 'Harusi ya Neema na Juma',
  kind: 'wedding',
  startsAt: '2026-12-19T12:00:00.000Z',
  status: 'open',
  hostName: 'Neema Mushi',
  hostContact: '+255754123456',
  figures: {
    targetTzs: 10_000_000,
    pledgedTzs: 6_000_000,
    paidTzs: 2_500_000,
    outstandingTzs: 3_500_000,
    contributors: 120,
  },
  hiddenAt: null,
  hiddenReason: null,
  createdAt: '2026-10-01T08:00:00.000Z',
};

const renderEvents = () =>
  renderRoutes(
    [{ path: '/event-planners/admin', Component: AdminPage }],
    '/event-planners/admin?section=events',
  );

describe('events in the admin dashboard', () => {
  it('lists events with their host and money, searches and filters hidden ones', async () => {
    const seen = fakeServer(fetchMock, () => jsonResponse({ events: [event], nextCursor: null }));
    renderEvents();
    expect(screen.getByRole('link', { name: 'Events' }).getAttribute('aria-current')).toBe('page');
    const card = within(await screen.findByRole('listitem', { name: 'Harusi ya Neema na Juma' }));
    expect(card.getByText('Host: Neema Mushi · +255 754 123 456')).toBeTruthy();
    expect(
      card.getByText('Target TZS 10,000,000 · pledged TZS 6,000,000 · paid TZS 2,500,000 · 120 contributors'),
    ).toBeTruthy();
    expect(seen[0]?.url.pathname).toBe('/api/v1/admin/events');
    await userEvent.click(screen.getByRole('button', { name: 'Hidden' }));
    await waitFor(() => expect(seen.at(-1)?.url.searchParams.get('hidden')).toBe('true'));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search events' }), 'K7P2QX{Enter}');
    await waitFor(() => expect(seen.at(-1)?.url.search).toBe('?q=K7P2QX&hidden=true'));
  });

  it('hides an event only with a reason, and unhides one', async () => {
    const hidden = { ...event, hiddenAt: '2026-11-24T11:20:00.000Z', hiddenReason: 'Fraud report' };
    let shown = event;
    const seen = fakeServer(fetchMock, ({ method, url }) => {
      if (method === 'POST' && url.pathname.endsWith('/hide')) {
        shown = hidden;
        return jsonResponse({});
      }
      if (method === 'POST' && url.pathname.endsWith('/unhide')) {
        shown = event;
        return jsonResponse({});
      }
      return jsonResponse({ events: [shown], nextCursor: null });
    });
    renderEvents();
    await userEvent.click(await screen.findByRole('button', { name: 'Hide Harusi ya Neema na Juma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide “Harusi ya Neema na Juma”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(within(dialog).getByText('Please write a note.')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Fraud report');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(await screen.findByText('“Harusi ya Neema na Juma” is hidden.')).toBeTruthy();
    const hide = seen.find((request) => request.url.pathname.endsWith('/hide'));
    expect(hide?.url.pathname).toBe(`/api/v1/admin/events/${event.id}/hide`);
    expect(hide?.body).toEqual({ reason: 'Fraud report' });

    expect(await screen.findByText(/Hidden 24 Nov 2026, 14:20: Fraud report/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Unhide Harusi ya Neema na Juma' }));
    const unhide = await screen.findByRole('dialog', { name: 'Unhide “Harusi ya Neema na Juma”?' });
    await userEvent.click(within(unhide).getByRole('button', { name: 'Unhide' }));
    expect(await screen.findByText('“Harusi ya Neema na Juma” is shown again.')).toBeTruthy();
    expect(seen.some((request) => request.url.pathname === `/api/v1/admin/events/${event.id}/unhide`)).toBe(
      true,
    );
  });
});
