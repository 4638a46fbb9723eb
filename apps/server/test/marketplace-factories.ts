// Builders for marketplace test data: a vendor (with its own account), its listings and their photos. Listings
// get their search text the way real writes do (buildSearchText), so search tests read what production reads.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { listingPhotos, listings, vendors } from '../src/db/schema/marketplace.ts';
import { buildSearchText } from '../src/features/listings/search-text.ts';
import { buildUser } from './factories.ts';

type VendorRow = typeof vendors.$inferSelect;
type ListingRow = typeof listings.$inferSelect;

export async function buildVendor(
  db: Database,
  overrides: Partial<typeof vendors.$inferInsert> = {},
): Promise<VendorRow> {
  const userId = overrides.userId ?? (await buildUser(db, { role: 'vendor' })).id;
  const [row] = await db
    .insert(vendors)
    .values({
      businessName: `Duka la Majaribio ${randomUUID().slice(0, 8)}`,
      city: 'Dar es Salaam',
      phone: '+255754123456',
      whatsapp: '+255754123456',
      ...overrides,
      userId,
    })
    .returning();
  if (!row) throw new Error('no vendor');
  return row;
}

/** A published listing unless told otherwise; the vendor is built too when none is given. */
export async function buildListing(
  db: Database,
  overrides: Partial<typeof listings.$inferInsert> & { vendor?: VendorRow } = {},
): Promise<ListingRow> {
  const { vendor: givenVendor, ...fields } = overrides;
  const vendor =
    givenVendor ??
    (fields.vendorId
      ? (await db.select().from(vendors).where(eq(vendors.id, fields.vendorId)))[0]
      : await buildVendor(db));
  if (!vendor) throw new Error('no vendor');
  const values = {
    kind: 'service' as const,
    title: 'Huduma ya majaribio',
    description: '',
    category: 'decoration',
    priceTzs: 100_000,
    priceUnit: 'event' as const,
    city: vendor.city,
    serviceArea: '',
    status: 'published' as const,
    publishedAt: new Date(),
    ...fields,
    vendorId: vendor.id,
  };
  const [row] = await db
    .insert(listings)
    .values({
      ...values,
      searchText: buildSearchText({
        title: values.title,
        description: values.description,
        category: values.category,
        vendorName: vendor.businessName,
        city: values.city,
        serviceArea: values.serviceArea,
      }),
    })
    .returning();
  if (!row) throw new Error('no listing');
  return row;
}

export async function buildListingPhoto(
  db: Database,
  listingId: string,
  overrides: Partial<typeof listingPhotos.$inferInsert> = {},
) {
  const [row] = await db
    .insert(listingPhotos)
    .values({ listingId, storageKey: `test-${randomUUID()}`, width: 1280, height: 960, ...overrides })
    .returning();
  if (!row) throw new Error('no photo');
  return row;
}
