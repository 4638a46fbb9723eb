import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { vendorRequests } from '../../db/schema/vendor-requests.ts';

export type NewVendorRequest = typeof vendorRequests.$inferInsert;

const shown = { id: vendorRequests.id, status: vendorRequests.status, createdAt: vendorRequests.createdAt };

/**
 * Stores the request, or returns null when one for the same contact is already pending (the unique partial index
 * vendor_requests_pending_contact_idx decides, so two at the same instant fold too: the second waits for the
 * first's commit and then finds it).
 */
export async function insertVendorRequest(db: Database, request: NewVendorRequest) {
  const [row] = await db
    .insert(vendorRequests)
    .values(request)
    .onConflictDoNothing({ target: vendorRequests.contact, where: sql`status = 'pending'` })
    .returning(shown);
  return row ?? null;
}

export async function findPendingVendorRequest(db: Database, contact: string) {
  const [row] = await db
    .select(shown)
    .from(vendorRequests)
    .where(and(eq(vendorRequests.contact, contact), eq(vendorRequests.status, 'pending')));
  return row ?? null;
}
