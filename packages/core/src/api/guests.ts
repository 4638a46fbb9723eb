// Guests: the event's invitation list, kept by the committee (host, chair, secretary) beside the ledger: the API
// contract. A guest's pledge is the event's pledge with the same phone (one pledge and one guest per phone per event).
import { z } from 'zod';
import { cardStatuses, rsvpAnswers, rsvpChannels } from '../card-rules.ts';
import { pledgeStatuses } from '../event-rules.ts';
import {
  GUEST_GROUP_MAX,
  GUEST_NAME_MAX,
  GUEST_NOTES_MAX,
  GUEST_SEATS_MAX,
  GUESTS_FROM_PLEDGES_MAX,
  guestPledgeFilters,
  guestSides,
  guestSorts,
} from '../guest-rules.ts';
import { normalizePhone } from '../phone.ts';
import { reason } from '../reasons.ts';
import { plainText } from './plain-text.ts';

export { eventIdParams } from './events.ts';
export { exportQuery, importResult } from './pledges.ts';

export const guestSide = z.enum(guestSides, { error: reason('guest.side_invalid') });

const guestName = plainText(z.string({ error: reason('guest.name_required') }).trim())
  .min(1, reason('guest.name_required'))
  .max(GUEST_NAME_MAX, reason('guest.name_too_long'));

/** A Tanzanian mobile number (cards and RSVP go by SMS), as people type it; stored E.164. Empty means none. */
const guestPhone = z
  .string({ error: reason('guest.phone_invalid') })
  .trim()
  .transform((value, context) => {
    if (value === '') return null;
    const e164 = normalizePhone(value);
    if (!e164 || !/^\+255[67]\d{8}$/.test(e164)) {
      context.addIssue({ code: 'custom', message: reason('guest.phone_invalid') });
      return z.NEVER;
    }
    return e164;
  })
  .nullish();

const guestEmail = z
  .string({ error: reason('guest.email_invalid') })
  .trim()
  .toLowerCase()
  .max(254, reason('guest.email_invalid'))
  .refine((value) => value === '' || z.email().safeParse(value).success, reason('guest.email_invalid'))
  .transform((value) => (value === '' ? null : value))
  .nullish();

/** A household or group ("Familia ya Mushi", "Kazini"): free text, empty means none. */
const guestGroup = plainText(z.string({ error: reason('guest.group_too_long') }).trim())
  .max(GUEST_GROUP_MAX, reason('guest.group_too_long'))
  .transform((value) => (value === '' ? null : value))
  .nullish();

const guestNotes = plainText(z.string({ error: reason('guest.notes_too_long') }).trim())
  .max(GUEST_NOTES_MAX, reason('guest.notes_too_long'))
  .transform((value) => (value === '' ? null : value))
  .nullish();

const guestSeats = z
  .number({ error: reason('guest.seats_invalid') })
  .int(reason('guest.seats_invalid'))
  .min(1, reason('guest.seats_invalid'))
  .max(GUEST_SEATS_MAX, reason('guest.seats_invalid'));

export const guestInput = z.object({
  name: guestName,
  phone: guestPhone,
  email: guestEmail,
  group: guestGroup,
  side: guestSide.default('either'),
  seats: guestSeats.default(1),
  notes: guestNotes,
});
export type GuestInput = z.input<typeof guestInput>;

/** What is left out stays as it is; an empty phone, e-mail, group or notes clears it. */
export const guestUpdate = z.object({
  name: guestName.optional(),
  phone: guestPhone,
  email: guestEmail,
  group: guestGroup,
  side: guestSide.optional(),
  seats: guestSeats.optional(),
  notes: guestNotes,
});
export type GuestUpdate = z.input<typeof guestUpdate>;

export const guestParams = z.object({
  id: z.uuid(reason('event.id_invalid')),
  guestId: z.uuid(reason('guest.not_found')),
});

export const guestsQuery = z.object({
  /** Name, phone (any form), e-mail or group, part of it. */
  q: plainText(z.string().trim().max(GUEST_NAME_MAX)).optional(),
  side: guestSide.optional(),
  /** One group's guests, by its exact name. */
  group: plainText(z.string().trim().max(GUEST_GROUP_MAX)).optional(),
  pledge: z.enum(guestPledgeFilters, { error: reason('guest.filter_invalid') }).optional(),
  /** none: no card made, or only a revoked one. */
  card: z.enum(['none', 'waiting', 'sent'], { error: reason('guest.filter_invalid') }).optional(),
  /** none: a sent card not answered yet. */
  rsvp: z.enum(['yes', 'no', 'none'], { error: reason('guest.filter_invalid') }).optional(),
  /** yes: their card was admitted at the door; no: not (yet). */
  arrived: z.enum(['yes', 'no'], { error: reason('guest.filter_invalid') }).optional(),
  sort: z.enum(guestSorts, { error: reason('guest.filter_invalid') }).default('name'),
  dir: z.enum(['asc', 'desc']).default('asc'),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type GuestsQuery = z.input<typeof guestsQuery>;

/** The guest's pledge, when the event has one from their phone. */
export const guestPledge = z.object({
  id: z.uuid(),
  status: z.enum(pledgeStatuses),
  amountTzs: z.number().int(),
  paidTzs: z.number().int(),
});

export const cardStatus = z.enum(cardStatuses);
export const rsvpAnswer = z.enum(rsvpAnswers, { error: reason('card.rsvp_invalid') });

/** A guest's card (issue 39: api/cards.ts makes, sends and revokes them), as the committee sees it. */
export const guestCard = z.object({
  status: cardStatus,
  /** Typed at the door when the QR code will not scan. */
  code: z.string(),
  typeId: z.uuid(),
  typeName: z.string(),
  seats: z.number().int(),
  /** When it was last texted (null: waiting, or a guest without a phone: hand it over). */
  sentAt: z.iso.datetime().nullable(),
  /** The card's private page, for the committee to copy or print. */
  link: z.string(),
});
export type GuestCard = z.infer<typeof guestCard>;

export const guestRsvp = z.object({
  answer: rsvpAnswer,
  /** Of the card's seats, how many come (0 when not). */
  seats: z.number().int(),
  at: z.iso.datetime(),
  via: z.enum(rsvpChannels),
});
export type GuestRsvp = z.infer<typeof guestRsvp>;

export const guestRow = z.object({
  id: z.uuid(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  group: z.string().nullable(),
  side: guestSide,
  seats: z.number().int(),
  notes: z.string().nullable(),
  pledge: guestPledge.nullable(),
  /** Their card (the latest, revoked or not), if one was made. */
  card: guestCard.nullable(),
  /** Their answer, from the card's page or a text. */
  rsvp: guestRsvp.nullable(),
  /** When their card was admitted at the door. */
  arrivedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type GuestRow = z.infer<typeof guestRow>;

const sideCounts = z.object({ guests: z.number().int(), seats: z.number().int() });
const rsvpCounts = z.object({
  yes: z.number().int(),
  seatsComing: z.number().int(),
  no: z.number().int(),
  unanswered: z.number().int(),
});

/** The whole list's counts, whatever the filter. */
export const guestCounts = z.object({
  guests: z.number().int(),
  seats: z.number().int(),
  bySide: z.object({ bride: sideCounts, groom: sideCounts, either: sideCounts }),
  /** Guests with a pledge, and those of them who have paid it in full. */
  pledged: z.number().int(),
  paid: z.number().int(),
  /** Cards not revoked, by status. */
  cards: z.object({ waiting: z.number().int(), sent: z.number().int() }),
  /** Answers by side: guests who said yes (and the seats they said), no, and sent cards not answered. */
  rsvp: z.object({
    bride: rsvpCounts,
    groom: rsvpCounts,
    either: rsvpCounts,
  }),
  /** Guests whose card was admitted at the door, and the seats those cards hold. */
  arrived: z.object({ guests: z.number().int(), seats: z.number().int() }),
});
export type GuestCounts = z.infer<typeof guestCounts>;

export const guestsPage = z.object({
  counts: guestCounts,
  /** The event's groups, for the filter, by name. */
  groups: z.array(z.string()),
  /** How many rows match the filter, for paging. */
  matching: z.number().int(),
  rows: z.array(guestRow),
});
export type GuestsPage = z.infer<typeof guestsPage>;

/** Contributors of the ledger invited in one step: each becomes a guest with their name, phone and e-mail. */
export const guestsFromPledgesInput = z.object({
  pledgeIds: z
    .array(z.uuid(reason('pledge.not_found')), { error: reason('guest.pledges_required') })
    .min(1, reason('guest.pledges_required'))
    .max(GUESTS_FROM_PLEDGES_MAX, reason('guest.pledges_too_many')),
  side: guestSide.default('either'),
});
export type GuestsFromPledgesInput = z.input<typeof guestsFromPledgesInput>;

export const guestsFromPledgesResult = z.object({
  added: z.number().int(),
  /** Already on the list (a guest with the same phone): left as they were. */
  alreadyGuests: z.number().int(),
});
export type GuestsFromPledgesResult = z.infer<typeof guestsFromPledgesResult>;
