// Listing cards kept between pages. Every page of a search is a different question, but the same listings come up on
// page after page (the first pages of a category, the listings a price range or a city keeps showing), so a page's
// statement reads only which listings and in what order, and the cards come from here. Writing each card's JSON was
// half of PostgreSQL's time for a category page (decision 024).
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client.ts';
import { type CacheCounts, noCounts } from '../../platform/metrics/cache-counts.ts';
import { readListingCards } from './queries.ts';

/** About a megabyte a thousand cards: the listings the catalogue's busy pages show, with room to spare. */
const MAX_CARDS = 5000;

export type ListingCards = {
  /**
   * The cards of a page's listings, in its order, each its JSON: the page was read at cards version `version`
   * (catalogue_version.cards_version), and a card is taken from those kept only when they were read at that same
   * version. The others are read, and a listing gone meanwhile is left out.
   */
  pageOf(db: Database, version: number, ids: readonly string[]): Promise<string[]>;
};

export function createListingCards(counted: CacheCounts = noCounts): ListingCards {
  // Every card kept was read at keptAt: the cards' version changes with any change a card could show (and not with a
  // date held at checkout, which a card does not show), so one version for them all is exact, and a newer one drops
  // them all at once.
  let keptAt = Number.NaN;
  const kept = new LRUCache<string, string>({ max: MAX_CARDS });
  return {
    async pageOf(db, version, ids) {
      const cards = ids.map((id) => (version === keptAt ? kept.get(id) : undefined));
      const missing = ids.filter((_, i) => cards[i] === undefined);
      counted('hit', ids.length - missing.length);
      counted('miss', missing.length);
      if (missing.length > 0) {
        const read = await readListingCards(db, missing);
        // Read at the page's version or after it; kept unless another request has kept newer ones meanwhile.
        if (!(read.version <= keptAt)) {
          kept.clear();
          keptAt = read.version;
        }
        ids.forEach((id, i) => {
          const card = read.cards.get(id);
          if (cards[i] !== undefined || card === undefined) return;
          cards[i] = card;
          if (read.version === keptAt) kept.set(id, card);
        });
      }
      return cards.filter((card) => card !== undefined);
    },
  };
}
