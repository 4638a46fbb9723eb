// The reports admins read conversations by: written by either side, listed by status, settled by an admin.
import type { ConversationSide } from '@sherehe/core/api/conversations';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { exactCreatedAt, newerThan, type PagePosition } from '../../db/newest-first.ts';
import { selectRows } from '../../db/rows.ts';
import { type MessageRow, messageColumns } from './queries.ts';

/** True when the report is new; reporting the same message again changes nothing. */
export async function insertReport(
  db: Database,
  report: {
    messageId: string;
    conversationId: string;
    reporterId: string;
    side: ConversationSide;
    why: string;
  },
) {
  const rows = await selectRows<{ id: string }>(
    db,
    sql`insert into message_reports (message_id, conversation_id, reporter_id, reporter_side, why)
        values (${report.messageId}, ${report.conversationId}, ${report.reporterId}, ${report.side}, ${report.why})
        on conflict (message_id, reporter_id) do nothing returning id`,
  );
  return rows.length > 0;
}

export type ReportRow = {
  id: string;
  conversation_id: string;
  status: 'open' | 'dismissed' | 'hidden';
  why: string;
  reported_at: Date | string;
  exact_reported_at: string;
  reporter_side: ConversationSide;
  message_id: string;
  message_body: string;
  message_side: ConversationSide;
  message_sent_at: Date | string;
  message_photo: boolean;
  vendor_id: string;
  business_name: string;
  customer_name: string;
};

const reportColumns = sql`r.id, r.conversation_id, r.status, r.why, r.reported_at, r.reporter_side,
  ${exactCreatedAt(sql`r.reported_at`)} as exact_reported_at, m.id as message_id, m.body as message_body,
  m.side as message_side, m.sent_at as message_sent_at, m.photo_key is not null as message_photo, c.vendor_id, v.business_name, u.name as customer_name`;
const reportSource = sql`message_reports r join conversation_messages m on m.id = r.message_id
  join conversations c on c.id = r.conversation_id join vendors v on v.id = c.vendor_id
  join users u on u.id = c.customer_id`;

/** Reports in one status, the one waiting longest first. */
export async function selectReports(
  db: Database,
  status: ReportRow['status'],
  { limit, after }: { limit: number; after?: PagePosition | undefined },
) {
  return selectRows<ReportRow>(
    db,
    sql`select ${reportColumns} from ${reportSource}
        where r.status = ${status} and ${newerThan(sql`r.reported_at`, sql`r.id`, after)}
        order by r.reported_at, r.id limit ${limit}`,
  );
}

export async function findReport(db: Database, id: string, lock = false) {
  const [row] = await selectRows<ReportRow>(
    db,
    sql`select ${reportColumns} from ${reportSource} where r.id = ${id} ${lock ? sql`for update of r` : sql``}`,
  );
  return row;
}

/**
 * The report's outcome. Hiding the message settles every open report of it; dismissing settles this one only, so
 * another person's report of the same message still reaches an admin.
 */
export async function resolveReport(
  db: Database,
  report: { id: string; messageId: string },
  action: 'dismissed' | 'hidden',
  adminId: string,
) {
  if (action === 'hidden') {
    await db.execute(sql`update conversation_messages set hidden_at = coalesce(hidden_at, now())
      where id = ${report.messageId}`);
    await db.execute(sql`update message_reports set status = 'hidden', resolved_by = ${adminId}, resolved_at = now()
      where message_id = ${report.messageId} and (status = 'open' or id = ${report.id})`);
  } else {
    await db.execute(sql`update message_reports set status = 'dismissed', resolved_by = ${adminId},
      resolved_at = now() where id = ${report.id}`);
  }
}

/** Whether any message of the conversation was ever reported: only then may an admin read it. */
export async function wasReported(db: Database, conversationId: string): Promise<boolean> {
  const [row] = await selectRows<{ yes: boolean }>(
    db,
    sql`select exists (select 1 from message_reports where conversation_id = ${conversationId}) as yes`,
  );
  return row?.yes === true;
}

/** Every message of a conversation, oldest first, for the admin reading a report (a few hundred at most). */
export async function selectAllMessages(db: Database, conversationId: string) {
  return selectRows<MessageRow & { reported: boolean }>(
    db,
    sql`select ${messageColumns}, false as reported_by_me,
          exists (select 1 from message_reports r where r.message_id = m.id) as reported
        from conversation_messages m where m.conversation_id = ${conversationId}
        order by m.sent_at, m.id limit 2000`,
  );
}
