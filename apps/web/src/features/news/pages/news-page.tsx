// /event-planners/news: the published posts, newest first (cover, title, summary, day), older ones a page at a time.
// Each is in the reader's language when written in it, else in the other.
import { useInfiniteQuery } from '@tanstack/react-query';
import { Newspaper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/button.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { LoadMoreButton } from '../../../components/load-more-button.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { errorText } from '../../../lib/error-text.ts';
import { paths } from '../../../lib/paths.ts';
import { publicNewsListQuery } from '../../../lib/public-news.ts';
import { useReaderLanguage } from '../api/use-reader-language.ts';
import { NewsCard, NewsCardSkeletons } from '../components/news-card.tsx';

export function NewsPage() {
  const { t } = useTranslation('news');
  useDocumentTitle(t('title'));
  const language = useReaderLanguage();
  const news = useInfiniteQuery(publicNewsListQuery(language));
  const posts = news.data?.pages.flatMap((page) => page.posts) ?? [];

  return (
    <section aria-labelledby="news-heading" className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-12">
      <h1 id="news-heading" className="font-bold text-2xl text-stone-900 sm:text-3xl">
        {t('title')}
      </h1>
      <p className="mt-2 max-w-prose text-base text-stone-700">{t('intro')}</p>
      <div className="mt-6">
        {news.isPending ? (
          <div role="status" aria-label={t('loading')}>
            <NewsCardSkeletons />
          </div>
        ) : news.isError && !news.isFetchNextPageError ? (
          <FormAlert message={t('loadFailed')}>
            <p className="mt-1">{errorText(news.error)}</p>
            <Button variant="secondary" className="mt-3" onClick={() => void news.refetch()}>
              {t('retry')}
            </Button>
          </FormAlert>
        ) : posts.length === 0 ? (
          <div className="rounded-xl border border-stone-300 border-dashed bg-white p-6 text-center sm:p-10">
            <Newspaper aria-hidden="true" className="mx-auto size-10 text-stone-400" />
            <p className="mx-auto mt-3 max-w-prose text-base text-stone-700">{t('none')}</p>
            <p className="mx-auto mt-2 max-w-prose text-base text-stone-700">{t('meanwhile')}</p>
            <Link to={paths.services()} className={buttonClasses({ className: 'mt-4' })}>
              {t('browse')}
            </Link>
          </div>
        ) : (
          <>
            <p className="sr-only" role="status">
              {t('shown', { count: posts.length })}
            </p>
            <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {posts.map((post, index) => (
                <NewsCard key={post.slug} post={post} eager={index < 2} />
              ))}
            </ul>
            {news.hasNextPage ? (
              <LoadMoreButton
                loading={news.isFetchingNextPage}
                problem={news.isFetchNextPageError ? errorText(news.error) : null}
                label={t('loadMore')}
                loadingLabel={t('loadingMore')}
                className={buttonClasses({ variant: 'secondary' })}
                onLoadMore={() => void news.fetchNextPage()}
              />
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}
