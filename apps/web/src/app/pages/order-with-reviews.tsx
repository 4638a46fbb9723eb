// The customer's order page with the review a delivered order asks for: two features composed here, since neither
// imports the other.
import { OrderPage, type ReviewSlot } from '../../features/orders/pages/order-page.tsx';
import { ReviewInvite } from '../../features/reviews/components/review-invite.tsx';

const review: ReviewSlot = ({ listingId, title }) => <ReviewInvite listingId={listingId} title={title} />;

export function OrderWithReviews() {
  return <OrderPage review={review} />;
}
