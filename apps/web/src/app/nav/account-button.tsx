// Signed in: a person icon that toggles between the account page and the Event Planners home, with the number of
// unread notifications on it. Visitors: a teal Account button.
import { CircleUserRound } from 'lucide-react';
import { type ComponentType, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { withQueryScope } from '../../lib/query-host.tsx';
import { useSession } from '../../lib/session-store.ts';

/** The icon link's name alone: while the badge loads, or when it cannot be downloaded. */
function NameOnly({ label }: { label: string }) {
  return <span className="sr-only">{label}</span>;
}

// Signed-in people only, after the first screen, with the query cache it counts through; a badge that cannot be
// downloaded is simply not shown.
const loadUnreadBadge = withQueryScope<{ label: string }>(() =>
  import('../../features/notifications/components/unread-badge.tsx').then((module) => ({
    default: module.UnreadBadge,
  })),
);
const UnreadBadge = lazy(() =>
  loadUnreadBadge().catch((): { default: ComponentType<{ label: string }> } => ({ default: NameOnly })),
);

export function AccountButton() {
  const { t } = useTranslation();
  const loggedIn = useSession((state) => state.user !== null);
  const { pathname } = useLocation();

  if (!loggedIn) {
    return (
      <Link
        to={paths.account()}
        className="inline-flex min-h-11 items-center rounded-full bg-teal-700 px-4 font-semibold text-sm text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
      >
        {t('nav.account')}
      </Link>
    );
  }

  // Paths match without regard to case (as the router does), so /event-planners/account counts too.
  const onAccount = pathname.replace(/\/$/, '').toLowerCase() === paths.account().toLowerCase();
  const label = onAccount ? t('nav.leaveAccount') : t('nav.openAccount');
  return (
    <Link
      to={onAccount ? paths.home : paths.account()}
      className={`relative inline-flex size-11 items-center justify-center rounded-full hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-teal-600 ${onAccount ? 'bg-teal-50 text-teal-700' : 'text-stone-700 hover:text-teal-700'}`}
    >
      <CircleUserRound aria-hidden="true" className="size-7" />
      {/* The link's name, with the unread count in it once the badge has loaded ("Your account, 3 unread …"). */}
      <Suspense fallback={<NameOnly label={label} />}>
        <UnreadBadge label={label} />
      </Suspense>
    </Link>
  );
}
