import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicEvent } from '../../../test/event-fixtures.ts';
import { refusalResponse } from '../../../test/refusal.ts';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import { EventPublicPage } from './event-public-page.tsx';

function renderPage(route = '/event-planners/e/K7P2QX') {
  return renderWithProviders(
    <Routes>
      <Route path="/event-planners/e/:code" element={<EventPublicPage />} />
    </Routes>,
    { route },
  );
}

afterEach(() => vi.unstubAllGlobals());

const decodedHref = (name: RegExp) =>
  decodeURIComponent(screen.getByRole('link', { name }).getAttribute('href') ?? '');

describe('the public event page', () => {
  it('shows the event, its progress and the way to contribute', async () => {
    const fetchMock = vi.fn().mockResolvedValueOnce(jsonResponse(publicEvent()));
    vi.stubGlobal('fetch', fetchMock);
    renderPage('/event-planners/e/k7p2qx');
    expect(await screen.findByRole('heading', { name: 'Harusi ya Neema na Juma' })).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/public/events/K7P2QX');
    expect(screen.getByText('Wedding')).toBeTruthy();
    // 12:00 UTC is 15:00 in Dar es Salaam.
    expect(screen.getByText(/19 Dec 2099, 15:00/)).toBeTruthy();
    expect(screen.getByText('Mlimani City Hall, Dar es Salaam')).toBeTruthy();
    expect(screen.getByText('Hosted by Neema Mushi')).toBeTruthy();
    const raised = screen.getByTestId('raised');
    expect((within(raised).getByRole('progressbar') as HTMLProgressElement).value).toBe(25);
    expect(raised.textContent).toContain('TZS 1,250,000');
    expect(raised.textContent).toContain('TZS 3,000,000');
    expect(raised.textContent).toContain('TZS 5,000,000');
    expect(screen.getByText('12 people have pledged')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contribute' }).getAttribute('href')).toBe(
      '/event-planners/contribute?event=K7P2QX',
    );
  });

  it('hides the figures when the host keeps them private, and never shows a phone number', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(jsonResponse(publicEvent({ raised: null }))));
    renderPage();
    await screen.findByRole('heading', { name: 'Harusi ya Neema na Juma' });
    expect(screen.queryByTestId('raised')).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(document.body.textContent).not.toMatch(/TZS/);
    expect(document.body.textContent).not.toMatch(/\+255|\b0[67]\d{2}\s?\d{3}\s?\d{3}\b/);
    expect(screen.getByText('12 people have pledged')).toBeTruthy();
  });

  it("shares the link with a ready message in the event's language", async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(jsonResponse(publicEvent({ language: 'sw' }))));
    renderPage();
    await screen.findByRole('heading', { name: 'Harusi ya Neema na Juma' });
    expect((screen.getByLabelText('Event link') as HTMLInputElement).value).toBe(
      'https://sherehe.example/event-planners/e/K7P2QX',
    );
    const whatsApp = decodedHref(/WhatsApp/);
    expect(whatsApp.startsWith('https://wa.me/?text=')).toBe(true);
    expect(whatsApp).toContain(
      'Unakaribishwa kuchangia Harusi ya Neema na Juma tarehe 19 Des 2099. Tazama tukio na utoe ahadi yako ya mchango hapa: https://sherehe.example/event-planners/e/K7P2QX',
    );
    const sms = decodedHref(/SMS/);
    expect(sms.startsWith('sms:?&body=')).toBe(true);
    expect(sms).toContain('https://sherehe.example/event-planners/e/K7P2QX');
    expect(sms).toContain('Unakaribishwa kuchangia');
  });

  it('invites the first pledge when nobody has pledged yet', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(jsonResponse(publicEvent({ contributors: 0 }))));
    renderPage();
    expect(await screen.findByText('Be the first to pledge')).toBeTruthy();
  });

  it('copies the link', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(jsonResponse(publicEvent())));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Copy' }));
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith('https://sherehe.example/event-planners/e/K7P2QX'),
    );
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();
  });

  it('says when pledges are closed, and thanks a contributor who came back', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValueOnce(jsonResponse(publicEvent({ acceptingPledges: false, status: 'closed' }))),
    );
    renderPage('/event-planners/e/K7P2QX?thanks=1');
    expect(await screen.findByText('Thank you for your contribution!')).toBeTruthy();
    const contribute = screen.getByRole('button', { name: 'Contribute' }) as HTMLButtonElement;
    expect(contribute.disabled).toBe(true);
    expect(screen.getByText('This event is no longer taking pledges.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Contribute' })).toBeNull();
  });

  it('offers to type the code again when there is no such event', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(refusalResponse(404, 'not_found', 'event.not_found'))
      .mockResolvedValueOnce(jsonResponse(publicEvent()));
    vi.stubGlobal('fetch', fetchMock);
    renderPage('/event-planners/e/ZZZZZZ');
    expect(await screen.findByRole('heading', { name: 'We could not find that event' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Event code'), { target: { value: 'k7p 2qx' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find event' }));
    expect(await screen.findByRole('heading', { name: 'Harusi ya Neema na Juma' })).toBeTruthy();
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/v1/public/events/K7P2QX');
  });
});
