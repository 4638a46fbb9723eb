// The held messages for the admin: a page newest first, each with who asked and about which event, and the last
// day's count per allowance.
import type { HeldMessage, HeldMessagesPage } from '@sherehe/core/api/outbound';
import { heldRules } from '@sherehe/core/api/outbound';
import type { Database } from '../../db/client.ts';
import { decodeCursor, pageOf } from '../../platform/page-cursor.ts';
import { type HeldRow, heldLastDay, heldPage } from './queries.ts';

function toHeld(row: HeldRow): HeldMessage {
  const sender: HeldMessage['sender'] =
    row.sender_kind === 'account' && row.sender
      ? { kind: 'account', id: row.sender, name: row.sender_name }
      : row.sender_kind === 'address' && row.sender
        ? { kind: 'address', address: row.sender }
        : { kind: 'sherehe' };
  return {
    id: row.id,
    channel: row.channel,
    recipient: row.recipient,
    sender,
    event: row.event_id && row.event_name ? { id: row.event_id, name: row.event_name } : null,
    rule: row.rule,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function heldMessages(
  db: Database,
  { limit, cursor }: { limit: number; cursor?: string | undefined },
): Promise<HeldMessagesPage> {
  const [rows, counts] = await Promise.all([
    heldPage(db, limit, cursor ? decodeCursor(cursor) : undefined),
    heldLastDay(db),
  ]);
  const page = pageOf(rows, limit);
  const lastDay = Object.fromEntries(heldRules.map((rule) => [rule, 0])) as Record<HeldRow['rule'], number>;
  for (const { rule, n } of counts) lastDay[rule] = Number(n);
  return { messages: page.rows.map(toHeld), nextCursor: page.nextCursor, lastDay };
}
