// Events: the host's form, the public page behind a short code, the committee (kamati), the event's history, the
// host's list on the Account page and the admins' moderation: the API contract.
import { z } from 'zod';
import { isDateString } from '../booking-rules.ts';
import { parseContact } from '../contact.ts';
import {
  CONTRIBUTOR_NAME_MAX,
  committeeRoles,
  EVENT_CODE_PATTERN,
  EVENT_NAME_MAX,
  EVENT_STORY_MAX,
  EVENT_TARGET_MAX_TZS,
  EVENT_TARGET_MIN_TZS,
  EVENT_VENUE_MAX,
  eventKinds,
  eventPermissions,
  eventStatuses,
  HIDE_REASON_MAX,
  normalizeEventCode,
} from '../event-rules.ts';
import { reason } from '../reasons.ts';
import { plainText, wellFormed } from './plain-text.ts';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const language = z.enum(['en', 'sw']);

export const eventKind = z.enum(eventKinds, { error: reason('event.kind_invalid') });
export const eventStatus = z.enum(eventStatuses);
export const committeeRole = z.enum(committeeRoles, { error: reason('committee.role_invalid') });
export const eventRole = z.enum(['host', ...committeeRoles]);
export const eventPermission = z.enum(eventPermissions);

export const eventIdParams = z.object({ id: z.uuid(reason('event.id_invalid')) });
export const eventCodeParams = z.object({
  code: z
    .string()
    .transform(normalizeEventCode)
    .pipe(z.string().regex(EVENT_CODE_PATTERN, reason('event.code_invalid'))),
});

/**
 * The host's form. `startsAt` is the local date and time in Africa/Dar_es_Salaam as the form's
 * datetime-local gives it (`2026-12-19T15:00`); the server stores it in UTC. The server also refuses a past date
 * (event.date_past), a deadline after the event's day (event.deadline_after_event) or before today
 * (event.deadline_past).
 */
export const eventInput = z.object({
  name: plainText(z.string({ error: reason('event.name_required') }).trim())
    .min(1, reason('event.name_required'))
    .max(EVENT_NAME_MAX, reason('event.name_too_long')),
  kind: eventKind,
  startsAt: z
    .string({ error: reason('event.starts_at_invalid') })
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, reason('event.starts_at_invalid')),
  venue: plainText(z.string({ error: reason('event.venue_required') }).trim())
    .min(1, reason('event.venue_required'))
    .max(EVENT_VENUE_MAX, reason('event.venue_too_long')),
  // A story has paragraphs: line breaks are the one control character it keeps.
  story: wellFormed(z.string().trim())
    .max(EVENT_STORY_MAX, reason('event.story_too_long'))
    .regex(/^(?:[^\p{Cc}]|\n)*$/u, reason('text.plain_only'))
    .default(''),
  targetTzs: z
    .number({ error: reason('event.target_invalid') })
    .int(reason('event.target_invalid'))
    .min(EVENT_TARGET_MIN_TZS, reason('event.target_invalid'))
    .max(EVENT_TARGET_MAX_TZS, reason('event.target_invalid')),
  pledgeDeadline: z
    .string({ error: reason('event.deadline_invalid') })
    .refine(isDateString, reason('event.deadline_invalid')),
  showRaised: z.boolean(),
  /** The language the share message and the event's SMS to contributors default to. */
  language,
});
export type EventInput = z.infer<typeof eventInput>;
// The story's default ('') is for the form that creates; a change that leaves the story out must keep it.
export const eventUpdate = eventInput.partial().extend({ story: eventInput.shape.story.unwrap().optional() });
export type EventUpdate = z.infer<typeof eventUpdate>;

export const eventFigures = z.object({
  targetTzs: z.number().int(),
  pledgedTzs: z.number().int(),
  paidTzs: z.number().int(),
  outstandingTzs: z.number().int(),
  contributors: z.number().int(),
});
export type EventFigures = z.infer<typeof eventFigures>;

const eventCore = {
  id: z.uuid(),
  code: z.string(),
  name: z.string(),
  kind: eventKind,
  /** UTC; pages show it in Africa/Dar_es_Salaam. */
  startsAt: z.iso.datetime(),
  venue: z.string(),
  story: z.string(),
  coverUrl: z.string().nullable(),
  pledgeDeadline: day,
  showRaised: z.boolean(),
  language,
  status: eventStatus,
};

/** What the committee sees of its event: everything, with the viewer's role and permissions. */
export const eventDetail = z.object({
  ...eventCore,
  /** The local date and time for the edit form (`2026-12-19T15:00`). */
  startsAtLocal: z.string(),
  hostName: z.string(),
  hidden: z.boolean(),
  myRole: eventRole,
  myPermissions: z.array(eventPermission),
  figures: eventFigures,
  createdAt: z.iso.datetime(),
});
export type EventDetail = z.infer<typeof eventDetail>;

/** The public page: no phone numbers, no contributor list; the money raised only when the host allows it. */
export const publicEvent = z.object({
  ...eventCore,
  hostName: z.string(),
  /** The share link, absolute (PUBLIC_URL + /event-planners/e/{code}). */
  shareUrl: z.string(),
  /** Pledges are taken: open, not hidden, the deadline and the event not passed. */
  acceptingPledges: z.boolean(),
  raised: z
    .object({ targetTzs: z.number().int(), paidTzs: z.number().int(), pledgedTzs: z.number().int() })
    .nullable(),
  contributors: z.number().int(),
  /** Sherehe's fee on each contribution, in basis points, shown before anyone pays; 0 when admins set none. */
  michangoFeeBps: z.number().int().min(0),
});
export type PublicEvent = z.infer<typeof publicEvent>;

/** A row of the Account page's lists (events I host, events I help organise) and of the admins' list. */
export const eventSummary = z.object({
  id: z.uuid(),
  code: z.string(),
  name: z.string(),
  kind: eventKind,
  startsAt: z.iso.datetime(),
  status: eventStatus,
  hidden: z.boolean(),
  myRole: eventRole,
  figures: eventFigures,
});
export type EventSummary = z.infer<typeof eventSummary>;

/** An event whose door I keep (the gate role only): what the door needs, no money. */
export const doorEventSummary = z.object({
  id: z.uuid(),
  code: z.string(),
  name: z.string(),
  startsAt: z.iso.datetime(),
  venue: z.string(),
});
export type DoorEventSummary = z.infer<typeof doorEventSummary>;

export const myEvents = z.object({
  hosting: z.array(eventSummary),
  helping: z.array(eventSummary),
  /** Events I only check guests in at (gate officer): each opens its door page. */
  atTheDoor: z.array(doorEventSummary),
});
export type MyEvents = z.infer<typeof myEvents>;

// The committee. A co-organiser is invited by phone or e-mail and sees the event once signed in with an account of
// that phone or e-mail (registration proves both).
export const committeeInvite = z.object({
  contact: z
    .string({ error: reason('committee.contact_invalid') })
    .trim()
    .transform((value, context) => {
      const contact = parseContact(value);
      if (!contact) {
        context.addIssue({ code: 'custom', message: reason('committee.contact_invalid') });
        return z.NEVER;
      }
      return contact.value;
    }),
  role: committeeRole,
});
export type CommitteeInvite = z.input<typeof committeeInvite>;
export const committeeRoleChange = z.object({ role: committeeRole });
export const memberIdParams = z.object({
  id: z.uuid(reason('event.id_invalid')),
  memberId: z.uuid(reason('committee.member_not_found')),
});

export const committeeMember = z.object({
  id: z.uuid(),
  role: committeeRole,
  /** The phone or e-mail invited; shown to the committee only. */
  contact: z.string(),
  /** The account's name once someone with that phone or e-mail has an account. */
  name: z.string().nullable(),
  joined: z.boolean(),
  invitedAt: z.iso.datetime(),
});
export type CommitteeMember = z.infer<typeof committeeMember>;
export const committeeList = z.object({
  host: z.object({ name: z.string() }),
  members: z.array(committeeMember),
});
export type CommitteeList = z.infer<typeof committeeList>;

/** Everything that changed on the event, newest first: who did what. */
export const eventHistoryEntry = z.object({
  id: z.uuid(),
  at: z.iso.datetime(),
  /** The account that did it; null for the contributor or the system (a mobile-money payment, a reminder run). */
  actorName: z.string().nullable(),
  action: z.enum([
    'event_created',
    'event_updated',
    'event_closed',
    'event_reopened',
    'event_hidden',
    'event_unhidden',
    'cover_changed',
    'member_invited',
    'member_role_changed',
    'member_removed',
    'pledge_made',
    'pledge_updated',
    'pledge_added',
    'pledge_cancelled',
    'pledges_imported',
    'payment_received',
    'payment_recorded',
    'payment_reversed',
    'payment_refunded',
    'reminder_rule_added',
    'reminder_rule_removed',
    'reminders_sent',
    'withdrawal_requested',
    'withdrawal_approved',
    'withdrawal_cancelled',
    'withdrawal_paid',
    'withdrawal_failed',
    'guest_added',
    'guest_updated',
    'guest_removed',
    'guests_added_from_pledges',
    'guests_imported',
    // Cards (issue 39): details { name } of the type or the guest, or the counts.
    'card_type_added',
    'card_type_updated',
    'card_type_removed',
    'cards_sent', // { sent, waiting, withoutPhone }
    'card_released', // { name }: the guest's pledge met the type's rule and the card went out
    'card_resent',
    'card_revoked',
    'rsvp_reminded', // { reminded }
    'guest_answered', // { name, answer: yes|no, seats }
  ]),
  /** What the entry is about, for words: a name, an amount, a role, a count. */
  details: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type EventHistoryEntry = z.infer<typeof eventHistoryEntry>;
export const eventHistoryPage = z.object({
  entries: z.array(eventHistoryEntry),
  nextCursor: z.string().nullable(),
});
export { cursorQuery } from './page-query.ts';

// Admins: every event, searchable by name or code; hide an abusive one (its page and pledges stop) and unhide it.
export const adminEventsQuery = z.object({
  q: plainText(z.string().trim().max(CONTRIBUTOR_NAME_MAX)).optional(),
  hidden: z.enum(['true', 'false']).optional(),
  cursor: z.string().max(200).optional(),
});
export const adminEvent = z.object({
  id: z.uuid(),
  code: z.string(),
  name: z.string(),
  kind: eventKind,
  startsAt: z.iso.datetime(),
  status: eventStatus,
  hostName: z.string(),
  hostContact: z.string(),
  figures: eventFigures,
  hiddenAt: z.iso.datetime().nullable(),
  hiddenReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type AdminEvent = z.infer<typeof adminEvent>;
export const adminEventPage = z.object({ events: z.array(adminEvent), nextCursor: z.string().nullable() });
export const hideEventInput = z.object({
  reason: plainText(z.string({ error: reason('event.hide_reason_required') }).trim())
    .min(1, reason('event.hide_reason_required'))
    .max(HIDE_REASON_MAX, reason('event.hide_reason_too_long')),
});
