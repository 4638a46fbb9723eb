// A guest's card page: the card, its QR code at its size, answering, refusals in Swahili, the event's language, and the
// revoked, past, not-found and failed states.
import type { CardView } from '@sherehe/core/api/cards';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, type Mock, vi } from 'vitest';
import { LANGUAGE_KEY } from '../../../lib/storage-keys.ts';
import { refusalResponse } from '../../../test/refusal.ts';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import { CardPage } from './card-page.tsx';

const TOKEN = 'crd_abcdefghijklmnopqrstuv';

function cardView(overrides: Partial<CardView> = {}, event: Partial<CardView['event']> = {}): CardView {
  return {
    event: {
      name: 'Harusi ya Neema na Juma',
      startsAt: '2099-12-19T12:00:00.000Z',
      venue: 'Mlimani City Hall, Dar es Salaam',
      coverUrl: null,
      code: 'K7P2QX',
      language: 'en',
      past: false,
      ...event,
    },
    guest: { name: 'Amina Juma', seats: 3 },
    typeName: 'Family',
    status: 'sent',
    code: 'K7P2QXAB',
    qr: 'SHC1.K7P2QX.K7P2QXAB.3.signature',
    qrDrawing: { modules: 3, path: 'M1 1.5h1' },
    rsvp: null,
    ...overrides,
  };
}

function renderCard(fetchMock: Mock) {
  vi.stubGlobal('fetch', fetchMock);
  return renderWithProviders(
    <Routes>
      <Route path="/event-planners/c/:token" element={<CardPage />} />
    </Routes>,
    { route: `/event-planners/c/${TOKEN}` },
  );
}

const sent = (fetchMock: Mock, call: number) => {
  const [url, init] = fetchMock.mock.calls[call] as [string, RequestInit];
  return { url, method: init.method, body: JSON.parse(String(init.body)) as unknown };
};

afterEach(() => vi.unstubAllGlobals());

describe("a guest's card page", () => {
  it('shows the card: welcome, event, day and place, type and seats, the QR code at its size, the code and the picture', async () => {
    const fetchMock = vi.fn().mockResolvedValueOnce(jsonResponse(cardView()));
    renderCard(fetchMock);
    expect(await screen.findByRole('heading', { level: 1, name: 'Harusi ya Neema na Juma' })).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/v1/public/cards/${TOKEN}`);
    expect(screen.getByText('Welcome, Amina Juma')).toBeTruthy();
    expect(screen.getByText('19 Dec 2099, 15:00')).toBeTruthy();
    expect(screen.getByText('Mlimani City Hall, Dar es Salaam')).toBeTruthy();
    expect(screen.getByText('Family')).toBeTruthy();
    expect(screen.getByText('Admits 3')).toBeTruthy();
    const qr = screen.getByRole('img', { name: "Your card's QR code, to show at the door" });
    // Drawn inline from the answer: no picture to fetch.
    expect(qr.getAttribute('viewBox')).toBe('0 0 3 3');
    expect(qr.querySelector('path')?.getAttribute('d')).toBe('M1 1.5h1');
    expect([qr.getAttribute('width'), qr.getAttribute('height')]).toEqual(['224', '224']);
    expect(screen.getByTestId('card-code').textContent).toBe('K7P2 QXAB');
    const download = screen.getByRole('link', { name: 'Download the card' });
    expect(download.getAttribute('href')).toBe(`/api/v1/public/cards/${TOKEN}/card.png`);
    expect(download.hasAttribute('download')).toBe(true);
    expect(screen.getByRole('link', { name: 'Contribute to this event' }).getAttribute('href')).toBe(
      '/event-planners/contribute?event=K7P2QX',
    );
    expect(document.title).toBe('Invitation card: Harusi ya Neema na Juma · Sherehe');
  });

  it('shows the QR code as its picture from an answer kept offline before answers carried the drawing', async () => {
    const { qrDrawing: _none, ...kept } = cardView();
    renderCard(vi.fn().mockResolvedValueOnce(jsonResponse(kept)));
    const qr = await screen.findByRole('img', { name: "Your card's QR code, to show at the door" });
    expect(qr.getAttribute('src')).toBe(`/api/v1/public/cards/${TOKEN}/qr.svg`);
  });

  it('answers yes with how many of the seats come, and shows the answer it gets back', async () => {
    const answered = cardView({
      rsvp: { answer: 'yes', seats: 2, at: '2099-11-01T08:00:00.000Z', via: 'card' },
    });
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(jsonResponse(cardView()))
      .mockResolvedValueOnce(jsonResponse(answered));
    renderCard(fetchMock);
    const form = (await screen.findByRole('heading', { name: 'Will you come?' })).closest(
      'section',
    ) as HTMLElement;
    expect(within(form).queryByLabelText('How many of you are coming?')).toBeNull();
    await userEvent.click(within(form).getByRole('button', { name: 'Send my answer' }));
    expect(within(form).getByText('Choose Coming or Not coming first.')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await userEvent.click(within(form).getByRole('radio', { name: 'Coming' }));
    const seats = within(form).getByLabelText('How many of you are coming?') as HTMLSelectElement;
    expect([...seats.options].map((option) => option.textContent)).toEqual([
      '1 person',
      '2 people',
      '3 people',
    ]);
    expect(seats.value).toBe('3');
    await userEvent.selectOptions(seats, '2 people');
    await userEvent.click(within(form).getByRole('button', { name: 'Send my answer' }));

    expect(await within(form).findByText('Thank you. Your answer is saved.')).toBeTruthy();
    expect(sent(fetchMock, 1)).toEqual({
      url: `/api/v1/public/cards/${TOKEN}/rsvp`,
      method: 'POST',
      body: { answer: 'yes', seats: 2 },
    });
    expect(within(form).getByTestId('rsvp-answer').textContent).toBe('Your answer so far: Coming: 2 people');
    expect(within(form).getByRole('button', { name: 'Change my answer' })).toBeTruthy();
  });

  it('answers no without seats', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(jsonResponse(cardView({ guest: { name: 'Amina Juma', seats: 1 } })))
      .mockResolvedValueOnce(
        jsonResponse(
          cardView({ rsvp: { answer: 'no', seats: 0, at: '2099-11-01T08:00:00.000Z', via: 'card' } }),
        ),
      );
    renderCard(fetchMock);
    await userEvent.click(await screen.findByRole('radio', { name: 'Not coming' }));
    expect(screen.queryByLabelText('How many of you are coming?')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Send my answer' }));
    expect(await screen.findByTestId('rsvp-answer')).toBeTruthy();
    expect(sent(fetchMock, 1).body).toEqual({ answer: 'no' });
    expect(screen.getByTestId('rsvp-answer').textContent).toBe('Your answer so far: Not coming');
  });

  it.each([
    ['card.revoked', 'Kadi hii imefutwa na wenyeji.'],
    ['card.event_past', 'Tukio limeshapita.'],
  ] as const)('words a refusal (%s) in Swahili', async (reason, words) => {
    localStorage.setItem(LANGUAGE_KEY, 'sw');
    await i18next.changeLanguage('sw');
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(jsonResponse(cardView()))
      .mockResolvedValueOnce(refusalResponse(422, 'business_rule', reason));
    renderCard(fetchMock);
    expect(await screen.findByText('Karibu, Amina Juma')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'Sitakuja' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tuma jibu langu' }));
    expect((await screen.findByRole('alert')).textContent).toBe(words);
  });

  it('opens in the event’s language for a visitor who chose none, and in theirs when they did', async () => {
    const swahiliEvent = () => jsonResponse(cardView({}, { language: 'sw' }));
    const first = renderCard(vi.fn().mockResolvedValueOnce(swahiliEvent()));
    expect(await screen.findByText('Karibu, Amina Juma')).toBeTruthy();
    expect(screen.getByText('Inaruhusu watu 3')).toBeTruthy();
    expect(localStorage.getItem(LANGUAGE_KEY)).toBeNull();
    first.unmount();

    await i18next.changeLanguage('en');
    localStorage.setItem(LANGUAGE_KEY, 'en');
    renderCard(vi.fn().mockResolvedValueOnce(swahiliEvent()));
    expect(await screen.findByText('Welcome, Amina Juma')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(i18next.language).toBe('en');
  });

  it('says so when the hosts revoked the card, with no QR code and no answer', async () => {
    renderCard(vi.fn().mockResolvedValueOnce(jsonResponse(cardView({ status: 'revoked' }))));
    expect(await screen.findByText('This card was revoked by the hosts')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Harusi ya Neema na Juma' })).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Download the card' })).toBeNull();
  });

  it('keeps the card of a past event as a keepsake, answers closed', async () => {
    renderCard(
      vi
        .fn()
        .mockResolvedValueOnce(
          jsonResponse(
            cardView(
              { rsvp: { answer: 'yes', seats: 3, at: '2099-11-01T08:00:00.000Z', via: 'sms' } },
              { past: true },
            ),
          ),
        ),
    );
    expect(await screen.findByText('This event has passed')).toBeTruthy();
    expect(screen.getByRole('img', { name: "Your card's QR code, to show at the door" })).toBeTruthy();
    expect(screen.getByText('Answers are closed: the event has passed.')).toBeTruthy();
    expect(screen.getByTestId('rsvp-answer').textContent).toBe('Your answer so far: Coming: 3 people');
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Contribute to this event' })).toBeNull();
  });

  it('says a link that is not a card is not valid, in Swahili too', async () => {
    renderCard(vi.fn().mockResolvedValueOnce(refusalResponse(404, 'not_found', 'card.not_found')));
    expect(await screen.findByRole('heading', { name: 'This card link is not valid' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Sherehe' }).getAttribute('href')).toBe('/event-planners');
    await i18next.changeLanguage('sw');
    expect(await screen.findByRole('heading', { name: 'Kiungo hiki cha kadi si sahihi' })).toBeTruthy();
  });

  it('offers to try again when the card could not be loaded', async () => {
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValueOnce(jsonResponse(cardView()));
    renderCard(fetchMock);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('Welcome, Amina Juma')).toBeTruthy());
  });
});
