// The event's history: every change by the host, the committee, a contributor or the system, written in the same
// transaction as the change itself.
import type { EventHistoryEntry } from '@sherehe/core/api/events';
import type { Database } from '../../db/client.ts';
import { eventHistory } from '../../db/schema/all.ts';

export async function recordEventHistory(
  tx: Database,
  entry: {
    eventId: string;
    /** null: the contributor (no account) or the system. */
    actorUserId: string | null;
    action: EventHistoryEntry['action'];
    details?: Record<string, string | number>;
  },
): Promise<void> {
  await tx.insert(eventHistory).values({
    eventId: entry.eventId,
    actorUserId: entry.actorUserId,
    action: entry.action,
    details: entry.details ?? {},
  });
}
