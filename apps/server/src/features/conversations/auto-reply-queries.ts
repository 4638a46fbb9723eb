import {
  AUTO_REPLY_EVERY_HOURS,
  AUTO_REPLY_NOT_AFTER_VENDOR_MINUTES,
} from '@sherehe/core/conversation-rules';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';

export type AutoReplyRow = { quiet_from: string; quiet_until: string; body: string };

const columns = sql`to_char(quiet_from, 'HH24:MI') as quiet_from, to_char(quiet_until, 'HH24:MI') as quiet_until, body`;

/** The quiet hours of the business `userId` runs. */
export async function findAutoReplyOfUser(db: Database, userId: string) {
  const [row] = await selectRows<AutoReplyRow>(
    db,
    sql`select ${columns} from vendor_auto_replies a join vendors v on v.id = a.vendor_id where v.user_id = ${userId}`,
  );
  return row;
}

/** Sets (or, with null, removes) the quiet hours of the business `userId` runs; false when they run none. */
export async function storeAutoReply(
  db: Database,
  userId: string,
  values: { quietFrom: string; quietUntil: string; body: string } | null,
): Promise<boolean> {
  const [vendor] = await selectRows<{ id: string }>(
    db,
    sql`select id from vendors where user_id = ${userId}`,
  );
  if (!vendor) return false;
  await db.execute(
    values === null
      ? sql`delete from vendor_auto_replies where vendor_id = ${vendor.id}`
      : sql`insert into vendor_auto_replies (vendor_id, quiet_from, quiet_until, body)
            values (${vendor.id}, ${values.quietFrom}::time, ${values.quietUntil}::time, ${values.body})
            on conflict (vendor_id) do update set quiet_from = excluded.quiet_from,
              quiet_until = excluded.quiet_until, body = excluded.body, updated_at = now()`,
  );
  return true;
}

/**
 * The vendor's quiet hours, unless the conversation had their reply in the last hours (once a night, not a message)
 * or the vendor themselves wrote in it a moment ago (they are there, answering).
 */
export async function findDueAutoReply(db: Database, vendorId: string, conversationId: string) {
  const [row] = await selectRows<AutoReplyRow>(
    db,
    sql`select ${columns} from vendor_auto_replies where vendor_id = ${vendorId}
          and not exists (select 1 from conversation_messages where conversation_id = ${conversationId}
            and auto_reply and sent_at > now() - make_interval(hours => ${AUTO_REPLY_EVERY_HOURS}))
          and not exists (select 1 from conversations where id = ${conversationId}
            and last_vendor_message_at > now() - make_interval(mins => ${AUTO_REPLY_NOT_AFTER_VENDOR_MINUTES}))`,
  );
  return row;
}
