// A place's week, Monday first, on Tanzanian time, with today marked.
import {
  DAYS,
  type DayHours,
  isAllDay,
  tanzaniaClock,
  type WeeklyHours,
} from '@sherehe/core/medi-finder/opening-hours';
import { useTranslation } from 'react-i18next';

function useHoursText() {
  const { t } = useTranslation('mediFinder');
  return (day: DayHours): string => {
    if (!day) return t('hours.closed');
    if (isAllDay(day)) return t('hours.allDay');
    return t('hours.range', { opens: day.opens, closes: day.closes });
  };
}

export function OpeningHoursTable({ hours, now }: { hours: WeeklyHours; now: Date }) {
  const { t } = useTranslation('mediFinder');
  const text = useHoursText();
  const today = tanzaniaClock(now).day;
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{t('hours.title')}</caption>
      <tbody>
        {DAYS.map((day, index) => {
          const isToday = index === today;
          return (
            <tr
              key={day}
              aria-current={isToday ? 'date' : undefined}
              className={`border-stone-100 border-b last:border-b-0 ${isToday ? 'bg-teal-50 font-semibold text-stone-900' : 'text-stone-700'}`}
            >
              <th scope="row" className="py-2 pr-3 pl-2 text-left font-medium">
                {t(`days.${day}`)}
                {isToday ? (
                  <span className="ml-2 font-normal text-teal-800 text-xs">{t('hours.today')}</span>
                ) : null}
              </th>
              <td className="py-2 pr-2 text-right tabular-nums">{text(hours[index] ?? null)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
