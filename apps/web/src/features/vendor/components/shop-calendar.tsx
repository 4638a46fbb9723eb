// The calendar of all the vendor's service listings: a month of days, each saying which listings are booked, held by
// a checkout waiting for payment, or blocked (their names on wider screens, marks on a phone), and the chosen day's
// listings below with their orders and a button to block or open the day per listing. The chosen day is in the
// address (?section=calendar&day=…), so Back from an order returns to it. The month is one tab stop: arrow keys move
// a day or a week, Page Up and Page Down a month, Home and End to the month's ends.
import type { ShopCalendarEntry, ShopCalendarListing } from '@sherehe/core/api/availability';
import { addDays, isDateString, todayInTanzania } from '@sherehe/core/booking-rules';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useFormatDay } from '../../../lib/format.ts';
import { useShopCalendar } from '../api/use-shop-calendar.ts';
import { type DayMark, DayMarkIcon, markTones } from './calendar-marks.tsx';
import { eachDay, firstOfMonth, lastOfMonth, monthAfter, weekdayOf } from './calendar-month.ts';
import { ShopCalendarDay } from './shop-calendar-day.tsx';

/** Past bookings a year back, and as far ahead as a date may be booked (two years). */
const MONTHS_BACK = 12;
const MONTHS_AHEAD = 24;

/** The marks of an entry, booked first. */
export function marksOf(entry: ShopCalendarEntry): DayMark[] {
  const marks: DayMark[] = [];
  if (entry.booked > 0) marks.push('booked');
  if (entry.held > 0) marks.push('held');
  if (entry.blocked) marks.push('blocked');
  return marks;
}

const navButton =
  'inline-flex size-11 items-center justify-center rounded-full border border-stone-300 bg-white text-stone-800 hover:bg-stone-100 disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-teal-700';

export function ShopCalendar() {
  const { t } = useTranslation('vendor');
  const formatDay = useFormatDay();
  const today = todayInTanzania();
  const earliest = monthAfter(firstOfMonth(today), -MONTHS_BACK);
  const latest = lastOfMonth(monthAfter(firstOfMonth(today), MONTHS_AHEAD));
  const inReach = (day: string) => day >= earliest && day <= latest;
  const [params, setParams] = useSearchParams();
  const asked = params.get('day');
  const selected = asked && isDateString(asked) && inReach(asked) ? asked : today;
  const month = firstOfMonth(selected);
  const last = lastOfMonth(month);
  const calendar = useShopCalendar(month, last);
  const grid = useRef<HTMLDivElement>(null);
  const focusChosen = useRef(false);

  // Only this month's answer: while another month loads, its days show empty (and busy), never the last month's.
  const data = calendar.data?.from === month ? calendar.data : undefined;
  const listings = new Map<string, ShopCalendarListing>(data?.listings.map((l) => [l.id, l]) ?? []);
  const order = new Map(data?.listings.map((l, index) => [l.id, index]) ?? []);
  const entriesOn = (day: string): ShopCalendarEntry[] =>
    (data?.days.find((d) => d.day === day)?.entries ?? [])
      .filter((entry) => listings.has(entry.listingId))
      .sort((a, b) => (order.get(a.listingId) ?? 0) - (order.get(b.listingId) ?? 0));
  const titleOf = (entry: ShopCalendarEntry) => listings.get(entry.listingId)?.title ?? '';
  const weekdays = t('calendar.weekdays').split(',');
  const days = eachDay(month, last);

  function choose(day: string, focus = false) {
    const next = new URLSearchParams(params);
    next.set('day', day);
    focusChosen.current = focus;
    setParams(next, { replace: true });
  }

  useEffect(() => {
    if (!focusChosen.current) return;
    focusChosen.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${selected}"]`)?.focus();
  }, [selected]);

  function describe(day: string, entries: ShopCalendarEntry[]): string {
    const titles = (mark: DayMark) =>
      entries
        .filter((entry) => marksOf(entry).includes(mark))
        .map(titleOf)
        .join(', ');
    const parts = [formatDay(day, 'long')];
    if (day === today) parts.push(t('shopCalendar.today'));
    const said = (['booked', 'held', 'blocked'] as const)
      .map((mark) => [mark, titles(mark)] as const)
      .filter(([, names]) => names !== '')
      .map(([mark, names]) =>
        t(`shopCalendar.summary${mark === 'booked' ? 'Booked' : mark === 'held' ? 'Held' : 'Blocked'}`, {
          titles: names,
        }),
      );
    if (data) parts.push(...(said.length > 0 ? said : [t('shopCalendar.summaryNothing')]));
    return parts.join(', ');
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = (event.target as HTMLElement).dataset.day;
    if (!current) return;
    const moves: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
    let target: string | undefined;
    if (event.key in moves) target = addDays(current, moves[event.key] ?? 0);
    else if (event.key === 'Home') target = month;
    else if (event.key === 'End') target = last;
    else if (event.key === 'PageUp' || event.key === 'PageDown') {
      // The same date of the month before or after, or that month's last day when it is shorter.
      const other = monthAfter(month, event.key === 'PageUp' ? -1 : 1);
      const sameDate = `${other.slice(0, 8)}${current.slice(8)}`;
      target = sameDate <= lastOfMonth(other) && isDateString(sameDate) ? sameDate : lastOfMonth(other);
    }
    if (!target) return;
    event.preventDefault();
    if (inReach(target)) choose(target, true);
  }

  /** Turning the page chooses the first of that month, or today in today's month. */
  const turnTo = (first: string) => choose(first === firstOfMonth(today) ? today : first);

  return (
    <section
      aria-labelledby="shop-calendar"
      className="sm:rounded-xl sm:border sm:border-stone-200 sm:bg-white sm:p-6 sm:shadow-sm"
    >
      <h2 id="shop-calendar" className="font-semibold text-stone-900 text-xl">
        {t('shopCalendar.heading')}
      </h2>
      <p className="mt-1 text-base text-stone-600">{t('shopCalendar.intro')}</p>
      {/* The chosen day beside the month on a wide screen, under it otherwise. */}
      <div className="xl:grid xl:grid-cols-[minmax(0,1fr)_20rem] xl:items-start xl:gap-6">
        <div>
          <div className="mt-4 flex items-center justify-between gap-2">
            <button
              type="button"
              onClick={() => turnTo(monthAfter(month, -1))}
              disabled={month <= earliest}
              className={navButton}
              aria-label={t('calendar.previous')}
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <p aria-live="polite" className="font-semibold text-lg text-stone-900 capitalize">
              {formatDay(month, 'month')}
            </p>
            <button
              type="button"
              onClick={() => turnTo(monthAfter(month, 1))}
              disabled={monthAfter(month, 1) > latest}
              className={navButton}
              aria-label={t('calendar.next')}
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
          </div>
          <div
            className="mt-3 grid grid-cols-7 gap-0.5 text-center font-medium text-stone-600 text-xs sm:gap-1"
            aria-hidden="true"
          >
            {weekdays.map((weekday) => (
              <span key={weekday}>{weekday}</span>
            ))}
          </div>
          {/* biome-ignore lint/a11y/useSemanticElements: a fieldset would draw a frame and a legend; the group is only a name for the days */}
          <div
            ref={grid}
            role="group"
            aria-label={t('shopCalendar.daysOf', { month: formatDay(month, 'month') })}
            aria-busy={calendar.isFetching || undefined}
            onKeyDown={onKeyDown}
            className="mt-1 grid grid-cols-7 gap-0.5 sm:gap-1"
          >
            {Array.from({ length: weekdayOf(month) }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: blank cells before the first day have nothing else to key on
              <span key={`lead-${i}`} />
            ))}
            {days.map((day) => {
              const entries = entriesOn(day);
              const marks = new Set(entries.flatMap(marksOf));
              const chosen = day === selected;
              const past = day < today;
              return (
                <button
                  key={day}
                  type="button"
                  data-day={day}
                  tabIndex={chosen ? 0 : -1}
                  aria-pressed={chosen}
                  aria-current={day === today ? 'date' : undefined}
                  aria-label={describe(day, entries)}
                  onClick={() => choose(day)}
                  className={`flex min-h-12 min-w-0 flex-col items-center gap-0.5 rounded-lg border px-0.5 py-1 text-sm tabular-nums focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-teal-700 sm:min-h-24 sm:items-stretch sm:p-1 ${
                    chosen
                      ? 'border-teal-700 bg-teal-50 ring-1 ring-teal-700'
                      : past
                        ? 'border-stone-200 bg-stone-50 text-stone-600 hover:border-stone-400'
                        : 'border-stone-200 bg-white text-stone-900 hover:border-teal-600'
                  }`}
                >
                  <span
                    className={`inline-flex size-6 items-center justify-center self-center rounded-full font-semibold sm:self-start ${
                      day === today ? 'bg-teal-700 text-white' : ''
                    }`}
                  >
                    {Number(day.slice(8))}
                  </span>
                  {marks.size > 0 ? (
                    <span aria-hidden="true" className="flex items-center gap-px sm:hidden">
                      {(['booked', 'held', 'blocked'] as const)
                        .filter((mark) => marks.has(mark))
                        .map((mark) => (
                          <span key={mark} className={`rounded-sm p-px ${markTones[mark]}`}>
                            <DayMarkIcon mark={mark} className="size-2.5" />
                          </span>
                        ))}
                    </span>
                  ) : null}
                  {entries.length > 0 ? (
                    <span aria-hidden="true" className="hidden min-w-0 flex-col gap-0.5 text-left sm:flex">
                      {entries.slice(0, 3).map((entry) => {
                        const entryMarks = marksOf(entry);
                        return (
                          <span
                            key={entry.listingId}
                            className={`flex min-w-0 items-start gap-0.5 rounded px-1 py-px text-[11px] leading-[14px] ${markTones[entryMarks[0] ?? 'blocked']}`}
                          >
                            {entryMarks.map((mark) => (
                              <DayMarkIcon key={mark} mark={mark} className="mt-px size-3" />
                            ))}
                            <span className="line-clamp-2 min-w-0 break-words">{titleOf(entry)}</span>
                          </span>
                        );
                      })}
                      {entries.length > 3 ? (
                        <span className="px-1 text-[11px] text-stone-700 leading-4">
                          {t('shopCalendar.more', { count: entries.length - 3 })}
                        </span>
                      ) : null}
                    </span>
                  ) : null}
                </button>
              );
            })}
          </div>
          <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-stone-700 text-xs">
            {(['booked', 'held', 'blocked'] as const).map((mark) => (
              <li key={mark} className="inline-flex items-center gap-1">
                <span className={`rounded-sm p-0.5 ${markTones[mark]}`}>
                  <DayMarkIcon mark={mark} />
                </span>
                {t(
                  mark === 'booked'
                    ? 'calendar.legendBooked'
                    : mark === 'held'
                      ? 'calendar.legendHeld'
                      : 'calendar.legendBlocked',
                )}
              </li>
            ))}
            <li className="inline-flex items-center gap-1">
              <span aria-hidden="true" className="inline-block size-4 rounded-full bg-teal-700" />
              {t('shopCalendar.today')}
            </li>
          </ul>
        </div>
        {calendar.isError && !data ? (
          <p role="alert" className="mt-3 text-red-700 text-sm">
            {t('calendar.loadError')}
          </p>
        ) : (
          <ShopCalendarDay
            key={selected}
            day={selected}
            today={today}
            listings={data?.listings ?? null}
            entries={entriesOn(selected)}
          />
        )}
      </div>
    </section>
  );
}
