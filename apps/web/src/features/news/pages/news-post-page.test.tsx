import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocationProbe } from '../../../test/app-router.tsx';
import { refusalResponse } from '../../../test/refusal.ts';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import { newsPost } from '../news-fixtures.ts';
import { NewsPostPage } from './news-post-page.tsx';

function renderPost(slug = 'sherehe-now-in-mwanza') {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/event-planners/news/:slug" element={<NewsPostPage />} />
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
    </>,
    { route: `/event-planners/news/${slug}` },
  );
}

const originalShare = Object.getOwnPropertyDescriptor(navigator, 'share');
const originalClipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  for (const [name, original] of [
    ['share', originalShare],
    ['clipboard', originalClipboard],
  ] as const) {
    if (original) Object.defineProperty(navigator, name, original);
    else delete (navigator as unknown as Record<string, unknown>)[name];
  }
  await i18next.changeLanguage('en');
});

function withShare(share: ((data: ShareData) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
}

describe('a news post', () => {
  it('shows the cover, title, day and the body the server sanitised, its own links moving within the app', async () => {
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(newsPost()));
    vi.stubGlobal('fetch', fetchMock);
    renderPost();
    expect(screen.getByRole('status', { name: 'Loading the post…' })).toBeTruthy();
    const title = await screen.findByRole('heading', { level: 1, name: 'Sherehe is now in Mwanza' });
    expect(title.getAttribute('lang')).toBeNull();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/public/news/sherehe-now-in-mwanza?lang=en');
    expect(screen.getByRole('heading', { level: 2, name: 'Karibu Mwanza' })).toBeTruthy();
    expect(screen.getByText('Published 20 Nov 2026')).toBeTruthy();
    expect(screen.getByText('Vendors from the Rock City join the marketplace.')).toBeTruthy();
    expect(document.title).toBe('Sherehe is now in Mwanza · Sherehe');
    await userEvent.click(screen.getByRole('link', { name: 'browse them' }));
    expect(screen.getByTestId('location').textContent).toBe('/event-planners/services');
  });

  it('marks words in the other language with their lang and says why', async () => {
    await i18next.changeLanguage('sw');
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(newsPost({ language: 'en' })));
    vi.stubGlobal('fetch', fetchMock);
    renderPost();
    const title = await screen.findByRole('heading', { level: 1, name: 'Sherehe is now in Mwanza' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/public/news/sherehe-now-in-mwanza?lang=sw');
    expect(title.getAttribute('lang')).toBe('en');
    expect(screen.getByText('Vendors from the Rock City join the marketplace.').getAttribute('lang')).toBe(
      'en',
    );
    expect(
      screen
        .getByRole('heading', { level: 2, name: 'Karibu Mwanza' })
        .closest('[lang]')
        ?.getAttribute('lang'),
    ).toBe('en');
    expect(screen.getByText('Bado haijaandikwa kwa Kiswahili: inaonyeshwa kwa Kiingereza.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Habari zote' }).getAttribute('href')).toBe(
      '/event-planners/news',
    );
  });

  it('shares through the phone’s share sheet where there is one, and on WhatsApp', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    withShare(share);
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse(newsPost())));
    renderPost();
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Sherehe is now in Mwanza',
      text: 'Vendors from the Rock City join the marketplace.',
      url: 'https://sherehe.example/event-planners/news/sherehe-now-in-mwanza',
    });
    const whatsApp = screen.getByRole('link', { name: 'Share on WhatsApp' });
    expect(decodeURIComponent(whatsApp.getAttribute('href') ?? '')).toBe(
      'https://wa.me/?text=Sherehe is now in Mwanza on Sherehe: https://sherehe.example/event-planners/news/sherehe-now-in-mwanza',
    );
    expect(whatsApp.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('copies the link where the browser cannot share', async () => {
    withShare(undefined);
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse(newsPost())));
    renderPost();
    await userEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(
      'https://sherehe.example/event-planners/news/sherehe-now-in-mwanza',
    );
    expect(await screen.findByRole('button', { name: 'Link copied' })).toBeTruthy();
    expect(screen.getByText('The link to this post was copied.')).toBeTruthy();
  });

  it('says a post that is not published is not here, with the way back to the news', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(refusalResponse(404, 'not_found', 'news.not_found')));
    renderPost('a-draft');
    expect(await screen.findByRole('heading', { level: 1, name: 'This post is not here' })).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'All news' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/event-planners/news'));
  });
});
