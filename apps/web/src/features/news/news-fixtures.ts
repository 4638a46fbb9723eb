// Answers of the public news API as the server sends them, for the page tests.
import type { PublicNewsPost, PublicNewsSummary } from '@sherehe/core/api/news';

export function newsSummary(overrides: Partial<PublicNewsSummary> = {}): PublicNewsSummary {
  return {
    slug: 'sherehe-now-in-mwanza',
    language: 'en',
    title: 'Sherehe is now in Mwanza',
    summary: 'Vendors from the Rock City join the marketplace.',
    coverUrl: '/media/3f1c2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d/1280.webp',
    coverSrcSet:
      '/media/3f1c2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d/320.webp 320w, /media/3f1c2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d/640.webp 640w, /media/3f1c2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d/1280.webp 1280w',
    publishedAt: '2026-11-20T07:30:00.000Z',
    ...overrides,
  };
}

export function newsPost(overrides: Partial<PublicNewsPost> = {}): PublicNewsPost {
  return {
    ...newsSummary(),
    bodyHtml:
      '<h2>Karibu Mwanza</h2>\n<p>Vendors by the lake, <a href="/event-planners/services" rel="noopener noreferrer nofollow">browse them</a>.</p>',
    shareUrl: 'https://sherehe.example/event-planners/news/sherehe-now-in-mwanza',
    ...overrides,
  };
}
