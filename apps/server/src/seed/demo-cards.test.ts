// The demo wedding's cards: three types, cards sent, waiting for pledges and one revoked, each as its type's rule
// would have left it given the demo's pledges, a few answers, the history; and the seeder's marker.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import { eventCardTypes, guestCards } from '../db/schema/cards.ts';
import { eventHistory, events } from '../db/schema/events.ts';
import { appMarkers } from '../db/schema/platform.ts';
import { releaseCardsOfPhone } from '../features/cards/card-release.ts';
import { listCardTypes } from '../features/cards/card-types.ts';
import { listGuests } from '../features/guests/service.ts';
import type { JobQueue } from '../platform/jobs/job-queue.ts';
import { seedDemoAccounts } from './demo-accounts.ts';
import { seedDemoCards } from './demo-cards.ts';
import { DEMO_EVENT_CODE, seedDemoEvents } from './demo-events.ts';
import { seedDemoGuests } from './demo-guests.ts';
import { runDemoSeed } from './run-demo-seed.ts';

describe('the demo wedding’s cards', () => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(() => database.close());

  it('are of three types, sent, waiting and revoked as the rules would have them, some answered', async () => {
    const { db } = database;
    await seedDemoAccounts(db);
    await seedDemoEvents(db);
    await seedDemoGuests(db);
    await seedDemoCards(db);
    const [event] = await db.select().from(events).where(eq(events.code, DEMO_EVENT_CODE));
    const [host] = await db.select().from(users).where(eq(users.phone, '+255754000001'));
    if (!event || !host) throw new Error('no demo wedding');
    const deps = { db, publicUrl: 'https://sherehe.example', jobs: { kick() {} } as unknown as JobQueue };

    const { types } = await listCardTypes(deps, event.id, host);
    expect(types.map((type) => [type.name, type.seats, type.rule, type.amountTzs])).toEqual([
      ['Single', 1, 'now', null],
      ['Double', 2, 'pledge_paid', null],
      ['VIP', 2, 'pledge_amount', 500_000],
    ]);
    const page = await listGuests(deps, event.id, host, { sort: 'name', dir: 'asc', offset: 0, limit: 200 });
    expect(page.counts.cards).toEqual({ waiting: 6, sent: 14 });
    expect(await db.$count(guestCards, eq(guestCards.status, 'revoked'))).toBe(1);
    const answers = Object.values(page.counts.rsvp);
    expect(answers.reduce((sum, side) => sum + side.yes, 0)).toBe(6);
    expect(answers.reduce((sum, side) => sum + side.no, 0)).toBe(2);
    expect(answers.reduce((sum, side) => sum + side.seatsComing, 0)).toBe(9);
    // The card of a guest without a phone was handed over, never texted.
    const handedOver = page.rows.filter((row) => row.card?.status === 'sent' && row.phone === null);
    expect(handedOver.map((row) => row.card?.sentAt)).toEqual([null]);
    for (const row of page.rows.filter((each) => each.card?.status === 'sent' && each.phone)) {
      expect(row.card?.sentAt).not.toBeNull();
      expect(row.seats).toBe(row.card?.seats);
    }
    // No waiting card's pledge meets its rule: a release now sends nothing.
    for (const row of page.rows.filter((each) => each.card?.status === 'waiting')) {
      expect(await releaseCardsOfPhone(deps, { eventId: event.id, phone: row.phone as string })).toBe(0);
    }
    const history = await db.select().from(eventHistory).where(eq(eventHistory.eventId, event.id));
    const actions = history.map((entry) => entry.action);
    for (const action of [
      'card_type_added',
      'cards_sent',
      'card_released',
      'card_revoked',
      'guest_answered',
    ]) {
      expect(actions).toContain(action);
    }
  });

  it('come to a demo database made before cards existed, on its next start, once', async () => {
    const { db } = database;
    expect(await runDemoSeed(db)).toBe(true);
    expect(await db.$count(eventCardTypes)).toBe(3);
    expect(await db.$count(guestCards)).toBe(21);
    await db.delete(guestCards);
    await db.delete(eventCardTypes);
    await db.delete(appMarkers).where(eq(appMarkers.key, 'demo-seed-cards'));
    expect(await runDemoSeed(db)).toBe(false);
    expect(await db.$count(guestCards)).toBe(21);
    expect(await runDemoSeed(db)).toBe(false);
    expect(await db.$count(guestCards)).toBe(21);
  });
});
