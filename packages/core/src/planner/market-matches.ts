// Which of Sherehe's public listings stand for each row of the Smart Planner's tables, so the planner can show what
// the marketplace really charges beside its estimate. Only listings priced the same way count: a caterer's price
// per guest beside a style's price per guest, a one-off service beside a one-off extra.
import type { CategorySlug, PriceUnit } from '../categories.ts';

/** A category, the price unit that compares, and words that narrow the category down (full-text, optional). */
export type MarketMatch = { category: CategorySlug; unit: PriceUnit; words?: string };

/** Venues: a listing stands for a venue size when it holds at least that many guests and is priced per event. */
export const venueMarketMatch: MarketMatch = { category: 'venues', unit: 'event' };

export const cateringMarketMatches: Readonly<Record<string, MarketMatch>> = {
  'ndafu-barbecue': { category: 'catering', unit: 'person', words: 'ndafu or nyama or barbecue' },
  buffet: { category: 'catering', unit: 'person', words: 'buffet or bufee' },
  cake: { category: 'cakes', unit: 'person' },
  'soft-drinks': { category: 'drinks', unit: 'person' },
};

export const extraMarketMatches: Readonly<Record<string, MarketMatch>> = {
  decoration: { category: 'decoration', unit: 'event' },
  'video-photo': { category: 'photo-video', unit: 'event' },
  sound: { category: 'sound-lights', unit: 'event', words: 'sound or sauti or muziki or dj' },
  lights: { category: 'sound-lights', unit: 'event', words: 'lights or light or taa' },
  security: { category: 'security', unit: 'event' },
  tents: { category: 'tents-chairs', unit: 'event', words: 'tent or tents or hema or mahema' },
  'chairs-tables': { category: 'tents-chairs', unit: 'event', words: 'chairs or viti or meza or tables' },
  mc: { category: 'mc-host', unit: 'event' },
  performances: { category: 'performances', unit: 'event' },
  maids: { category: 'maids', unit: 'event' },
};
