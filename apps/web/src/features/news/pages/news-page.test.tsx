import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refusalResponse } from '../../../test/refusal.ts';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import { newsSummary } from '../news-fixtures.ts';
import { NewsPage } from './news-page.tsx';

afterEach(async () => {
  // Unmounted first: back in English, a page still shown would ask the real network for the English news.
  cleanup();
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

describe('the news page', () => {
  it('shows grey cards while loading, then each post with its cover, title, summary and day', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn().mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<NewsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'News' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading the news…' })).toBeTruthy();
    answer(jsonResponse({ posts: [newsSummary()], nextCursor: null }));

    const link = await screen.findByRole('link', { name: 'Sherehe is now in Mwanza' });
    expect(link.getAttribute('href')).toBe('/event-planners/news/sherehe-now-in-mwanza');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/public/news?lang=en');
    const card = within(link.closest('li') as HTMLElement);
    expect(card.getByText('Vendors from the Rock City join the marketplace.')).toBeTruthy();
    // 07:30 UTC is 10:30 in Dar es Salaam, the same day.
    expect(card.getByText('Published 20 Nov 2026')).toBeTruthy();
    const cover = (link.closest('li') as HTMLElement).querySelector('img');
    expect(cover?.getAttribute('srcset')).toContain('640.webp 640w');
    expect(cover?.getAttribute('width')).toBe('1280');
    expect(screen.queryByRole('status', { name: 'Loading the news…' })).toBeNull();
  });

  it('asks in the reader’s language and marks a post shown in the other one with its lang', async () => {
    await i18next.changeLanguage('sw');
    const fetchMock = vi.fn().mockResolvedValue(
      jsonResponse({
        posts: [
          newsSummary({
            slug: 'kwa-kiswahili',
            language: 'sw',
            title: 'Sherehe sasa iko Mwanza',
            summary: 'Karibu',
            coverUrl: null,
            coverSrcSet: null,
          }),
          newsSummary({
            slug: 'english-only',
            language: 'en',
            title: 'Only in English',
            summary: 'Words',
            coverUrl: null,
            coverSrcSet: null,
          }),
        ],
        nextCursor: null,
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<NewsPage />);
    const swahili = await screen.findByRole('heading', { name: 'Sherehe sasa iko Mwanza' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/public/news?lang=sw');
    expect(swahili.getAttribute('lang')).toBeNull();
    const english = screen.getByRole('heading', { name: 'Only in English' });
    expect(english.getAttribute('lang')).toBe('en');
    expect(screen.getByText('Words').getAttribute('lang')).toBe('en');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Habari');
  });

  it('says there is no news yet and where to go meanwhile', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse({ posts: [], nextCursor: null })));
    renderWithProviders(<NewsPage />);
    expect(await screen.findByText(/There is no news yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse services' }).getAttribute('href')).toBe(
      '/event-planners/services',
    );
  });

  it('loads older posts with the cursor', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(jsonResponse({ posts: [newsSummary()], nextCursor: 'abc' }))
      .mockResolvedValueOnce(
        jsonResponse({ posts: [newsSummary({ slug: 'older', title: 'An older post' })], nextCursor: null }),
      );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<NewsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Show older news' }));
    expect(await screen.findByRole('link', { name: 'An older post' })).toBeTruthy();
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/v1/public/news?lang=en&cursor=abc');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Show older news' })).toBeNull());
  });

  it('says what went wrong and tries again', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(refusalResponse(503, 'unavailable', 'server.unavailable'))
      .mockResolvedValueOnce(jsonResponse({ posts: [newsSummary()], nextCursor: null }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<NewsPage />);
    expect(
      await screen.findByText('The service is busy for a moment. Please try again shortly.'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Sherehe is now in Mwanza' })).toBeTruthy();
  });
});
