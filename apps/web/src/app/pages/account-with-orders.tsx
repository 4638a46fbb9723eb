// The account page with the person's orders: two features composed here, since neither imports the other.
import { AccountPage } from '../../features/accounts/pages/account-page.tsx';
import { MyOrdersSection } from '../../features/orders/components/my-orders-section.tsx';

export function AccountWithOrders() {
  return <AccountPage orders={<MyOrdersSection />} />;
}
