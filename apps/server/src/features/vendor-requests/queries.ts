import type { Database } from '../../db/client.ts';
import { vendorRequests } from '../../db/schema/vendor-requests.ts';

export type NewVendorRequest = typeof vendorRequests.$inferInsert;

export async function insertVendorRequest(db: Database, request: NewVendorRequest) {
  const [row] = await db
    .insert(vendorRequests)
    .values(request)
    .returning({ id: vendorRequests.id, status: vendorRequests.status, createdAt: vendorRequests.createdAt });
  if (!row) throw new Error('insert returned no row');
  return row;
}
