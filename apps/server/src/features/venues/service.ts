// The venue search's rules: which city and category a search means, a day-long cache per pair, one Overpass call at
// a time per pair, and an older copy (marked stale) rather than an error whenever Overpass fails or is slow.
import type { VenueCategory, VenueSearchResponse } from '@sherehe/core/api/venues';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { OverpassClient } from '../../platform/overpass/overpass-client.ts';
import { enforceRateLimit } from '../../platform/rate-limit.ts';
import { findKeptSearch, type KeptSearch, keepSearch } from './queries.ts';
import { createSingleFlight } from './single-flight.ts';
import { venueCityOf } from './venue-cities.ts';
import { venueOverpassQuery } from './venue-overpass-query.ts';
import { toVenuePlace } from './venue-place.ts';

/** Places change slowly, and the public Overpass asks callers not to repeat the same query often. */
const FRESH_SECONDS = 24 * 60 * 60;
/** With an older copy at hand, how long a person waits for Overpass before getting that copy instead. */
export const PATIENCE_MS = 3000;
/**
 * What one search keeps and serves. Overpass may answer thousands of elements for a wide box; the chat shows
 * the first 20, and 500 is far more than anyone scrolls while keeping a cached row to a few hundred KB.
 */
export const MAX_PLACES = 500;

export type VenueSearchOptions = {
  db: Database;
  overpass: OverpassClient;
  searchesPerMinute: number;
  patienceMs?: number;
};

export type VenueSearch = {
  search(
    query: { city?: string | undefined; category: VenueCategory },
    clientAddress: string,
  ): Promise<VenueSearchResponse>;
  /** Cancels refreshes still running (stale answers leave them behind) and waits for them to stop. */
  close(): Promise<void>;
};

export function createVenueSearch(
  { db, overpass, searchesPerMinute, patienceMs = PATIENCE_MS }: VenueSearchOptions,
  log: FastifyBaseLogger,
): VenueSearch {
  const refreshes = createSingleFlight<KeptSearch>();

  // Asks Overpass and keeps a good answer; a failure is logged with its reason and reaches people as one message.
  const refresh = (key: Pick<VenueSearchResponse, 'city' | 'category'>) =>
    refreshes.run(`${key.city}:${key.category}`, async (signal) => {
      let places: KeptSearch['places'];
      try {
        const elements = await overpass.run(venueOverpassQuery(key.city, key.category), { signal });
        places = elements.slice(0, MAX_PLACES).map(toVenuePlace);
      } catch (error) {
        // Cancelled at shutdown is not Overpass's fault, and nobody is waiting for it.
        if (!signal.aborted) log.warn({ err: error, ...key }, 'venue search: Overpass failed');
        throw new AppError('unavailable', 'venues.map_unavailable');
      }
      const fetchedAt = await keepSearch(db, { ...key, places });
      return { places, fetchedAt };
    });

  return {
    async search(query, clientAddress) {
      await enforceRateLimit(
        db,
        { name: 'venue-search', max: searchesPerMinute, windowSeconds: 60 },
        clientAddress,
      );
      const key = { city: venueCityOf(query.city), category: query.category };
      const answer = (found: KeptSearch, stale: boolean): VenueSearchResponse => ({
        ...key,
        places: found.places,
        fetchedAt: found.fetchedAt.toISOString(),
        stale,
      });

      const kept = await findKeptSearch(db, key, FRESH_SECONDS);
      if (kept?.fresh) return answer(kept, false);
      const refreshing = refresh(key);
      if (!kept) return answer(await refreshing, false);

      // An older copy is better than a wait or an error; a slow refresh goes on in the background and is kept.
      let timer: NodeJS.Timeout | undefined;
      const impatience = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), patienceMs);
      });
      try {
        const fresh = await Promise.race([refreshing, impatience]);
        return fresh ? answer(fresh, false) : answer(kept, true);
      } catch {
        return answer(kept, true);
      } finally {
        clearTimeout(timer);
      }
    },
    close: () => refreshes.close(),
  };
}
