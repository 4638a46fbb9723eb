// The limits of conversations between customers and vendors (issue 40), apart from their zod contract so the web's
// first load can word a refusal without it (reason-defaults.ts).
export const MESSAGE_MAX = 2000;
export const INQUIRY_LOCATION_MAX = 120;
export const REPORT_WHY_MAX = 500;
/** A budget above this is a typing slip: two billion shillings (and the most its integer column holds). */
export const BUDGET_MAX_TZS = 2_000_000_000;
