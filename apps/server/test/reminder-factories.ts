// Events, committee members, pledges and their payments written straight into the tables, for suites that need an
// event's ledger without going through the events and pledges features.
import { randomBytes, randomUUID } from 'node:crypto';
import { addDays, todayInTanzania } from '@sherehe/core/booking-rules';
import { type CommitteeRole, EVENT_CODE_ALPHABET } from '@sherehe/core/event-rules';
import type { Database } from '../src/db/client.ts';
import { eventMembers, events, pledgePayments, pledges } from '../src/db/schema/events.ts';
import { buildUser } from './factories.ts';

const code = () =>
  Array.from(randomBytes(6), (byte) => EVENT_CODE_ALPHABET[byte % EVENT_CODE_ALPHABET.length]).join('');

export async function buildEvent(db: Database, overrides: Partial<typeof events.$inferInsert> = {}) {
  const hostUserId = overrides.hostUserId ?? (await buildUser(db, { name: 'Amina Juma' })).id;
  const [row] = await db
    .insert(events)
    .values({
      code: code(),
      hostUserId,
      name: 'Harusi ya Amina na Baraka',
      kind: 'wedding',
      startsAt: new Date(`${addDays(todayInTanzania(), 30)}T12:00:00Z`),
      venue: 'Ukumbi wa Bahari, Dar es Salaam',
      targetTzs: 5_000_000,
      pledgeDeadline: addDays(todayInTanzania(), 20),
      language: 'sw',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('no event');
  return row;
}

export async function addMember(db: Database, eventId: string, contact: string, role: CommitteeRole) {
  await db.insert(eventMembers).values({ eventId, contact, role });
}

let phoneCounter = 0;
/** A Tanzanian mobile number no other pledge of this run has. */
export const freshPhone = () =>
  `+2557${String(Date.now() % 1e6)
    .padStart(6, '0')
    .slice(-5)}${String(phoneCounter++ % 1000).padStart(3, '0')}`;

export async function buildPledge(
  db: Database,
  eventId: string,
  overrides: Partial<typeof pledges.$inferInsert> = {},
) {
  const [row] = await db
    .insert(pledges)
    .values({
      eventId,
      name: 'Baraka Mwakyusa',
      phone: freshPhone(),
      amountTzs: 50_000,
      language: 'sw',
      linkToken: randomUUID().replaceAll('-', ''),
      source: 'committee',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('no pledge');
  return row;
}

export async function payPledge(
  db: Database,
  pledge: { id: string; eventId: string },
  amountTzs: number,
  status: 'received' | 'reversed' | 'refunded' = 'received',
) {
  await db.insert(pledgePayments).values({
    pledgeId: pledge.id,
    eventId: pledge.eventId,
    amountTzs,
    method: 'cash',
    status,
    receipt: `R-${randomUUID().slice(0, 8)}`,
  });
}
