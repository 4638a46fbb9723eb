// The customer's order page with the review a delivered order asks for: two features composed here, since neither
// imports the other.
import { OrderPage, type ReviewSlot } from '../../features/orders/pages/order-page.tsx';
import { OrderReviews } from '../../features/reviews/components/order-reviews.tsx';

const review: ReviewSlot = (order) => (
  <OrderReviews
    vendorName={order.vendorName}
    listings={[...new Map(order.lines.map((line) => [line.listingId, line.title])).entries()].map(
      ([listingId, title]) => ({ listingId, title }),
    )}
  />
);

export function OrderWithReviews() {
  return <OrderPage review={review} />;
}
