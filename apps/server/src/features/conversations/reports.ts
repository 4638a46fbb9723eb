// Reported messages, as admins see them: the queue of reports, the reported conversation read in full (audited, and
// only once something in it was reported: admins do not browse people's conversations), and the outcome, dismissed
// or the message hidden from both sides (audited).
import type {
  AdminConversation,
  AdminReport,
  AdminReportsPage,
  ResolveReportBody,
} from '@sherehe/core/api/conversations';
import { shortName } from '@sherehe/core/short-name';
import { recordAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { decodeCursor, pageOf } from '../../platform/page-cursor.ts';
import { findConversation } from './queries.ts';
import {
  findReport,
  type ReportRow,
  resolveReport,
  selectAllMessages,
  selectReports,
  wasReported,
} from './report-queries.ts';
import type { ConversationDeps } from './service.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

function toReport(row: ReportRow): AdminReport {
  return {
    id: row.id,
    conversationId: row.conversation_id,
    status: row.status,
    why: row.why,
    reportedAt: iso(row.reported_at),
    reporterSide: row.reporter_side,
    message: {
      id: row.message_id,
      body: row.message_body,
      side: row.message_side,
      sentAt: iso(row.message_sent_at),
      photo: row.message_photo,
    },
    vendor: { id: row.vendor_id, businessName: row.business_name },
    customerName: shortName(row.customer_name),
  };
}

export async function reportsPage(
  { db }: ConversationDeps,
  query: { status: ReportRow['status']; limit: number; cursor?: string | undefined },
): Promise<AdminReportsPage> {
  const rows = await selectReports(db, query.status, {
    limit: query.limit + 1,
    after: query.cursor ? decodeCursor(query.cursor) : undefined,
  });
  const page = pageOf(
    rows.map((row) => ({ ...row, exactCreatedAt: row.exact_reported_at })),
    query.limit,
  );
  return { reports: page.rows.map(toReport), nextCursor: page.nextCursor };
}

/** A reported conversation in full, hidden messages with their words; the reading is audited. */
export async function reportedConversation(
  { db }: ConversationDeps,
  adminId: string,
  id: string,
): Promise<AdminConversation> {
  return db.transaction(async (tx) => {
    const row = await findConversation(tx, id, 'customer');
    if (!row || !(await wasReported(tx, id))) throw new AppError('not_found', 'conversation.not_found');
    const messages = await selectAllMessages(tx, id);
    await recordAudit(tx, {
      actorId: adminId,
      action: 'conversation.read',
      targetType: 'conversation',
      targetId: id,
      details: { vendorId: row.vendor_id, customerId: row.customer_id },
    });
    return {
      id: row.id,
      vendor: { id: row.vendor_id, businessName: row.business_name },
      customerName: shortName(row.customer_name),
      listing: row.listing_id && row.listing_title ? { id: row.listing_id, title: row.listing_title } : null,
      messages: messages.map((message) => ({
        id: message.id,
        side: message.side,
        body: message.body,
        masked: message.masked,
        hidden: message.hidden_at !== null,
        sentAt: iso(message.sent_at),
        reported: message.reported,
        photo: message.photo_key !== null,
      })),
    };
  });
}

/** Dismisses a report, or hides its message from both sides (settling every open report of it); audited. */
export async function settleReport(
  { db }: ConversationDeps,
  adminId: string,
  id: string,
  { action }: ResolveReportBody,
): Promise<AdminReport> {
  await db.transaction(async (tx) => {
    const report = await findReport(tx, id, true);
    if (!report) throw new AppError('not_found', 'conversation.report_not_found');
    const outcome = action === 'hide' ? 'hidden' : 'dismissed';
    if (report.status === outcome) return; // already so: nothing to change or to audit
    await resolveReport(tx, { id, messageId: report.message_id }, outcome, adminId);
    await recordAudit(tx, {
      actorId: adminId,
      action: action === 'hide' ? 'conversation.message_hide' : 'conversation.report_dismiss',
      targetType: 'message_report',
      targetId: id,
      details: { conversationId: report.conversation_id, messageId: report.message_id },
    });
  });
  const row = await findReport(db, id);
  if (!row) throw new Error('report vanished');
  return toReport(row);
}
