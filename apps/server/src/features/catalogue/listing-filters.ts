// What a catalogue read is asked for: its filters, and how a search's words meet a listing. Apart from queries.ts so
// that the helpers queries.ts uses (broad-searches.ts, listing-cursor.ts) can name them without importing it back.

/**
 * How a search's words meet a listing. words: as searchQueryOf reads them, off the full-text index. similar: close
 * to the listing's words (typos), by trigrams: far costlier, so asked for only when the words alone find nothing.
 */
export type TextMatch = 'words' | 'similar';

export type ListingFilters = {
  q?: string | undefined;
  category?: string | undefined;
  city?: string | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  minRating?: number | undefined;
  minCapacity?: number | undefined;
  /** Listings that can take this many guests: a capacity at least this, or no capacity at all (not a venue). */
  guests?: number | undefined;
  /** YYYY-MM-DD: a service with a slot left that day (not blocked, not full), a product in stock. */
  freeOn?: string | undefined;
  /** Today in Tanzania, given with freeOn: a day before it is free for nobody. */
  today?: string | undefined;
  vendorId?: string | undefined;
};
