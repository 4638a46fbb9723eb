// SQL of the vendor area. Every listing query names the vendor as well as the listing: a vendor reaches only rows
// of their own shop, and another's id looks exactly like one that does not exist.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { listingPhotos, listings, vendors } from '../../db/schema/marketplace.ts';

export type VendorRow = typeof vendors.$inferSelect;
export type ListingRow = typeof listings.$inferSelect;
export type PhotoRow = typeof listingPhotos.$inferSelect;
export type VendorValues = Pick<
  typeof vendors.$inferInsert,
  'businessName' | 'description' | 'city' | 'phone' | 'whatsapp'
>;
export type ListingValues = Pick<
  typeof listings.$inferInsert,
  | 'kind'
  | 'title'
  | 'description'
  | 'category'
  | 'priceTzs'
  | 'priceUnit'
  | 'city'
  | 'serviceArea'
  | 'capacity'
  | 'stock'
  | 'dailyCapacity'
  | 'depositPercent'
>;

export async function findVendorByUser(db: Database, userId: string): Promise<VendorRow | undefined> {
  const [row] = await db.select().from(vendors).where(eq(vendors.userId, userId));
  return row;
}

/** Inserts the vendor row unless the account has one already (then nothing changes). */
export async function insertVendorIfMissing(db: Database, userId: string, values: VendorValues) {
  await db
    .insert(vendors)
    .values({ ...values, userId })
    .onConflictDoNothing({ target: vendors.userId });
}

export async function updateVendor(
  db: Database,
  vendorId: string,
  values: Partial<VendorValues> & { logoKey?: string | null },
): Promise<VendorRow> {
  const [row] = await db
    .update(vendors)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(vendors.id, vendorId))
    .returning();
  if (!row) throw new Error('vendor vanished during update');
  return row;
}

export function listVendorListings(db: Database, vendorId: string): Promise<ListingRow[]> {
  return db
    .select()
    .from(listings)
    .where(eq(listings.vendorId, vendorId))
    .orderBy(desc(listings.updatedAt), desc(listings.id));
}

export async function findOwnListing(
  db: Database,
  vendorId: string,
  listingId: string,
  { lock = false } = {},
): Promise<ListingRow | undefined> {
  const query = db
    .select()
    .from(listings)
    .where(and(eq(listings.id, listingId), eq(listings.vendorId, vendorId)));
  // Held until the transaction ends: two uploads to one listing count its photos one after the other.
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertListing(
  db: Database,
  vendorId: string,
  values: ListingValues,
): Promise<ListingRow> {
  const [row] = await db
    .insert(listings)
    .values({ ...values, vendorId, status: 'draft' })
    .returning();
  if (!row) throw new Error('listing not inserted');
  return row;
}

export async function updateListing(
  db: Database,
  listingId: string,
  values: Partial<ListingValues> & Partial<Pick<ListingRow, 'status' | 'publishedAt'>>,
): Promise<ListingRow> {
  const [row] = await db
    .update(listings)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(listings.id, listingId))
    .returning();
  if (!row) throw new Error('listing vanished during update');
  return row;
}

export function photosOf(db: Database, listingIds: string[]): Promise<PhotoRow[]> {
  if (listingIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(listingPhotos)
    .where(inArray(listingPhotos.listingId, listingIds))
    .orderBy(asc(listingPhotos.position), asc(listingPhotos.createdAt));
}

export async function insertPhotoLast(
  db: Database,
  listingId: string,
  photo: { storageKey: string; width: number; height: number },
): Promise<void> {
  await db.insert(listingPhotos).values({
    ...photo,
    listingId,
    position: sql`(select coalesce(max(position) + 1, 0) from listing_photos where listing_id = ${listingId})`,
  });
}

export async function deletePhoto(
  db: Database,
  listingId: string,
  photoId: string,
): Promise<PhotoRow | undefined> {
  const [row] = await db
    .delete(listingPhotos)
    .where(and(eq(listingPhotos.id, photoId), eq(listingPhotos.listingId, listingId)))
    .returning();
  return row;
}

export async function setPhotoPosition(db: Database, listingId: string, photoId: string, position: number) {
  await db
    .update(listingPhotos)
    .set({ position })
    .where(and(eq(listingPhotos.id, photoId), eq(listingPhotos.listingId, listingId)));
}

/** Marks the listing changed (a photo added, removed or moved) so lists sorted by change show it first. */
export async function touchListing(db: Database, listingId: string) {
  await db.update(listings).set({ updatedAt: new Date() }).where(eq(listings.id, listingId));
}

/** Every image a record points at: listing photos and shop logos (for sweepUnusedImages). */
export async function imageKeysInUse(db: Database): Promise<Set<string>> {
  const rows = await selectRows<{ key: string }>(
    db,
    sql`select storage_key as key from listing_photos
        union select logo_key from vendors where logo_key is not null`,
  );
  return new Set(rows.map((row) => row.key));
}
