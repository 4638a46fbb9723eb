// The account page with the person's notifications, conversations, orders and events: five features composed here,
// since none imports another.
import { AccountPage } from '../../features/accounts/pages/account-page.tsx';
import { ConversationsSection } from '../../features/conversations/components/conversations-section.tsx';
import { ManageMyEventsSection } from '../../features/events/components/manage-my-events-section.tsx';
import { NotificationsSection } from '../../features/notifications/components/notifications-section.tsx';
import { MyOrdersSection } from '../../features/orders/components/my-orders-section.tsx';

export function AccountWithOrders() {
  return (
    <AccountPage
      notifications={<NotificationsSection />}
      messages={<ConversationsSection side="customer" />}
      orders={<MyOrdersSection />}
      events={<ManageMyEventsSection />}
    />
  );
}
