// A vendor's response time (issue 40): the median time to their first answer of the inquiries of the last 90 days,
// shown on their listings and profile. An inquiry still unanswered after a day counts with the time it has waited, so
// leaving people without an answer is never faster than answering them.
import {
  RESPONSE_TIME_DAYS,
  RESPONSE_TIME_MIN_INQUIRIES,
  RESPONSE_TIME_UNANSWERED_HOURS,
} from '@sherehe/core/conversation-rules';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';

export type CountedWaits = { vendor_id: string; minutes: number | null; inquiries: number };

/** Each vendor's median wait for a first answer (minutes) and how many inquiries it counts, grouped by vendor. */
export function countedWaits(now: Date, ofVendor?: string): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`select vendor_id, percentile_cont(0.5) within group (order by
        extract(epoch from coalesce(first_response_at, ${at}) - started_at))::float8 / 60 as minutes,
        count(*)::int as inquiries
      from conversations
      where started_at > ${at} - make_interval(days => ${RESPONSE_TIME_DAYS})
        and (first_response_at is not null
          or started_at < ${at} - make_interval(hours => ${RESPONSE_TIME_UNANSWERED_HOURS}))
        ${ofVendor ? sql`and vendor_id = ${ofVendor}` : sql``}
      group by vendor_id`;
}

/** Whole minutes, or null before the vendor has had enough inquiries to say. */
export function minutesOf(waits: CountedWaits | undefined): number | null {
  if (!waits || waits.inquiries < RESPONSE_TIME_MIN_INQUIRIES || waits.minutes === null) return null;
  return Math.max(1, Math.round(Number(waits.minutes)));
}

export async function responseMinutesOf(
  db: Database,
  vendorId: string,
  now = new Date(),
): Promise<number | null> {
  const [waits] = await selectRows<CountedWaits>(db, countedWaits(now, vendorId));
  return minutesOf(waits);
}
