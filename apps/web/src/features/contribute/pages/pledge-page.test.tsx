import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentBody } from '../../../test/auth-fixtures.ts';
import { ATTEMPT, PLEDGE_TOKEN, pledgeView } from '../../../test/event-fixtures.ts';
import { refusalResponse } from '../../../test/refusal.ts';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import { PledgePage } from './pledge-page.tsx';

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

function renderPledge() {
  return renderWithProviders(
    <Routes>
      <Route path="/event-planners/pledges/:token" element={<PledgePage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: `/event-planners/pledges/${PLEDGE_TOKEN}` },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("the contributor's pledge page", () => {
  it('shows the event, the pledge, what is paid and still owed, and each payment', async () => {
    const fetchMock = vi.fn().mockResolvedValueOnce(jsonResponse(pledgeView()));
    vi.stubGlobal('fetch', fetchMock);
    renderPledge();
    expect(await screen.findByRole('heading', { name: 'Harusi ya Neema na Juma' })).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/v1/public/pledges/${PLEDGE_TOKEN}`);
    expect(screen.getByText("Juma Said's pledge")).toBeTruthy();
    expect(screen.getByText('Partly paid')).toBeTruthy();
    expect(screen.getByText('+255 754 *** 456')).toBeTruthy();
    expect(screen.getByTestId('outstanding').textContent).toBe('TZS 60,000');
    expect(screen.getByText(/Due by/)).toBeTruthy();
    expect(screen.getByText(/Mobile money · 20 Nov 2026, 12:30/)).toBeTruthy();
    expect(screen.getByText('Received')).toBeTruthy();
    expect(screen.getByText('Receipt MP123ABC')).toBeTruthy();
  });

  it('pays the rest from the pledge phone and opens the payment page', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(jsonResponse(pledgeView()))
      .mockResolvedValueOnce(jsonResponse({ attemptId: ATTEMPT }, 201));
    vi.stubGlobal('fetch', fetchMock);
    renderPledge();
    expect(((await screen.findByLabelText('Amount (TZS)')) as HTMLInputElement).value).toBe('60,000');
    fireEvent.click(screen.getByRole('button', { name: 'Pay TZS 60,000' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`/event-planners/payments/${ATTEMPT}`),
    );
    const [url, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(url).toBe(`/api/v1/public/pledges/${PLEDGE_TOKEN}/payments`);
    expect(init.method).toBe('POST');
    expect(sentBody(fetchMock, 1)).toEqual({ amountTzs: 60_000 });
  });

  it('pays part of it from another number', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(jsonResponse(pledgeView()))
      .mockResolvedValueOnce(jsonResponse({ attemptId: ATTEMPT }, 201));
    vi.stubGlobal('fetch', fetchMock);
    renderPledge();
    fireEvent.change(await screen.findByLabelText('Amount (TZS)'), { target: { value: '20000' } });
    fireEvent.change(screen.getByLabelText('Mobile-money number (optional)'), {
      target: { value: '0713 555 111' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Pay TZS 20,000' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`/event-planners/payments/${ATTEMPT}`),
    );
    expect(sentBody(fetchMock, 1)).toEqual({ amountTzs: 20_000, phone: '+255713555111' });
  });

  it('words a refusal and a bad number', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(jsonResponse(pledgeView()))
      .mockResolvedValueOnce(refusalResponse(409, 'conflict', 'pledge.payment_under_way'));
    vi.stubGlobal('fetch', fetchMock);
    renderPledge();
    fireEvent.change(await screen.findByLabelText('Mobile-money number (optional)'), {
      target: { value: '123' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Pay TZS 60,000' }));
    expect(screen.getByText('Enter a Tanzanian mobile number, such as 0754 123 456.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Mobile-money number (optional)'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay TZS 60,000' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'A payment for this pledge is waiting for an answer on the phone.',
    );
  });

  it('leads to a payment still waiting on the phone instead of starting another', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValueOnce(jsonResponse(pledgeView({ openAttemptId: ATTEMPT }))),
    );
    renderPledge();
    const waiting = await screen.findByRole('link', { name: /A payment is waiting on your phone/ });
    expect(waiting.getAttribute('href')).toBe(`/event-planners/payments/${ATTEMPT}`);
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  });

  it('thanks a contributor who paid in full, with nothing more to pay', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValueOnce(
          jsonResponse(pledgeView({ paidTzs: 100_000, outstandingTzs: 0, status: 'paid' })),
        ),
    );
    renderPledge();
    expect(await screen.findByText('Paid in full. Thank you!')).toBeTruthy();
    expect(screen.queryByLabelText('Amount (TZS)')).toBeNull();
  });

  it('changes the pledged amount, refusing less than what was paid, and shows the new figures', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(jsonResponse(pledgeView()))
      .mockResolvedValueOnce(jsonResponse(pledgeView({ amountTzs: 150_000, outstandingTzs: 110_000 })));
    vi.stubGlobal('fetch', fetchMock);
    renderPledge();
    fireEvent.click(await screen.findByRole('button', { name: 'Change the amount' }));
    const amount = screen.getByLabelText('New amount (TZS)') as HTMLInputElement;
    expect(amount.value).toBe('100,000');
    expect(screen.getByText('Not less than what you have paid: TZS 40,000.')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '30000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the new amount' }));
    expect(screen.getByText('You have already paid TZS 40,000: pledge at least that much.')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fireEvent.change(amount, { target: { value: '150,000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the new amount' }));
    expect(await screen.findByText('Your pledge is now TZS 150,000.')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(url).toBe(`/api/v1/public/pledges/${PLEDGE_TOKEN}`);
    expect(init.method).toBe('PATCH');
    expect(sentBody(fetchMock, 1)).toEqual({ amountTzs: 150_000 });
    expect(screen.getByTestId('outstanding').textContent).toBe('TZS 110,000');
  });

  it("shows the server's refusal of a change: the event closed while the page was open", async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValueOnce(jsonResponse(pledgeView()))
        .mockResolvedValueOnce(refusalResponse(422, 'business_rule', 'event.closed')),
    );
    renderPledge();
    fireEvent.click(await screen.findByRole('button', { name: 'Change the amount' }));
    fireEvent.change(screen.getByLabelText('New amount (TZS)'), { target: { value: '120000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the new amount' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This event is no longer taking pledges.',
    );
  });

  it('offers no change on a cancelled pledge or once the event takes no pledges', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValueOnce(
        jsonResponse(
          pledgeView({
            event: { ...pledgeView().event, acceptingPledges: false },
          }),
        ),
      ),
    );
    renderPledge();
    await screen.findByText("Juma Said's pledge");
    expect(screen.queryByRole('button', { name: 'Change the amount' })).toBeNull();
  });

  it('says the link is not valid', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValueOnce(refusalResponse(404, 'not_found', 'pledge.not_found')),
    );
    renderPledge();
    expect(await screen.findByText(/This pledge link is not valid/)).toBeTruthy();
  });
});
