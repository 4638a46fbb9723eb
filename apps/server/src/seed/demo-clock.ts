// Instants of the demo's story, told as people tell them: "three days ago at 09:40", on Dar es Salaam's clock.
import { addDays, todayInTanzania } from '@sherehe/core/booking-rules';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

const pad = (value: number) => String(value).padStart(2, '0');

/** hour:minute in Dar es Salaam on a day (YYYY-MM-DD). */
export function atDarTime(day: string, hour: number, minute = 0): Date {
  // Tanzania keeps UTC+3 all year, with no summer time.
  return new Date(`${day}T${pad(hour)}:${pad(minute)}:00+03:00`);
}

/** hour:minute in Dar es Salaam on the day `daysAgo` before `now`'s day there (negative: days ahead). */
export function darTime(now: Date, daysAgo: number, hour: number, minute = 0): Date {
  return atDarTime(addDays(todayInTanzania(now), -daysAgo), hour, minute);
}

export const later = (instant: Date, ms: number) => new Date(instant.getTime() + ms);
