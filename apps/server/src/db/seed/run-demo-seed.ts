// Demo data goes only into an empty database, once; later capabilities add their seeders to the list.
import { sql } from 'drizzle-orm';
import type { Storage } from '../../platform/storage/storage.ts';
import type { Database } from '../client.ts';
import { selectRows } from '../rows.ts';
import { appMarkers } from '../schema/platform.ts';
import { seedDemoAccounts } from './demo-accounts.ts';
import { seedDemoCatalogue } from './demo-catalogue.ts';
import { seedDemoMediFinder } from './demo-medi-finder.ts';
import { seedDemoVendorRequests } from './demo-vendor-requests.ts';

const MARKER = 'demo-seed';
// Databases demo-seeded before the Medi-Finder existed get its demo places once, on their next start.
const MEDI_FINDER_MARKER = 'demo-seed-medi-finder';
// Photos need the storage (main.ts gives the one under DATA_DIR); without it the catalogue has none.
export type DemoSeedContext = { storage?: Storage | undefined };
const seeders: Array<(db: Database, context: DemoSeedContext) => Promise<void>> = [
  seedDemoAccounts,
  seedDemoVendorRequests,
  (db, { storage }) => seedDemoCatalogue(db, storage),
  (db) => seedDemoMediFinder(db),
];

/**
 * Returns true when it seeded; false when the database already held data or was seeded before (then it only adds
 * what later seeders bring, once).
 */
export async function runDemoSeed(db: Database, context: DemoSeedContext = {}): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [state] = await selectRows<{
      marked: boolean;
      medi_marked: boolean;
      has_data: boolean;
      has_places: boolean;
    }>(
      tx,
      sql`select exists(select 1 from app_markers where key = ${MARKER}) as marked,
                 exists(select 1 from app_markers where key = ${MEDI_FINDER_MARKER}) as medi_marked,
                 exists(select 1 from vendor_requests) or exists(select 1 from users) as has_data,
                 exists(select 1 from medical_places) as has_places`,
    );
    if (!state) return false;
    if (state.marked) {
      // Places someone registered since are left alone, and no demo places come after them.
      if (!state.medi_marked) {
        if (!state.has_places) await seedDemoMediFinder(tx);
        await tx.insert(appMarkers).values({ key: MEDI_FINDER_MARKER });
      }
      return false;
    }
    if (state.has_data) return false;
    for (const seed of seeders) await seed(tx, context);
    await tx.insert(appMarkers).values([{ key: MARKER }, { key: MEDI_FINDER_MARKER }]);
    return true;
  });
}
