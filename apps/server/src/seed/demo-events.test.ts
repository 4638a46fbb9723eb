// The demo wedding: who hosts it, who keeps its money, and michango in every state a host meets.
import { todayInTanzania } from '@sherehe/core/booking-rules';
import { pledgeStatus } from '@sherehe/core/event-rules';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { selectRows } from '../db/rows.ts';
import { users } from '../db/schema/accounts.ts';
import { events, pledges } from '../db/schema/events.ts';
import { roleOnEvent } from '../features/events/event-access.ts';
import { figuresOfEvent } from '../features/events/event-figures.ts';
import { seedDemoAccounts } from './demo-accounts.ts';
import { DEMO_EVENT_CODE, seedDemoEvents } from './demo-events.ts';
import { runDemoSeed } from './run-demo-seed.ts';

describe('the demo wedding', () => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(() => database.close());

  it('is hosted by the demo customer, with the demo vendor as treasurer and michango under way', async () => {
    const { db } = database;
    await seedDemoAccounts(db);
    await seedDemoEvents(db);
    const [event] = await db.select().from(events).where(eq(events.code, DEMO_EVENT_CODE));
    if (!event) throw new Error('no demo event');
    expect(await figuresOfEvent(db, event.id)).toEqual({
      targetTzs: 15_000_000,
      pledgedTzs: 4_700_000,
      paidTzs: 2_900_000,
      outstandingTzs: 1_800_000,
      contributors: 14,
    });
    const [vendor] = await db.select().from(users).where(eq(users.email, 'vendor@demo.sherehe.co.tz'));
    if (!vendor) throw new Error('no demo vendor');
    expect((await roleOnEvent(db, event.id, vendor))?.role).toBe('treasurer');

    const rows = await selectRows<{ amount: number; paid: number; cancelled: boolean; due: string | null }>(
      db,
      sql`select p.amount_tzs as amount, p.cancelled_at is not null as cancelled, p.due_date::text as due,
                 coalesce((select sum(amount_tzs) from pledge_payments pp where pp.pledge_id = p.id), 0)::int as paid
          from pledges p where p.event_id = ${event.id}`,
    );
    const statuses = rows.map((row) =>
      pledgeStatus(
        { amountTzs: row.amount, paidTzs: row.paid, cancelled: row.cancelled, dueDate: row.due },
        todayInTanzania(),
      ),
    );
    for (const status of ['paid', 'partly_paid', 'overdue', 'cancelled', 'pledged'] as const) {
      expect(statuses, status).toContain(status);
    }
    const phones = (await db.select({ phone: pledges.phone }).from(pledges)).map((row) => row.phone);
    expect(phones.every((phone) => /^\+2557\d{8}$/.test(phone))).toBe(true);
  });

  it('comes with the demo seed once', async () => {
    expect(await runDemoSeed(database.db)).toBe(true);
    expect(await database.db.$count(events)).toBe(1);
    expect(await runDemoSeed(database.db)).toBe(false);
    expect(await database.db.$count(events)).toBe(1);
  });
});
