// The vendor area with an order's dispute card on its order pages: two features composed here.
import { VendorPage } from '../../features/vendor/pages/vendor-page.tsx';
import { dispute } from './dispute-slot.tsx';

export function VendorWithDisputes() {
  return <VendorPage dispute={dispute} />;
}
