import type { AdminNewsPost } from '@sherehe/core/api/news';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { LocationProbe, renderRoutes, resetAppState, signInAs } from '../../../test/app-router.tsx';
import { refusalResponse } from '../../../test/refusal.ts';
import { jsonResponse } from '../../../test/render.tsx';
import { fakeServer, rehema } from '../admin-test-fixtures.ts';
import { AdminPage } from '../pages/admin-page.tsx';

let fetchMock: Mock;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  signInAs(rehema);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  resetAppState();
  await i18next.changeLanguage('en');
});

const id = '5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e';

function adminPost(overrides: Partial<AdminNewsPost> = {}): AdminNewsPost {
  return {
    id,
    slug: 'tips-for-your-michango-committee',
    status: 'draft',
    titleEn: 'Tips for your michango committee',
    titleSw: '',
    summaryEn: 'Keep pledges on track.',
    summarySw: '',
    bodyEn: 'Meet **weekly**.',
    bodySw: '',
    bodyHtmlEn: '<p>Meet <strong>weekly</strong>.</p>',
    bodyHtmlSw: '',
    coverUrl: null,
    coverSrcSet: null,
    languages: { en: true, sw: false },
    publishAt: null,
    publishAtLocal: null,
    publishedAt: null,
    announcedAt: null,
    shareUrl: 'https://sherehe.example/event-planners/news/tips-for-your-michango-committee',
    authorName: 'Rehema Admin',
    updatedByName: 'Rehema Admin',
    createdAt: '2026-11-20T07:00:00.000Z',
    updatedAt: '2026-11-20T07:00:00.000Z',
    ...overrides,
  };
}

const renderNews = (search = '?section=news') =>
  renderRoutes(
    [
      {
        path: '/event-planners/admin',
        Component: () => (
          <>
            <AdminPage />
            <LocationProbe />
          </>
        ),
      },
    ],
    `/event-planners/admin${search}`,
  );

describe('news in the admin dashboard', () => {
  it('lists posts with their status and languages, and filters by status', async () => {
    const scheduled = adminPost({
      id: '6c7d8e9f-0a1b-4c2d-8e3f-4a5b6c7d8e9f',
      slug: 'msimu-wa-harusi',
      status: 'scheduled',
      titleEn: '',
      titleSw: 'Msimu wa harusi',
      languages: { en: false, sw: true },
      publishAt: '2026-12-01T06:00:00.000Z',
    });
    const seen = fakeServer(fetchMock, () =>
      jsonResponse({ posts: [adminPost(), scheduled], nextCursor: null }),
    );
    renderNews();
    expect(screen.getByRole('link', { name: 'News' }).getAttribute('aria-current')).toBe('page');
    const draft = within(await screen.findByRole('listitem', { name: 'Tips for your michango committee' }));
    expect(draft.getByText('Draft')).toBeTruthy();
    expect(draft.getByText('English: written')).toBeTruthy();
    expect(draft.getByText('Swahili: not yet')).toBeTruthy();
    const later = within(screen.getByRole('listitem', { name: 'Msimu wa harusi' }));
    // 06:00 UTC is 09:00 in Dar es Salaam.
    expect(later.getByText('Publishes 1 Dec 2026, 09:00 (Dar es Salaam time)')).toBeTruthy();
    expect(later.getByRole('link', { name: 'Edit Msimu wa harusi' }).getAttribute('href')).toBe(
      '/event-planners/admin?section=news&post=6c7d8e9f-0a1b-4c2d-8e3f-4a5b6c7d8e9f',
    );
    expect(seen[0]?.url.pathname).toBe('/api/v1/admin/news');
    await userEvent.click(screen.getByRole('button', { name: 'Scheduled' }));
    await waitFor(() => expect(seen.at(-1)?.url.search).toBe('?status=scheduled'));
  });

  it('writes a new draft in both languages and previews the text as the server renders it', async () => {
    const seen = fakeServer(fetchMock, ({ method, url, body }) => {
      if (method === 'POST' && url.pathname === '/api/v1/admin/news/preview') {
        return jsonResponse({
          html: '<h2>Why</h2>\n<p>Because <a href="/event-planners/services" rel="noopener noreferrer nofollow">services</a>.</p>',
        });
      }
      if (method === 'POST' && url.pathname === '/api/v1/admin/news') {
        return jsonResponse(
          adminPost({ ...(body as Partial<AdminNewsPost>), languages: { en: true, sw: true } }),
          201,
        );
      }
      if (url.pathname === `/api/v1/admin/news/${id}`) return jsonResponse(adminPost());
      return jsonResponse({ posts: [], nextCursor: null });
    });
    renderNews('?section=news&post=new');
    expect(await screen.findByRole('heading', { name: 'New post' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Title'), 'Tips for your michango committee');
    await userEvent.type(screen.getByLabelText('Text'), '## Why{Enter}{Enter}Because.');
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('region', { name: 'Preview of the English text' });
    expect(await within(preview).findByRole('heading', { name: 'Why' })).toBeTruthy();
    expect(seen.find((request) => request.url.pathname.endsWith('/preview'))?.body).toEqual({
      markdown: '## Why\n\nBecause.',
    });
    // A link in the preview leads nowhere: following it would leave the words not yet saved.
    await userEvent.click(within(preview).getByRole('link', { name: 'services' }));
    expect(screen.getByTestId('location').textContent).toBe('/event-planners/admin');

    await userEvent.click(screen.getByRole('tab', { name: 'Swahili' }));
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('lang')).toBe('sw');
    await userEvent.type(within(panel).getByLabelText('Title'), 'Vidokezo kwa kamati');
    await userEvent.type(within(panel).getByLabelText('Text'), 'Kutaneni kila wiki.');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved.')).toBeTruthy();
    const created = seen.find(
      (request) => request.method === 'POST' && request.url.pathname === '/api/v1/admin/news',
    );
    expect(created?.body).toEqual({
      titleEn: 'Tips for your michango committee',
      titleSw: 'Vidokezo kwa kamati',
      summaryEn: '',
      summarySw: '',
      bodyEn: '## Why\n\nBecause.',
      bodySw: 'Kutaneni kila wiki.',
    });
    // The editor now edits the saved post (its address names it, so reload finds it).
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Edit post' })).toBeTruthy());
  });

  it('publishes after a confirmation, saving a change first', async () => {
    let current = adminPost();
    const seen = fakeServer(fetchMock, ({ method, url, body }) => {
      if (method === 'PATCH') {
        current = { ...current, ...(body as Partial<AdminNewsPost>) };
        return jsonResponse(current);
      }
      if (method === 'POST' && url.pathname.endsWith('/publish')) {
        current = { ...current, status: 'published', publishedAt: '2026-11-21T08:00:00.000Z' };
        return jsonResponse(current);
      }
      return jsonResponse(current);
    });
    renderNews(`?section=news&post=${id}`);
    const title = await screen.findByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Five habits of a good committee');
    expect(screen.getByText('Some changes are not saved yet.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Publish now' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Publish “Five habits of a good committee” now?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('“Five habits of a good committee” is published.')).toBeTruthy();
    const order = seen.filter((request) => request.method !== 'GET').map((request) => request.method);
    expect(order).toEqual(['PATCH', 'POST']);
    expect(seen.find((request) => request.method === 'PATCH')?.body).toEqual({
      titleEn: 'Five habits of a good committee',
    });
    expect(await screen.findByRole('button', { name: 'Unpublish' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the public page' }).getAttribute('href')).toBe(
      '/event-planners/news/tips-for-your-michango-committee',
    );
  });

  it('schedules at a time in Dar es Salaam, and the server’s refusal is worded in the dialog', async () => {
    let refuse = true;
    const seen = fakeServer(fetchMock, ({ method, url, body }) => {
      if (method === 'POST' && url.pathname.endsWith('/schedule')) {
        if (refuse) return refusalResponse(422, 'business_rule', 'news.publish_at_past');
        const publishAt = (body as { publishAt: string }).publishAt;
        return jsonResponse(
          adminPost({
            status: 'scheduled',
            publishAtLocal: publishAt,
            publishAt: '2099-12-19T06:00:00.000Z',
          }),
        );
      }
      return jsonResponse(adminPost());
    });
    renderNews(`?section=news&post=${id}`);
    const when = await screen.findByLabelText('Publish on (Dar es Salaam time)');
    await userEvent.clear(when);
    await userEvent.type(when, '2099-12-19T09:00');
    await userEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Schedule “Tips for your michango committee”?',
    });
    expect(within(dialog).getByText(/published on 19 Dec 2099, 09:00 \(Dar es Salaam time\)/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await within(dialog).findByText('Choose a time that is still to come.')).toBeTruthy();
    refuse = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(
      await screen.findByText('“Tips for your michango committee” will be published on 19 Dec 2099, 09:00.'),
    ).toBeTruthy();
    expect(seen.filter((request) => request.url.pathname.endsWith('/schedule')).at(-1)?.body).toEqual({
      publishAt: '2099-12-19T09:00',
    });
  });

  it('will not publish without a language written whole, and puts a taken address beside its field', async () => {
    const seen = fakeServer(fetchMock, ({ method }) => {
      if (method === 'PATCH') {
        return refusalResponse(409, 'conflict', 'news.slug_taken', {
          params: { slug: 'wedding-tips' },
          fields: [{ field: 'slug', reason: 'news.slug_taken', params: { slug: 'wedding-tips' } }],
        });
      }
      return jsonResponse(adminPost({ bodyEn: '', bodyHtmlEn: '', languages: { en: false, sw: false } }));
    });
    renderNews(`?section=news&post=${id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Publish now' }));
    expect(
      screen.getByText('To publish, write the title and the text in English or in Swahili.'),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    const address = screen.getByLabelText('Address');
    await userEvent.clear(address);
    await userEvent.type(address, 'wedding-tips');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('Another post already has the address wedding-tips. Choose another.'),
    ).toBeTruthy();
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(seen.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('deletes a draft after a warning and goes back to the list', async () => {
    const seen = fakeServer(fetchMock, ({ method, url }) => {
      if (method === 'DELETE') return new Response(null, { status: 204 });
      if (url.pathname === '/api/v1/admin/news') return jsonResponse({ posts: [], nextCursor: null });
      return jsonResponse(adminPost());
    });
    renderNews(`?section=news&post=${id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete draft' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Delete the draft “Tips for your michango committee”?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('“Tips for your michango committee” was deleted.')).toBeTruthy();
    expect(seen.find((request) => request.method === 'DELETE')?.url.pathname).toBe(
      `/api/v1/admin/news/${id}`,
    );
    expect(await screen.findByText('No posts yet. Write the first one.')).toBeTruthy();
  });
});
