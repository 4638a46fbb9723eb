// SQL of the venue search's cache: the last good answer per city and category, and whether it is still fresh.
import type { VenuePlace } from '@sherehe/core/api/venues';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { venueSearchCache } from '../../db/schema/planner.ts';

export type KeptSearch = { places: VenuePlace[]; fetchedAt: Date };

/** Freshness is judged by the database's clock, the one that wrote fetched_at, whichever instance asks. */
export async function findKeptSearch(
  db: Database,
  key: { city: string; category: string },
  freshSeconds: number,
): Promise<(KeptSearch & { fresh: boolean }) | undefined> {
  const [row] = await db
    .select({
      places: venueSearchCache.places,
      fetchedAt: venueSearchCache.fetchedAt,
      fresh: sql<boolean>`${venueSearchCache.fetchedAt} > now() - make_interval(secs => ${freshSeconds})`,
    })
    .from(venueSearchCache)
    .where(and(eq(venueSearchCache.city, key.city), eq(venueSearchCache.category, key.category)));
  return row && { places: row.places as VenuePlace[], fetchedAt: row.fetchedAt, fresh: row.fresh };
}

export async function keepSearch(
  db: Database,
  search: { city: string; category: string; places: VenuePlace[] },
): Promise<Date> {
  const [row] = await db
    .insert(venueSearchCache)
    .values({ ...search, fetchedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [venueSearchCache.city, venueSearchCache.category],
      set: { places: search.places, fetchedAt: sql`now()` },
    })
    .returning({ fetchedAt: venueSearchCache.fetchedAt });
  if (!row) throw new Error('venue search upsert returned nothing');
  return row.fetchedAt;
}
