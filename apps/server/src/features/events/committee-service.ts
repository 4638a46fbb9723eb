// The committee (kamati): the host and a chair invite co-organisers by phone or e-mail, change their roles and
// remove them; each invitation goes out by SMS or e-mail in the event's language, in the same transaction.
import type { CommitteeList, CommitteeMember } from '@sherehe/core/api/events';
import { parseContact } from '@sherehe/core/contact';
import { COMMITTEE_MAX_MEMBERS, type CommitteeRole } from '@sherehe/core/event-rules';
import { AppError } from '../../platform/errors.ts';
import { enqueueForContact } from '../../platform/mail/outbox.ts';
import { hasOptedIn } from '../../platform/outbound/opted-in.ts';
import { type EventActor, requireEventPermission } from './event-access.ts';
import { recordEventHistory } from './event-history.ts';
import { invitationWords, plainInvitationWords } from './invitation-words.ts';
import {
  accountNameOf,
  countMembers,
  deleteMember,
  findMember,
  findPerson,
  insertMemberUnlessThere,
  type MemberWithName,
  membersOf,
  setMemberRole,
} from './queries.ts';
import type { EventDeps } from './service.ts';

const toMember = (row: MemberWithName): CommitteeMember => ({
  id: row.id,
  role: row.role,
  contact: row.contact,
  name: row.name,
  joined: row.name !== null,
  invitedAt: row.createdAt.toISOString(),
});

export async function committeeOf(
  { db }: EventDeps,
  actor: EventActor,
  eventId: string,
): Promise<CommitteeList> {
  const { event } = await requireEventPermission(db, eventId, actor, 'view_ledger');
  const host = await findPerson(db, event.hostUserId);
  return { host: { name: host.name }, members: (await membersOf(db, eventId)).map(toMember) };
}

export async function inviteMember(
  { db, publicUrl }: EventDeps,
  actor: EventActor,
  eventId: string,
  invite: { contact: string; role: CommitteeRole },
): Promise<CommitteeMember> {
  // The schema normalised it already (E.164 or lower-case e-mail); parsed again to know which it is.
  const contact = parseContact(invite.contact);
  if (!contact) throw new AppError('validation', 'committee.contact_invalid');
  const member = await db.transaction(async (tx) => {
    const { event } = await requireEventPermission(tx, eventId, actor, 'manage_committee', { lock: true });
    const host = await findPerson(tx, event.hostUserId);
    if (contact.value === host.email || contact.value === host.phone) {
      throw new AppError('business_rule', 'committee.is_host');
    }
    // Under the event's lock (above): two invitations at once cannot both take the last place.
    if ((await countMembers(tx, eventId)) >= COMMITTEE_MAX_MEMBERS) {
      throw new AppError('business_rule', 'committee.full', { max: COMMITTEE_MAX_MEMBERS });
    }
    const row = await insertMemberUnlessThere(tx, {
      eventId,
      contact: contact.value,
      role: invite.role,
      invitedBy: actor.id,
    });
    if (!row) throw new AppError('conflict', 'committee.already_member');
    await recordEventHistory(tx, {
      eventId,
      actorUserId: actor.id,
      action: 'member_invited',
      details: { contact: contact.value, role: invite.role },
    });
    const inviter = await findPerson(tx, actor.id);
    // A gate officer opens the event's door page; the rest of the committee its management page.
    const link =
      invite.role === 'gate'
        ? `${publicUrl}/event-planners/door/${event.id}`
        : `${publicUrl}/event-planners/events/${event.id}`;
    const words = (await hasOptedIn(tx, contact))
      ? invitationWords(event.language, {
          inviterName: inviter.name,
          eventName: event.name,
          role: invite.role,
          link,
        })
      : plainInvitationWords(event.language, { role: invite.role, link });
    await enqueueForContact(tx, contact, words, { origin: { account: actor.id }, eventId });
    return { ...row, name: await accountNameOf(tx, contact.value) };
  });
  return toMember(member);
}

export async function changeMemberRole(
  { db }: EventDeps,
  actor: EventActor,
  eventId: string,
  memberId: string,
  role: CommitteeRole,
): Promise<CommitteeMember> {
  const member = await db.transaction(async (tx) => {
    await requireEventPermission(tx, eventId, actor, 'manage_committee', { lock: true });
    const before = await findMember(tx, eventId, memberId);
    if (!before) throw new AppError('not_found', 'committee.member_not_found');
    if (before.role === role) return before;
    const after = await setMemberRole(tx, memberId, role);
    await recordEventHistory(tx, {
      eventId,
      actorUserId: actor.id,
      action: 'member_role_changed',
      details: { contact: after.contact, from: before.role, to: role },
    });
    return after;
  });
  return toMember({ ...member, name: await accountNameOf(db, member.contact) });
}

export async function removeMember(
  { db }: EventDeps,
  actor: EventActor,
  eventId: string,
  memberId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await requireEventPermission(tx, eventId, actor, 'manage_committee', { lock: true });
    const member = await findMember(tx, eventId, memberId);
    if (!member) throw new AppError('not_found', 'committee.member_not_found');
    await deleteMember(tx, memberId);
    await recordEventHistory(tx, {
      eventId,
      actorUserId: actor.id,
      action: 'member_removed',
      details: { contact: member.contact, role: member.role },
    });
  });
}
