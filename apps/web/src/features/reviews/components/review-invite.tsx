// A delivered order's invitation to review what was bought: the review form of each listing the customer may review
// (the server decides: a delivered order of theirs), or their review, to edit.
import { useTranslation } from 'react-i18next';
import { useListingReviews } from '../api/use-listing-reviews.ts';
import { ReviewForm } from './review-form.tsx';

export function ReviewInvite({ listingId, title }: { listingId: string; title: string }) {
  const { t } = useTranslation('reviews');
  const query = useListingReviews(listingId);
  const viewer = query.data?.pages[0]?.viewer;
  if (!viewer?.canReview) return null;
  return (
    <div className="flex flex-col gap-2">
      <p className="font-medium text-stone-900">{title}</p>
      {viewer.ownReview ? <p className="text-sm text-stone-700">{t('invite.reviewed')}</p> : null}
      <ReviewForm key={viewer.ownReview?.id ?? 'new'} listingId={listingId} own={viewer.ownReview} />
    </div>
  );
}
