// An event's own rules: made by a signed-in host with a short code people type, dates in Dar es Salaam's clock
// (never past, the pledge deadline between today and the event's day), changed, closed and reopened by a role that
// may edit it, a cover photo, the host's and helpers' lists and the public page behind the code.
import { randomInt } from 'node:crypto';
import type {
  DoorEventSummary,
  EventDetail,
  EventFigures,
  EventInput,
  EventSummary,
  EventUpdate,
  MyEvents,
  PublicEvent,
} from '@sherehe/core/api/events';
import { todayInTanzania } from '@sherehe/core/booking-rules';
import {
  EVENT_CODE_ALPHABET,
  EVENT_CODE_LENGTH,
  type EventPermission,
  type EventRole,
  permissionsOf,
} from '@sherehe/core/event-rules';
import { photoUrl } from '@sherehe/core/media';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { deleteImage, replaceImage } from '../../platform/storage/store-image.ts';
import { localDayOf, localFromUtc, utcFromLocal } from '../../platform/tanzania-local-time.ts';
import { moneySettingsOf } from '../ledger/service.ts';
import {
  contactsOf,
  type EventActor,
  type EventRow,
  requireEventPermission,
  roleOnEvent,
} from './event-access.ts';
import { figuresOfEvent, figuresOfEvents } from './event-figures.ts';
import { recordEventHistory } from './event-history.ts';
import {
  coverKeysInUse,
  type EventValues,
  eventsHelpedBy,
  eventsHostedBy,
  findEventByCode,
  findPerson,
  insertEventUnlessCodeTaken,
  updateEvent,
} from './queries.ts';

export type EventDeps = { db: Database; storage: Storage; publicUrl: string };

export function coverUrlOf(coverKey: string | null): string | null {
  return coverKey ? photoUrl(coverKey, 1280) : null;
}

export function drawEventCode(): string {
  let code = '';
  for (let i = 0; i < EVENT_CODE_LENGTH; i++)
    code += EVENT_CODE_ALPHABET[randomInt(EVENT_CODE_ALPHABET.length)];
  return code;
}

function startsAtOf(local: string): Date {
  const instant = utcFromLocal(local);
  if (!instant) {
    throw new AppError('validation', 'event.starts_at_invalid', undefined, {
      fields: [{ field: 'startsAt', reason: 'event.starts_at_invalid' }],
    });
  }
  return instant;
}

/**
 * The date rules, for the fields being set: a date changed to the past is refused, and so is a deadline changed to
 * before today, but an event whose deadline has passed may still have its story corrected.
 */
function checkDates(
  merged: { startsAt: Date; pledgeDeadline: string },
  changed: { startsAt: boolean; pledgeDeadline: boolean },
  now: Date,
): void {
  if (changed.startsAt && merged.startsAt.getTime() <= now.getTime()) {
    throw new AppError('business_rule', 'event.date_past');
  }
  if ((changed.startsAt || changed.pledgeDeadline) && merged.pledgeDeadline > localDayOf(merged.startsAt)) {
    throw new AppError('business_rule', 'event.deadline_after_event');
  }
  if (changed.pledgeDeadline && merged.pledgeDeadline < todayInTanzania(now)) {
    throw new AppError('business_rule', 'event.deadline_past');
  }
}

const eventCore = (event: EventRow) => ({
  id: event.id,
  code: event.code,
  name: event.name,
  kind: event.kind,
  startsAt: event.startsAt.toISOString(),
  venue: event.venue,
  story: event.story,
  coverUrl: coverUrlOf(event.coverKey),
  pledgeDeadline: event.pledgeDeadline,
  showRaised: event.showRaised,
  language: event.language,
  status: event.status,
});

export async function eventDetailOf(
  db: Database,
  event: EventRow,
  role: EventRole,
  permissions: readonly EventPermission[] = permissionsOf(role),
): Promise<EventDetail> {
  const host = await findPerson(db, event.hostUserId);
  return {
    ...eventCore(event),
    startsAtLocal: localFromUtc(event.startsAt),
    hostName: host.name,
    hidden: event.hiddenAt !== null,
    myRole: role,
    myPermissions: [...permissions],
    figures: await figuresOfEvent(db, event.id),
    createdAt: event.createdAt.toISOString(),
  };
}

export async function createEvent({ db }: EventDeps, actor: EventActor, input: EventInput, now = new Date()) {
  const startsAt = startsAtOf(input.startsAt);
  checkDates(
    { startsAt, pledgeDeadline: input.pledgeDeadline },
    { startsAt: true, pledgeDeadline: true },
    now,
  );
  const values: Omit<EventValues, 'code'> = {
    hostUserId: actor.id,
    name: input.name,
    kind: input.kind,
    startsAt,
    venue: input.venue,
    story: input.story,
    targetTzs: input.targetTzs,
    pledgeDeadline: input.pledgeDeadline,
    showRaised: input.showRaised,
    language: input.language,
    status: 'open',
  };
  const event = await db.transaction(async (tx) => {
    // 30^6 codes: a clash is rare and another draw settles it; the unique index is the judge, not a read before.
    for (let attempt = 0; attempt < 10; attempt++) {
      const row = await insertEventUnlessCodeTaken(tx, { ...values, code: drawEventCode() });
      if (!row) continue;
      await recordEventHistory(tx, { eventId: row.id, actorUserId: actor.id, action: 'event_created' });
      return row;
    }
    throw new Error('no free event code after 10 draws');
  });
  return eventDetailOf(db, event, 'host');
}

export async function getEvent({ db }: EventDeps, actor: EventActor, eventId: string) {
  const found = await roleOnEvent(db, eventId, actor);
  if (!found) throw new AppError('not_found', 'event.not_found');
  // A gate officer (and nothing else on this event) sees the door, not the event's figures: the page sends them there.
  if (found.role === 'gate') throw new AppError('forbidden', 'event.door_only');
  return eventDetailOf(db, found.event, found.role, found.permissions);
}

const editable = [
  'name',
  'kind',
  'startsAt',
  'venue',
  'story',
  'targetTzs',
  'pledgeDeadline',
  'showRaised',
  'language',
] as const;

export async function changeEvent(
  { db }: EventDeps,
  actor: EventActor,
  eventId: string,
  input: EventUpdate,
  now = new Date(),
) {
  const { event, role } = await db.transaction(async (tx) => {
    const found = await requireEventPermission(tx, eventId, actor, 'edit_event', { lock: true });
    const before = found.event;
    const startsAt = input.startsAt === undefined ? before.startsAt : startsAtOf(input.startsAt);
    const next: Partial<EventValues> = {
      ...(input.name === undefined ? {} : { name: input.name }),
      ...(input.kind === undefined ? {} : { kind: input.kind }),
      ...(input.startsAt === undefined ? {} : { startsAt }),
      ...(input.venue === undefined ? {} : { venue: input.venue }),
      ...(input.story === undefined ? {} : { story: input.story }),
      ...(input.targetTzs === undefined ? {} : { targetTzs: input.targetTzs }),
      ...(input.pledgeDeadline === undefined ? {} : { pledgeDeadline: input.pledgeDeadline }),
      ...(input.showRaised === undefined ? {} : { showRaised: input.showRaised }),
      ...(input.language === undefined ? {} : { language: input.language }),
    };
    const changed = editable.filter((field) => {
      const value = next[field];
      if (value === undefined) return false;
      const old = before[field];
      return value instanceof Date && old instanceof Date ? value.getTime() !== old.getTime() : value !== old;
    });
    if (changed.length === 0) return found;
    checkDates(
      { startsAt, pledgeDeadline: next.pledgeDeadline ?? before.pledgeDeadline },
      { startsAt: changed.includes('startsAt'), pledgeDeadline: changed.includes('pledgeDeadline') },
      now,
    );
    const after = await updateEvent(tx, eventId, next);
    await recordEventHistory(tx, {
      eventId,
      actorUserId: actor.id,
      action: 'event_updated',
      details: { fields: changed.join(',') },
    });
    return { event: after, role: found.role };
  });
  return eventDetailOf(db, event, role);
}

export async function setEventStatus(
  { db }: EventDeps,
  actor: EventActor,
  eventId: string,
  status: 'open' | 'closed',
) {
  const { event, role } = await db.transaction(async (tx) => {
    const found = await requireEventPermission(tx, eventId, actor, 'edit_event', { lock: true });
    if (found.event.status === status) {
      throw new AppError('conflict', status === 'closed' ? 'event.already_closed' : 'event.already_open');
    }
    const after = await updateEvent(tx, eventId, { status });
    await recordEventHistory(tx, {
      eventId,
      actorUserId: actor.id,
      action: status === 'closed' ? 'event_closed' : 'event_reopened',
    });
    return { event: after, role: found.role };
  });
  return eventDetailOf(db, event, role);
}

export async function setCover(
  { db, storage }: EventDeps,
  actor: EventActor,
  eventId: string,
  bytes: Buffer,
) {
  // Checked before the (slow) image work too: a stranger learns nothing and costs nothing; again under the lock.
  await requireEventPermission(db, eventId, actor, 'edit_event');
  const result = await replaceImage(storage, bytes, (coverKey) =>
    db.transaction(async (tx) => {
      const found = await requireEventPermission(tx, eventId, actor, 'edit_event', { lock: true });
      const after = await updateEvent(tx, eventId, { coverKey });
      await recordEventHistory(tx, {
        eventId,
        actorUserId: actor.id,
        action: 'cover_changed',
        details: { cover: 'set' },
      });
      return { result: { event: after, role: found.role }, replacedKey: found.event.coverKey };
    }),
  );
  return eventDetailOf(db, result.event, result.role);
}

export async function removeCover({ db, storage }: EventDeps, actor: EventActor, eventId: string) {
  const result = await db.transaction(async (tx) => {
    const found = await requireEventPermission(tx, eventId, actor, 'edit_event', { lock: true });
    if (!found.event.coverKey) return { ...found, oldKey: null };
    const after = await updateEvent(tx, eventId, { coverKey: null });
    await recordEventHistory(tx, {
      eventId,
      actorUserId: actor.id,
      action: 'cover_changed',
      details: { cover: 'removed' },
    });
    return { event: after, role: found.role, oldKey: found.event.coverKey };
  });
  if (result.oldKey) await deleteImage(storage, result.oldKey).catch(() => {});
  return eventDetailOf(db, result.event, result.role);
}

const zeroFigures = (event: EventRow): EventFigures => ({
  targetTzs: event.targetTzs,
  pledgedTzs: 0,
  paidTzs: 0,
  outstandingTzs: 0,
  contributors: 0,
});

/** Upcoming first (soonest first), then past ones (most recent first). */
function upcomingFirst(now: Date) {
  return (a: { startsAt: string }, b: { startsAt: string }) => {
    const aPast = Date.parse(a.startsAt) < now.getTime();
    const bPast = Date.parse(b.startsAt) < now.getTime();
    if (aPast !== bPast) return aPast ? 1 : -1;
    return aPast ? b.startsAt.localeCompare(a.startsAt) : a.startsAt.localeCompare(b.startsAt);
  };
}

export async function myEvents({ db }: EventDeps, actor: EventActor, now = new Date()): Promise<MyEvents> {
  const hosted = await eventsHostedBy(db, actor.id);
  const onCommittees = await eventsHelpedBy(db, actor.id, contactsOf(actor));
  // Only a gate officer there: the event's door, without its money.
  const atTheDoor = onCommittees.filter(({ role }) => role === 'gate');
  const helped = onCommittees.filter(({ role }) => role !== 'gate');
  const figures = await figuresOfEvents(db, [...hosted.map((e) => e.id), ...helped.map((h) => h.event.id)]);
  const summary = (event: EventRow, role: EventRole): EventSummary => ({
    id: event.id,
    code: event.code,
    name: event.name,
    kind: event.kind,
    startsAt: event.startsAt.toISOString(),
    status: event.status,
    hidden: event.hiddenAt !== null,
    myRole: role,
    figures: figures.get(event.id) ?? zeroFigures(event),
  });
  return {
    hosting: hosted.map((event) => summary(event, 'host')).sort(upcomingFirst(now)),
    helping: helped.map(({ event, role }) => summary(event, role)).sort(upcomingFirst(now)),
    atTheDoor: atTheDoor
      .map(
        ({ event }): DoorEventSummary => ({
          id: event.id,
          code: event.code,
          name: event.name,
          startsAt: event.startsAt.toISOString(),
          venue: event.venue,
        }),
      )
      .sort(upcomingFirst(now)),
  };
}

/** Pledges are taken while the event is open, not hidden, and neither its deadline (Tanzania's day) nor it passed. */
export function acceptsPledges(event: EventRow, now = new Date()): boolean {
  return (
    event.status === 'open' &&
    event.hiddenAt === null &&
    event.pledgeDeadline >= todayInTanzania(now) &&
    event.startsAt.getTime() > now.getTime()
  );
}

export async function publicEventOf(
  { db, publicUrl }: EventDeps,
  code: string,
  now = new Date(),
): Promise<PublicEvent> {
  const event = await findEventByCode(db, code);
  // A hidden event is as absent as one that never was: its page, its share link and its pledges all stop.
  if (!event || event.hiddenAt) throw new AppError('not_found', 'event.not_found');
  const [host, figures, money] = await Promise.all([
    findPerson(db, event.hostUserId),
    figuresOfEvent(db, event.id),
    moneySettingsOf(db),
  ]);
  return {
    ...eventCore(event),
    hostName: host.name,
    shareUrl: `${publicUrl}/event-planners/e/${event.code}`,
    acceptingPledges: acceptsPledges(event, now),
    raised: event.showRaised
      ? { targetTzs: figures.targetTzs, paidTzs: figures.paidTzs, pledgedTzs: figures.pledgedTzs }
      : null,
    contributors: figures.contributors,
    michangoFeeBps: money.michangoFeeBps,
  };
}

/** Every stored image an event's cover points at: the daily sweep of unused files keeps these. */
export function eventImagesInUse(db: Database): Promise<Set<string>> {
  return coverKeysInUse(db);
}
