// One review: stars, who and when, the text, and the vendor's reply under it.
import type { Review } from '@sherehe/core/api/reviews';
import { BadgeCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Stars } from '../../../components/stars.tsx';
import { useFormatDate } from '../../../lib/format-date.ts';

export function ReviewCard({
  review,
  title,
  children,
}: {
  review: Review;
  title?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('reviews');
  const format = useFormatDate();
  return (
    <article className="rounded-xl border border-stone-200 bg-white p-4">
      {title ? <p className="font-semibold text-stone-900">{title}</p> : null}
      <div className="flex flex-wrap items-center gap-2">
        <Stars rating={review.rating} />
        <span className="font-medium text-sm text-stone-800">{review.authorName}</span>
        {review.verifiedBooking ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-green-50 px-2 py-0.5 font-medium text-green-800 text-xs">
            <BadgeCheck aria-hidden="true" className="size-3.5" />
            {t('verifiedBooking')}
          </span>
        ) : null}
        <time dateTime={review.createdAt} className="text-sm text-stone-600">
          {format.date(review.createdAt)}
        </time>
      </div>
      <p className="mt-2 whitespace-pre-line text-stone-800">{review.body}</p>
      {review.reply ? (
        <div className="mt-3 rounded-lg border-teal-600 border-l-4 bg-teal-50 p-3">
          <p className="font-medium text-sm text-teal-900">{t('reply.fromVendor')}</p>
          <p className="mt-1 whitespace-pre-line text-sm text-stone-800">{review.reply.body}</p>
        </div>
      ) : null}
      {children}
    </article>
  );
}
