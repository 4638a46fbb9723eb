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
  return computeAllOptions(choice, catalogue).slice(0, PLANNER_OPTIONS_MAX);
}

/**
 * The options whose venue holds every guest, cheapest first, when none of the spec's ten does (a large party: the ten
 * cheapest are all small venues). Shown apart from the ten, so the spec's list stays as it is.
 */
export function roomyOptions(choice: PlannerChoice, catalogue: PlannerCatalogue): PlannerOption[] {
  const all = computeAllOptions(choice, catalogue);
  const ten = all.slice(0, PLANNER_OPTIONS_MAX);
  if (ten.some((option) => option.holdsGuests)) return [];
  return all.slice(PLANNER_OPTIONS_MAX).filter((option) => option.holdsGuests);
}

/** Every venue size priced, cheapest first (ties: the smaller venue). */
function computeAllOptions(choice: PlannerChoice, catalogue: PlannerCatalogue): PlannerOption[] {
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
    .sort((a, b) => a.total - b.total || a.capacity - b.capacity);
}
