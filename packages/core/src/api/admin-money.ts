// The money rules admins keep (docs/decisions/028): the commission (a default and any category's own), the michango
// fee, how many days after the event day held money is released, and when payouts go. Rates are basis points
// (500 = 5%), amounts whole TZS.
import { z } from 'zod';
import { categorySlugs } from '../categories.ts';
import { reason } from '../reasons.ts';

export const COMMISSION_MAX_BPS = 3000;
export const MICHANGO_FEE_MAX_BPS = 1000;
export const RELEASE_DAYS_MAX = 60;
export const PAYOUT_MINIMUM_LEAST_TZS = 1000;
/** Far above any one mobile-money transfer; keeps amounts inside the database's integers. */
export const PAYOUT_AMOUNT_MAX_TZS = 100_000_000;

const commissionBps = z
  .number({ error: reason('money_settings.commission_invalid') })
  .int(reason('money_settings.commission_invalid'))
  .min(0, reason('money_settings.commission_invalid'))
  .max(COMMISSION_MAX_BPS, reason('money_settings.commission_invalid'));

const categorySlug = z.enum(categorySlugs, { error: reason('money_settings.category_unknown') });

const settingsFields = {
  defaultCommissionBps: commissionBps,
  michangoFeeBps: z
    .number({ error: reason('money_settings.michango_fee_invalid') })
    .int(reason('money_settings.michango_fee_invalid'))
    .min(0, reason('money_settings.michango_fee_invalid'))
    .max(MICHANGO_FEE_MAX_BPS, reason('money_settings.michango_fee_invalid')),
  /** Days after the event day when held money goes to the vendor without the customer's confirmation. */
  releaseDays: z
    .number({ error: reason('money_settings.release_days_invalid') })
    .int(reason('money_settings.release_days_invalid'))
    .min(0, reason('money_settings.release_days_invalid'))
    .max(RELEASE_DAYS_MAX, reason('money_settings.release_days_invalid')),
  /** A vendor's "Pay me now" and the daily run pay from this much releasable money. */
  payoutMinimumTzs: z
    .number({ error: reason('money_settings.payout_minimum_invalid') })
    .int(reason('money_settings.payout_minimum_invalid'))
    .min(PAYOUT_MINIMUM_LEAST_TZS, reason('money_settings.payout_minimum_invalid'))
    .max(PAYOUT_AMOUNT_MAX_TZS, reason('money_settings.payout_minimum_invalid')),
  /** From this much releasable money a payout goes at once, without waiting for the daily run. */
  payoutAtOnceFromTzs: z
    .number({ error: reason('money_settings.at_once_invalid') })
    .int(reason('money_settings.at_once_invalid'))
    .min(1, reason('money_settings.at_once_invalid'))
    .max(PAYOUT_AMOUNT_MAX_TZS, reason('money_settings.at_once_invalid')),
};

export const moneySettingsResponse = z.object({
  defaultCommissionBps: z.number().int(),
  releaseDays: z.number().int(),
  payoutMinimumTzs: z.number().int(),
  payoutAtOnceFromTzs: z.number().int(),
  michangoFeeBps: z.number().int(),
  /** Every category, in the marketplace's order; null: it takes the default commission. */
  categories: z.array(z.object({ category: categorySlug, rateBps: z.number().int().nullable() })),
  updatedAt: z.iso.datetime().describe('When an admin last changed any of these rules'),
});
export type MoneySettingsResponse = z.infer<typeof moneySettingsResponse>;

/**
 * The settings to keep. Each category named gets its own commission, or with null goes back to the default; a
 * category left out keeps what it has.
 */
export const moneySettingsBody = z
  .object({
    ...settingsFields,
    categories: z
      .array(z.object({ category: categorySlug, rateBps: commissionBps.nullable() }))
      .max(categorySlugs.length)
      .superRefine((rows, context) => {
        const seen = new Set<string>();
        rows.forEach((row, index) => {
          if (seen.has(row.category)) {
            context.addIssue({
              code: 'custom',
              message: reason('money_settings.category_repeated'),
              path: [index, 'category'],
            });
          }
          seen.add(row.category);
        });
      }),
  })
  .refine((body) => body.payoutAtOnceFromTzs >= body.payoutMinimumTzs, {
    message: reason('money_settings.at_once_below_minimum'),
    path: ['payoutAtOnceFromTzs'],
  });
export type MoneySettingsBody = z.infer<typeof moneySettingsBody>;
