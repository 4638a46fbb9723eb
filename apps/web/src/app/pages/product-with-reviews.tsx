// The product page with its reviews: two features composed here, since neither imports the other.
import { ProductPage } from '../../features/catalogue/pages/product-page.tsx';
import { ListingReviews } from '../../features/reviews/components/listing-reviews.tsx';

const reviews = (listingId: string) => <ListingReviews listingId={listingId} />;

export function ProductWithReviews() {
  return <ProductPage reviews={reviews} />;
}
