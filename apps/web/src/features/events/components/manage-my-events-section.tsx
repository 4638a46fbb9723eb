// The Account page's "My events" (id="events", where the event page's Back leads): the events I host and those
// whose committee I am on, with their money and my role, each opening its committee page; and the events whose door
// I only keep (gate officer), each opening its door page, with no money shown.
import type { DoorEventSummary, EventSummary } from '@sherehe/core/api/events';
import { CalendarHeart, Plus, ScanLine } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button, buttonClasses } from '../../../components/button.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useFormatTzs } from '../../../lib/format.ts';
import { useFormatDate } from '../../../lib/format-date.ts';
import { paths } from '../../../lib/paths.ts';
import { useMyEvents } from '../api/use-my-events.ts';
import { ManageProgress } from './manage-figures.tsx';
import { ManageStatusBadge } from './manage-status-badge.tsx';

export function ManageMyEventsSection() {
  const { t } = useTranslation('eventManage');
  const events = useMyEvents();
  const sectionRef = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  const loaded = !events.isPending;

  // Back from an event's page (…/Account#events): bring the list into view once it has its height.
  useEffect(() => {
    if (loaded && hash === '#events') sectionRef.current?.scrollIntoView?.({ block: 'start' });
  }, [loaded, hash]);

  let body: React.ReactNode;
  if (events.isPending) body = <ListSkeleton rows={2} />;
  else if (events.isError) {
    body = (
      <FormAlert message={t('mine.loadFailed')}>
        <p>{errorText(events.error)}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void events.refetch()}>
          {t('page.retry')}
        </Button>
      </FormAlert>
    );
  } else if (
    events.data.hosting.length === 0 &&
    events.data.helping.length === 0 &&
    events.data.atTheDoor.length === 0
  ) {
    body = (
      <div className="rounded-lg border border-stone-300 border-dashed p-5 text-center">
        <CalendarHeart aria-hidden="true" className="mx-auto size-8 text-stone-400" />
        <p className="mt-2 text-stone-700">{t('mine.empty')}</p>
      </div>
    );
  } else {
    body = (
      <div className="flex flex-col gap-5">
        <EventList heading={t('mine.hosting')} events={events.data.hosting} />
        <EventList heading={t('mine.helping')} events={events.data.helping} />
        <DoorList events={events.data.atTheDoor} />
      </div>
    );
  }

  return (
    <section
      ref={sectionRef}
      id="events"
      aria-labelledby="my-events-heading"
      className="scroll-mt-20 rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="my-events-heading" className="font-semibold text-stone-900 text-xl">
            {t('mine.heading')}
          </h2>
          <p className="mt-1 text-base text-stone-600">{t('mine.intro')}</p>
        </div>
        <Link to={paths.createEvent} className={buttonClasses()}>
          <Plus aria-hidden="true" className="size-4" />
          {t('mine.create')}
        </Link>
      </div>
      <div className="mt-4">{body}</div>
    </section>
  );
}

function EventList({ heading, events }: { heading: string; events: EventSummary[] }) {
  if (events.length === 0) return null;
  return (
    <div>
      <h3 className="mb-2 font-semibold text-stone-800">{heading}</h3>
      <ul className="flex flex-col gap-3">
        {events.map((event) => (
          <EventRow key={event.id} event={event} />
        ))}
      </ul>
    </div>
  );
}

function EventRow({ event }: { event: EventSummary }) {
  const { t } = useTranslation('eventManage');
  const formatTzs = useFormatTzs();
  const { date } = useFormatDate();
  return (
    <li>
      <Link
        to={paths.manageEvent(event.id)}
        className="block rounded-lg border border-stone-200 p-3 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
      >
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-stone-900">{event.name}</span>
          <ManageStatusBadge status={event.status} hidden={event.hidden} />
        </div>
        <p className="text-sm text-stone-600">
          {date(event.startsAt)} · {t(`roles.${event.myRole}`)}
        </p>
        <p className="mt-1 text-sm text-stone-800 tabular">
          {t('mine.figures', {
            paid: formatTzs(event.figures.paidTzs),
            pledged: formatTzs(event.figures.pledgedTzs),
            count: event.figures.contributors,
          })}
        </p>
        <div className="mt-2">
          <ManageProgress figures={event.figures} />
        </div>
      </Link>
    </li>
  );
}

function DoorList({ events }: { events: DoorEventSummary[] }) {
  const { t } = useTranslation('eventManage');
  const { dateTime } = useFormatDate();
  if (events.length === 0) return null;
  return (
    <div>
      <h3 className="mb-2 font-semibold text-stone-800">{t('mine.atTheDoor')}</h3>
      <ul className="flex flex-col gap-3">
        {events.map((event) => (
          <li key={event.id}>
            <Link
              to={paths.door(event.id)}
              className="flex items-center gap-3 rounded-lg border border-stone-200 p-3 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
            >
              <ScanLine aria-hidden="true" className="size-6 shrink-0 text-teal-700" />
              <span className="min-w-0">
                <span className="block font-semibold text-stone-900">{event.name}</span>
                <span className="block text-sm text-stone-600">
                  {dateTime(event.startsAt)} · {event.venue}
                </span>
                <span className="block font-medium text-sm text-teal-800">{t('mine.openDoor')}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
