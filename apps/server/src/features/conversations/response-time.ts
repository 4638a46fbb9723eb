// A vendor's response time (issue 40): the median time to their first answer of the inquiries of the last 90 days,
// shown on their listings and profile. An inquiry still unanswered after a day counts with the time it has waited, so
// leaving people without an answer is never faster than answering them.
import {
  RESPONSE_TIME_DAYS,
  RESPONSE_TIME_MIN_INQUIRIES,
  RESPONSE_TIME_UNANSWERED_HOURS,
} from '@sherehe/core/conversation-rules';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';

/** Whole minutes, or null before the vendor has had enough inquiries to say. */
export async function responseMinutesOf(
  db: Database,
  vendorId: string,
  now = new Date(),
): Promise<number | null> {
  const [row] = await selectRows<{ minutes: number | null; inquiries: number }>(
    db,
    sql`select percentile_cont(0.5) within group (order by
          extract(epoch from coalesce(first_response_at, ${now}::timestamptz) - started_at))::float8 / 60 as minutes,
          count(*)::int as inquiries
        from conversations
        where vendor_id = ${vendorId} and started_at > ${now}::timestamptz - make_interval(days => ${RESPONSE_TIME_DAYS})
          and (first_response_at is not null
            or started_at < ${now}::timestamptz - make_interval(hours => ${RESPONSE_TIME_UNANSWERED_HOURS}))`,
  );
  if (!row || row.inquiries < RESPONSE_TIME_MIN_INQUIRIES || row.minutes === null) return null;
  return Math.max(1, Math.round(Number(row.minutes)));
}
