import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session-store.ts';
import { neema, sentBody } from '../../../test/auth-fixtures.ts';
import { EVENT_ID, eventDetail } from '../../../test/event-fixtures.ts';
import { refusalResponse } from '../../../test/refusal.ts';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import { EditEventPage } from './edit-event-page.tsx';

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

function renderEdit() {
  return renderWithProviders(
    <Routes>
      <Route path="/event-planners/events/:id/edit" element={<EditEventPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: `/event-planners/events/${EVENT_ID}/edit` },
  );
}

beforeEach(() => useSession.getState().setUser(neema));
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().logout();
});

describe('Edit event', () => {
  it('starts from the event as it is and sends only what changed', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(jsonResponse(eventDetail()))
      .mockResolvedValueOnce(jsonResponse(eventDetail({ venue: 'Diamond Jubilee Hall' })))
      .mockResolvedValue(jsonResponse(eventDetail({ venue: 'Diamond Jubilee Hall' })));
    vi.stubGlobal('fetch', fetchMock);
    renderEdit();
    const name = (await screen.findByLabelText('Event name')) as HTMLInputElement;
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/v1/events/${EVENT_ID}`);
    expect(name.value).toBe('Harusi ya Neema na Juma');
    expect((screen.getByLabelText('Date and time') as HTMLInputElement).value).toBe('2099-12-19T15:00');
    expect((screen.getByLabelText('Target amount (TZS)') as HTMLInputElement).value).toBe('5,000,000');
    expect((screen.getByLabelText('Language of messages') as HTMLSelectElement).value).toBe('sw');
    fireEvent.change(screen.getByLabelText('Venue or place'), { target: { value: 'Diamond Jubilee Hall' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`/event-planners/events/${EVENT_ID}`),
    );
    const [url, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(url).toBe(`/api/v1/events/${EVENT_ID}`);
    expect(init.method).toBe('PATCH');
    expect(sentBody(fetchMock, 1)).toEqual({ venue: 'Diamond Jubilee Hall' });
  });

  it('removes the cover photo', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(jsonResponse(eventDetail({ coverUrl: '/media/cover.webp' })))
      .mockResolvedValue(jsonResponse(eventDetail()));
    vi.stubGlobal('fetch', fetchMock);
    renderEdit();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove photo' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove photo' })).toBeNull());
    const [url, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(url).toBe(`/api/v1/events/${EVENT_ID}/cover`);
    expect(init.method).toBe('DELETE');
  });

  it('says so when the event is not theirs to change', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValueOnce(refusalResponse(403, 'forbidden', 'event.not_allowed')),
    );
    renderEdit();
    expect(await screen.findByText(/does not allow changing it/)).toBeTruthy();
    expect(screen.queryByLabelText('Event name')).toBeNull();
  });

  it('says so when there is no such event', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValueOnce(refusalResponse(404, 'not_found', 'event.not_found')),
    );
    renderEdit();
    expect(await screen.findByText('There is no such event, or it is not one of yours.')).toBeTruthy();
  });

  it('a treasurer sees the event but may not change it', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValueOnce(
          jsonResponse(
            eventDetail({ myRole: 'treasurer', myPermissions: ['view_ledger', 'record_payments'] }),
          ),
        ),
    );
    renderEdit();
    expect(await screen.findByText(/does not allow changing it/)).toBeTruthy();
  });
});
