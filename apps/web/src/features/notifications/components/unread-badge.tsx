// The unread count on the nav's person icon, for a signed-in person: loaded after the first screen (the nav of a
// visitor never needs it). It also gives the icon link its name, with the count in it when there is one.
import { useTranslation } from 'react-i18next';
import { useUnreadCount } from '../api/use-unread-count.ts';

/** `label`: the link's name without the count ("Your account"). */
export function UnreadBadge({ label }: { label: string }) {
  const { t } = useTranslation();
  const unread = useUnreadCount();
  return (
    <>
      <span className="sr-only">
        {unread > 0 ? `${label}, ${t('inbox.accountUnread', { count: unread })}` : label}
      </span>
      {unread > 0 ? (
        <span
          data-testid="unread-badge"
          aria-hidden="true"
          className="absolute top-0 right-0 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-amber-500 px-1 font-bold text-stone-900 text-xs tabular"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </>
  );
}
