// A vendor's profile with the way to ask them a general question: two features composed here.
import { VendorProfilePage } from '../../features/catalogue/pages/vendor-profile-page.tsx';
import { AskForQuote } from '../../features/conversations/components/ask-for-quote.tsx';

const ask = (vendor: { id: string; businessName: string }) => <AskForQuote vendor={vendor} />;

export function VendorProfileWithQuestions() {
  return <VendorProfilePage ask={ask} />;
}
