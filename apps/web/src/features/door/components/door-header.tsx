// The event the door is for, at the top of the page: its name, day and place, and the way back to the account page.
import type { DoorList } from '@sherehe/core/api/door';
import { CalendarDays, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/button.tsx';
import { useFormatDate } from '../../../lib/format-date.ts';
import { paths } from '../../../lib/paths.ts';

export function BackToAccount() {
  const { t } = useTranslation('door');
  return (
    <Link
      to={paths.account('events')}
      className={buttonClasses({ variant: 'link', size: 'sm', className: 'self-start' })}
    >
      {t('back')}
    </Link>
  );
}

export function DoorHeader({ event }: { event: DoorList['event'] }) {
  const { t } = useTranslation('door');
  const { dateTime } = useFormatDate();
  return (
    <header className="flex flex-col gap-1">
      <p className="font-semibold text-sm text-teal-800 uppercase tracking-wide">{t('title')}</p>
      <h1 className="font-bold text-2xl text-stone-900">{event.name}</h1>
      <p className="flex items-center gap-2 text-base text-stone-700">
        <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
        {dateTime(event.startsAt)}
      </p>
      {event.venue ? (
        <p className="flex items-center gap-2 text-base text-stone-700">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          {event.venue}
        </p>
      ) : null}
    </header>
  );
}

export function DoorSkeleton() {
  const { t } = useTranslation('door');
  return (
    <div role="status" aria-label={t('loading')} className="flex flex-col gap-4">
      <div
        aria-hidden="true"
        className="h-4 w-1/4 animate-pulse rounded bg-stone-200 motion-reduce:animate-none"
      />
      <div
        aria-hidden="true"
        className="h-8 w-2/3 animate-pulse rounded bg-stone-200 motion-reduce:animate-none"
      />
      <div
        aria-hidden="true"
        className="h-4 w-1/2 animate-pulse rounded bg-stone-100 motion-reduce:animate-none"
      />
      <div
        aria-hidden="true"
        className="h-28 w-full animate-pulse rounded-xl bg-stone-100 motion-reduce:animate-none"
      />
      <div
        aria-hidden="true"
        className="h-14 w-full animate-pulse rounded-full bg-stone-200 motion-reduce:animate-none"
      />
    </div>
  );
}
