// /event-planners/news/:slug: one published post — its cover, title, day, the body the server sanitised, and the
// ways to share it. In the reader's language when written in it; else in the other, marked with its `lang` and a
// line saying so. A draft or an address no post has is "not here", with the way back to the news.
import type { PublicNewsPost } from '@sherehe/core/api/news';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CalendarDays, Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/button.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { RichText } from '../../../components/rich-text.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useFormatDate } from '../../../lib/format-date.ts';
import { newsListPath, publicNewsPostQuery } from '../../../lib/public-news.ts';
import { useReaderLanguage } from '../api/use-reader-language.ts';
import { SharePost } from '../components/share-post.tsx';

export function NewsPostPage() {
  const { t } = useTranslation('news');
  const { slug = '' } = useParams();
  const language = useReaderLanguage();
  const post = useQuery(publicNewsPostQuery(slug, language));
  useDocumentTitle(post.data?.title ?? t('title'));

  if (post.isPending) return <PostSkeleton />;
  if (!post.data) {
    if (post.error instanceof ApiError && post.error.status === 404) return <PostNotFound />;
    return (
      <section className="mx-auto w-full max-w-2xl px-4 py-8">
        <h1 className="sr-only">{t('title')}</h1>
        <FormAlert message={errorText(post.error)}>
          <Button variant="secondary" className="mt-3" onClick={() => void post.refetch()}>
            {t('retry')}
          </Button>
        </FormAlert>
      </section>
    );
  }
  return <PostView post={post.data} />;
}

function BackToNews() {
  const { t } = useTranslation('news');
  return (
    <Link to={newsListPath} className={buttonClasses({ variant: 'link', className: '-ml-0.5' })}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('post.back')}
    </Link>
  );
}

function PostView({ post }: { post: PublicNewsPost }) {
  const { t } = useTranslation('news');
  const { date } = useFormatDate();
  const reader = useReaderLanguage();
  const other = post.language === reader ? undefined : post.language;
  return (
    <article className="mx-auto w-full max-w-2xl px-4 py-6 sm:py-10">
      <BackToNews />
      {post.coverUrl ? (
        <img
          src={post.coverUrl}
          srcSet={post.coverSrcSet ?? undefined}
          sizes="(min-width: 672px) 640px, 100vw"
          alt=""
          width={1280}
          height={720}
          className="mt-3 aspect-[16/9] w-full rounded-xl bg-teal-50 object-cover"
        />
      ) : null}
      <h1 lang={other} className="mt-5 font-bold text-2xl text-stone-900 leading-tight sm:text-3xl">
        {post.title}
      </h1>
      <p className="mt-3 flex items-center gap-2 text-sm text-stone-600">
        <CalendarDays aria-hidden="true" className="size-4 text-teal-700" />
        <time dateTime={post.publishedAt}>{t('published', { date: date(post.publishedAt) })}</time>
      </p>
      {other ? (
        <p className="mt-3 flex items-start gap-2 rounded-lg bg-amber-50 p-3 text-amber-950 text-sm">
          <Languages aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t(`otherLanguage.${post.language}`)}
        </p>
      ) : null}
      {post.summary ? (
        <p lang={other} className="mt-5 font-medium text-lg text-stone-800">
          {post.summary}
        </p>
      ) : null}
      <RichText html={post.bodyHtml} lang={other} className="mt-5" />
      <div className="mt-8">
        <SharePost post={post} />
      </div>
    </article>
  );
}

function PostSkeleton() {
  const { t } = useTranslation('news');
  return (
    <section
      role="status"
      aria-label={t('post.loading')}
      className="mx-auto w-full max-w-2xl px-4 py-6 sm:py-10"
    >
      <div aria-hidden="true">
        <div className="h-5 w-24 animate-pulse rounded bg-stone-100 motion-reduce:animate-none" />
        <div className="mt-3 aspect-[16/9] w-full animate-pulse rounded-xl bg-stone-200 motion-reduce:animate-none" />
        <div className="mt-5 h-8 w-4/5 animate-pulse rounded bg-stone-200 motion-reduce:animate-none" />
        <div className="mt-3 h-4 w-1/3 animate-pulse rounded bg-stone-100 motion-reduce:animate-none" />
        <div className="mt-6 h-4 w-full animate-pulse rounded bg-stone-100 motion-reduce:animate-none" />
        <div className="mt-2 h-4 w-full animate-pulse rounded bg-stone-100 motion-reduce:animate-none" />
        <div className="mt-2 h-4 w-2/3 animate-pulse rounded bg-stone-100 motion-reduce:animate-none" />
      </div>
    </section>
  );
}

function PostNotFound() {
  const { t } = useTranslation('news');
  return (
    <section className="mx-auto w-full max-w-lg px-4 py-10 sm:py-16">
      <h1 className="font-bold text-2xl text-stone-900">{t('post.notFoundTitle')}</h1>
      <p className="mt-2 text-stone-700">{t('post.notFoundBody')}</p>
      <Link to={newsListPath} className={buttonClasses({ className: 'mt-5' })}>
        {t('post.back')}
      </Link>
    </section>
  );
}
