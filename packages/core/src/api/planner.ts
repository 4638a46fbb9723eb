// The Smart Planner's price tables as the server keeps them: read by anyone, prices changed by admins.
import { z } from 'zod';
import { MAX_PRICE_TZS } from '../listing-rules.ts';

const tzs = (what: string) =>
  z
    .number({ error: `${what}: enter a whole number of shillings.` })
    .int(`${what}: enter a whole number of shillings.`)
    .min(0, `${what} cannot be negative.`)
    .max(MAX_PRICE_TZS, `${what}: enter at most ${MAX_PRICE_TZS.toLocaleString('en')} TZS.`);

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
  venues: z.array(z.object({ capacity: z.number().int(), priceTzs: tzs('A venue price') })).max(50),
  catering: z.array(z.object({ key: z.string().max(40), perPersonTzs: tzs('A catering price') })).max(50),
  extras: z.array(z.object({ key: z.string().max(40), priceTzs: tzs('An extra’s price') })).max(50),
});
export type PlannerPricesBody = z.infer<typeof plannerPricesBody>;
