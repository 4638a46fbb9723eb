// A vendor's response time as one input of the catalogue's default order (issue 40, decision 046): each listing keeps
// its vendor's band (listings.response_band, which the rank of the default order counts), refreshed every hour. A listing is
// written only when its band changes, so the catalogue's version (and every cached answer with it) moves only then,
// not once an hour; a vendor's first answer reaches the order within the hour, as their median moves slowly anyway.
import { responseTimeBand } from '@sherehe/core/conversation-rules';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { defineJob } from '../../platform/jobs/define-job.ts';
import { type CountedWaits, countedWaits, minutesOf } from './response-time.ts';

/** The stored band of each band of core's wording; 0 (not known yet) for a vendor with too few inquiries. */
const bandNumbers = { hour: 1, hours: 2, day: 3, days: 4 } as const;

export const refreshResponseBandsJob = defineJob({
  name: 'conversations.refresh-response-bands',
  payload: z.object({}),
});
export const RESPONSE_BANDS_CRON = '17 * * * *';

/** Sets every listing's band to its vendor's; returns how many listings changed. */
export async function refreshResponseBands(db: Database, now = new Date()): Promise<number> {
  const waits = await selectRows<CountedWaits>(db, countedWaits(now));
  const vendorIds: string[] = [];
  const bands: number[] = [];
  for (const row of waits) {
    const minutes = minutesOf(row);
    if (minutes === null) continue;
    vendorIds.push(row.vendor_id);
    bands.push(bandNumbers[responseTimeBand(minutes)]);
  }
  const changed = await selectRows<{ id: string }>(
    db,
    sql`with known as (
          select * from unnest(${`{${vendorIds.join(',')}}`}::uuid[], ${`{${bands.join(',')}}`}::smallint[])
            as k(vendor_id, band)
        )
        update listings l set response_band = coalesce(k.band, 0)
        from listings o left join known k on k.vendor_id = o.vendor_id
        where l.id = o.id and l.response_band <> coalesce(k.band, 0)
        returning l.id`,
  );
  return changed.length;
}
