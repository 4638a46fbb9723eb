// The admins' side of events: every event, searchable by name or code, and hiding an abusive one (its public page
// answers 404 and pledges stop) or showing it again. Each is audited and written to the event's history.
import type { AdminEvent } from '@sherehe/core/api/events';
import { normalizeEventCode } from '@sherehe/core/event-rules';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { decodeCursor, pageOf } from '../../platform/page-cursor.ts';
import { figuresOfEvents } from './event-figures.ts';
import { recordEventHistory } from './event-history.ts';
import { type AdminEventRow, adminEventsPage, findAdminEvent, findEvent, updateEvent } from './queries.ts';
import type { EventDeps } from './service.ts';

const PAGE_SIZE = 50;
const iso = (value: Date | string) => new Date(value).toISOString();

async function toAdminEvents(db: Database, rows: AdminEventRow[]): Promise<AdminEvent[]> {
  const figures = await figuresOfEvents(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    kind: row.kind,
    startsAt: iso(row.starts_at),
    status: row.status,
    hostName: row.host_name,
    hostContact: row.host_email ?? row.host_phone ?? '',
    figures: figures.get(row.id) ?? {
      targetTzs: 0,
      pledgedTzs: 0,
      paidTzs: 0,
      outstandingTzs: 0,
      contributors: 0,
    },
    hiddenAt: row.hidden_at === null ? null : iso(row.hidden_at),
    hiddenReason: row.hidden_reason,
    createdAt: iso(row.created_at),
  }));
}

export async function listAdminEvents(
  { db }: EventDeps,
  query: { q?: string | undefined; hidden?: 'true' | 'false' | undefined; cursor?: string | undefined },
) {
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  const q = query.q === '' ? undefined : query.q;
  const rows = await adminEventsPage(db, {
    q,
    code: q === undefined ? undefined : normalizeEventCode(q),
    hidden: query.hidden === undefined ? undefined : query.hidden === 'true',
    limit: PAGE_SIZE,
    after,
  });
  const page = pageOf(
    rows.map((row) => ({ ...row, exactCreatedAt: row.exact_created_at })),
    PAGE_SIZE,
  );
  return { events: await toAdminEvents(db, page.rows), nextCursor: page.nextCursor };
}

async function adminEventOf(db: Database, eventId: string): Promise<AdminEvent> {
  const row = await findAdminEvent(db, eventId);
  if (!row) throw new AppError('not_found', 'event.not_found');
  const [event] = await toAdminEvents(db, [row]);
  return event as AdminEvent;
}

export async function hideEvent({ db }: EventDeps, adminId: string, eventId: string, reason: string) {
  await db.transaction(async (tx) => {
    const before = await findEvent(tx, eventId, { lock: true });
    if (!before) throw new AppError('not_found', 'event.not_found');
    // Hiding a hidden event again keeps when it was first hidden and takes the new reason.
    await updateEvent(tx, eventId, { hiddenAt: before.hiddenAt ?? new Date(), hiddenReason: reason });
    await recordAudit(tx, {
      actorId: adminId,
      action: 'event.hidden',
      targetType: 'event',
      targetId: eventId,
      details: { name: before.name, code: before.code, reason },
    });
    await recordEventHistory(tx, {
      eventId,
      actorUserId: adminId,
      action: 'event_hidden',
      details: { reason },
    });
  });
  return adminEventOf(db, eventId);
}

export async function unhideEvent({ db }: EventDeps, adminId: string, eventId: string) {
  await db.transaction(async (tx) => {
    const before = await findEvent(tx, eventId, { lock: true });
    if (!before) throw new AppError('not_found', 'event.not_found');
    if (before.hiddenAt === null) return; // nothing to undo: no audit entry for a change that did not happen
    await updateEvent(tx, eventId, { hiddenAt: null, hiddenReason: null });
    await recordAudit(tx, {
      actorId: adminId,
      action: 'event.unhidden',
      targetType: 'event',
      targetId: eventId,
      details: { name: before.name, code: before.code, reason: before.hiddenReason ?? '' },
    });
    await recordEventHistory(tx, { eventId, actorUserId: adminId, action: 'event_unhidden' });
  });
  return adminEventOf(db, eventId);
}
