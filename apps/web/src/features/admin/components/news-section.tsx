// News: the list of posts (by status) and, with ?post=<id> or ?post=new in the address, the editor of one post, so
// reload and Back keep the place.
import type { AdminNewsSummary } from '@sherehe/core/api/news';
import { newsStatuses } from '@sherehe/core/news-rules';
import { Eye, Newspaper, PencilLine, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/button.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { useFormatDate } from '../../../lib/format-date.ts';
import { newsPostPath } from '../../../lib/public-news.ts';
import { type NewsStatusFilter, useAdminNews } from '../api/use-admin-news.ts';
import { LoadMore } from './load-more.tsx';
import { NewsEditor } from './news-editor.tsx';
import { newsEditorHref, postTitle } from './news-paths.ts';
import { NewsStatusBadge } from './news-status-badge.tsx';
import { SectionHeading } from './section-heading.tsx';
import { SectionProblem } from './section-problem.tsx';
import { StatusFilter, useStatusParam } from './status-filter.tsx';

const filters: readonly NewsStatusFilter[] = ['all', ...newsStatuses];

export function NewsSection() {
  const [params] = useSearchParams();
  const post = params.get('post');
  if (post) return <NewsEditor key={post} id={post === 'new' ? null : post} />;
  return <NewsList />;
}

function NewsList() {
  const { t } = useTranslation('adminNews');
  const status = useStatusParam(filters, 'all');
  const news = useAdminNews(status);
  const posts = news.data?.pages.flatMap((page) => page.posts) ?? [];
  return (
    <section aria-labelledby="admin-news-heading">
      <SectionHeading id="admin-news-heading" title={t('heading')} intro={t('intro')} />
      <Link to={newsEditorHref('new')} className={buttonClasses()}>
        <Plus aria-hidden="true" className="size-4" />
        {t('write')}
      </Link>
      <StatusFilter
        label={t('filter')}
        fallback="all"
        options={filters.map((value) => ({ value, label: t(`filters.${value}`) }))}
      />
      <div className="mt-6">
        {news.isPending ? (
          <ListSkeleton />
        ) : news.isError && !news.isFetchNextPageError ? (
          <SectionProblem error={news.error} onRetry={() => news.refetch()} retrying={news.isFetching} />
        ) : posts.length === 0 ? (
          <div
            role="status"
            className="rounded-xl border border-stone-300 border-dashed bg-white p-6 text-center"
          >
            <Newspaper aria-hidden="true" className="mx-auto size-8 text-stone-400" />
            <p className="mt-2 font-medium text-stone-900">{t(`none.${status}`)}</p>
          </div>
        ) : (
          <div
            aria-busy={news.isPlaceholderData || undefined}
            className={news.isPlaceholderData ? 'opacity-60' : ''}
          >
            <p role="status" className="mb-3 text-sm text-stone-600">
              {t('shown', { count: posts.length })}
            </p>
            <ul className="flex flex-col gap-3">
              {posts.map((post) => (
                <NewsCard key={post.id} post={post} />
              ))}
            </ul>
            <LoadMore
              hasMore={news.hasNextPage}
              loading={news.isFetchingNextPage}
              error={news.isFetchNextPageError ? news.error : null}
              onLoadMore={() => news.fetchNextPage()}
            />
          </div>
        )}
      </div>
    </section>
  );
}

function NewsCard({ post }: { post: AdminNewsSummary }) {
  const { t } = useTranslation('adminNews');
  const { dateTime } = useFormatDate();
  const title = postTitle(post) || t('untitled');
  return (
    <li aria-label={title} className="flex gap-4 rounded-xl border border-stone-200 bg-white p-4">
      {post.coverUrl ? (
        <img
          src={post.coverUrl}
          srcSet={post.coverSrcSet ?? undefined}
          sizes="8rem"
          alt=""
          width={128}
          height={72}
          loading="lazy"
          className="hidden aspect-[16/9] w-32 shrink-0 rounded-lg bg-teal-50 object-cover sm:block"
        />
      ) : null}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-stone-900">{title}</span>
          <NewsStatusBadge status={post.status} />
        </div>
        <p className="mt-0.5 break-all font-mono text-stone-600 text-xs">/{post.slug}</p>
        <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-stone-700">
          {(['en', 'sw'] as const).map((language) => (
            <span key={language}>
              {t(post.languages[language] ? 'languageReady' : 'languageMissing', {
                language: t(`languages.${language}`),
              })}
            </span>
          ))}
        </p>
        <p className="text-sm text-stone-600">
          {post.status === 'scheduled' && post.publishAt
            ? t('scheduledFor', { date: dateTime(post.publishAt) })
            : post.status === 'published' && post.publishedAt
              ? t('publishedOn', { date: dateTime(post.publishedAt) })
              : t('updated', { date: dateTime(post.updatedAt) })}
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Link
            to={newsEditorHref(post.id)}
            aria-label={t('editOf', { title })}
            className={buttonClasses({ variant: 'secondary' })}
          >
            <PencilLine aria-hidden="true" className="size-4" />
            {t('edit')}
          </Link>
          {post.status === 'published' ? (
            <Link
              to={newsPostPath(post.slug)}
              aria-label={t('viewOf', { title })}
              className={buttonClasses({ variant: 'ghost' })}
            >
              <Eye aria-hidden="true" className="size-4" />
              {t('view')}
            </Link>
          ) : null}
        </div>
      </div>
    </li>
  );
}
