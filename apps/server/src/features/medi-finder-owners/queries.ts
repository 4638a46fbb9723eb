// SQL of the owners' side of Medi-Finder. An owner's reads name the owner as well as the place: another vendor's id
// looks exactly like one that does not exist.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { medicalPlaces, medicalSubscriptions } from '../../db/schema/medi-finder.ts';

export type PlaceRow = typeof medicalPlaces.$inferSelect;
export type SubscriptionRow = typeof medicalSubscriptions.$inferSelect;
export type PlaceValues = Pick<
  typeof medicalPlaces.$inferInsert,
  'name' | 'phone' | 'address' | 'city' | 'area' | 'latitude' | 'longitude' | 'openingHours' | 'offerings'
>;

export function placesOfOwner(db: Database, ownerId: string): Promise<PlaceRow[]> {
  return db
    .select()
    .from(medicalPlaces)
    .where(eq(medicalPlaces.ownerId, ownerId))
    .orderBy(desc(medicalPlaces.createdAt), desc(medicalPlaces.id));
}

/** The owner's place, held until the transaction ends when `lock` is set (an admin's hide waits for the edit). */
export async function findOwnPlace(
  db: Database,
  ownerId: string,
  placeId: string,
  { lock = false } = {},
): Promise<PlaceRow | undefined> {
  const query = db
    .select()
    .from(medicalPlaces)
    .where(and(eq(medicalPlaces.id, placeId), eq(medicalPlaces.ownerId, ownerId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertPlace(
  db: Database,
  ownerId: string,
  values: PlaceValues & Pick<PlaceRow, 'kind'>,
): Promise<PlaceRow> {
  const [row] = await db
    .insert(medicalPlaces)
    .values({ ...values, ownerId, status: 'pending' })
    .returning();
  if (!row) throw new Error('place not inserted');
  return row;
}

export async function updatePlace(db: Database, placeId: string, values: PlaceValues): Promise<PlaceRow> {
  const [row] = await db
    .update(medicalPlaces)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(medicalPlaces.id, placeId))
    .returning();
  if (!row) throw new Error('place vanished during update');
  return row;
}

/** Every subscription of these places, newest last day first. */
export function subscriptionsOf(db: Database, placeIds: string[]): Promise<SubscriptionRow[]> {
  if (placeIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(medicalSubscriptions)
    .where(inArray(medicalSubscriptions.placeId, placeIds))
    .orderBy(desc(medicalSubscriptions.endsOn), desc(medicalSubscriptions.createdAt));
}
