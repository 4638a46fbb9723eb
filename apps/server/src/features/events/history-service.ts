// The event's history for its committee: newest first, a page at a time, with who did each thing.
import type { EventHistoryEntry } from '@sherehe/core/api/events';
import { decodeCursor, pageOf } from '../../platform/page-cursor.ts';
import { type EventActor, requireEventPermission } from './event-access.ts';
import { historyOf } from './queries.ts';
import type { EventDeps } from './service.ts';

const PAGE_SIZE = 50;

export async function eventHistoryPage(
  { db }: EventDeps,
  actor: EventActor,
  eventId: string,
  cursor: string | undefined,
) {
  const after = cursor === undefined ? undefined : decodeCursor(cursor);
  await requireEventPermission(db, eventId, actor, 'view_ledger');
  const rows = await historyOf(db, eventId, PAGE_SIZE, after);
  const page = pageOf(
    rows.map((row) => ({ ...row, exactCreatedAt: row.exact_created_at })),
    PAGE_SIZE,
  );
  return {
    entries: page.rows.map(
      (row): EventHistoryEntry => ({
        id: row.id,
        at: new Date(row.created_at).toISOString(),
        actorName: row.actor_name,
        action: row.action as EventHistoryEntry['action'],
        details: row.details,
      }),
    ),
    nextCursor: page.nextCursor,
  };
}
