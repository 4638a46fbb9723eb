// One post in the list: its cover, title (the link to the post), summary and the day it was published. Words shown
// in the other language than the page's carry their own `lang`.
import type { PublicNewsSummary } from '@sherehe/core/api/news';
import { Newspaper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatDate } from '../../../lib/format-date.ts';
import { newsPostPath } from '../../../lib/public-news.ts';
import { useReaderLanguage } from '../api/use-reader-language.ts';

export function NewsCard({ post, eager = false }: { post: PublicNewsSummary; eager?: boolean }) {
  const { t } = useTranslation('news');
  const { date } = useFormatDate();
  const reader = useReaderLanguage();
  const lang = post.language === reader ? undefined : post.language;
  return (
    <li className="group relative flex flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm hover:shadow-md">
      {post.coverUrl ? (
        <img
          src={post.coverUrl}
          srcSet={post.coverSrcSet ?? undefined}
          sizes="(min-width: 1024px) 22rem, (min-width: 640px) 45vw, 100vw"
          alt=""
          width={1280}
          height={720}
          loading={eager ? 'eager' : 'lazy'}
          className="aspect-[16/9] w-full bg-teal-50 object-cover"
        />
      ) : (
        <div
          aria-hidden="true"
          className="flex aspect-[16/9] w-full items-center justify-center bg-gradient-to-br from-teal-600 to-teal-800 text-amber-300"
        >
          <Newspaper className="size-12" />
        </div>
      )}
      <div className="flex flex-1 flex-col p-4">
        <p className="text-sm text-stone-600">
          <time dateTime={post.publishedAt}>{t('published', { date: date(post.publishedAt) })}</time>
        </p>
        <h2 lang={lang} className="mt-1 font-semibold text-lg text-stone-900 leading-snug">
          {/* The whole card is the link's target: its ::after covers the card. */}
          <Link
            to={newsPostPath(post.slug)}
            className="after:absolute after:inset-0 after:content-[''] hover:text-teal-800 focus-visible:outline-none group-has-[a:focus-visible]:text-teal-800"
          >
            {post.title}
          </Link>
        </h2>
        {post.summary ? (
          <p lang={lang} className="mt-2 line-clamp-3 text-base text-stone-700">
            {post.summary}
          </p>
        ) : null}
      </div>
    </li>
  );
}

/** The list's first paint: grey cards of the same shape. */
export function NewsCardSkeletons({ count = 3 }: { count?: number }) {
  return (
    <ul aria-hidden="true" className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
        <li key={index} className="overflow-hidden rounded-xl border border-stone-200 bg-white">
          <div className="aspect-[16/9] w-full animate-pulse bg-stone-200 motion-reduce:animate-none" />
          <div className="p-4">
            <div className="h-3 w-1/3 animate-pulse rounded bg-stone-100 motion-reduce:animate-none" />
            <div className="mt-3 h-5 w-4/5 animate-pulse rounded bg-stone-200 motion-reduce:animate-none" />
            <div className="mt-3 h-3 w-full animate-pulse rounded bg-stone-100 motion-reduce:animate-none" />
            <div className="mt-2 h-3 w-2/3 animate-pulse rounded bg-stone-100 motion-reduce:animate-none" />
          </div>
        </li>
      ))}
    </ul>
  );
}
