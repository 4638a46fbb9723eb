import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ATTEMPT, contributeResult, PLEDGE_TOKEN, publicEvent } from '../../../test/event-fixtures.ts';
import { refusalResponse } from '../../../test/refusal.ts';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import { ContributePage } from '../pages/contribute-page.tsx';
import { emptyContribution } from './contribute-values.ts';

const KEY = 'keptPledge:K7P2QX';
const KEPT_EN = 'No network: your pledge is kept on this phone';
const PAY_LATER_EN =
  'The pay-now part is not kept, so no payment prompt will come later: once your pledge is sent, pay from your pledge page.';

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderContribute() {
  return renderWithProviders(
    <StrictMode>
      <Routes>
        <Route path="/event-planners/contribute" element={<ContributePage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </StrictMode>,
    { route: '/event-planners/contribute?event=K7P2QX' },
  );
}

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

function goOnline() {
  setOnline(true);
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
}

/** The event for any GET; each POST of a pledge takes the next answer (a promise, to hold it) and is recorded. */
function stubServer(...answers: (() => Promise<Response>)[]) {
  const posted: Record<string, unknown>[] = [];
  const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
    if (init?.method !== 'POST') return jsonResponse(publicEvent());
    posted.push(JSON.parse(String(init.body)));
    const answer = answers.shift();
    if (!answer) throw new Error('A POST nobody expected');
    return answer();
  });
  vi.stubGlobal('fetch', fetchMock);
  return posted;
}

const created = () => Promise.resolve(jsonResponse(contributeResult(), 201));
const noNetwork = () => Promise.reject(new TypeError('Failed to fetch'));

async function fillAndSend({ payLater = false } = {}) {
  await screen.findByLabelText('Your name');
  fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'Juma Said' } });
  fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '0754 123 456' } });
  fireEvent.change(screen.getByLabelText('Amount you pledge (TZS)'), { target: { value: '100,000' } });
  if (payLater) fireEvent.click(screen.getByLabelText(/Pay later/));
  fireEvent.click(
    screen.getByRole('button', { name: payLater ? 'Save my pledge' : 'Pledge and pay TZS 100,000' }),
  );
}

const keptRecord = () =>
  JSON.parse(localStorage.getItem(KEY) ?? 'null') as { body: Record<string, unknown> } | null;

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'onLine');
});

describe('a pledge sent with no network', () => {
  it('is kept on this phone without its pay-now part, said so in both languages, the form kept as typed', async () => {
    const posted = stubServer();
    renderContribute();
    setOnline(false);
    await fillAndSend();
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain(KEPT_EN);
    expect(notice.textContent).toContain(
      'It has not reached Sherehe yet. It is sent when the phone is back online, while this page is open or when you open it again.',
    );
    expect(notice.textContent).toContain(PAY_LATER_EN);
    expect(posted).toEqual([]);
    expect(keptRecord()?.body).toEqual({
      name: 'Juma Said',
      phone: '+255754123456',
      amountTzs: 100_000,
      payNowTzs: null,
      language: 'en',
    });
    expect((screen.getByLabelText('Your name') as HTMLInputElement).value).toBe('Juma Said');
    expect((screen.getByLabelText('Amount you pledge (TZS)') as HTMLInputElement).value).toBe('100,000');

    await act(() => i18next.changeLanguage('sw'));
    const kept = screen.getByRole('status').textContent;
    expect(kept).toContain('Hakuna mtandao: ahadi yako imehifadhiwa kwenye simu hii');
    expect(kept).toContain('Bado haijafika Sherehe. Itatumwa simu ikipata mtandao tena');
    expect(kept).toContain('Sehemu ya kulipa sasa haijahifadhiwa');
  });

  it('is kept when the phone says it is online but the send gets no answer', async () => {
    const posted = stubServer(noNetwork);
    renderContribute();
    await fillAndSend({ payLater: true });
    expect((await screen.findByRole('status')).textContent).toContain(KEPT_EN);
    expect(screen.queryByText(PAY_LATER_EN)).toBeNull();
    expect(posted).toHaveLength(1);
    expect(keptRecord()).not.toBeNull();
  });

  it('back online, is sent once though `online` fires twice, without the pay-now part, and shows the pledge', async () => {
    let answer: (response: Response) => void = () => {};
    const posted = stubServer(() => new Promise((resolve) => (answer = resolve)));
    renderContribute();
    setOnline(false);
    await fillAndSend();
    await screen.findByText(KEPT_EN);
    goOnline();
    goOnline();
    expect(await screen.findByText('Sending the pledge kept on this phone…')).toBeTruthy();
    answer(jsonResponse(contributeResult(), 201));
    expect(await screen.findByRole('heading', { name: 'Thank you! Your pledge is saved' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open my pledge page' }).getAttribute('href')).toBe(
      `/event-planners/pledges/${PLEDGE_TOKEN}`,
    );
    goOnline();
    expect(posted).toHaveLength(1);
    expect(posted[0]?.payNowTzs).toBeNull();
    expect(screen.queryByTestId('location')).toBeNull(); // no payment page: nothing to pay was sent
    expect(keptRecord()).toBeNull();
  });

  it('back online, a 409 phone_already_pledged counts as saved: the pledge is at Sherehe', async () => {
    const posted = stubServer(() =>
      Promise.resolve(refusalResponse(409, 'conflict', 'pledge.phone_already_pledged')),
    );
    renderContribute();
    setOnline(false);
    await fillAndSend({ payLater: true });
    await screen.findByText(KEPT_EN);
    goOnline();
    expect(await screen.findByRole('heading', { name: 'Thank you! Your pledge is saved' })).toBeTruthy();
    expect(
      screen.getByText('We sent an SMS with the link to your pledge page to +255 754 123 456.'),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(posted).toHaveLength(1);
    expect(keptRecord()).toBeNull();
  });

  it('back online with still no network, stays kept and is sent at the next chance', async () => {
    const posted = stubServer(noNetwork, created);
    renderContribute();
    setOnline(false);
    await fillAndSend({ payLater: true });
    await screen.findByText(KEPT_EN);
    goOnline();
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(await screen.findByText(KEPT_EN)).toBeTruthy();
    expect(keptRecord()).not.toBeNull();
    goOnline();
    expect(await screen.findByRole('heading', { name: 'Thank you! Your pledge is saved' })).toBeTruthy();
    expect(posted).toHaveLength(2);
    expect(keptRecord()).toBeNull();
  });

  it('opened again later, sends the kept pledge once and shows the form as it was sent', async () => {
    let answer: (response: Response) => void = () => {};
    const posted = stubServer(() => new Promise((resolve) => (answer = resolve)));
    localStorage.setItem(
      KEY,
      JSON.stringify({
        body: {
          name: 'Juma Said',
          phone: '+255754123456',
          amountTzs: 100_000,
          payNowTzs: 40_000,
          language: 'sw',
        },
        values: { ...emptyContribution, name: 'Juma Said', phone: '0754 123 456', amount: '100,000' },
        droppedPayNow: true,
        keptAt: '2099-01-01T10:00:00.000Z',
      }),
    );
    renderContribute();
    expect(await screen.findByText('Sending the pledge kept on this phone…')).toBeTruthy();
    expect((screen.getByLabelText('Your name') as HTMLInputElement).value).toBe('Juma Said');
    expect((screen.getByLabelText(/Pay later/) as HTMLInputElement).checked).toBe(true);
    answer(jsonResponse(contributeResult({ attemptId: null }), 201));
    expect(await screen.findByRole('heading', { name: 'Thank you! Your pledge is saved' })).toBeTruthy();
    expect(posted).toEqual([
      { name: 'Juma Said', phone: '+255754123456', amountTzs: 100_000, payNowTzs: null, language: 'sw' },
    ]);
    expect(keptRecord()).toBeNull();
  });

  it('refused when sent (the event closed meanwhile): forgotten, and the refusal said as for any pledge', async () => {
    const posted = stubServer(() => Promise.resolve(refusalResponse(422, 'business_rule', 'event.closed')));
    renderContribute();
    setOnline(false);
    await fillAndSend({ payLater: true });
    await screen.findByText(KEPT_EN);
    goOnline();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This event is no longer taking pledges.',
    );
    expect(screen.queryByText(KEPT_EN)).toBeNull();
    expect(posted).toHaveLength(1);
    expect(keptRecord()).toBeNull();
  });

  it("sent again by hand once online: the typed pledge takes the kept one's place, and pay now is paid now", async () => {
    const posted = stubServer(() =>
      Promise.resolve(jsonResponse(contributeResult({ attemptId: ATTEMPT }), 201)),
    );
    renderContribute();
    setOnline(false);
    await fillAndSend();
    await screen.findByText(KEPT_EN);
    setOnline(true); // no `online` event: the person taps again first
    fireEvent.click(screen.getByRole('button', { name: 'Pledge and pay TZS 100,000' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`/event-planners/payments/${ATTEMPT}`),
    );
    expect(posted).toHaveLength(1);
    expect(posted[0]?.payNowTzs).toBe(100_000);
    expect(keptRecord()).toBeNull();
  });
});
