// Dates and times on Tanzania's clock as `Intl.DateTimeFormat` writes them (en-TZ and sw-TZ, dateStyle medium,
// timeStyle short, 24-hour), written by hand: the first Intl date format a page makes loads the browser's time-zone and
// calendar data (13 ms of a fast host's CPU on an event's page, over 100 ms on a phone), and the server and the browser
// may carry different versions of that data, where a drawn page must read the same on both (decision 035).
import { wallClockInTanzania } from './calendar-day.ts';

export type DateLanguage = 'en' | 'sw';

const months: Record<DateLanguage, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
  sw: ['Jan', 'Feb', 'Mac', 'Apr', 'Mei', 'Jun', 'Jul', 'Ago', 'Sep', 'Okt', 'Nov', 'Des'],
};

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** `14:35`: the time of day in Tanzania, the same in both languages. */
export function tanzaniaTimeText(instant: Date): string {
  const clock = wallClockInTanzania(instant);
  return `${twoDigits(clock.getUTCHours())}:${twoDigits(clock.getUTCMinutes())}`;
}

/** `12 May 2025` / `12 Mei 2025` in Tanzania; with the time, `12 May 2025, 14:03`. */
export function tanzaniaDateText(instant: Date, language: DateLanguage, withTime = false): string {
  const clock = wallClockInTanzania(instant);
  const date = `${clock.getUTCDate()} ${months[language][clock.getUTCMonth()]} ${clock.getUTCFullYear()}`;
  return withTime ? `${date}, ${tanzaniaTimeText(instant)}` : date;
}
