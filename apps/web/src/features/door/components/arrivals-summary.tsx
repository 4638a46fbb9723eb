// How many have come in, of the cards given out: from the list and from every sync's answer.
import type { DoorArrivals } from '@sherehe/core/api/door';
import { formatDecimal } from '@sherehe/core/decimal-text';
import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export function ArrivalsSummary({ arrivals }: { arrivals: DoorArrivals }) {
  const { t } = useTranslation('door');
  const summary = t('arrivals.summary', {
    guests: t('arrivals.guests', { count: arrivals.guests, n: formatDecimal(arrivals.guests) }),
    seats: t('arrivals.seats', { count: arrivals.seats, n: formatDecimal(arrivals.seats) }),
    cards: t('arrivals.cards', { count: arrivals.expectedGuests, n: formatDecimal(arrivals.expectedGuests) }),
  });
  return (
    <section
      aria-labelledby="door-arrivals"
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <h2 id="door-arrivals" className="flex items-center gap-2 font-semibold text-lg text-stone-900">
        <Users aria-hidden="true" className="size-5 text-teal-700" />
        {t('arrivals.heading')}
      </h2>
      <p className="tabular mt-2 text-base text-stone-800" data-testid="door-arrivals">
        {summary}
      </p>
      <progress
        className="raised-bar mt-3"
        max={Math.max(arrivals.expectedGuests, 1)}
        value={Math.min(arrivals.guests, arrivals.expectedGuests)}
        aria-label={summary}
      />
    </section>
  );
}
