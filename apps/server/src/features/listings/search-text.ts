// The one text column listing search reads (listings.search_text): the listing's own words, its vendor's name and
// its category's names in English and Swahili, so "keki" finds a listing filed under Cakes and a vendor's name finds
// their listings. Whoever writes a listing, or renames a vendor, refreshes it here.
import { findCategory } from '@sherehe/core/categories';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';

export function buildSearchText(listing: {
  title: string;
  description: string;
  category: string;
  vendorName: string;
  city: string;
  serviceArea: string;
}): string {
  const category = findCategory(listing.category);
  return [
    listing.title,
    listing.vendorName,
    category?.en ?? listing.category,
    category?.sw ?? '',
    listing.city,
    listing.serviceArea,
    listing.description,
  ]
    .join(' ')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Rebuilds the search text of the given listings (all of a vendor's, after a rename) in the database. */
export async function refreshSearchText(db: Database, where: { vendorId: string } | { listingId: string }) {
  const rows = await selectRows<{
    id: string;
    title: string;
    description: string;
    category: string;
    city: string;
    service_area: string;
    business_name: string;
  }>(
    db,
    sql`
    select l.id, l.title, l.description, l.category, l.city, l.service_area, v.business_name
    from listings l join vendors v on v.id = l.vendor_id
    where ${'vendorId' in where ? sql`l.vendor_id = ${where.vendorId}` : sql`l.id = ${where.listingId}`}`,
  );
  for (const row of rows) {
    const text = buildSearchText({
      title: row.title,
      description: row.description,
      category: row.category,
      vendorName: row.business_name,
      city: row.city,
      serviceArea: row.service_area,
    });
    await db.execute(sql`update listings set search_text = ${text} where id = ${row.id}`);
  }
}
