// Arrivals at the door, live: how many guests (and seats) the gate has admitted of the cards given out, asked again
// every few seconds. When the door has admitted someone the list has not shown yet, the list is fetched again so its
// rows and "arrived" filter follow.
import { formatDecimal } from '@sherehe/core/decimal-text';
import { useQueryClient } from '@tanstack/react-query';
import { DoorOpen, ScanLine } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/button.tsx';
import { useFormatDate } from '../../../lib/format-date.ts';
import { paths } from '../../../lib/paths.ts';
import { eventManageKeys } from '../api/event-manage-keys.ts';
import { useDoorArrivals } from '../api/use-door-arrivals.ts';

type GuestsArrivalsProps = {
  eventId: string;
  /** The arrivals the guest list shows, to know when it is behind the door. */
  listed: number;
  /** The viewer may open the door page. */
  door: boolean;
};

export function GuestsArrivals({ eventId, listed, door }: GuestsArrivalsProps) {
  const { t } = useTranslation('eventManage');
  const { time } = useFormatDate();
  const arrivals = useDoorArrivals(eventId);
  const queryClient = useQueryClient();
  const admitted = arrivals.data?.guests;

  useEffect(() => {
    if (admitted !== undefined && admitted !== listed) {
      void queryClient.invalidateQueries({ queryKey: [...eventManageKeys.event(eventId), 'guests'] });
    }
  }, [admitted, listed, eventId, queryClient]);

  const data = arrivals.data;
  if (!data || (data.expectedGuests === 0 && data.guests === 0)) return null;
  return (
    <section
      aria-labelledby="guests-arrivals-heading"
      className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-teal-200 bg-teal-50 p-4"
    >
      <div className="flex items-start gap-3">
        <DoorOpen aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-teal-700" />
        <div>
          <h3 id="guests-arrivals-heading" className="font-semibold text-stone-900">
            {t('guests.arrivals.heading')}
          </h3>
          <p className="text-stone-800 tabular" aria-live="polite">
            {t('guests.arrivals.count', {
              count: data.guests,
              guests: formatDecimal(data.guests),
              seats: formatDecimal(data.seats),
              expected: formatDecimal(data.expectedGuests),
            })}
          </p>
          {data.lastAt ? (
            <p className="text-sm text-stone-600">{t('guests.arrivals.last', { time: time(data.lastAt) })}</p>
          ) : null}
        </div>
      </div>
      {door ? (
        <Link to={paths.door(eventId)} className={buttonClasses({ variant: 'secondary' })}>
          <ScanLine aria-hidden="true" className="size-4" />
          {t('guests.arrivals.openDoor')}
        </Link>
      ) : null}
    </section>
  );
}
