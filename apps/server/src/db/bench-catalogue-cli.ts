// For npm run bench: a migrated database (DATABASE_URL, or the embedded one in DATA_DIR) holding a generated
// catalogue of BENCH_LISTINGS listings (default 50,000) from BENCH_VENDORS vendors (no photos).
import { sql } from 'drizzle-orm';
import { parseConfig } from '../config.ts';
import { openConfiguredDatabase } from './client.ts';
import { generateCatalogue } from './seed/catalogue/generate-catalogue.ts';

const listings = Number(process.env.BENCH_LISTINGS ?? 50_000);
const vendors = Number(process.env.BENCH_VENDORS ?? 2_000);
const database = await openConfiguredDatabase(parseConfig());
try {
  await database.migrate();
  const started = Date.now();
  await generateCatalogue(database.db, { vendors, listings });
  // Measured as a settled database would be, with the statistics autovacuum (or the embedded upkeep) keeps.
  await database.db.execute(sql`vacuum analyze`);
  console.log(
    `Catalogue of ${listings} listings generated in ${Math.round((Date.now() - started) / 1000)} s.`,
  );
} finally {
  await database.close();
}
