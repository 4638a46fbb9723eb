// Who may do what on an event, checked on the server for every committee route: the host holds every permission; a
// co-organiser acts in the role they were invited to, once signed in with an account of the invited phone or e-mail.
// Someone with no role gets the same 404 as for an event that does not exist: the ledger does not admit it is there.
import {
  committeeRoles,
  type EventPermission,
  type EventRole,
  eventPermissions,
  roleMay,
} from '@sherehe/core/event-rules';
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
): Promise<{ event: EventRow; role: EventRole; permissions: EventPermission[] } | null> {
  const query = db.select().from(events).where(eq(events.id, eventId));
  const [event] = options.lock ? await query.for('update') : await query;
  if (!event) return null;
  if (event.hostUserId === actor.id) return { event, role: 'host', permissions: [...eventPermissions] };
  const contacts = contactsOf(actor);
  if (contacts.length === 0) return null;
  // One account may have been invited by its phone and by its e-mail, in two roles: it acts in both, and is shown
  // the first of them in committeeRoles' order, whatever order the rows come back in.
  const rows = await db
    .select({ role: eventMembers.role })
    .from(eventMembers)
    .where(and(eq(eventMembers.eventId, eventId), inArray(eventMembers.contact, contacts)));
  const roles = committeeRoles.filter((role) => rows.some((row) => row.role === role));
  const [role] = roles;
  if (!role) return null;
  const permissions = eventPermissions.filter((permission) =>
    roles.some((each) => roleMay(each, permission)),
  );
  return { event, role, permissions };
}

/**
 * The event and the actor's role, when the role allows the permission. 404 event.not_found without a role,
 * 403 event.not_allowed when the role does not allow it, 422 event.hidden for any change to an event an admin hid.
 * `evenIfHidden` lets a change through on a hidden event (giving money back: that is when it is most needed).
 * `lock` takes the event's row lock (changes to one event's ledger then queue behind each other).
 */
export async function requireEventPermission(
  db: Database,
  eventId: string,
  actor: EventActor,
  permission: EventPermission,
  options: { lock?: boolean; evenIfHidden?: boolean } = {},
): Promise<{ event: EventRow; role: EventRole; permissions: EventPermission[] }> {
  const found = await roleOnEvent(db, eventId, actor, options);
  if (!found) throw new AppError('not_found', 'event.not_found');
  if (!found.permissions.includes(permission)) throw new AppError('forbidden', 'event.not_allowed');
  const reads = permission === 'view_ledger' || permission === 'export';
  if (found.event.hiddenAt && !reads && !options.evenIfHidden) {
    throw new AppError('business_rule', 'event.hidden');
  }
  return found;
}
