// Invitation cards (issue 39): card types, when a card is sent, its code and the answer a guest gives. Zod-free, so
// web pages read the rules without loading zod; the server enforces the same rules.
import { dayInTanzania } from './calendar-day.ts';
import { EVENT_CODE_ALPHABET } from './event-rules.ts';

/**
 * When a card of a type goes out: at once, only once the guest's pledge is paid in full, or once it has reached an
 * amount. A common Tanzanian practice ("kadi baada ya mchango") the host need not police by hand.
 */
export const cardReleaseRules = ['now', 'pledge_paid', 'pledge_amount'] as const;
export type CardReleaseRule = (typeof cardReleaseRules)[number];

/** waiting: made, held until the guest's pledge meets the type's rule; sent: texted (or ready to hand over). */
export const cardStatuses = ['waiting', 'sent', 'revoked'] as const;
export type CardStatus = (typeof cardStatuses)[number];

export const rsvpAnswers = ['yes', 'no'] as const;
export type RsvpAnswer = (typeof rsvpAnswers)[number];
/** Where an answer came from: the card's page, or a text replying NDIYO / HAPANA (YES / NO). */
export const rsvpChannels = ['card', 'sms'] as const;
export type RsvpChannel = (typeof rsvpChannels)[number];

export const CARD_TYPE_NAME_MAX = 40;
export const CARD_TYPES_PER_EVENT_MAX = 10;
/** Cards made or sent in one request. */
export const CARDS_PER_REQUEST_MAX = 500;

/** A card's code, typed at the door when the QR code will not scan: no 0/O, 1/I/L, as an event's code. */
export const CARD_CODE_ALPHABET = EVENT_CODE_ALPHABET;
export const CARD_CODE_LENGTH = 8;
export const CARD_CODE_PATTERN = /^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/;

/** The card's private page, after the site's address (PUBLIC_URL): what a text carries and the committee copies. */
export const cardPagePath = (token: string) => `/event-planners/c/${token}`;

/**
 * The event's day (in Tanzania) is over: no card is sent or reminded of any more, and answers are closed. The day
 * itself still counts as to come (a guest may answer on the morning of the wedding).
 */
export function isEventPast(startsAt: Date | string, now: Date = new Date()): boolean {
  return dayInTanzania(new Date(startsAt)) < dayInTanzania(now);
}

/** Typed codes are forgiving: spaces, dashes and case do not matter. */
export function normalizeCardCode(typed: string): string {
  return typed.replace(/[\s-]/g, '').toUpperCase();
}

/**
 * The QR code's text: `SHC1.<event code>.<card code>.<seats>.<signature>`, the signature an Ed25519 signature
 * (base64url, no padding) by the event's key over `SHC1|<event id>|<card code>|<seats>`, so a door device holding the
 * event's public key verifies a card with no network.
 */
export const CARD_QR_VERSION = 'SHC1';
export function cardSignedText(eventId: string, cardCode: string, seats: number): string {
  return `${CARD_QR_VERSION}|${eventId}|${cardCode}|${seats}`;
}
