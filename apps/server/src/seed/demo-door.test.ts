// The demo wedding's gate officer: signs in by phone, is on the committee as gate only (the door, not the event's
// page), sees the wedding's cards with nobody admitted yet; and comes once to a demo database made before the door.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import { cardAdmissions } from '../db/schema/door.ts';
import { eventMembers, events } from '../db/schema/events.ts';
import { appMarkers } from '../db/schema/platform.ts';
import { doorList } from '../features/door/service.ts';
import { myEvents } from '../features/events/service.ts';
import { verifyPassword } from '../platform/auth/password.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { DEMO_GATE_OFFICER } from './demo-door.ts';
import { DEMO_EVENT_CODE } from './demo-events.ts';
import { runDemoSeed } from './run-demo-seed.ts';

describe('the demo wedding’s door', () => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(() => database.close());

  it('has a gate officer who signs in by phone and keeps the door of the wedding only', async () => {
    const { db } = database;
    expect(await runDemoSeed(db)).toBe(true);
    const [officer] = await db.select().from(users).where(eq(users.phone, DEMO_GATE_OFFICER.phone));
    const [event] = await db.select().from(events).where(eq(events.code, DEMO_EVENT_CODE));
    if (!officer || !event) throw new Error('no demo gate officer');
    expect(officer.name).toBe('Juma Mlinzi');
    expect(await verifyPassword(officer.passwordHash ?? '', DEMO_PASSWORD)).toBe(true);
    const mine = await myEvents({ db, storage: undefined as never, publicUrl: '' }, officer);
    expect(mine.atTheDoor.map((each) => each.code)).toEqual([DEMO_EVENT_CODE]);
    expect(mine.helping).toEqual([]);
    const list = await doorList({ db }, event.id, officer);
    expect(list.cards.length).toBeGreaterThan(10);
    expect(list.cards.every((card) => card.admission === null)).toBe(true);
    expect(await db.$count(cardAdmissions)).toBe(0);
  });

  it('comes to a demo database made before the door existed, on its next start, once', async () => {
    const { db } = database;
    expect(await runDemoSeed(db)).toBe(true);
    await db.delete(eventMembers).where(eq(eventMembers.role, 'gate'));
    await db.delete(users).where(eq(users.phone, DEMO_GATE_OFFICER.phone));
    await db.delete(appMarkers).where(eq(appMarkers.key, 'demo-seed-door'));
    expect(await runDemoSeed(db)).toBe(false);
    expect(await db.$count(eventMembers, eq(eventMembers.role, 'gate'))).toBe(1);
    expect(await runDemoSeed(db)).toBe(false);
    expect(await db.$count(eventMembers, eq(eventMembers.role, 'gate'))).toBe(1);
  });
});
