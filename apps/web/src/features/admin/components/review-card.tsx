// One review as an admin sees it: the listing, the rating, the text, who wrote it and when, the vendor's reply,
// and whether it is hidden; hide or show it from here.
import type { AdminReview } from '@sherehe/core/api/reviews';
import { Eye, EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StarRow } from '../../../components/stars.tsx';
import { useFormatDate } from '../../../lib/format-date.ts';
import { CardActionButton } from './card-action-button.tsx';

type ReviewCardProps = {
  review: AdminReview;
  onToggle: (review: AdminReview, trigger: HTMLButtonElement) => void;
};

export function ReviewCard({ review, onToggle }: ReviewCardProps) {
  const { t } = useTranslation('admin');
  const { dateTime } = useFormatDate();
  const hidden = review.hidden;
  return (
    <li
      className={`rounded-xl border p-4 shadow-sm lg:grid lg:grid-cols-[minmax(0,1fr)_auto] lg:items-start lg:gap-x-6 lg:px-5 ${hidden ? 'border-stone-300 bg-stone-50' : 'border-stone-200 bg-white'}`}
    >
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-base text-stone-900">
          <span className="break-words">{review.listingTitle}</span>
          {hidden ? (
            <span className="inline-flex items-center gap-1.5 whitespace-nowrap rounded-full bg-red-50 px-2.5 py-0.5 font-medium text-red-800 text-xs ring-1 ring-red-200 ring-inset">
              <EyeOff aria-hidden="true" className="size-3.5" />
              {t('reviews.hiddenBadge')}
            </span>
          ) : null}
        </p>
        <p className="mt-2 flex items-center gap-2 text-sm text-stone-700">
          <span className="flex" role="img" aria-label={t('reviews.rating', { rating: review.rating })}>
            <StarRow filled={review.rating} />
          </span>
          <span>
            {t('reviews.byLine', { name: review.authorName })} ·{' '}
            <time dateTime={review.createdAt}>{dateTime(review.createdAt)}</time>
          </span>
        </p>
        <p className="mt-2 whitespace-pre-line break-words text-stone-900">{review.body}</p>
        {review.reply ? (
          <p className="mt-3 whitespace-pre-line break-words rounded-lg bg-stone-100 p-3 text-sm text-stone-800">
            <span className="font-medium">{t('reviews.reply')}</span> {review.reply.body}
          </p>
        ) : null}
      </div>
      <div className="mt-4 flex lg:mt-0">
        <CardActionButton
          icon={hidden ? Eye : EyeOff}
          label={t(hidden ? 'reviews.show' : 'reviews.hide')}
          accessibleName={t(hidden ? 'reviews.showOf' : 'reviews.hideOf', {
            name: review.authorName,
            title: review.listingTitle,
          })}
          tone={hidden ? 'secondary' : 'danger'}
          onClick={(event) => onToggle(review, event.currentTarget)}
        />
      </div>
    </li>
  );
}
