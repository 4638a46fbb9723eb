// A clock time as people in Dar es Salaam type it (an event's start, a news post's schedule); the database keeps UTC.
// Tanzania is UTC+3 all year (no daylight saving), so the conversion is a fixed offset, no time-zone database needed.
const OFFSET_MS = 3 * 60 * 60 * 1000;
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** `2026-12-19T15:00` in Dar es Salaam as a UTC instant; null for a time that does not exist (30 February, 25:00). */
export function utcFromLocal(local: string): Date | null {
  const match = LOCAL.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (hour > 23 || minute > 59) return null;
  const asIfUtc = new Date(Date.UTC(year, month - 1, day, hour, minute));
  // Date.UTC rolls 30 February over into March: a day that changed did not exist.
  if (
    asIfUtc.getUTCFullYear() !== year ||
    asIfUtc.getUTCMonth() !== month - 1 ||
    asIfUtc.getUTCDate() !== day
  ) {
    return null;
  }
  return new Date(asIfUtc.getTime() - OFFSET_MS);
}

/** The instant as the form's datetime-local shows it in Dar es Salaam (`2026-12-19T15:00`). */
export function localFromUtc(instant: Date): string {
  return new Date(instant.getTime() + OFFSET_MS).toISOString().slice(0, 16);
}

/** The event's day in Dar es Salaam (YYYY-MM-DD). */
export function localDayOf(instant: Date): string {
  return localFromUtc(instant).slice(0, 10);
}
