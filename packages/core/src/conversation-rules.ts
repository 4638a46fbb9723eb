// The limits of conversations between customers and vendors (issue 40), apart from their zod contract so the web's
// first load can word a refusal without it (reason-defaults.ts).
export const MESSAGE_MAX = 2000;
export const INQUIRY_LOCATION_MAX = 120;
export const REPORT_WHY_MAX = 500;
/** Photos each side may send in one conversation: the hall, the cake they liked, a sketch; not an album. */
export const MESSAGE_PHOTOS_MAX = 30;
/** Photos sent with an inquiry ("Ask for a quote"): the hall, a cake they liked, a colour scheme. */
export const INQUIRY_PHOTOS_MAX = 3;
/** A vendor's quiet-hours reply, and how often one conversation gets it (once a night, not once a message). */
export const AUTO_REPLY_MAX = 500;
export const AUTO_REPLY_EVERY_HOURS = 12;
/** A vendor who wrote in the conversation this recently is there, quiet hours or not: no automatic reply. */
export const AUTO_REPLY_NOT_AFTER_VENDOR_MINUTES = 60;
/** A budget above this is a typing slip: two billion shillings (and the most its integer column holds). */
export const BUDGET_MAX_TZS = 2_000_000_000;

/** A quote's lines: a menu, a hall and its chairs, a photographer's hours, each priced on its own. */
export const QUOTE_LINES_MAX = 20;
export const QUOTE_TITLE_MAX = 120;
export const QUOTE_NOTE_MAX = 1000;
export const QUOTE_QUANTITY_MAX = 10_000;
/** How long a quote can be accepted, in days: a week unless the vendor says otherwise, a month at most. */
export const QUOTE_VALID_DAYS_DEFAULT = 7;
export const QUOTE_VALID_DAYS_MAX = 30;

/** A vendor's response time counts the inquiries of this many days, and shows once there are this many of them. */
export const RESPONSE_TIME_DAYS = 90;
export const RESPONSE_TIME_MIN_INQUIRIES = 3;
/** An inquiry unanswered this long counts with the time it has waited so far (it is at least that slow). */
export const RESPONSE_TIME_UNANSWERED_HOURS = 24;

/** How a median first-response time in minutes reads: within an hour, a few hours, a day, or longer. */
export function responseTimeBand(minutes: number): 'hour' | 'hours' | 'day' | 'days' {
  if (minutes <= 60) return 'hour';
  if (minutes <= 6 * 60) return 'hours';
  if (minutes <= 24 * 60) return 'day';
  return 'days';
}
