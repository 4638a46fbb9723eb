// Guests (the event's invitation list): sides, seats, limits and a pledge's part in the list's filters. Zod-free, so
// web pages read the rules without loading zod; the server enforces the same rules.

/** Whose guest: Tanzanian weddings seat and count the bride's and the groom's people apart. */
export const guestSides = ['bride', 'groom', 'either'] as const;
export type GuestSide = (typeof guestSides)[number];

/** A card admits this many at most (a family card); one is a single card. */
export const GUEST_SEATS_MAX = 10;
export const GUEST_NAME_MAX = 120;
export const GUEST_GROUP_MAX = 80;
export const GUEST_NOTES_MAX = 500;

/**
 * An event's list holds at most this many: the door must admit them all from one phone, offline (issue 39 measures
 * the scan at 5,000).
 */
export const GUESTS_PER_EVENT_MAX = 5_000;

/** One import or one "add from the ledger" at a time. */
export const GUEST_IMPORT_ROWS_MAX = 5_000;
export const GUESTS_FROM_PLEDGES_MAX = 500;

/** What the list filters a guest's pledge by: none (no pledge with their phone), or where the pledge stands. */
export const guestPledgeFilters = ['none', 'unpaid', 'partly_paid', 'paid'] as const;
export type GuestPledgeFilter = (typeof guestPledgeFilters)[number];

export const guestSorts = ['name', 'group', 'newest'] as const;
export type GuestSort = (typeof guestSorts)[number];
