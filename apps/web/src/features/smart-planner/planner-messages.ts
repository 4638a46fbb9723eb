// What the planner's conversation holds. Lines are kept as string keys and raw values (numbers, catalogue keys), so
// they follow a language switch while the chat is open and money is formatted for the language on screen.
import type { VenueCategory, VenueCity } from '@sherehe/core/api/venues';
import type { PlannerOption } from '@sherehe/core/planner/compute-options';

export type LineValues = {
  count?: number;
  /** TZS, formatted when shown. */
  budget?: number;
  /** TZS, formatted when shown. */
  total?: number;
  capacity?: number;
  /** A catering style's key, named when shown. */
  style?: string;
  city?: VenueCity;
  category?: VenueCategory;
};

/** A bot line is typed out once (`typed` turns true), a person's line shows at once. */
export type LineMessage = {
  id: number;
  kind: 'line';
  from: 'bot' | 'user';
  key: string;
  values?: LineValues;
  typed: boolean;
};

/** The estimate: a typed line, then the options and Sherehe's own matching listings. */
export type OptionsMessage = {
  id: number;
  kind: 'options';
  from: 'bot';
  guests: number;
  budget: number;
  options: PlannerOption[];
  /** When none of the ten holds every guest: the options that do, cheapest first, shown apart. */
  roomy: PlannerOption[];
  typed: boolean;
};

/** A venue search's answer, fetched when shown. */
export type PlacesMessage = {
  id: number;
  kind: 'places';
  from: 'bot';
  city: VenueCity;
  category: VenueCategory;
  guests: number | null;
  typed: boolean;
};

export type PlannerMessage = LineMessage | OptionsMessage | PlacesMessage;

/** The spec's steps; 5 is unused. */
export type PlannerStep = 0 | 1 | 2 | 3 | 4 | 6;
