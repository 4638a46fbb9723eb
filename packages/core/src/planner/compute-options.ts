// The Smart Planner's estimate, as the specification computes it: every venue size priced with the chosen catering
// for every guest and the chosen extras, cheapest first, ten kept, each marked within or over the budget.
import type { PlannerCatalogue } from './price-catalogue.ts';

export const PLANNER_OPTIONS_MAX = 10;

/** The specification's planner option, plus whether the venue holds the guests (it is listed either way). */
export type PlannerOption = {
  capacity: number;
  venuePrice: number;
  /** The catering style's key (the first style when the chosen one is unknown). */
  cateringType: string;
  cateringPerPerson: number;
  /** The keys of the chosen extras, in the catalogue's order. */
  extras: string[];
  extrasTotal: number;
  total: number;
  withinBudget: boolean;
  holdsGuests: boolean;
};

export type PlannerChoice = { guests: number; budget: number; catering: string; extras: readonly string[] };

export function computeOptions(choice: PlannerChoice, catalogue: PlannerCatalogue): PlannerOption[] {
  const catering = catalogue.catering.find((style) => style.key === choice.catering) ?? catalogue.catering[0];
  if (!catering) return [];
  const chosen = catalogue.extras.filter((extra) => choice.extras.includes(extra.key));
  const extrasTotal = chosen.reduce((sum, extra) => sum + extra.priceTzs, 0);
  return catalogue.venues
    .map((venue) => {
      const total = venue.priceTzs + catering.perPersonTzs * choice.guests + extrasTotal;
      return {
        capacity: venue.capacity,
        venuePrice: venue.priceTzs,
        cateringType: catering.key,
        cateringPerPerson: catering.perPersonTzs,
        extras: chosen.map((extra) => extra.key),
        extrasTotal,
        total,
        withinBudget: total <= choice.budget,
        holdsGuests: venue.capacity >= choice.guests,
      };
    })
    .sort((a, b) => a.total - b.total || a.capacity - b.capacity)
    .slice(0, PLANNER_OPTIONS_MAX);
}
