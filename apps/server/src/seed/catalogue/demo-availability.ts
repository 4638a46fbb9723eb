// Dates on the demo marketplace, so `npm start` shows them: bookings a day by category (a caterer with several crews
// takes more than a venue), deposits on the bigger services, and a few blocked days on some venues.
import { addDays, todayInTanzania } from '@sherehe/core/booking-rules';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

const dailyCapacity: Record<string, number> = {
  catering: 3,
  decoration: 2,
  'photo-video': 2,
  'sound-lights': 2,
  performances: 2,
  security: 4,
  transport: 3,
  maids: 5,
  attire: 4,
  drinks: 3,
  planners: 2,
};

const depositPercent: Record<string, number> = {
  venues: 30,
  catering: 50,
  decoration: 40,
  'photo-video': 25,
  'sound-lights': 30,
  planners: 20,
};

/** Days from today a blocked venue is closed: a weekend soon and a few scattered ones. */
const BLOCKED_OFFSETS = [3, 4, 10, 17, 31];

export async function seedDemoAvailability(db: Database, now: Date = new Date()): Promise<void> {
  for (const [category, capacity] of Object.entries(dailyCapacity)) {
    await db.execute(
      sql`update listings set daily_capacity = ${capacity} where kind = 'service' and category = ${category}`,
    );
  }
  for (const [category, percent] of Object.entries(depositPercent)) {
    await db.execute(sql`update listings set deposit_percent = ${percent} where category = ${category}`);
  }
  // Every third published venue has a few days closed.
  const today = todayInTanzania(now);
  const days = BLOCKED_OFFSETS.map((offset) => addDays(today, offset));
  await db.execute(sql`insert into listing_blocked_days (listing_id, day)
    select l.id, d::date
    from (select id, row_number() over (order by created_at, id) as n
          from listings where category = 'venues' and kind = 'service' and status = 'published') l
    cross join unnest(${`{${days.join(',')}}`}::text[]) as d
    where l.n % 3 = 1
    on conflict do nothing`);
}
