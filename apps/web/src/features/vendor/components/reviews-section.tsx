// The reviews of the vendor's own listings, newest first, hidden ones marked, each with the vendor's reply form.
import type { VendorReview } from '@sherehe/core/api/reviews';
import { EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { StarRow } from '../../../components/stars.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useFormatDate } from '../../../lib/format-date.ts';
import { useVendorReviews } from '../api/use-vendor-reviews.ts';
import { ReviewReplyForm } from './review-reply-form.tsx';

export function ReviewsSection() {
  const { t } = useTranslation('vendor');
  const reviews = useVendorReviews();
  const items = reviews.data?.pages.flatMap((page) => page.reviews) ?? [];

  return (
    <section aria-labelledby="vendor-reviews">
      <h2 id="vendor-reviews" className="font-semibold text-stone-900 text-xl">
        {t('reviews.heading')}
      </h2>
      <p className="mt-1 text-base text-stone-600">{t('reviews.intro')}</p>
      {reviews.isPending ? (
        <ul aria-hidden="true" className="mt-4 grid gap-4">
          {[0, 1].map((key) => (
            <li key={key} className="h-32 animate-pulse rounded-xl bg-stone-200" />
          ))}
        </ul>
      ) : reviews.isError && items.length === 0 ? (
        <div className="mt-4">
          <FormAlert message={errorText(reviews.error)} />
        </div>
      ) : items.length === 0 ? (
        <p className="mt-4 rounded-xl border border-stone-300 border-dashed bg-white p-6 text-base text-stone-700">
          {t('reviews.empty')}
        </p>
      ) : (
        <>
          <ul className="mt-4 grid gap-4">
            {items.map((review) => (
              <li key={review.id}>
                <VendorReviewCard review={review} />
              </li>
            ))}
          </ul>
          {reviews.isFetchNextPageError ? (
            <div className="mt-4">
              <FormAlert message={t('reviews.moreFailed')} />
            </div>
          ) : null}
          {reviews.hasNextPage ? (
            <Button
              type="button"
              variant="secondary"
              className="mt-4"
              disabled={reviews.isFetchingNextPage}
              onClick={() => void reviews.fetchNextPage()}
            >
              {reviews.isFetchingNextPage ? t('reviews.loadingMore') : t('reviews.loadMore')}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}

function VendorReviewCard({ review }: { review: VendorReview }) {
  const { t } = useTranslation('vendor');
  const format = useFormatDate();
  return (
    <article
      className={`rounded-xl border bg-white p-4 shadow-sm ${review.hidden ? 'border-amber-300' : 'border-stone-200'}`}
    >
      <h3 className="font-semibold text-stone-900">{t('reviews.on', { title: review.listingTitle })}</h3>
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <span role="img" aria-label={t('reviews.stars', { rating: review.rating })} className="inline-flex">
          <StarRow filled={review.rating} spaced />
        </span>
        <span className="font-medium text-sm text-stone-800">{review.authorName}</span>
        <time dateTime={review.createdAt} className="text-sm text-stone-600">
          {format.date(review.createdAt)}
        </time>
      </div>
      {review.hidden ? (
        <p className="mt-2 flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-amber-900 text-sm">
          <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <strong className="font-semibold">{t('reviews.hidden')}</strong> {t('reviews.hiddenHelp')}
          </span>
        </p>
      ) : null}
      <p className="mt-2 whitespace-pre-line text-stone-800">{review.body}</p>
      {review.reply ? (
        <div className="mt-3 rounded-lg border-teal-600 border-l-4 bg-teal-50 p-3">
          <p className="font-medium text-sm text-teal-900">{t('reviews.yourReply')}</p>
          <p className="mt-1 whitespace-pre-line text-sm text-stone-800">{review.reply.body}</p>
        </div>
      ) : null}
      <ReviewReplyForm review={review} />
    </article>
  );
}
