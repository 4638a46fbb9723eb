// SQL of the planner's price tables.
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { plannerCatering, plannerExtras, plannerVenues } from '../../db/schema/planner.ts';

export async function readPriceTables(db: Database) {
  const [venues, catering, extras] = [
    await db.select().from(plannerVenues).orderBy(asc(plannerVenues.capacity)),
    await db.select().from(plannerCatering).orderBy(asc(plannerCatering.position)),
    await db.select().from(plannerExtras).orderBy(asc(plannerExtras.position)),
  ];
  return { venues, catering, extras };
}

/** Locks the tables' rows for a change of prices, so two admins' changes apply one after the other. */
export async function lockPriceTables(db: Database): Promise<void> {
  await db.execute(sql`select 1 from planner_venues for update`);
  await db.execute(sql`select 1 from planner_catering for update`);
  await db.execute(sql`select 1 from planner_extras for update`);
}

export async function setVenuePrice(db: Database, capacity: number, priceTzs: number) {
  await db
    .update(plannerVenues)
    .set({ priceTzs, updatedAt: new Date() })
    .where(eq(plannerVenues.capacity, capacity));
}

export async function setCateringPrice(db: Database, key: string, perPersonTzs: number) {
  await db
    .update(plannerCatering)
    .set({ perPersonTzs, updatedAt: new Date() })
    .where(eq(plannerCatering.key, key));
}

export async function setExtraPrice(db: Database, key: string, priceTzs: number) {
  await db.update(plannerExtras).set({ priceTzs, updatedAt: new Date() }).where(eq(plannerExtras.key, key));
}
