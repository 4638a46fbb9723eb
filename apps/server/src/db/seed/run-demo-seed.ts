// Demo data goes only into an empty database, once; later capabilities add their seeders to the list.
import { sql } from 'drizzle-orm';
import type { Storage } from '../../platform/storage/storage.ts';
import type { Database } from '../client.ts';
import { selectRows } from '../rows.ts';
import { appMarkers } from '../schema/platform.ts';
import { seedDemoAccounts } from './demo-accounts.ts';
import { seedDemoCatalogue } from './demo-catalogue.ts';
import { seedDemoVendorRequests } from './demo-vendor-requests.ts';

const MARKER = 'demo-seed';
// Photos need the storage (main.ts gives the one under DATA_DIR); without it the catalogue has none.
export type DemoSeedContext = { storage?: Storage | undefined };
const seeders: Array<(db: Database, context: DemoSeedContext) => Promise<void>> = [
  seedDemoAccounts,
  seedDemoVendorRequests,
  (db, { storage }) => seedDemoCatalogue(db, storage),
];

/** Returns true when it seeded; false when the database already held data or was seeded before. */
export async function runDemoSeed(db: Database, context: DemoSeedContext = {}): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [state] = await selectRows<{ marked: boolean; has_data: boolean }>(
      tx,
      sql`select exists(select 1 from app_markers where key = ${MARKER}) as marked,
                 exists(select 1 from vendor_requests) or exists(select 1 from users) as has_data`,
    );
    if (!state || state.marked || state.has_data) return false;
    for (const seed of seeders) await seed(tx, context);
    await tx.insert(appMarkers).values({ key: MARKER });
    return true;
  });
}
