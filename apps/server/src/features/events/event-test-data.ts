// For the tests: events, committee members and pledges written straight to the database, and local date-times
// relative to today in Dar es Salaam.
import { randomBytes } from 'node:crypto';
import { addDays, todayInTanzania } from '@sherehe/core/booking-rules';
import type { CommitteeRole } from '@sherehe/core/event-rules';
import type { Database } from '../../db/client.ts';
import { eventMembers, events, pledgePayments, pledges } from '../../db/schema/all.ts';
import { utcFromLocal } from '../../platform/tanzania-local-time.ts';
import { drawEventCode } from './service.ts';

/** `YYYY-MM-DDTHH:mm` in Dar es Salaam, `days` from today. */
export const localIn = (days: number, time = '15:00') => `${addDays(todayInTanzania(), days)}T${time}`;
export const dayIn = (days: number) => addDays(todayInTanzania(), days);

export async function buildEvent(
  db: Database,
  hostUserId: string,
  overrides: Partial<typeof events.$inferInsert> = {},
) {
  const [row] = await db
    .insert(events)
    .values({
      code: drawEventCode(),
      hostUserId,
      name: 'Harusi ya Neema na Baraka',
      kind: 'wedding',
      startsAt: utcFromLocal(localIn(40)) as Date,
      venue: 'Diamond Jubilee Hall, Dar es Salaam',
      targetTzs: 10_000_000,
      pledgeDeadline: dayIn(35),
      language: 'sw',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('no event');
  return row;
}

export async function buildMember(db: Database, eventId: string, contact: string, role: CommitteeRole) {
  const [row] = await db.insert(eventMembers).values({ eventId, contact, role }).returning();
  if (!row) throw new Error('no member');
  return row;
}

let phoneSerial = 0;

export async function buildPledge(
  db: Database,
  eventId: string,
  overrides: Partial<typeof pledges.$inferInsert> & { paidTzs?: number } = {},
) {
  const { paidTzs = 0, ...fields } = overrides;
  phoneSerial += 1;
  const [row] = await db
    .insert(pledges)
    .values({
      eventId,
      name: 'Mchangiaji',
      phone: `+25575${String(5_000_000 + phoneSerial).padStart(7, '0')}`,
      amountTzs: 100_000,
      language: 'sw',
      linkToken: randomBytes(24).toString('base64url'),
      source: 'contributor',
      ...fields,
    })
    .returning();
  if (!row) throw new Error('no pledge');
  if (paidTzs > 0) {
    await db.insert(pledgePayments).values({ pledgeId: row.id, eventId, amountTzs: paidTzs, method: 'cash' });
  }
  return row;
}
