import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentBody } from '../../../test/auth-fixtures.ts';
import { ATTEMPT, contributeResult, PLEDGE_TOKEN, publicEvent } from '../../../test/event-fixtures.ts';
import { refusalResponse } from '../../../test/refusal.ts';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import { ContributePage } from './contribute-page.tsx';

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderContribute(route = '/event-planners/contribute?event=K7P2QX') {
  return renderWithProviders(
    <Routes>
      <Route path="/event-planners/contribute" element={<ContributePage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route },
  );
}

function fill({ amount = '100,000' } = {}) {
  fireEvent.change(screen.getByLabelText('Your name'), { target: { value: ' Juma Said ' } });
  fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '0754 123 456' } });
  fireEvent.change(screen.getByLabelText('Amount you pledge (TZS)'), { target: { value: amount } });
}

afterEach(() => vi.unstubAllGlobals());

describe('Contribute', () => {
  it('asks for the event code, forgiving spaces and case, then shows the event', async () => {
    const fetchMock = vi.fn().mockResolvedValueOnce(jsonResponse(publicEvent()));
    vi.stubGlobal('fetch', fetchMock);
    renderContribute('/event-planners/contribute');
    fireEvent.click(screen.getByRole('button', { name: 'Find event' }));
    expect(screen.getByText('Enter the event code from your invitation, such as K7P2QX.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Event code'), { target: { value: ' k7p-2qx ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find event' }));
    expect(await screen.findByRole('heading', { name: 'Harusi ya Neema na Juma' })).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/public/events/K7P2QX');
    expect(screen.getByText(/19 Dec 2099, 15:00/)).toBeTruthy();
    expect(screen.getByLabelText('Your name')).toBeTruthy();
  });

  it('checks the form before sending', async () => {
    const fetchMock = vi.fn().mockResolvedValueOnce(jsonResponse(publicEvent()));
    vi.stubGlobal('fetch', fetchMock);
    renderContribute();
    fireEvent.click(await screen.findByRole('button', { name: 'Save my pledge' }));
    expect(screen.getByText('Enter your name.')).toBeTruthy();
    expect(screen.getByText('Enter a Tanzanian mobile number, such as 0754 123 456.')).toBeTruthy();
    expect(screen.getByText('Pledge a whole amount between TZS 1,000 and TZS 1,000,000,000.')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('pay now: pledges, starts the payment and opens its page', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(jsonResponse(publicEvent()))
      .mockResolvedValueOnce(jsonResponse(contributeResult({ attemptId: ATTEMPT }), 201));
    vi.stubGlobal('fetch', fetchMock);
    renderContribute();
    await screen.findByLabelText('Your name');
    fill();
    fireEvent.change(screen.getByLabelText('E-mail (optional)'), { target: { value: 'juma@example.com' } });
    fireEvent.change(screen.getByLabelText('Message to the hosts (optional)'), {
      target: { value: 'Hongereni!' },
    });
    fireEvent.change(screen.getByLabelText('Amount to pay now (TZS)'), { target: { value: '40000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pledge and pay TZS 40,000' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`/event-planners/payments/${ATTEMPT}`),
    );
    const [url, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(url).toBe('/api/v1/public/events/K7P2QX/pledges');
    expect(init.method).toBe('POST');
    expect(sentBody(fetchMock, 1)).toEqual({
      name: 'Juma Said',
      phone: '+255754123456',
      email: 'juma@example.com',
      amountTzs: 100_000,
      message: 'Hongereni!',
      payNowTzs: 40_000,
      language: 'en',
    });
  });

  it('pay now defaults to the whole pledge and refuses more than it', async () => {
    const fetchMock = vi.fn().mockResolvedValueOnce(jsonResponse(publicEvent()));
    vi.stubGlobal('fetch', fetchMock);
    renderContribute();
    await screen.findByLabelText('Your name');
    fill();
    expect(screen.getByRole('button', { name: 'Pledge and pay TZS 100,000' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Amount to pay now (TZS)'), { target: { value: '150000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pledge and pay TZS 150,000' }));
    expect(screen.getByText('Pay a whole amount between TZS 1,000 and TZS 100,000.')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('pay later: confirms the pledge, its link and the SMS', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(jsonResponse(publicEvent()))
      .mockResolvedValueOnce(jsonResponse(contributeResult(), 201));
    vi.stubGlobal('fetch', fetchMock);
    renderContribute();
    await screen.findByLabelText('Your name');
    fill();
    fireEvent.click(screen.getByLabelText(/Pay later/));
    expect(screen.queryByLabelText('Amount to pay now (TZS)')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save my pledge' }));
    expect(await screen.findByRole('heading', { name: 'Thank you! Your pledge is saved' })).toBeTruthy();
    expect((sentBody(fetchMock, 1) as { payNowTzs: unknown }).payNowTzs).toBeNull();
    expect(
      screen.getByText('We sent an SMS with the link to your pledge page to +255 754 123 456.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open my pledge page' }).getAttribute('href')).toBe(
      `/event-planners/pledges/${PLEDGE_TOKEN}`,
    );
    expect(screen.getByRole('link', { name: 'Back to the event' }).getAttribute('href')).toBe(
      '/event-planners/e/K7P2QX?thanks=1',
    );
  });

  it('a phone that pledged already: says its link went to that phone, and shows no pledge', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValueOnce(jsonResponse(publicEvent()))
        .mockResolvedValueOnce(refusalResponse(409, 'conflict', 'pledge.phone_already_pledged')),
    );
    renderContribute();
    await screen.findByLabelText('Your name');
    fill({ amount: '150000' });
    fireEvent.click(screen.getByLabelText(/Pay later/));
    fireEvent.click(screen.getByRole('button', { name: 'Save my pledge' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This phone has already pledged to this event. We have sent its pledge link to that phone by SMS',
    );
    expect(screen.queryByRole('link', { name: 'Open my pledge page' })).toBeNull();
  });

  it("shows the server's refusal: the event closed while the form was open", async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValueOnce(jsonResponse(publicEvent()))
        .mockResolvedValueOnce(refusalResponse(422, 'business_rule', 'event.closed')),
    );
    renderContribute();
    await screen.findByLabelText('Your name');
    fill();
    fireEvent.click(screen.getByLabelText(/Pay later/));
    fireEvent.click(screen.getByRole('button', { name: 'Save my pledge' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This event is no longer taking pledges.',
    );
  });

  it("says Sherehe's fee on contributions before anyone pays, only when admins set one", async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(jsonResponse(publicEvent({ michangoFeeBps: 250 }))));
    renderContribute();
    expect(
      await screen.findByText(
        /Sherehe keeps 2\.5% of each contribution as its fee; the rest goes to the event\./,
      ),
    ).toBeTruthy();
  });

  it('says nothing of a fee when there is none', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(jsonResponse(publicEvent())));
    renderContribute();
    await screen.findByRole('button', { name: 'Save my pledge' });
    expect(screen.queryByText(/of each contribution as its fee/)).toBeNull();
  });

  it('says so when the event takes no more pledges', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValueOnce(jsonResponse(publicEvent({ acceptingPledges: false }))),
    );
    renderContribute();
    expect(await screen.findByText(/This event is no longer taking pledges/)).toBeTruthy();
    expect(screen.queryByLabelText('Your name')).toBeNull();
  });

  it('offers to type the code again when there is no such event', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValueOnce(refusalResponse(404, 'not_found', 'event.not_found')),
    );
    renderContribute('/event-planners/contribute?event=ZZZZZZ');
    expect(
      await screen.findByText('No event has the code ZZZZZZ. Check the code on your invitation.'),
    ).toBeTruthy();
    expect(screen.getByLabelText('Event code')).toBeTruthy();
  });
});
