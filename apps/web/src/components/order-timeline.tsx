// An order's history, oldest first: each step with its time in Dar es Salaam, its amount, and a vendor's reason.
import type { OrderDetail } from '@sherehe/core/api/orders';
import { useTranslation } from 'react-i18next';
import { useFormatTzs } from '../lib/format.ts';
import { useFormatDate } from '../lib/format-date.ts';

const failed = new Set(['payment_failed', 'declined', 'cancelled', 'expired']);

export function OrderTimeline({ events }: { events: OrderDetail['timeline'] }) {
  const { t } = useTranslation('orders');
  const formatTzs = useFormatTzs();
  const { dateTime } = useFormatDate();
  return (
    <ol className="relative flex flex-col gap-4 border-stone-200 border-l-2 pl-5">
      {events.map((event) => (
        <li key={`${event.kind}-${event.at}`} className="relative">
          <span
            aria-hidden="true"
            className={`-left-[1.65rem] absolute top-1.5 size-3 rounded-full ring-4 ring-white ${failed.has(event.kind) ? 'bg-red-600' : 'bg-teal-700'}`}
          />
          <p className="font-medium text-stone-900">
            {t(`timeline.${event.kind}`)}
            {event.amountTzs !== null ? (
              <span className="font-semibold tabular"> · {formatTzs(event.amountTzs)}</span>
            ) : null}
          </p>
          <p className="text-sm text-stone-600">
            <time dateTime={event.at}>{dateTime(event.at)}</time>
          </p>
          {event.note ? (
            <p className="mt-1 text-sm text-stone-700">{t('timeline.reason', { note: event.note })}</p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
