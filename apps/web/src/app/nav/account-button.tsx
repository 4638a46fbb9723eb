// Signed in: a person icon that toggles between the account page and the Event Planners home, with the number of
// unread notifications on it. Visitors: a teal Account button.
import { CircleUserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useUnreadCount } from '../../features/notifications/api/use-unread-count.ts';
import { useSession } from '../../lib/session-store.ts';

export const ACCOUNT_PATH = '/event-planners/Account';

export function AccountButton() {
  const { t } = useTranslation();
  const loggedIn = useSession((state) => state.user !== null);
  const { pathname } = useLocation();
  const unread = useUnreadCount(loggedIn);

  if (!loggedIn) {
    return (
      <Link
        to={ACCOUNT_PATH}
        className="inline-flex min-h-11 items-center rounded-full bg-teal-700 px-4 font-semibold text-sm text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
      >
        {t('nav.account')}
      </Link>
    );
  }

  // Paths match without regard to case (as the router does), so /event-planners/account counts too.
  const onAccount = pathname.replace(/\/$/, '').toLowerCase() === ACCOUNT_PATH.toLowerCase();
  const label = onAccount ? t('nav.leaveAccount') : t('nav.openAccount');
  return (
    <Link
      to={onAccount ? '/event-planners' : ACCOUNT_PATH}
      aria-label={unread > 0 ? `${label}, ${t('inbox.accountUnread', { count: unread })}` : label}
      className={`relative inline-flex size-11 items-center justify-center rounded-full hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-teal-600 ${onAccount ? 'bg-teal-50 text-teal-700' : 'text-stone-700 hover:text-teal-700'}`}
    >
      <CircleUserRound aria-hidden="true" className="size-7" />
      {unread > 0 ? (
        <span
          data-testid="unread-badge"
          aria-hidden="true"
          className="absolute top-0 right-0 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-amber-500 px-1 font-bold text-stone-900 text-xs tabular"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </Link>
  );
}
