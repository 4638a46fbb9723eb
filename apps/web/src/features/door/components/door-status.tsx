// Where the door stands: online or not, how fresh its kept list is, and the scans still waiting for the server (with
// why, when a sync failed; they stay on the phone until it works).

import { dayInTanzania } from '@sherehe/core/calendar-day';
import { CloudUpload, RefreshCw, Wifi, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { formatTime, useFormatDate } from '../../../lib/format-date.ts';
import { paths } from '../../../lib/paths.ts';

type DoorStatusProps = {
  eventId: string;
  online: boolean;
  listAt: string;
  waiting: number | null;
  syncing: boolean;
  problem: unknown;
  onSync: () => void;
};

const pill = 'inline-flex min-h-8 items-center gap-1.5 rounded-full px-3 font-semibold text-sm';

export function DoorStatus({ eventId, online, listAt, waiting, syncing, problem, onSync }: DoorStatusProps) {
  const { t } = useTranslation('door');
  const { dateTime } = useFormatDate();
  const today = dayInTanzania(new Date()) === dayInTanzania(new Date(listAt));
  const signedOut = problem instanceof ApiError && problem.status === 401;
  return (
    <section aria-label={t('status.label')} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        {online ? (
          <span className={`${pill} bg-green-50 text-green-800`}>
            <Wifi aria-hidden="true" className="size-4" />
            {t('status.online')}
          </span>
        ) : (
          <span className={`${pill} bg-stone-800 text-white`}>
            <WifiOff aria-hidden="true" className="size-4" />
            {t('status.offline')}
          </span>
        )}
        <span className={`${pill} bg-stone-100 text-stone-800`}>
          {t('status.listFrom', { time: today ? formatTime(listAt) : dateTime(listAt) })}
        </span>
      </div>
      <div role="status" className="flex flex-wrap items-center gap-x-3 gap-y-1 text-base text-stone-800">
        <CloudUpload aria-hidden="true" className="size-5 shrink-0 text-stone-600" />
        <span data-testid="door-queue">
          {waiting === null
            ? null
            : syncing && waiting > 0
              ? t('status.syncing', { count: waiting })
              : waiting > 0
                ? t('status.waiting', { count: waiting })
                : t('status.allSent')}
        </span>
        {waiting && online && !syncing ? (
          <Button variant="link" size="sm" onClick={onSync}>
            <RefreshCw aria-hidden="true" className="size-4" />
            {t('status.syncNow')}
          </Button>
        ) : null}
      </div>
      {problem && waiting ? (
        <p className="rounded-lg bg-amber-50 p-3 text-amber-900 text-sm">
          {t('status.syncFailed', { reason: errorText(problem) })}{' '}
          {signedOut ? (
            <Link
              to={paths.login(paths.door(eventId))}
              className={buttonClasses({ variant: 'link', size: 'sm' })}
            >
              {t('status.signInAgain')}
            </Link>
          ) : null}
        </p>
      ) : null}
    </section>
  );
}
