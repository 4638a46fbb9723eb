// The customer's (and an admin's) order page with the review a delivered order asks for and its dispute card:
// features composed here, since none imports another.
import { OrderPage, type ReviewSlot } from '../../features/orders/pages/order-page.tsx';
import { OrderReviews } from '../../features/reviews/components/order-reviews.tsx';
import { dispute } from './dispute-slot.tsx';

const review: ReviewSlot = (order) => (
  <OrderReviews
    vendorName={order.vendorName}
    listings={[
      ...new Map(
        order.lines.flatMap((line) => (line.listingId ? [[line.listingId, line.title] as const] : [])),
      ).entries(),
    ].map(([listingId, title]) => ({ listingId, title }))}
  />
);

export function OrderWithReviews() {
  return <OrderPage review={review} dispute={dispute} />;
}
