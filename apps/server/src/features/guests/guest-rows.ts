// What the guest list's pieces share: a guest as the API answers it (with their pledge's status, by core's rules, their
// card and their answer), the list's limit, the refusal of a phone already on the list, and the dependencies.
import type { GuestRow } from '@sherehe/core/api/guests';
import { todayInTanzania } from '@sherehe/core/booking-rules';
import { cardPagePath } from '@sherehe/core/card-rules';
import { pledgeStatus } from '@sherehe/core/event-rules';
import { GUESTS_PER_EVENT_MAX } from '@sherehe/core/guest-rules';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../platform/errors.ts';
import { countGuests, findGuestByPhone, type GuestSqlRow } from './queries.ts';

/** publicUrl: what a card's link starts with. */
export type GuestDeps = { db: Database; publicUrl: string };

const iso = (value: string | Date) => new Date(value).toISOString();

function pledgeOf(row: GuestSqlRow, today: string): GuestRow['pledge'] {
  if (row.pledge_id === null) return null;
  const amountTzs = Number(row.pledge_amount);
  const paidTzs = Number(row.pledge_paid);
  const cancelled = row.pledge_cancelled === true;
  const status = pledgeStatus({ amountTzs, paidTzs, cancelled, dueDate: row.pledge_due }, today);
  return { id: row.pledge_id, status, amountTzs, paidTzs };
}

function cardOf(row: GuestSqlRow, publicUrl: string): GuestRow['card'] {
  if (row.card_status === null || row.card_token === null) return null;
  return {
    status: row.card_status,
    code: row.card_code ?? '',
    typeId: row.card_type_id ?? '',
    typeName: row.card_type_name ?? '',
    seats: Number(row.card_seats),
    sentAt: row.card_sent_at === null ? null : iso(row.card_sent_at),
    link: `${publicUrl}${cardPagePath(row.card_token)}`,
  };
}

function rsvpOf(row: GuestSqlRow): GuestRow['rsvp'] {
  if (row.rsvp === null || row.rsvp_at === null) return null;
  return {
    answer: row.rsvp,
    seats: Number(row.rsvp_seats ?? 0),
    at: iso(row.rsvp_at),
    via: row.rsvp_via ?? 'card',
  };
}

export function toGuestRow(row: GuestSqlRow, publicUrl: string, today: string = todayInTanzania()): GuestRow {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    group: row.group_name,
    side: row.side,
    seats: Number(row.seats),
    notes: row.notes,
    pledge: pledgeOf(row, today),
    card: cardOf(row, publicUrl),
    rsvp: rsvpOf(row),
    arrivedAt: row.arrived_at === null ? null : iso(row.arrived_at),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** Run under the event's lock, after a change added guests: more than the list holds undoes the change. */
export async function refuseOverFull(tx: Database, eventId: string, adding = 0): Promise<void> {
  if ((await countGuests(tx, eventId)) + adding > GUESTS_PER_EVENT_MAX) {
    throw new AppError('business_rule', 'guest.list_full', { max: GUESTS_PER_EVENT_MAX });
  }
}

const phoneTaken = (name: string) => new AppError('conflict', 'guest.phone_taken', { name });

/** 409 guest.phone_taken, naming the guest, when another guest of the event has `phone`. */
export async function refuseTakenPhone(
  db: Database,
  eventId: string,
  phone: string | null | undefined,
  exceptId?: string,
): Promise<void> {
  if (!phone) return;
  const holder = await findGuestByPhone(db, eventId, phone, exceptId);
  if (holder) throw phoneTaken(holder.name);
}

/**
 * A change that lost a race for a phone to another writer (the unique index's refusal) answers as the check would
 * have: 409 naming the guest who has it now. Anything else is thrown as it was.
 */
export async function asPhoneTaken(
  db: Database,
  eventId: string,
  phone: string | null | undefined,
  error: unknown,
) {
  if (phone && isUniqueViolation(error, 'event_guests_event_phone_unique')) {
    const holder = await findGuestByPhone(db, eventId, phone);
    if (holder) return phoneTaken(holder.name);
  }
  return error;
}
