// When people answer the support chat's WhatsApp: one daily window in Africa/Dar_es_Salaam (SUPPORT_HOURS), or
// around the clock when none is set, as the footer's business hours say. Outside it the chat says replies come
// later on WhatsApp instead of "Online".
import { BOOKING_TIME_ZONE } from './calendar-day.ts';

/** `opens` and `closes` as HH:MM in Dar es Salaam; closes before opens spans midnight (22:00–06:00). */
export type SupportHours = { opens: string; closes: string };

const time = /^([01]\d|2[0-3]):([0-5]\d)$/;
const closing = /^(([01]\d|2[0-3]):([0-5]\d)|24:00)$/;

/** "08:00-20:00" → { opens, closes }; null for text that is not such a window, or an empty one (08:00-08:00). */
export function parseSupportHours(text: string): SupportHours | null {
  const [opens = '', closes = '', ...rest] = text.trim().split('-');
  if (rest.length > 0 || !time.test(opens) || !closing.test(closes) || opens === closes) return null;
  if (opens === '00:00' && closes === '24:00') return null; // that is around the clock: say so by having no window
  return { opens, closes };
}

// Made at its first use: every page loads this file with the support chat's button, and only an open chat asks the time.
let clock: Intl.DateTimeFormat | undefined;
function clockOnce(): Intl.DateTimeFormat {
  clock ??= new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: BOOKING_TIME_ZONE,
  });
  return clock;
}

/** The time of day in Dar es Salaam, HH:MM. */
export function timeInTanzania(now: Date = new Date()): string {
  const parts = Object.fromEntries(
    clockOnce()
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.hour}:${parts.minute}`;
}

/** True while support answers: always without a window; within [opens, closes) otherwise, across midnight too. */
export function supportIsOpen(hours: SupportHours | null, now: Date = new Date()): boolean {
  if (hours === null) return true;
  const at = timeInTanzania(now);
  const { opens, closes } = hours; // HH:MM compare as text; 24:00 sorts after every time of day
  return opens < closes ? at >= opens && at < closes : at >= opens || at < closes;
}
