// The admins' news: GET /admin/news (by status, most recently changed first) and /admin/news/:id, and every change
// to a post — create, save, schedule, publish, unpublish, delete, its cover — and the Markdown preview. A change
// refreshes the admin lists and the public news, which may now show or hide the post.
import type { AdminNewsPost, NewsInput, NewsUpdate } from '@sherehe/core/api/news';
import { newsEndpoints as news } from '@sherehe/core/api/news-endpoints';
import type { NewsStatus } from '@sherehe/core/news-rules';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { publicNewsKeys } from '../../../lib/public-news.ts';
import { putFile } from '../../../lib/put-file.ts';
import { adminKeys } from './admin-query-keys.ts';

export type NewsStatusFilter = 'all' | NewsStatus;

export const adminNewsQuery = (status: NewsStatusFilter) =>
  infiniteQueryOptions({
    queryKey: adminKeys.news(status),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(news.adminList, {
        query: { status: status === 'all' ? undefined : status, cursor: pageParam ?? undefined },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });

export function useAdminNews(status: NewsStatusFilter) {
  return useInfiniteQuery(adminNewsQuery(status));
}

export const adminNewsPostQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.newsPost(id),
    queryFn: ({ signal }) => apiRequest(news.adminPost, { params: { id }, signal }),
  });

export function useAdminNewsPost(id: string | null) {
  return useQuery({ ...adminNewsPostQuery(id ?? ''), enabled: id !== null });
}

/** After any change: the post as the server now has it, and every list that may show it asked again. */
function useRefresh() {
  const queryClient = useQueryClient();
  return (post: AdminNewsPost | null) => {
    if (post) queryClient.setQueryData(adminKeys.newsPost(post.id), post);
    void queryClient.invalidateQueries({ queryKey: ['admin', 'news'] });
    void queryClient.invalidateQueries({ queryKey: publicNewsKeys.all });
  };
}

export function useCreateNews() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: NewsInput) => apiRequest(news.create, { body: input }),
    onSuccess: refresh,
  });
}

export function useUpdateNews() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, update }: { id: string; update: NewsUpdate }) =>
      apiRequest(news.update, { params: { id }, body: update }),
    onSuccess: refresh,
  });
}

export type NewsAction = { id: string } & (
  | { action: 'publish' }
  | { action: 'unpublish' }
  | { action: 'schedule'; publishAt: string }
);

export function useNewsAction() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (change: NewsAction) => {
      const params = { id: change.id };
      if (change.action === 'schedule')
        return apiRequest(news.schedule, { params, body: { publishAt: change.publishAt } });
      return apiRequest(change.action === 'publish' ? news.publish : news.unpublish, { params });
    },
    onSuccess: refresh,
    // A 409 means the post changed elsewhere: show it as it is now.
    onError: () => refresh(null),
  });
}

export function useDeleteNews() {
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => apiRequest(news.delete, { params: { id } }),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: adminKeys.newsPost(id) });
      refresh(null);
    },
  });
}

const putCover = (id: string, file: File) => putFile(news.setCover, { id }, file);

export function useNewsCover(id: string) {
  const refresh = useRefresh();
  const upload = useMutation({ mutationFn: (file: File) => putCover(id, file), onSuccess: refresh });
  const remove = useMutation({
    mutationFn: () => apiRequest(news.removeCover, { params: { id } }),
    onSuccess: refresh,
  });
  return { upload, remove };
}

/** The HTML readers would get for this Markdown, from the server's own renderer and sanitiser. */
export const newsPreviewQuery = (markdown: string) =>
  queryOptions({
    queryKey: ['admin', 'news-preview', markdown] as const,
    queryFn: ({ signal }) => apiRequest(news.preview, { body: { markdown }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
  });

export function useNewsPreview(markdown: string, enabled: boolean) {
  return useQuery({ ...newsPreviewQuery(markdown), enabled });
}
