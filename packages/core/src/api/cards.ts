// Invitation cards (issue 39): the committee's card types and cards (made, sent, resent, revoked), and the guest's
// card behind its private link, where they answer whether they come: the API contract.
import { z } from 'zod';
import { CARD_TYPE_NAME_MAX, CARDS_PER_REQUEST_MAX, cardReleaseRules } from '../card-rules.ts';
import { PLEDGE_MAX_TZS, PLEDGE_MIN_TZS } from '../event-rules.ts';
import { GUEST_SEATS_MAX } from '../guest-rules.ts';
import { reason } from '../reasons.ts';
import { plainText } from './plain-text.ts';

export { eventIdParams } from './events.ts';

import { guestRsvp, rsvpAnswer } from './guests.ts';

export { guestCard, guestParams } from './guests.ts';

const seats = z
  .number({ error: reason('guest.seats_invalid') })
  .int(reason('guest.seats_invalid'))
  .min(1, reason('guest.seats_invalid'))
  .max(GUEST_SEATS_MAX, reason('guest.seats_invalid'));

// Card types.

const cardTypeFields = {
  name: plainText(z.string({ error: reason('card_type.name_required') }).trim())
    .min(1, reason('card_type.name_required'))
    .max(CARD_TYPE_NAME_MAX, reason('card_type.name_too_long')),
  /** The seats a card of this type admits: a Double admits 2. A card made for a guest admits its type's seats. */
  seats,
  rule: z.enum(cardReleaseRules, { error: reason('card_type.rule_invalid') }),
  /** With rule pledge_amount: the pledge's paid total that releases the card. */
  amountTzs: z
    .number({ error: reason('card_type.amount_invalid') })
    .int(reason('card_type.amount_invalid'))
    .min(PLEDGE_MIN_TZS, reason('card_type.amount_invalid'))
    .max(PLEDGE_MAX_TZS, reason('card_type.amount_invalid'))
    .nullish(),
};
const amountWithItsRule = (value: { rule?: string; amountTzs?: number | null }) =>
  value.rule !== 'pledge_amount' || (value.amountTzs ?? null) !== null;

export const cardTypeInput = z
  .object(cardTypeFields)
  .refine(amountWithItsRule, { message: reason('card_type.amount_invalid'), path: ['amountTzs'] });
export type CardTypeInput = z.input<typeof cardTypeInput>;
/** What is left out stays; a change to rule pledge_amount keeps the type's amount when none is given. */
export const cardTypeUpdate = z.object(cardTypeFields).partial();
export type CardTypeUpdate = z.input<typeof cardTypeUpdate>;

export const cardTypeParams = z.object({
  id: z.uuid(reason('event.id_invalid')),
  typeId: z.uuid(reason('card_type.not_found')),
});

export const cardType = z.object({
  id: z.uuid(),
  name: z.string(),
  seats: z.number().int(),
  rule: z.enum(cardReleaseRules),
  amountTzs: z.number().int().nullable(),
  /** Cards of this type not revoked, by status. */
  cards: z.object({ waiting: z.number().int(), sent: z.number().int() }),
});
export type CardType = z.infer<typeof cardType>;
export const cardTypeList = z.object({ types: z.array(cardType) });
export type CardTypeList = z.infer<typeof cardTypeList>;

/** Make (and send, when its type's rule allows) a card of one type for each guest chosen. */
export const sendCardsInput = z.object({
  guestIds: z
    .array(z.uuid(reason('guest.not_found')), { error: reason('card.guests_required') })
    .min(1, reason('card.guests_required'))
    .max(CARDS_PER_REQUEST_MAX, reason('card.guests_too_many')),
  typeId: z.uuid(reason('card_type.not_found')),
});
export type SendCardsInput = z.input<typeof sendCardsInput>;
export const sendCardsResult = z.object({
  /** Texted now. */
  sent: z.number().int(),
  /** Made, held until the guest's pledge meets the type's rule. */
  waiting: z.number().int(),
  /**
   * Made and ready but not texted: a guest with no phone, or a phone that replied STOP (or that the outbound budget
   * held back): ready to print or forward from the list.
   */
  withoutPhone: z.number().int(),
  /** Already holding a card (not revoked): left as it was; resend or revoke it first. */
  alreadyCarded: z.number().int(),
});
export type SendCardsResult = z.infer<typeof sendCardsResult>;

/** RSVP reminders: a text to each guest whose card was sent and who has not answered. */
export const remindRsvpResult = z.object({ reminded: z.number().int() });

// The guest's own card, behind its private link.

export const cardTokenParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, reason('card.not_found')),
});

export const cardView = z.object({
  event: z.object({
    name: z.string(),
    /** UTC; shown in Africa/Dar_es_Salaam. */
    startsAt: z.iso.datetime(),
    venue: z.string(),
    coverUrl: z.string().nullable(),
    /** For the contribute link on the card. */
    code: z.string(),
    language: z.enum(['en', 'sw']),
    /** The day has passed: the card is a keepsake, answers are closed. */
    past: z.boolean(),
  }),
  guest: z.object({ name: z.string(), seats: z.number().int() }),
  typeName: z.string(),
  status: z.enum(['sent', 'revoked']),
  code: z.string(),
  /**
   * The QR code's text (card-rules.ts): signed, verified at the door with no network. Empty for a revoked card, whose
   * QR code and picture are not served either.
   */
  qr: z.string(),
  /**
   * That QR code drawn: its width in modules (its margin included) and the SVG path of its dark modules (lines one
   * module thick). The page draws it inline, so the code shows with the card's words, not after a picture's request.
   * Zero and empty for a revoked card.
   */
  qrDrawing: z.object({
    modules: z.number().int(),
    path: z.string().regex(/^[MmHhVv0-9. ]*$/),
  }),
  rsvp: guestRsvp.nullable(),
});
export type CardView = z.infer<typeof cardView>;

export const rsvpInput = z.object({
  answer: rsvpAnswer,
  /** With yes: how many of the card's seats come (all of them when absent). */
  seats: seats.optional(),
});
export type RsvpInput = z.input<typeof rsvpInput>;
