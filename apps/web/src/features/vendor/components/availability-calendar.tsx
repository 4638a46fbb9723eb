// A service listing's month: each day free, full, blocked or past, with its booked and held counts; a tap (or Enter
// or Space) on a day to come blocks it or opens it again. Days are 44 px buttons, arrow keys move between them, and
// weeks start on Monday as calendars do in Tanzania.
import type { VendorCalendarDay } from '@sherehe/core/api/availability';
import { addDays, todayInTanzania } from '@sherehe/core/booking-rules';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDay } from '../../../lib/format.ts';
import { useBlockDay, useVendorCalendar } from '../api/use-vendor-calendar.ts';
import { DayMarkIcon } from './calendar-marks.tsx';
import { firstOfMonth, monthAfter, weekdayOf } from './calendar-month.ts';

const tone: Record<VendorCalendarDay['status'], string> = {
  free: 'border-stone-200 bg-white text-stone-900 hover:border-teal-600',
  full: 'border-amber-300 bg-amber-50 text-amber-950',
  blocked: 'border-stone-400 bg-stone-200 text-stone-700 line-through decoration-stone-500',
  past: 'border-transparent bg-transparent text-stone-400',
};

export function AvailabilityCalendar({ listingId, title }: { listingId: string; title: string }) {
  const { t } = useTranslation('vendor');
  const formatDay = useFormatDay();
  const today = todayInTanzania();
  const [month, setMonth] = useState(firstOfMonth(today));
  const last = addDays(monthAfter(month, 1), -1);
  const calendar = useVendorCalendar(listingId, month, last);
  const block = useBlockDay(listingId);
  const grid = useRef<HTMLFieldSetElement>(null);
  // Short enough for seven columns on a phone in either language ("Jtt" for Jumatatu), Monday first.
  const weekdays = t('calendar.weekdays').split(',');
  const days = calendar.data?.days ?? [];
  const capacity = calendar.data?.dailyCapacity ?? 1;

  function describe(day: VendorCalendarDay): string {
    const parts = [formatDay(day.day, 'long'), t(`calendar.status.${day.status}`)];
    if (day.booked) parts.push(t('calendar.booked', { count: day.booked }));
    if (day.held) parts.push(t('calendar.held', { count: day.held }));
    if (day.status === 'free') parts.push(t('calendar.left', { count: day.left, capacity }));
    return parts.join(', ');
  }

  // Arrow keys move a day or a week; Home and End to the month's ends.
  function onKeyDown(event: KeyboardEvent<HTMLFieldSetElement>) {
    const moves: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
    const current = (event.target as HTMLElement).dataset.day;
    if (!current) return;
    let target: string | undefined;
    if (event.key in moves) target = addDays(current, moves[event.key] ?? 0);
    else if (event.key === 'Home') target = month;
    else if (event.key === 'End') target = last;
    if (!target) return;
    event.preventDefault();
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${target}"]`)?.focus();
  }

  const lead = days[0] ? weekdayOf(days[0].day) : 0;
  return (
    <section
      aria-labelledby="listing-calendar"
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="listing-calendar" className="font-semibold text-lg text-stone-900">
        {t('calendar.heading')}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{t('calendar.intro', { count: capacity })}</p>
      <div className="mt-4 flex items-center justify-between gap-2">
        <button
          type="button"
          onClick={() => setMonth(monthAfter(month, -1))}
          disabled={month <= firstOfMonth(today)}
          className="inline-flex size-11 items-center justify-center rounded-full border border-stone-300 text-stone-800 hover:bg-stone-100 disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-teal-700"
          aria-label={t('calendar.previous')}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <p aria-live="polite" className="font-semibold text-stone-900 capitalize">
          {formatDay(month, 'month')}
        </p>
        <button
          type="button"
          onClick={() => setMonth(monthAfter(month, 1))}
          disabled={month >= monthAfter(firstOfMonth(today), 23)}
          className="inline-flex size-11 items-center justify-center rounded-full border border-stone-300 text-stone-800 hover:bg-stone-100 disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-teal-700"
          aria-label={t('calendar.next')}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div
        className="mt-3 grid grid-cols-7 gap-1 text-center font-medium text-stone-600 text-xs"
        aria-hidden="true"
      >
        {weekdays.map((weekday) => (
          <span key={weekday}>{weekday}</span>
        ))}
      </div>
      <fieldset
        ref={grid}
        onKeyDown={onKeyDown}
        className="m-0 mt-1 grid min-h-72 min-w-0 grid-cols-7 gap-1 border-0 p-0"
        aria-busy={calendar.isFetching || undefined}
      >
        <legend className="sr-only">
          {t('calendar.daysOf', { title, month: formatDay(month, 'month') })}
        </legend>
        {Array.from({ length: lead }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: blank cells before the first day have nothing else to key on
          <span key={`lead-${i}`} />
        ))}
        {days.map((day) => {
          const past = day.status === 'past';
          const taken = day.booked + day.held;
          return (
            <button
              key={day.day}
              type="button"
              data-day={day.day}
              disabled={past}
              aria-pressed={past ? undefined : day.blocked}
              aria-label={describe(day)}
              onClick={() => block.mutate({ day: day.day, blocked: !day.blocked })}
              className={`flex min-h-11 flex-col items-center justify-center rounded-lg border px-0.5 py-1 text-sm tabular-nums focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-teal-700 sm:min-h-14 ${tone[day.status]} ${day.day === today ? 'ring-2 ring-teal-600' : ''}`}
            >
              <span className="font-semibold">{Number(day.day.slice(8))}</span>
              {taken > 0 && !past ? (
                <span aria-hidden="true" className="flex items-center gap-0.5 text-[11px] leading-tight">
                  {day.booked > 0 ? (
                    <span className="inline-flex items-center">
                      {day.booked}
                      <DayMarkIcon mark="booked" className="size-2.5" />
                    </span>
                  ) : null}
                  {day.held > 0 ? (
                    <span className="inline-flex items-center">
                      {day.held}
                      <DayMarkIcon mark="held" className="size-2.5" />
                    </span>
                  ) : null}
                </span>
              ) : null}
            </button>
          );
        })}
      </fieldset>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-stone-700 text-xs">
        <li className="inline-flex items-center gap-1">
          <DayMarkIcon mark="booked" className="size-3.5" /> {t('calendar.legendBooked')}
        </li>
        <li className="inline-flex items-center gap-1">
          <DayMarkIcon mark="held" className="size-3.5" /> {t('calendar.legendHeld')}
        </li>
        <li>
          <span aria-hidden="true" className="line-through">
            12
          </span>{' '}
          {t('calendar.legendBlocked')}
        </li>
        <li>
          <span
            aria-hidden="true"
            className="inline-block size-3 rounded-sm border border-amber-300 bg-amber-50"
          />{' '}
          {t('calendar.legendFull')}
        </li>
      </ul>
      {calendar.isError ? (
        <p role="alert" className="mt-3 text-red-700 text-sm">
          {t('calendar.loadError')}
        </p>
      ) : null}
    </section>
  );
}
