// The wall clock of Dar es Salaam as a datetime-local input writes it, whatever the device's own zone: the event
// form and the news schedule both take times there.
import { TANZANIA_UTC_OFFSET_MINUTES } from '@sherehe/core/calendar-day';

/** `now` as a datetime-local value in Dar es Salaam (`2026-12-19T15:00`), by the zone's fixed offset. */
export function nowInTanzania(now: Date = new Date()): string {
  return new Date(now.getTime() + TANZANIA_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 16);
}
