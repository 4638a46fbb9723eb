// The shop row an approved vendor starts with. The vendor area owns the profile (and may export its own
// ensureVendorProfile with this signature); onboarding only needs the row to exist, once per account.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { vendors } from '../../db/schema/marketplace.ts';

export async function ensureVendorProfile(
  db: Database,
  userId: string,
  defaults: { businessName: string; city?: string; phone?: string | null },
): Promise<void> {
  await db
    .insert(vendors)
    .values({
      userId,
      businessName: defaults.businessName,
      city: defaults.city ?? '',
      phone: defaults.phone ?? null,
      updatedAt: sql`now()`,
    })
    .onConflictDoNothing({ target: vendors.userId });
}
