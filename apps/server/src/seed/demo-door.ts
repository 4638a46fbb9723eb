// The demo wedding's gate officer: an account signing in by phone with the demo password, on the committee as `gate`
// only, so the door page (issue 39) can be tried on a phone: the cards, a QR code scanned, a guest admitted. Nobody
// has been admitted yet; the wedding is weeks away.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import { eventHistory, eventMembers, events } from '../db/schema/events.ts';
import { hashPassword } from '../platform/auth/password.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { DAY_MS } from './demo-clock.ts';
import { DEMO_EVENT_CODE } from './demo-events.ts';

/** README lists it with the demo accounts. */
export const DEMO_GATE_OFFICER = { name: 'Juma Mlinzi', phone: '+255754000002' } as const;

export async function seedDemoDoor(db: Database, now = new Date()): Promise<void> {
  const [event] = await db.select().from(events).where(eq(events.code, DEMO_EVENT_CODE));
  // Someone removed the demo wedding: no door to keep.
  if (!event) return;
  const openedAt = new Date(now.getTime() - 3 * DAY_MS);
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.phone, DEMO_GATE_OFFICER.phone));
  if (!existing) {
    await db.insert(users).values({
      role: 'user',
      name: DEMO_GATE_OFFICER.name,
      email: null,
      phone: DEMO_GATE_OFFICER.phone,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      createdAt: openedAt,
      updatedAt: openedAt,
    });
  }
  const invitedAt = new Date(now.getTime() - 2 * DAY_MS);
  const [member] = await db
    .insert(eventMembers)
    .values({
      eventId: event.id,
      contact: DEMO_GATE_OFFICER.phone,
      role: 'gate',
      invitedBy: event.hostUserId,
      createdAt: invitedAt,
    })
    .onConflictDoNothing({ target: [eventMembers.eventId, eventMembers.contact] })
    .returning();
  if (!member) return;
  await db.insert(eventHistory).values({
    eventId: event.id,
    actorUserId: event.hostUserId,
    action: 'member_invited',
    details: { contact: DEMO_GATE_OFFICER.phone, role: 'gate' },
    createdAt: invitedAt,
  });
}
