import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Link, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session-store.ts';
import { neema, sentBody } from '../../../test/auth-fixtures.ts';
import { EVENT_ID, eventDetail } from '../../../test/event-fixtures.ts';
import { refusalResponse } from '../../../test/refusal.ts';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import { CreateEventPage } from './create-event-page.tsx';

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

function renderCreate(route = '/event-planners/event') {
  return renderWithProviders(
    <Routes>
      <Route path="/event-planners/event" element={<CreateEventPage />} />
      <Route
        path="/event-planners/Account"
        element={
          <>
            <Where />
            <Link to="/event-planners/event">Create Event</Link>
          </>
        }
      />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route },
  );
}

function fill() {
  fireEvent.change(screen.getByLabelText('Event name'), { target: { value: ' Harusi ya Neema na Juma ' } });
  fireEvent.change(screen.getByLabelText('Kind of event'), { target: { value: 'wedding' } });
  fireEvent.change(screen.getByLabelText('Date and time'), { target: { value: '2099-12-19T15:00' } });
  fireEvent.change(screen.getByLabelText('Venue or place'), { target: { value: 'Mlimani City Hall' } });
  fireEvent.change(screen.getByLabelText('A short story (optional)'), { target: { value: 'Karibuni!' } });
  fireEvent.change(screen.getByLabelText('Target amount (TZS)'), { target: { value: '5,000,000' } });
  fireEvent.change(screen.getByLabelText('Last day for pledges'), { target: { value: '2099-12-10' } });
}

beforeEach(() => useSession.getState().setUser(neema));
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().logout();
});

describe('Create Event', () => {
  it('asks a signed-out visitor to sign in, and comes back here afterwards', () => {
    useSession.getState().logout();
    renderCreate();
    expect(screen.getByRole('heading', { name: 'Create Event' })).toBeTruthy();
    const signIn = screen.getByRole('link', { name: 'Sign in' });
    expect(signIn.getAttribute('href')).toBe('/event-planners/login?next=%2Fevent-planners%2Fevent');
    expect(screen.queryByLabelText('Event name')).toBeNull();
  });

  it('says what is missing beside each field and sends nothing', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderCreate();
    fireEvent.click(screen.getByRole('button', { name: 'Create event' }));
    expect(screen.getByText('Give the event a name.')).toBeTruthy();
    expect(screen.getByText('Choose what kind of event it is.')).toBeTruthy();
    expect(screen.getByText('Choose the date and time of the event.')).toBeTruthy();
    expect(screen.getByText('Say where the event takes place.')).toBeTruthy();
    expect(screen.getByText('Enter a target between TZS 1,000 and TZS 2,000,000,000.')).toBeTruthy();
    expect(screen.getByText('Choose the last day for pledges.')).toBeTruthy();
    expect(screen.getByLabelText('Event name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Event name'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a past date and a deadline after the event before sending', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderCreate();
    fill();
    fireEvent.change(screen.getByLabelText('Date and time'), { target: { value: '2020-01-01T10:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create event' }));
    expect(screen.getByText('Choose a date that is still to come.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Date and time'), { target: { value: '2099-12-05T10:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create event' }));
    expect(screen.getByText('The pledge deadline must be on or before the day of the event.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('creates the event and opens its page', async () => {
    const fetchMock = vi.fn().mockResolvedValueOnce(jsonResponse(eventDetail(), 201));
    vi.stubGlobal('fetch', fetchMock);
    renderCreate();
    expect((screen.getByLabelText('Language of messages') as HTMLSelectElement).value).toBe('en');
    expect((screen.getByLabelText(/Show the amount raised/) as HTMLInputElement).checked).toBe(true);
    fill();
    fireEvent.change(screen.getByLabelText('Language of messages'), { target: { value: 'sw' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create event' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`/event-planners/events/${EVENT_ID}`),
    );
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/events');
    expect(init.method).toBe('POST');
    expect(sentBody(fetchMock)).toEqual({
      name: 'Harusi ya Neema na Juma',
      kind: 'wedding',
      startsAt: '2099-12-19T15:00',
      venue: 'Mlimani City Hall',
      story: 'Karibuni!',
      targetTzs: 5_000_000,
      pledgeDeadline: '2099-12-10',
      showRaised: true,
      language: 'sw',
    });
  });

  it('uploads the chosen cover photo once the event exists', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(jsonResponse(eventDetail(), 201))
      .mockResolvedValueOnce(jsonResponse(eventDetail({ coverUrl: '/media/cover.webp' })));
    vi.stubGlobal('fetch', fetchMock);
    renderCreate();
    fill();
    const photo = new File(['x'], 'cover.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByLabelText('Choose a photo'), { target: { files: [photo] } });
    fireEvent.click(screen.getByRole('button', { name: 'Create event' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`/event-planners/events/${EVENT_ID}`),
    );
    const [url, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(url).toBe(`/api/v1/events/${EVENT_ID}/cover`);
    expect(init.method).toBe('PUT');
    expect((init.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it("shows the server's refusal beside its field", async () => {
    const fetchMock = vi.fn().mockResolvedValueOnce(
      refusalResponse(422, 'business_rule', 'event.deadline_past', {
        fields: [{ field: 'pledgeDeadline', reason: 'event.deadline_past' }],
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderCreate();
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Create event' }));
    expect(await screen.findByText('The pledge deadline must be today or later.')).toBeTruthy();
    expect(screen.getByLabelText('Last day for pledges').getAttribute('aria-invalid')).toBe('true');
  });

  it('cancel leaves without saving: back where the host came from', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderCreate('/event-planners/Account');
    fireEvent.click(screen.getByRole('link', { name: 'Create Event' }));
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/event-planners/Account'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('cancel on a first visit goes to the account page', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderCreate();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/event-planners/Account'));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
