// Builders for events, their committee and pledges, straight into the tables: pledge tests need an event, not its
// forms.
import { randomInt, randomUUID } from 'node:crypto';
import { addDays, todayInTanzania } from '@sherehe/core/booking-rules';
import { type CommitteeRole, EVENT_CODE_ALPHABET } from '@sherehe/core/event-rules';
import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { eventHistory, eventMembers, events, pledges } from '../src/db/schema/events.ts';
import { buildUser } from './factories.ts';

export const newEventCode = () =>
  Array.from({ length: 6 }, () => EVENT_CODE_ALPHABET[randomInt(EVENT_CODE_ALPHABET.length)]).join('');

export async function buildEvent(
  db: Database,
  overrides: Partial<typeof events.$inferInsert> = {},
): Promise<typeof events.$inferSelect> {
  const hostUserId = overrides.hostUserId ?? (await buildUser(db, { name: 'Mwenyeji' })).id;
  const [row] = await db
    .insert(events)
    .values({
      code: newEventCode(),
      hostUserId,
      name: 'Harusi ya Neema na Juma',
      kind: 'wedding',
      startsAt: new Date(Date.now() + 40 * 86_400_000),
      venue: 'Ukumbi wa Bahari, Dar es Salaam',
      targetTzs: 20_000_000,
      pledgeDeadline: addDays(todayInTanzania(), 30),
      language: 'sw',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('no event');
  return row;
}

/** A co-organiser: an account whose e-mail was invited in `role`. */
export async function buildMember(db: Database, eventId: string, role: CommitteeRole) {
  const user = await buildUser(db, { name: `Kamati ${role}` });
  await db.insert(eventMembers).values({ eventId, contact: user.email as string, role });
  return user;
}

/** A contributor's pledge (Juma, TZS 20,000, +255754123456 unless told), with its private link. */
export async function buildPledge(
  db: Database,
  eventId: string,
  overrides: Partial<typeof pledges.$inferInsert> = {},
): Promise<typeof pledges.$inferSelect> {
  const [row] = await db
    .insert(pledges)
    .values({
      eventId,
      name: 'Juma',
      phone: '+255754123456',
      amountTzs: 20_000,
      language: 'sw',
      linkToken: randomUUID().replace(/-/g, ''),
      source: 'contributor',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('no pledge');
  return row;
}

/** An event's history as [action, details] pairs, oldest first: what its History tab lists. */
export async function eventHistoryOf(db: Database, eventId: string): Promise<[string, unknown][]> {
  const entries = await db
    .select({ action: eventHistory.action, details: eventHistory.details })
    .from(eventHistory)
    .where(eq(eventHistory.eventId, eventId))
    .orderBy(eventHistory.createdAt);
  return entries.map((entry) => [entry.action, entry.details]);
}
