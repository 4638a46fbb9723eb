// The wall clock of Dar es Salaam as a datetime-local input writes it, whatever the device's own zone: the event
// form and the news schedule both take times there.
import { BOOKING_TIME_ZONE } from '@sherehe/core/calendar-day';

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: BOOKING_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `now` as a datetime-local value in Dar es Salaam (`2026-12-19T15:00`). */
export function nowInTanzania(now: Date = new Date()): string {
  const part = Object.fromEntries(parts.formatToParts(now).map((each) => [each.type, each.value]));
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}`;
}
