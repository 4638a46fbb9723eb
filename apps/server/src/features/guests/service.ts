// The guest list's rules: who may read it (anyone on the committee) and who may change it (host, chair, secretary:
// manage_guests); one guest per phone per event; at most GUESTS_PER_EVENT_MAX guests. Every change takes the event's
// row lock, so the phone and count checks cannot be raced, and is written to the event's history in its transaction.
import type {
  GuestCounts,
  GuestRow,
  GuestsFromPledgesResult,
  GuestsPage,
  guestInput,
  guestsFromPledgesInput,
  guestsQuery,
  guestUpdate,
} from '@sherehe/core/api/guests';
import { todayInTanzania } from '@sherehe/core/booking-rules';
import type { GuestSide } from '@sherehe/core/guest-rules';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { enqueueCardRelease } from '../cards/card-release-job.ts';
import { type EventActor, requireEventPermission } from '../events/event-access.ts';
import { recordEventHistory } from '../events/event-history.ts';
import { asPhoneTaken, type GuestDeps, refuseOverFull, refuseTakenPhone, toGuestRow } from './guest-rows.ts';
import {
  countEventPledges,
  deleteGuest,
  findGuest,
  type GuestValues,
  groupsOf,
  guestCounts,
  guestRows,
  guestWithPledge,
  insertGuest,
  insertGuestsFromPledges,
  updateGuestRow,
} from './queries.ts';

export type { GuestDeps } from './guest-rows.ts';

export async function listGuests(
  deps: GuestDeps,
  eventId: string,
  actor: EventActor,
  query: z.output<typeof guestsQuery>,
): Promise<GuestsPage> {
  await requireEventPermission(deps.db, eventId, actor, 'view_ledger');
  const [rows, counts, groups] = await Promise.all([
    guestRows(deps.db, eventId, query),
    guestCounts(deps.db, eventId),
    groupsOf(deps.db, eventId),
  ]);
  // Past the last page there is no row to carry the window's count: ask for the first row of the same filter.
  const matching =
    rows[0] !== undefined
      ? Number(rows[0].matching)
      : query.offset === 0
        ? 0
        : Number((await guestRows(deps.db, eventId, { ...query, offset: 0, limit: 1 }))[0]?.matching ?? 0);
  const today = todayInTanzania();
  return {
    counts: countsOf(counts),
    groups,
    matching,
    rows: rows.map((row) => toGuestRow(row, deps.publicUrl, today)),
  };
}

function countsOf(row: Awaited<ReturnType<typeof guestCounts>>): GuestCounts {
  const n = (value: number | string | undefined) => Number(value ?? 0);
  return {
    guests: n(row?.guests),
    seats: n(row?.seats),
    bySide: {
      bride: { guests: n(row?.bride_guests), seats: n(row?.bride_seats) },
      groom: { guests: n(row?.groom_guests), seats: n(row?.groom_seats) },
      either: { guests: n(row?.either_guests), seats: n(row?.either_seats) },
    },
    pledged: n(row?.pledged),
    paid: n(row?.paid),
    cards: { waiting: n(row?.cards_waiting), sent: n(row?.cards_sent) },
    arrived: { guests: n(row?.arrived_guests), seats: n(row?.arrived_seats) },
    rsvp: {
      bride: answersOf(row, 'bride'),
      groom: answersOf(row, 'groom'),
      either: answersOf(row, 'either'),
    },
  };
}

function answersOf(row: Awaited<ReturnType<typeof guestCounts>>, side: GuestSide) {
  const n = (value: number | string | undefined) => Number(value ?? 0);
  return {
    yes: n(row?.[`${side}_yes`]),
    seatsComing: n(row?.[`${side}_seats_coming`]),
    no: n(row?.[`${side}_no`]),
    unanswered: n(row?.[`${side}_unanswered`]),
  };
}

async function guestOf(deps: GuestDeps, db: Database, eventId: string, guestId: string): Promise<GuestRow> {
  const row = await guestWithPledge(db, eventId, guestId);
  if (!row) throw new AppError('not_found', 'guest.not_found');
  return toGuestRow(row, deps.publicUrl);
}

export async function addGuest(
  deps: GuestDeps,
  eventId: string,
  actor: EventActor,
  input: z.output<typeof guestInput>,
): Promise<GuestRow> {
  try {
    return await deps.db.transaction(async (tx) => {
      await requireEventPermission(tx, eventId, actor, 'manage_guests', { lock: true });
      await refuseTakenPhone(tx, eventId, input.phone);
      await refuseOverFull(tx, eventId, 1);
      const guest = await insertGuest(tx, {
        eventId,
        createdBy: actor.id,
        name: input.name,
        phone: input.phone ?? null,
        email: input.email ?? null,
        groupName: input.group ?? null,
        side: input.side,
        seats: input.seats,
        notes: input.notes ?? null,
      });
      await recordEventHistory(tx, {
        eventId,
        actorUserId: actor.id,
        action: 'guest_added',
        details: { name: guest.name },
      });
      return guestOf(deps, tx, eventId, guest.id);
    });
  } catch (error) {
    throw await asPhoneTaken(deps.db, eventId, input.phone, error);
  }
}

/** What a change names, as columns: a field left out stays as it is; null (or empty, in the schema) clears it. */
function changesOf(input: z.output<typeof guestUpdate>): Partial<GuestValues> {
  return {
    ...(input.name === undefined ? {} : { name: input.name }),
    ...(input.phone === undefined ? {} : { phone: input.phone }),
    ...(input.email === undefined ? {} : { email: input.email }),
    ...(input.group === undefined ? {} : { groupName: input.group }),
    ...(input.side === undefined ? {} : { side: input.side }),
    ...(input.seats === undefined ? {} : { seats: input.seats }),
    ...(input.notes === undefined ? {} : { notes: input.notes }),
  };
}

export async function updateGuest(
  deps: GuestDeps,
  eventId: string,
  guestId: string,
  actor: EventActor,
  input: z.output<typeof guestUpdate>,
): Promise<GuestRow> {
  try {
    return await deps.db.transaction(async (tx) => {
      await requireEventPermission(tx, eventId, actor, 'manage_guests', { lock: true });
      const guest = await findGuest(tx, eventId, guestId);
      if (!guest) throw new AppError('not_found', 'guest.not_found');
      const changes = changesOf(input);
      if (Object.keys(changes).length > 0) {
        await refuseTakenPhone(tx, eventId, changes.phone, guestId);
        await updateGuestRow(tx, guestId, changes);
        // A new phone may be that of a pledge paid already: a card waiting for it may go out.
        if (changes.phone && changes.phone !== guest.phone) {
          await enqueueCardRelease(tx, { eventId, phone: changes.phone });
        }
        await recordEventHistory(tx, {
          eventId,
          actorUserId: actor.id,
          action: 'guest_updated',
          details: { name: changes.name ?? guest.name },
        });
      }
      return guestOf(deps, tx, eventId, guestId);
    });
  } catch (error) {
    throw await asPhoneTaken(deps.db, eventId, input.phone, error);
  }
}

export async function removeGuest(
  deps: GuestDeps,
  eventId: string,
  guestId: string,
  actor: EventActor,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await requireEventPermission(tx, eventId, actor, 'manage_guests', { lock: true });
    const name = await deleteGuest(tx, eventId, guestId);
    if (name === undefined) throw new AppError('not_found', 'guest.not_found');
    await recordEventHistory(tx, {
      eventId,
      actorUserId: actor.id,
      action: 'guest_removed',
      details: { name },
    });
  });
}

/** Contributors of the event's ledger invited in one step; those whose phone is on the list already are left alone. */
export async function addGuestsFromPledges(
  deps: GuestDeps,
  eventId: string,
  actor: EventActor,
  input: z.output<typeof guestsFromPledgesInput>,
): Promise<GuestsFromPledgesResult> {
  const pledgeIds = [...new Set(input.pledgeIds)];
  return deps.db.transaction(async (tx) => {
    await requireEventPermission(tx, eventId, actor, 'manage_guests', { lock: true });
    // A pledge of another event is as unknown here as one that does not exist.
    if ((await countEventPledges(tx, eventId, pledgeIds)) !== pledgeIds.length) {
      throw new AppError('not_found', 'pledge.not_found');
    }
    const added = await insertGuestsFromPledges(tx, {
      eventId,
      pledgeIds,
      side: input.side,
      createdBy: actor.id,
    });
    await refuseOverFull(tx, eventId);
    if (added > 0) {
      await recordEventHistory(tx, {
        eventId,
        actorUserId: actor.id,
        action: 'guests_added_from_pledges',
        details: { added },
      });
    }
    return { added, alreadyGuests: pledgeIds.length - added };
  });
}
