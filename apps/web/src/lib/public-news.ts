// GET /public/news and /public/news/:slug: the published posts as readers get them, in the language asked for (else
// the other one). Read by the news pages; the admin area refreshes them after it publishes or unpublishes a post, so
// the keys live here, where both may import them.
import { newsEndpoints as news } from '@sherehe/core/api/news-endpoints';
import type { Language } from '@sherehe/core/money';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';
import { paths } from './paths.ts';

export const publicNewsKeys = {
  all: ['public-news'] as const,
  list: (language: Language) => [...publicNewsKeys.all, 'list', language] as const,
  post: (slug: string, language: Language) => [...publicNewsKeys.all, 'post', slug, language] as const,
};

export const newsListPath = paths.news;
export const newsPostPath = (slug: string) => `${newsListPath}/${encodeURIComponent(slug)}`;

export const publicNewsListQuery = (language: Language) =>
  infiniteQueryOptions({
    queryKey: publicNewsKeys.list(language),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(news.publicList, { query: { lang: language, cursor: pageParam ?? undefined }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // A change of language keeps the cards on screen until they come in the other language.
    placeholderData: keepPreviousData,
  });

export const publicNewsPostQuery = (slug: string, language: Language) =>
  queryOptions({
    queryKey: publicNewsKeys.post(slug, language),
    queryFn: ({ signal }) =>
      apiRequest(news.publicPost, { params: { slug }, query: { lang: language }, signal }),
  });
