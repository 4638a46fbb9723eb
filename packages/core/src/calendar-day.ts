// A calendar day written YYYY-MM-DD, and the time zone every booking date lives in. Kept apart from booking-rules.ts
// because the cart, read on every first load, needs only this.

/** Every date of a booking is a calendar day in Tanzania, whatever the clock of the server or the browser. */
export const BOOKING_TIME_ZONE = 'Africa/Dar_es_Salaam';
/**
 * That zone's offset: UTC+3 all year (Tanzania keeps no daylight saving), so a fixed offset is exact and needs no
 * time-zone data on the device or the server.
 */
const TANZANIA_UTC_OFFSET_MINUTES = 180;

/** Tanzania's wall clock at `instant`, as a Date whose UTC fields read it (its getUTC…() and toISOString()). */
export const wallClockInTanzania = (instant: Date): Date =>
  new Date(instant.getTime() + TANZANIA_UTC_OFFSET_MINUTES * 60_000);

/** The calendar day in Tanzania at `instant`, YYYY-MM-DD. */
export const dayInTanzania = (instant: Date): string =>
  wallClockInTanzania(instant).toISOString().slice(0, 10);

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isDateString(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = datePattern.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 2000 || year > 2999) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
