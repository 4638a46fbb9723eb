// Progressive delays kept in the database (rate_limit_windows, so every app instance counts together): after a few
// free events each further one must wait longer, doubling up to a cap, and the count is forgotten after a quiet spell.
// Unlike a fixed allowance this never locks anyone out for a whole window: it only spaces out whoever keeps failing.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { selectRows } from '../db/rows.ts';
import { AppError } from './errors.ts';

export type DelaySchedule = {
  /** Events that cost no wait. */
  free: number;
  /** The wait after the first event past the free ones; each next one doubles it. */
  firstSeconds: number;
  maxSeconds: number;
  /** With no event for this long, the count starts again from zero. */
  forgetAfterSeconds: number;
};

/** Seconds to wait after the n-th event in a row. */
export function delayAfter(events: number, schedule: DelaySchedule): number {
  if (events < schedule.free) return 0;
  return Math.min(schedule.maxSeconds, schedule.firstSeconds * 2 ** (events - schedule.free));
}

/** Seconds still to wait before `key` may act again; 0 when it may act now. The row's window_start is the last event. */
export async function secondsToWait(db: Database, key: string, schedule: DelaySchedule): Promise<number> {
  const [row] = await selectRows<{ hits: number; since_ms: number }>(
    db,
    sql`select hits, (extract(epoch from now() - window_start) * 1000)::float8 as since_ms
        from rate_limit_windows where key = ${key}`,
  );
  if (!row) return 0;
  const sinceSeconds = Number(row.since_ms) / 1000;
  if (sinceSeconds >= schedule.forgetAfterSeconds) return 0;
  return Math.max(0, delayAfter(Number(row.hits), schedule) - sinceSeconds);
}

/** Counts one more event for `key` (from zero again after a quiet spell) and returns the count. */
export async function recordEvent(db: Database, key: string, schedule: DelaySchedule): Promise<number> {
  const [row] = await selectRows<{ hits: number }>(
    db,
    sql`
    insert into rate_limit_windows (key, window_start, hits) values (${key}, now(), 1)
    on conflict (key) do update set
      hits = case when rate_limit_windows.window_start <= now() - make_interval(secs => ${schedule.forgetAfterSeconds})
                  then 1 else rate_limit_windows.hits + 1 end,
      window_start = now()
    returning hits`,
  );
  return Number(row?.hits ?? 1);
}

export async function forgetEvents(db: Database, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limit_windows where key = ${key}`);
}

/** Throws the usual 429 with Retry-After while `key` must still wait. */
export async function refuseWhileWaiting(db: Database, key: string, schedule: DelaySchedule): Promise<void> {
  const wait = await secondsToWait(db, key, schedule);
  if (wait <= 0) return;
  const retryAfter = Math.max(1, Math.ceil(wait));
  throw new AppError(
    'rate_limited',
    'request.too_many',
    { retryAfterSeconds: retryAfter },
    { headers: { 'retry-after': String(retryAfter) } },
  );
}
