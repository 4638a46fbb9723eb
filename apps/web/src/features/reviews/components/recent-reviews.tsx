// The Event Planners layout's reviews section: the newest reviews across the site, with the listing each is about.
// Nothing at all until there are some, so an empty box never shifts the footer.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useRecentReviews } from '../api/use-listing-reviews.ts';
import { ReviewCard } from './review-card.tsx';

export function RecentReviews() {
  const { t } = useTranslation('reviews');
  const { data } = useRecentReviews();
  if (!data || data.reviews.length === 0) return null;
  return (
    <section aria-labelledby="recent-reviews" className="bg-amber-50/60 px-4 py-10">
      <div className="mx-auto max-w-6xl">
        <h2 id="recent-reviews" className="font-bold text-2xl text-stone-900">
          {t('recent.title')}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {data.reviews.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review}>
                <Link
                  to={paths.listing(review.listingId)}
                  className="mt-3 inline-flex min-h-11 items-center font-medium text-teal-700 underline"
                >
                  {review.listingTitle}
                </Link>
              </ReviewCard>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
