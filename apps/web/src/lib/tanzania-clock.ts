// The wall clock of Dar es Salaam as a datetime-local input writes it, whatever the device's own zone: the event
// form and the news schedule both take times there.
import { wallClockInTanzania } from '@sherehe/core/calendar-day';

/** `now` as a datetime-local value in Dar es Salaam (`2026-12-19T15:00`), by the zone's fixed offset. */
export function nowInTanzania(now: Date = new Date()): string {
  return wallClockInTanzania(now).toISOString().slice(0, 16);
}
