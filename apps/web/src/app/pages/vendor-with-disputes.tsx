// The vendor area with an order's dispute card on its order pages and the customers' messages: three features
// composed here.
import { ConversationsSection } from '../../features/conversations/components/conversations-section.tsx';
import { VendorPage } from '../../features/vendor/pages/vendor-page.tsx';
import { dispute } from './dispute-slot.tsx';

export function VendorWithDisputes() {
  return <VendorPage dispute={dispute} conversations={<ConversationsSection side="vendor" />} />;
}
