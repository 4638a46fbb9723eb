// The Account page's part of notifications: the inbox, then its settings (composed into the page by app/).
import { InboxCard } from './inbox-card.tsx';
import { NotificationSettingsCard } from './notification-settings-card.tsx';

export function NotificationsSection() {
  return (
    <>
      <InboxCard />
      <NotificationSettingsCard />
    </>
  );
}
