// Who may do what on an event, checked on the server for every committee route: the host holds every permission; a
// co-organiser acts in the role they were invited to, once signed in with an account of the invited phone or e-mail.
// Someone with no role gets the same 404 as for an event that does not exist: the ledger does not admit it is there.
import { type EventPermission, type EventRole, roleMay } from '@sherehe/core/event-rules';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { eventMembers, events } from '../../db/schema/all.ts';
import { AppError } from '../../platform/errors.ts';

export type EventRow = typeof events.$inferSelect;
export type EventActor = { id: string; email: string | null; phone: string | null };

/** The contacts an account answers to as a co-organiser. */
export const contactsOf = (actor: EventActor): string[] =>
  [actor.email, actor.phone].filter((contact): contact is string => contact !== null);

export async function roleOnEvent(
  db: Database,
  eventId: string,
  actor: EventActor,
  options: { lock?: boolean } = {},
): Promise<{ event: EventRow; role: EventRole } | null> {
  const query = db.select().from(events).where(eq(events.id, eventId));
  const [event] = options.lock ? await query.for('update') : await query;
  if (!event) return null;
  if (event.hostUserId === actor.id) return { event, role: 'host' };
  const contacts = contactsOf(actor);
  if (contacts.length === 0) return null;
  const [member] = await db
    .select({ role: eventMembers.role })
    .from(eventMembers)
    .where(and(eq(eventMembers.eventId, eventId), inArray(eventMembers.contact, contacts)));
  return member ? { event, role: member.role } : null;
}

/**
 * The event and the actor's role, when the role allows the permission. 404 event.not_found without a role,
 * 403 event.not_allowed when the role does not allow it, 422 event.hidden for any change to an event an admin hid.
 * `lock` takes the event's row lock (changes to one event's ledger then queue behind each other).
 */
export async function requireEventPermission(
  db: Database,
  eventId: string,
  actor: EventActor,
  permission: EventPermission,
  options: { lock?: boolean } = {},
): Promise<{ event: EventRow; role: EventRole }> {
  const found = await roleOnEvent(db, eventId, actor, options);
  if (!found) throw new AppError('not_found', 'event.not_found');
  if (!roleMay(found.role, permission)) throw new AppError('forbidden', 'event.not_allowed');
  const reads = permission === 'view_ledger' || permission === 'export';
  if (found.event.hiddenAt && !reads) throw new AppError('business_rule', 'event.hidden');
  return found;
}
