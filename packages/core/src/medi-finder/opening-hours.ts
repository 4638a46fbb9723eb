// A place's week of opening hours and whether it is open at a moment, on Tanzanian time (a fixed UTC+3).
import { dayInTanzania, wallClockInTanzania } from '../calendar-day.ts';

/** "08:00" to "22:00"; "00:00" to "24:00" is all day; a close before the open runs past midnight. */
export type DayHours = { opens: string; closes: string } | null;
/** Monday first, seven days; null: closed that day. */
export type WeeklyHours = DayHours[];

export const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

const clock = /^([01]\d|2[0-3]):([0-5]\d)$/;
export const isClockTime = (value: string) => clock.test(value) || value === '24:00';

export function minutesOf(time: string): number {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
}

/** The day of the week (0 = Monday) and minute of the day in Tanzania at `instant`. */
export function tanzaniaClock(instant: Date): { day: number; minute: number; date: string } {
  const local = wallClockInTanzania(instant);
  return {
    day: (local.getUTCDay() + 6) % 7,
    minute: local.getUTCHours() * 60 + local.getUTCMinutes(),
    date: local.toISOString().slice(0, 10),
  };
}

/** Today's date in Tanzania, YYYY-MM-DD: subscriptions run by Tanzanian calendar days. */
export const tanzaniaDate = dayInTanzania;

export function isOpenAt(hours: WeeklyHours, instant: Date): boolean {
  const { day, minute } = tanzaniaClock(instant);
  const today = hours[day];
  if (today) {
    const opens = minutesOf(today.opens);
    const closes = minutesOf(today.closes);
    if (closes > opens ? minute >= opens && minute < closes : minute >= opens) return true;
  }
  // Yesterday's hours may run past midnight into today.
  const yesterday = hours[(day + 6) % 7];
  if (yesterday) {
    const opens = minutesOf(yesterday.opens);
    const closes = minutesOf(yesterday.closes);
    if (closes <= opens && minute < closes) return true;
  }
  return false;
}

export const ALL_DAY = { opens: '00:00', closes: '24:00' } as const;
export const isAllDay = (day: DayHours): boolean => day?.opens === '00:00' && day.closes === '24:00';
export const isAllWeek = (hours: WeeklyHours) => hours.length === 7 && hours.every(isAllDay);
