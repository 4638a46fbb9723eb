// The admin dashboard's overview: a month of figures by Dar es Salaam day, and what waits for an admin's decision.
import { z } from 'zod';

/** The overview's window: today and the days before it, in Africa/Dar_es_Salaam. */
export const OVERVIEW_DAYS = 30;

/** `fresh=true` computes the figures now instead of answering the copy kept for a few seconds. */
export const adminOverviewQuery = z.object({ fresh: z.enum(['true', 'false']).optional() });

const count = z.int().min(0);
const tzs = z.int().min(0);

export const overviewDay = z.object({
  /** A calendar day in Africa/Dar_es_Salaam, YYYY-MM-DD. */
  day: z.iso.date(),
  /** Orders checkouts placed that day, whatever became of them since. */
  orders: count,
  /** Money received for orders that day (the order payments ledger's payments). */
  salesTzs: tzs,
  /** Money given back for orders that day (the same ledger's refunds). */
  refundsTzs: tzs,
  /** Pledges made that day and not cancelled since. */
  pledges: count,
  /** Money received for pledges on that day: the pledge ledger's rows still received (not reversed or refunded). */
  collectedTzs: tzs,
  /** Accounts opened that day. */
  newUsers: count,
  /** Shops opened that day (vendor profiles). */
  newVendors: count,
});
export type OverviewDay = z.infer<typeof overviewDay>;

export const adminOverview = z.object({
  /** When these figures were computed: they may be kept for a short while (see README, Admin). */
  computedAt: z.iso.datetime(),
  /** Oldest first, OVERVIEW_DAYS of them, today last; days without anything are there with zeros. */
  days: z.array(overviewDay),
  orders: z.object({
    placed: count,
    salesTzs: tzs,
    refundsTzs: tzs,
    /** salesTzs − refundsTzs: may be negative when more was given back than came in. */
    netSalesTzs: z.int(),
  }),
  payments: z.object({
    /** Attempts started in the window that have settled, by outcome (pending and unknown ones are not settled). */
    succeeded: count,
    failed: count,
    expired: count,
    /** succeeded / (succeeded + failed + expired), 0…1; null when none settled. */
    successRate: z.number().min(0).max(1).nullable(),
    /** Attempts whose outcome is unknown right now (any age): settled by status queries, watched by an admin. */
    unknownWaiting: count,
    oldestUnknownAt: z.iso.datetime().nullable(),
  }),
  pledges: z.object({
    /** Pledges made in the window and not cancelled, and what they promise. */
    made: count,
    pledgedTzs: tzs,
    /** Money received for pledges in the window, reversals and refunds left out. */
    collectedTzs: tzs,
  }),
  people: z.object({
    newUsers7: count,
    newUsers30: count,
    newVendors7: count,
    newVendors30: count,
  }),
  /** What waits for an admin now, whenever it came. */
  waiting: z.object({
    vendorRequests: count,
    oldestVendorRequestAt: z.iso.datetime().nullable(),
    medicalPlaces: count,
    oldestMedicalPlaceAt: z.iso.datetime().nullable(),
  }),
});
export type AdminOverview = z.infer<typeof adminOverview>;
