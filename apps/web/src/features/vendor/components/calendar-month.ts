// Month arithmetic on calendar days (YYYY-MM-DD) for the vendor's calendars; weeks start on Monday as calendars do
// in Tanzania.
import { addDays } from '@sherehe/core/booking-rules';

export const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`;

/** The first day of the month `months` after the one starting on `first` (negative: before). */
export function monthAfter(first: string, months: number): string {
  const [year, month] = first.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 + months, 1)).toISOString().slice(0, 10);
}

export const lastOfMonth = (day: string) => addDays(monthAfter(firstOfMonth(day), 1), -1);

/** Monday 0 … Sunday 6. */
export function weekdayOf(day: string): number {
  return (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7;
}

export function eachDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}
