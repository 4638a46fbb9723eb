// A vendor account's shop row, made when first needed: on the vendor's first profile save, or by an admin approving
// a Become Vendor request. Safe to call again and from two places at once: an existing row is kept as it is.
import type { Database } from '../../db/client.ts';
import { findVendorByUser, insertVendorIfMissing, type VendorRow, type VendorValues } from './queries.ts';

export type VendorDefaults = { businessName: string; city: string } & Partial<
  Pick<VendorValues, 'description' | 'phone' | 'whatsapp'>
>;

export async function ensureVendorProfile(
  db: Database,
  userId: string,
  defaults: VendorDefaults,
): Promise<VendorRow> {
  await insertVendorIfMissing(db, userId, {
    businessName: defaults.businessName,
    city: defaults.city,
    description: defaults.description ?? '',
    phone: defaults.phone ?? null,
    whatsapp: defaults.whatsapp ?? null,
  });
  const row = await findVendorByUser(db, userId);
  if (!row) throw new Error('vendor row missing right after insert');
  return row;
}
