// A conversation whose vendor may quote their own listings: the conversations and vendor features composed here.
import type { ReactNode } from 'react';
import type { QuoteListingChoice } from '../../features/conversations/components/quote-composer.tsx';
import {
  ConversationPage,
  type QuoteListingsSlot,
} from '../../features/conversations/pages/conversation-page.tsx';
import { useVendorListings } from '../../features/vendor/api/use-vendor-listings.ts';

function PublishedListings({ render }: { render: (choices: QuoteListingChoice[]) => ReactNode }) {
  const listings = useVendorListings();
  // The form opens once the listings are known, so its first line can be the one the customer asked about.
  if (listings.isPending) return null;
  const choices = (listings.data?.listings ?? [])
    .filter((listing) => listing.status === 'published')
    .map(({ id, title, priceTzs }) => ({ id, title, priceTzs }));
  return render(choices);
}

const quoteListings: QuoteListingsSlot = (render) => <PublishedListings render={render} />;

export function ConversationWithQuotes() {
  return <ConversationPage quoteListings={quoteListings} />;
}
