// A listing's reviews for its product page: the average and count, the signed-in person's form, the list (newest
// first, Load more), and a reply form on each review when the viewer is the listing's vendor (the API says so).
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Stars } from '../../../components/stars.tsx';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useListingReviews } from '../api/use-listing-reviews.ts';
import { ReplyForm } from './reply-form.tsx';
import { ReviewCard } from './review-card.tsx';
import { ReviewForm } from './review-form.tsx';

type ListingReviewsProps = {
  listingId: string;
  /**
   * Called when the reviews' count or average changes after they first showed (a review written, changed or
   * deleted), so the page can refresh what it shows from them elsewhere (the rating on the vendor's card).
   */
  onSummaryChange?: () => void;
};

export function ListingReviews({ listingId, onSummaryChange }: ListingReviewsProps) {
  const { t } = useTranslation('reviews');
  const signedIn = useSession((state) => state.user !== null);
  const query = useListingReviews(listingId);
  const shownSummary = query.data?.pages[0]?.summary;
  const summaryKey = shownSummary ? `${shownSummary.count}:${shownSummary.average}` : null;
  const firstSummary = useRef<string | null>(null);
  useEffect(() => {
    if (summaryKey === null) return;
    if (firstSummary.current === null) firstSummary.current = summaryKey;
    else if (firstSummary.current !== summaryKey) {
      firstSummary.current = summaryKey;
      onSummaryChange?.();
    }
  }, [summaryKey, onSummaryChange]);

  if (query.isPending) {
    return (
      // Its own element (the key), not the list's: Chrome measured the pulsing placeholder's box turning into the
      // list as a large layout shift (Lighthouse's CLS of 0.26 on the product page on a phone).
      <section
        key="pending"
        aria-busy="true"
        aria-label={t('title')}
        className="h-40 animate-pulse rounded-xl bg-stone-100"
      />
    );
  }
  if (query.isError) {
    return (
      <section aria-labelledby="listing-reviews" className="py-4">
        <h2 id="listing-reviews" className="font-bold text-stone-900 text-xl">
          {t('title')}
        </h2>
        <p role="alert" className="mt-2 text-red-700">
          {t('errors.load')}
        </p>
      </section>
    );
  }
  const [first] = query.data.pages;
  if (!first) return null;
  const { summary, viewer } = first;
  const reviews = query.data.pages.flatMap((page) => page.reviews);

  return (
    <section key="loaded" aria-labelledby="listing-reviews" className="flex flex-col gap-4 py-4">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="listing-reviews" className="font-bold text-stone-900 text-xl">
          {t('title')}
        </h2>
        {summary.average !== null ? (
          <p className="flex items-center gap-2 text-stone-800">
            <Stars rating={summary.average} />
            <span className="tabular">
              {t('summary', { average: summary.average.toFixed(1), count: summary.count })}
            </span>
          </p>
        ) : (
          <p className="text-stone-600">{t('none')}</p>
        )}
      </div>

      {viewer.canReview ? (
        <ReviewForm key={viewer.ownReview?.id ?? 'new'} listingId={listingId} own={viewer.ownReview} />
      ) : !signedIn ? (
        <p className="text-stone-700">
          <Link to={paths.login(paths.listing(listingId))} className="font-medium text-teal-700 underline">
            {t('signInToReview')}
          </Link>
        </p>
      ) : null}

      <ul className="flex flex-col gap-3">
        {reviews.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review}>{viewer.canReply ? <ReplyForm review={review} /> : null}</ReviewCard>
          </li>
        ))}
      </ul>
      {query.hasNextPage ? (
        <Button
          variant="secondary"
          size="lg"
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
          className="self-start"
        >
          {t('more')}
        </Button>
      ) : null}
    </section>
  );
}
