// Fixed-window counters kept in the database, so every app instance behind a load balancer counts together.
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { selectRows } from '../db/rows.ts';
import { AppError } from './errors.ts';

export type RateLimitRule = { name: string; max: number; windowSeconds: number };

export async function hit(
  db: Database,
  key: string,
  windowSeconds: number,
): Promise<{ hits: number; resetAt: Date }> {
  const [row] = await selectRows<{ hits: number; window_start: string | Date }>(
    db,
    sql`
    insert into rate_limit_windows (key, window_start, hits) values (${key}, now(), 1)
    on conflict (key) do update set
      hits = case when rate_limit_windows.window_start <= now() - make_interval(secs => ${windowSeconds})
                  then 1 else rate_limit_windows.hits + 1 end,
      window_start = case when rate_limit_windows.window_start <= now() - make_interval(secs => ${windowSeconds})
                  then now() else rate_limit_windows.window_start end
    returning hits, window_start`,
  );
  if (!row) throw new Error('rate limit upsert returned nothing');
  return {
    hits: Number(row.hits),
    resetAt: new Date(new Date(row.window_start).getTime() + windowSeconds * 1000),
  };
}

/** Throws a 429 with Retry-After once `key` has used up the rule's allowance in the current window. */
export async function enforceRateLimit(db: Database, rule: RateLimitRule, subject: string): Promise<void> {
  const { hits, resetAt } = await hit(db, `${rule.name}:${subject}`, rule.windowSeconds);
  if (hits > rule.max) {
    const retryAfter = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
    throw new AppError(
      'rate_limited',
      'request.too_many',
      { retryAfterSeconds: retryAfter },
      { headers: { 'retry-after': String(retryAfter) } },
    );
  }
}

/** Forgets windows that ended long ago; without this the table keeps one row per address ever seen. */
export async function pruneRateLimitWindows(db: Database, olderThanSeconds = 86_400): Promise<void> {
  await db.execute(sql`
    delete from rate_limit_windows where window_start < now() - make_interval(secs => ${olderThanSeconds})`);
}

export function clientAddress(request: FastifyRequest): string {
  return request.ip;
}
