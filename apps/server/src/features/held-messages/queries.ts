// The outbound budget's held messages (platform/outbound): SQL only.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { exactCreatedAt, olderThan } from '../../db/newest-first.ts';
import { selectRows } from '../../db/rows.ts';
import type { PagePosition } from '../../platform/page-cursor.ts';

export type HeldRow = {
  id: string;
  channel: 'sms' | 'whatsapp' | 'email' | 'prompt';
  recipient: string;
  sender_kind: 'account' | 'address' | 'sherehe';
  sender: string | null;
  sender_name: string | null;
  event_id: string | null;
  event_name: string | null;
  rule: 'sender' | 'recipient' | 'event' | 'site';
  created_at: Date;
  exactCreatedAt: string;
};

/** One page newest first, with the sending account's and the event's names (either may be gone since). */
export function heldPage(db: Database, limit: number, after: PagePosition | undefined): Promise<HeldRow[]> {
  return selectRows<HeldRow>(
    db,
    sql`
    select h.id, h.channel, h.recipient, h.sender_kind, h.sender, u.name as sender_name, h.event_id,
      e.name as event_name, h.rule, h.created_at, ${exactCreatedAt(sql`h.created_at`)} as "exactCreatedAt"
    from outbound_held h
    left join users u on h.sender_kind = 'account' and u.id::text = h.sender
    left join events e on e.id = h.event_id
    where ${olderThan(sql`h.created_at`, sql`h.id`, after)}
    order by h.created_at desc, h.id desc
    limit ${limit + 1}`,
  );
}

export async function heldLastDay(db: Database): Promise<{ rule: HeldRow['rule']; n: number }[]> {
  return selectRows<{ rule: HeldRow['rule']; n: number }>(
    db,
    sql`
    select rule, count(*)::int as n from outbound_held
    where created_at > now() - interval '1 day' group by rule`,
  );
}
