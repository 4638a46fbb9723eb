// What an order (or an order to be, at checkout) holds, line by line: title, date, guests, quantity, place and price.
import { useTranslation } from 'react-i18next';
import { useFormatTzs } from '../lib/format.ts';
import { useFormatDate } from '../lib/format-date.ts';

export type OrderLineView = {
  title: string;
  priceTzs: number;
  priceUnit: 'event' | 'person' | 'day' | 'item';
  quantity: number;
  guests: number | null;
  eventDate: string | null;
  location: string | null;
  lineTotalTzs: number;
};

/** One line's facts and total; `children` adds what the caller needs below it (a problem at checkout). */
export function OrderLineItem({ line, children }: { line: OrderLineView; children?: React.ReactNode }) {
  const { t } = useTranslation('orders');
  const formatTzs = useFormatTzs();
  const { day } = useFormatDate();
  const facts = [
    line.eventDate ? t('line.date', { date: day(line.eventDate) }) : null,
    line.guests !== null ? t('line.guests', { count: line.guests }) : null,
    t('line.quantity', { count: line.quantity }),
    line.location ? t('line.location', { location: line.location }) : null,
  ].filter((fact): fact is string => fact !== null);
  return (
    <li className="py-3 first:pt-0 last:pb-0">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium text-stone-900">{line.title}</p>
          <p className="text-sm text-stone-600 tabular">
            {t('line.price', { price: formatTzs(line.priceTzs), unit: t(`units.${line.priceUnit}`) })}
          </p>
        </div>
        <p className="shrink-0 font-semibold text-stone-900 tabular">{formatTzs(line.lineTotalTzs)}</p>
      </div>
      <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-0.5 text-sm text-stone-600">
        {facts.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
      {children}
    </li>
  );
}

export function OrderLines({ lines }: { lines: readonly OrderLineView[] }) {
  return (
    <ul className="divide-y divide-stone-200">
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never move; the same listing may come twice
        <OrderLineItem key={index} line={line} />
      ))}
    </ul>
  );
}
