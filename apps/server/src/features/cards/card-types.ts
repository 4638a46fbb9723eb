// An event's card types (Single, Double, VIP…): anyone on the committee reads them with their cards' counts; the host,
// a chair and a secretary (manage_guests) add, change and remove them under the event's row lock. A name is the
// event's once, whatever its case (a unique index, so a race ends in the same 409). A changed rule applies to the
// type's waiting cards at once: those it now allows go out.
import type { CardType, CardTypeList, cardTypeInput, cardTypeUpdate } from '@sherehe/core/api/cards';
import { CARD_TYPES_PER_EVENT_MAX, isEventPast } from '@sherehe/core/card-rules';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../platform/errors.ts';
import { type EventActor, requireEventPermission } from '../events/event-access.ts';
import { recordEventHistory } from '../events/event-history.ts';
import type { CardDeps } from './card-deps.ts';
import { releaseMetCards } from './card-release.ts';
import {
  type CardTypeSqlRow,
  type CardTypeValues,
  cardTypeInUse,
  cardTypeRow,
  cardTypeRows,
  countCardTypes,
  deleteCardType,
  findCardType,
  insertCardType,
  setWaitingCardSeats,
  updateCardTypeRow,
  waitingCards,
} from './queries.ts';

const toCardType = (row: CardTypeSqlRow): CardType => ({
  id: row.id,
  name: row.name,
  seats: Number(row.seats),
  rule: row.rule,
  amountTzs: row.amount_tzs === null ? null : Number(row.amount_tzs),
  cards: { waiting: Number(row.waiting), sent: Number(row.sent) },
});

async function typeOf(db: CardDeps['db'], eventId: string, typeId: string): Promise<CardType> {
  const row = await cardTypeRow(db, eventId, typeId);
  if (!row) throw new AppError('not_found', 'card_type.not_found');
  return toCardType(row);
}

/** A name another type of the event has (the unique index's refusal) answers 409; anything else as it was. */
function asNameTaken(error: unknown): unknown {
  return isUniqueViolation(error, 'event_card_types_event_name_unique')
    ? new AppError('conflict', 'card_type.name_taken')
    : error;
}

export async function listCardTypes(
  deps: CardDeps,
  eventId: string,
  actor: EventActor,
): Promise<CardTypeList> {
  await requireEventPermission(deps.db, eventId, actor, 'view_ledger');
  return { types: (await cardTypeRows(deps.db, eventId)).map(toCardType) };
}

export async function addCardType(
  deps: CardDeps,
  eventId: string,
  actor: EventActor,
  input: z.output<typeof cardTypeInput>,
): Promise<CardType> {
  try {
    return await deps.db.transaction(async (tx) => {
      await requireEventPermission(tx, eventId, actor, 'manage_guests', { lock: true });
      if ((await countCardTypes(tx, eventId)) >= CARD_TYPES_PER_EVENT_MAX) {
        throw new AppError('business_rule', 'card_type.too_many', { max: CARD_TYPES_PER_EVENT_MAX });
      }
      const type = await insertCardType(tx, {
        eventId,
        name: input.name,
        seats: input.seats,
        rule: input.rule,
        amountTzs: input.rule === 'pledge_amount' ? (input.amountTzs ?? null) : null,
      });
      await recordEventHistory(tx, {
        eventId,
        actorUserId: actor.id,
        action: 'card_type_added',
        details: { name: type.name },
      });
      return typeOf(tx, eventId, type.id);
    });
  } catch (error) {
    throw asNameTaken(error);
  }
}

export async function updateCardType(
  deps: CardDeps,
  eventId: string,
  typeId: string,
  actor: EventActor,
  input: z.output<typeof cardTypeUpdate>,
): Promise<CardType> {
  let released = 0;
  try {
    const changed = await deps.db.transaction(async (tx) => {
      const { event } = await requireEventPermission(tx, eventId, actor, 'manage_guests', { lock: true });
      const type = await findCardType(tx, eventId, typeId);
      if (!type) throw new AppError('not_found', 'card_type.not_found');
      const rule = input.rule ?? type.rule;
      // An amount belongs to the rule "pledge reaches an amount" only; another rule drops it.
      const amountTzs = rule === 'pledge_amount' ? (input.amountTzs ?? type.amountTzs) : null;
      if (amountTzs === null && rule === 'pledge_amount') {
        throw new AppError('validation', 'card_type.amount_invalid');
      }
      const next: CardTypeValues = {
        name: input.name ?? type.name,
        seats: input.seats ?? type.seats,
        rule,
        amountTzs,
      };
      const same = (Object.keys(next) as (keyof CardTypeValues)[]).every((key) => next[key] === type[key]);
      if (!same) {
        await updateCardTypeRow(tx, typeId, next);
        if (next.seats !== type.seats) await setWaitingCardSeats(tx, typeId, next.seats);
        await recordEventHistory(tx, {
          eventId,
          actorUserId: actor.id,
          action: 'card_type_updated',
          details: { name: next.name },
        });
      }
      const ruleChanged = next.rule !== type.rule || next.amountTzs !== type.amountTzs;
      if (ruleChanged && !isEventPast(event.startsAt)) {
        released = await releaseMetCards(
          tx,
          deps.publicUrl,
          event,
          await waitingCards(tx, eventId, { typeId }),
          {
            actorUserId: actor.id,
            sending: { origin: { account: actor.id }, eventId, bulk: true },
          },
        );
      }
      return typeOf(tx, eventId, typeId);
    });
    if (released > 0) deps.jobs.kick();
    return changed;
  } catch (error) {
    throw asNameTaken(error);
  }
}

export async function removeCardType(
  deps: CardDeps,
  eventId: string,
  typeId: string,
  actor: EventActor,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await requireEventPermission(tx, eventId, actor, 'manage_guests', { lock: true });
    const type = await findCardType(tx, eventId, typeId);
    if (!type) throw new AppError('not_found', 'card_type.not_found');
    // Revoked cards too: the door still tells a revoked card by its type.
    if (await cardTypeInUse(tx, typeId)) throw new AppError('conflict', 'card_type.in_use');
    await deleteCardType(tx, typeId);
    await recordEventHistory(tx, {
      eventId,
      actorUserId: actor.id,
      action: 'card_type_removed',
      details: { name: type.name },
    });
  });
}
