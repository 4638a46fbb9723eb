// The Smart Planner's price tables as the server keeps them: read by anyone, prices changed by admins.
import { z } from 'zod';
import { marketplaceCities } from '../categories.ts';
import { MAX_PRICE_TZS } from '../listing-rules.ts';
import { reason } from '../reasons.ts';

const tzs = () =>
  z
    .number({ error: reason('planner.price_whole') })
    .int(reason('planner.price_whole'))
    .min(0, reason('planner.price_negative'))
    .max(MAX_PRICE_TZS, reason('planner.price_too_high'));

export const plannerCatalogueResponse = z.object({
  venues: z.array(z.object({ capacity: z.number().int(), priceTzs: z.number().int() })),
  catering: z.array(
    z.object({ key: z.string(), en: z.string(), sw: z.string(), perPersonTzs: z.number().int() }),
  ),
  extras: z.array(z.object({ key: z.string(), en: z.string(), sw: z.string(), priceTzs: z.number().int() })),
  updatedAt: z.string().nullable().describe('When an admin last changed a price; null for the seeded tables'),
});
export type PlannerCatalogueResponse = z.infer<typeof plannerCatalogueResponse>;

/** New prices for every row of the tables: sizes and styles stay as they are, only their prices change. */
export const plannerPricesBody = z.object({
  /** The catalogue's updatedAt when these prices were read: a save over someone else's newer one is refused. */
  basedOn: z.string().max(40).nullable(),
  venues: z.array(z.object({ capacity: z.number().int(), priceTzs: tzs() })).max(50),
  catering: z.array(z.object({ key: z.string().max(40), perPersonTzs: tzs() })).max(50),
  extras: z.array(z.object({ key: z.string().max(40), priceTzs: tzs() })).max(50),
});
export type PlannerPricesBody = z.infer<typeof plannerPricesBody>;

/** GET /listings/price-ranges: the city whose listings are priced (one of the marketplace's cities). */
export const marketPricesQuery = z.object({
  city: z.enum(marketplaceCities, { error: reason('planner.city_unknown') }),
});
export type MarketPricesQuery = z.infer<typeof marketPricesQuery>;

/** What matching public listings cost: how many, the lowest and the median price (null when there are none). */
const priceRange = {
  count: z.number().int(),
  lowestTzs: z.number().int().nullable(),
  medianTzs: z.number().int().nullable(),
};

export const marketPricesResponse = z.object({
  city: z.string(),
  /** Per venue size: venues priced per event that hold at least that many guests. */
  venues: z.array(z.object({ capacity: z.number().int(), ...priceRange })),
  /** Per catering style: its listings priced per guest. */
  catering: z.array(z.object({ key: z.string(), ...priceRange })),
  /** Per extra: its listings priced per event. */
  extras: z.array(z.object({ key: z.string(), ...priceRange })),
});
export type MarketPricesResponse = z.infer<typeof marketPricesResponse>;
export type MarketPriceRange = MarketPricesResponse['venues'][number];
