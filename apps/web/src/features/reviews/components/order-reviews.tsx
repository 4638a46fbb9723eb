// A delivered order's "How did it go?": the review form of each listing bought that the customer may review (their
// own review to edit, once written). Nothing shows until one of them can be reviewed, so the order page never holds
// an empty card (a listing no longer public, a review the server would not take).
import { useQueries } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { listingViewerQuery } from '../api/use-listing-reviews.ts';
import { ReviewForm } from './review-form.tsx';

export type BoughtListing = { listingId: string; title: string };

export function OrderReviews({ vendorName, listings }: { vendorName: string; listings: BoughtListing[] }) {
  const { t } = useTranslation('reviews');
  const answers = useQueries({ queries: listings.map(({ listingId }) => listingViewerQuery(listingId)) });
  const open = listings.flatMap((listing, index) => {
    const viewer = answers[index]?.data?.viewer;
    return viewer?.canReview ? [{ ...listing, own: viewer.ownReview }] : [];
  });
  const { hash } = useLocation();
  const ref = useRef<HTMLElement>(null);
  const shown = open.length > 0;
  // The delivery's text links here (#review): brought into view once there is something to write.
  useEffect(() => {
    if (shown && hash === '#review') ref.current?.scrollIntoView({ block: 'start' });
  }, [shown, hash]);
  if (!shown) return null;
  return (
    <section
      id="review"
      ref={ref}
      aria-labelledby="order-review"
      className="scroll-mt-20 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5 print:hidden"
    >
      <h2 id="order-review" className="font-semibold text-lg text-stone-900">
        {t('invite.heading')}
      </h2>
      <p className="mt-1 text-stone-700">{t('invite.intro', { vendor: vendorName })}</p>
      <div className="mt-4 flex flex-col gap-5">
        {open.map(({ listingId, title, own }) => (
          <div key={listingId} className="flex flex-col gap-2">
            <p className="font-medium text-stone-900">{title}</p>
            {own ? <p className="text-sm text-stone-700">{t('invite.reviewed')}</p> : null}
            <ReviewForm key={own?.id ?? 'new'} listingId={listingId} own={own} />
          </div>
        ))}
      </div>
    </section>
  );
}
