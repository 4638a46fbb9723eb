// The demo wedding's guest list: both sides in households, contributors whose pledge shows beside them, a few guests
// without a phone, and the import in the history.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import { eventHistory, events } from '../db/schema/events.ts';
import { eventGuests } from '../db/schema/guests.ts';
import { appMarkers } from '../db/schema/platform.ts';
import { listGuests } from '../features/guests/service.ts';
import { seedDemoAccounts } from './demo-accounts.ts';
import { DEMO_EVENT_CODE, seedDemoEvents } from './demo-events.ts';
import { seedDemoGuests } from './demo-guests.ts';
import { runDemoSeed } from './run-demo-seed.ts';

describe('the demo wedding’s guests', () => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(() => database.close());

  it('are forty of both sides, ten of them contributors, as the host reads them', async () => {
    const { db } = database;
    await seedDemoAccounts(db);
    await seedDemoEvents(db);
    await seedDemoGuests(db);
    const [event] = await db.select().from(events).where(eq(events.code, DEMO_EVENT_CODE));
    const [host] = await db.select().from(users).where(eq(users.phone, '+255754000001'));
    if (!event || !host) throw new Error('no demo wedding');
    const page = await listGuests({ db, publicUrl: 'https://sherehe.example' }, event.id, host, {
      sort: 'name',
      dir: 'asc',
      offset: 0,
      limit: 200,
    });
    expect(page.counts.guests).toBe(40);
    expect(page.counts.bySide.bride.guests).toBeGreaterThan(10);
    expect(page.counts.bySide.groom.guests).toBeGreaterThan(10);
    expect(page.counts.pledged).toBe(9);
    expect(page.counts.paid).toBeGreaterThan(0);
    expect(page.groups).toHaveLength(5);
    const statuses = new Set(page.rows.flatMap((row) => (row.pledge ? [row.pledge.status] : [])));
    expect([...statuses].sort()).toEqual(['cancelled', 'overdue', 'paid', 'partly_paid', 'pledged']);
    expect(page.rows.filter((row) => row.phone === null).length).toBeGreaterThanOrEqual(3);
    const history = await db.select().from(eventHistory).where(eq(eventHistory.eventId, event.id));
    expect(history.map((entry) => entry.action)).toContain('guests_imported');
  });

  it('come to a demo database made before guests existed, on its next start', async () => {
    const { db } = database;
    await seedDemoAccounts(db);
    await seedDemoEvents(db);
    const earlier = [
      'demo-seed',
      'demo-seed-medi-finder',
      'demo-seed-admin-second-factor',
      'demo-seed-events',
      'demo-seed-news',
      'demo-seed-orders',
      'demo-seed-ledger',
    ];
    await db.insert(appMarkers).values(earlier.map((key) => ({ key })));
    expect(await runDemoSeed(db)).toBe(false);
    expect(await db.$count(eventGuests)).toBe(40);
    expect(await db.$count(appMarkers, eq(appMarkers.key, 'demo-seed-guests'))).toBe(1);
  });

  it('come with the demo seed once', async () => {
    expect(await runDemoSeed(database.db)).toBe(true);
    expect(await database.db.$count(eventGuests)).toBe(40);
    expect(await runDemoSeed(database.db)).toBe(false);
    expect(await database.db.$count(eventGuests)).toBe(40);
  });
});
