import { fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refusalResponse } from '../../../test/refusal.ts';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import { QuietHours } from './quiet-hours-form.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

const saved = { autoReply: { quietFrom: '20:00', quietUntil: '08:00', body: 'Tutakujibu asubuhi.' } };

function puts(fetchMock: ReturnType<typeof vi.fn>) {
  return fetchMock.mock.calls
    .filter(([, init]) => (init as RequestInit | undefined)?.method === 'PUT')
    .map(([url, init]) => [String(url), JSON.parse(String((init as RequestInit).body))]);
}

describe('quiet hours in the vendor area', () => {
  it('are turned on with the vendor’s hours and words, and said to be on', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(jsonResponse({ autoReply: null }))
      .mockResolvedValueOnce(jsonResponse(saved));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<QuietHours />);
    expect(await screen.findByText('Off')).toBeTruthy();
    fireEvent.click(screen.getByText('Quiet hours'));
    const body = screen.getByLabelText('Your automatic reply');
    expect((body as HTMLTextAreaElement).disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('Send an automatic reply in my quiet hours'));
    fireEvent.change(body, { target: { value: 'Tutakujibu asubuhi.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save quiet hours' }));
    expect(await screen.findByText('On, 20:00 to 08:00')).toBeTruthy();
    expect(puts(fetchMock)).toEqual([['/api/v1/vendor/auto-reply', saved]]);
  });

  it('are turned off, and a refusal is worded in Swahili', async () => {
    await i18next.changeLanguage('sw');
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(jsonResponse(saved))
      .mockResolvedValueOnce(refusalResponse(400, 'validation', 'auto_reply.body_too_long'))
      .mockResolvedValueOnce(jsonResponse({ autoReply: null }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<QuietHours />);
    expect(await screen.findByText('Imewashwa, 20:00 hadi 08:00')).toBeTruthy();
    fireEvent.click(screen.getByText('Saa za utulivu'));
    fireEvent.click(screen.getByRole('button', { name: 'Hifadhi saa za utulivu' }));
    expect(await screen.findByText('Jibu lisizidi herufi 500.')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Tuma jibu la moja kwa moja katika saa zangu za utulivu'));
    fireEvent.click(screen.getByRole('button', { name: 'Hifadhi saa za utulivu' }));
    await waitFor(() => expect(screen.getByText('Imezimwa')).toBeTruthy());
    expect(puts(fetchMock).at(-1)).toEqual(['/api/v1/vendor/auto-reply', { autoReply: null }]);
  });
});
