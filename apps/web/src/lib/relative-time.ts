// How long ago something happened, in the language on screen: "3 days ago" / "siku 3 zilizopita", "yesterday" /
// "jana". For how long a request has waited; the exact date and time is shown beside it.
import { dayInTanzania } from '@sherehe/core/calendar-day';
import type { Language } from '@sherehe/core/money';
import { useTranslation } from 'react-i18next';
import { toLanguage } from './format.ts';

const formats = new Map<Language, Intl.RelativeTimeFormat>();

/** Whole calendar days in Dar es Salaam from the day of `from` to the day of `to`. */
function calendarDaysBetween(from: number, to: number): number {
  const day = (at: number) => Date.parse(`${dayInTanzania(new Date(at))}T00:00:00Z`);
  return Math.round((day(to) - day(from)) / DAY);
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The age of `iso` at `now` in its largest whole unit: minutes and hours under a day, then calendar days in Dar es
 * Salaam, then months and years.
 */
export function formatAge(iso: string, language: Language, now: number = Date.now()): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return iso;
  let format = formats.get(language);
  if (!format) {
    format = new Intl.RelativeTimeFormat(language === 'sw' ? 'sw-TZ' : 'en-GB', { numeric: 'auto' });
    formats.set(language, format);
  }
  // A clock a little behind the server's still says "now", never "in 2 minutes".
  const age = Math.max(0, now - at);
  if (age < HOUR) return format.format(-Math.floor(age / MINUTE), 'minute');
  if (age < DAY) return format.format(-Math.floor(age / HOUR), 'hour');
  // Days are counted on the calendar of Dar es Salaam: 19:59 the day before yesterday is "2 days ago" at 02:00 today.
  const days = calendarDaysBetween(at, Math.max(now, at));
  if (days < 30) return format.format(-days, 'day');
  if (age < 365 * DAY) return format.format(-Math.floor(age / (30 * DAY)), 'month');
  return format.format(-Math.floor(age / (365 * DAY)), 'year');
}

/** For components: re-renders in the new language when it changes. */
export function useFormatAge(): (iso: string, now?: number) => string {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  return (iso, now) => formatAge(iso, language, now);
}
