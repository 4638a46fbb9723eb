// The limits of conversations between customers and vendors (issue 40), apart from their zod contract so the web's
// first load can word a refusal without it (reason-defaults.ts).
export const MESSAGE_MAX = 2000;
export const INQUIRY_LOCATION_MAX = 120;
export const REPORT_WHY_MAX = 500;
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
