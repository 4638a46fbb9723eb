// For npm run bench: a migrated database (DATABASE_URL, or the embedded one in DATA_DIR) holding a generated
// catalogue of BENCH_LISTINGS listings (default 50,000) from BENCH_VENDORS vendors (no photos), with the demo's
// dates (bookings a day, deposits, blocked days) and every second venue booked on the bench's day (30 days on), so
// the "free on" filter has holds to look past.

import { addDays, todayInTanzania } from '@sherehe/core/booking-rules';
import { sql } from 'drizzle-orm';
import { parseConfig } from '../config.ts';
import { seedDemoAvailability } from '../seed/catalogue/demo-availability.ts';
import { generateCatalogue } from '../seed/catalogue/generate-catalogue.ts';
import { openConfiguredDatabase } from './client.ts';

const listings = Number(process.env.BENCH_LISTINGS ?? 50_000);
const vendors = Number(process.env.BENCH_VENDORS ?? 2_000);
const database = await openConfiguredDatabase(parseConfig());
try {
  await database.migrate();
  const started = Date.now();
  await generateCatalogue(database.db, { vendors, listings });
  await seedDemoAvailability(database.db);
  await database.db.execute(sql`insert into booking_holds (listing_id, day, slot, holder_id, status)
    select id, ${addDays(todayInTanzania(), 30)}::date, 1, gen_random_uuid(), 'booked'
    from (select id, row_number() over (order by id) as n from listings
          where category = 'venues' and kind = 'service') v
    where n % 2 = 0`);
  // Measured as a settled database would be, with the statistics autovacuum (or the embedded upkeep) keeps.
  await database.db.execute(sql`vacuum analyze`);
  console.log(
    `Catalogue of ${listings} listings generated in ${Math.round((Date.now() - started) / 1000)} s.`,
  );
} finally {
  await database.close();
}
