// The product page with its reviews and the way to ask its vendor for a quote: three features composed here, since
// none imports another. A review
// written on the page changes the listing's and its vendor's ratings: the listing is read again so the vendor's card
// never says "No reviews yet" above a review.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { catalogueKeys } from '../../features/catalogue/api/catalogue-keys.ts';
import { ProductPage } from '../../features/catalogue/pages/product-page.tsx';
import { AskForQuote } from '../../features/conversations/components/ask-for-quote.tsx';
import { ListingReviews } from '../../features/reviews/components/listing-reviews.tsx';

const ask = (listing: { id: string; vendor: { id: string; businessName: string } }) => (
  <AskForQuote vendor={listing.vendor} listingId={listing.id} />
);

export function ProductWithReviews() {
  const queryClient = useQueryClient();
  const refreshCatalogue = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
    [queryClient],
  );
  const reviews = useCallback(
    (listingId: string) => <ListingReviews listingId={listingId} onSummaryChange={refreshCatalogue} />,
    [refreshCatalogue],
  );
  return <ProductPage reviews={reviews} ask={ask} />;
}
