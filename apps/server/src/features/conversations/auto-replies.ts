// A vendor's quiet hours (issue 40): a customer who writes at night is told when to expect an answer, in the vendor's
// words, once a night per conversation. The reply is written for the vendor, not by them: it is no answer (the
// response time and the reminder to answer still wait for theirs) and tells nobody anything beyond the thread.
import type { AutoReplyResponse, SaveAutoReplyBody } from '@sherehe/core/api/conversations';
import { maskContacts } from '@sherehe/core/contact-masking';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { localFromUtc } from '../../platform/tanzania-local-time.ts';
import {
  type AutoReplyRow,
  findAutoReplyOfUser,
  findDueAutoReply,
  storeAutoReply,
} from './auto-reply-queries.ts';
import { insertMessage } from './queries.ts';

const toAutoReply = (row: AutoReplyRow | undefined): AutoReplyResponse => ({
  autoReply: row ? { quietFrom: row.quiet_from, quietUntil: row.quiet_until, body: row.body } : null,
});

/** Whether a Dar es Salaam clock time ("HH:MM") is in quiet hours that may span midnight ("20:00" to "08:00"). */
export function inQuietHours(clock: string, from: string, until: string): boolean {
  return from < until ? clock >= from && clock < until : clock >= from || clock < until;
}

export async function autoReplyOf({ db }: { db: Database }, userId: string): Promise<AutoReplyResponse> {
  return toAutoReply(await findAutoReplyOfUser(db, userId));
}

export async function saveAutoReply(
  { db }: { db: Database },
  userId: string,
  body: SaveAutoReplyBody,
): Promise<AutoReplyResponse> {
  const values = body.autoReply ? { ...body.autoReply, body: body.autoReply.body.trim() } : null;
  // A vendor account whose shop profile is not saved yet has no business to be quiet for.
  if (!(await storeAutoReply(db, userId, values))) throw new AppError('business_rule', 'vendor.no_profile');
  return autoReplyOf({ db }, userId);
}

/**
 * In the customer's transaction, after their message: the vendor's reply when it is their quiet hours and the
 * conversation has not had it tonight, a moment after the message it answers. Contacts in it are hidden as in any
 * message before a booking.
 */
export async function replyIfQuiet(
  tx: Database,
  conversation: { id: string; vendor_id: string; vendor_user_id: string; booked: boolean },
  after: string,
  now = new Date(),
) {
  const due = await findDueAutoReply(tx, conversation.vendor_id, conversation.id);
  if (!due || !inQuietHours(localFromUtc(now).slice(11, 16), due.quiet_from, due.quiet_until)) return;
  const { text: body, masked } = conversation.booked
    ? { text: due.body, masked: false }
    : maskContacts(due.body);
  await insertMessage(tx, {
    conversationId: conversation.id,
    side: 'vendor',
    senderId: conversation.vendor_user_id,
    body,
    masked,
    autoReply: true,
    after,
  });
}
