// The vendor's reminder when a customer's message has waited an hour for an answer (issue 40): a study of vendors
// found that most inquiries answered within the hour booked, few answered after a day. Each customer message schedules
// one check an hour later; the vendor is told only if nothing of theirs came since, and once per unanswered stretch.
import { shortName } from '@sherehe/core/short-name';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { defineJob } from '../../platform/jobs/define-job.ts';
import { enqueueJob, type JobQueue } from '../../platform/jobs/job-queue.ts';
import { notify } from '../notifications/service.ts';
import { conversationPath } from './conversation-path.ts';
import { RESPONSE_BANDS_CRON, refreshResponseBands, refreshResponseBandsJob } from './response-bands.ts';

export const ANSWER_REMINDER_MINUTES = 60;

export const remindToAnswer = defineJob({
  name: 'conversations.remind-to-answer',
  payload: z.object({ conversationId: z.uuid(), askedAt: z.iso.datetime() }),
});

/** In the customer's transaction: the check an hour after their message. */
export async function scheduleAnswerReminder(tx: Database, conversationId: string, askedAt: string) {
  const at = new Date(askedAt);
  await enqueueJob(
    tx,
    remindToAnswer,
    { conversationId, askedAt: at.toISOString() },
    {
      key: `answer-reminder:${conversationId}:${at.getTime()}`,
      startAfter: new Date(at.getTime() + ANSWER_REMINDER_MINUTES * 60_000),
    },
  );
}

export async function remindIfUnanswered(db: Database, payload: { conversationId: string; askedAt: string }) {
  await db.transaction(async (tx) => {
    const [row] = await selectRows<{
      vendor_user_id: string;
      vendor_active: boolean;
      customer_name: string;
      about: string;
      answered: boolean;
      stretch: string;
    }>(
      tx,
      sql`select v.user_id as vendor_user_id, v.status = 'active' as vendor_active, u.name as customer_name,
            coalesce(l.title, v.business_name) as about,
            coalesce(c.last_vendor_message_at >= ${payload.askedAt}::timestamptz, false) as answered,
            coalesce(extract(epoch from c.last_vendor_message_at)::text, 'none') as stretch
          from conversations c join vendors v on v.id = c.vendor_id join users u on u.id = c.customer_id
            left join listings l on l.id = c.listing_id
          where c.id = ${payload.conversationId}`,
    );
    if (!row || row.answered || !row.vendor_active) return;
    await notify(tx, {
      userId: row.vendor_user_id,
      kind: 'message.waiting',
      params: { fromName: shortName(row.customer_name), about: row.about },
      path: conversationPath(payload.conversationId),
      // Once per stretch without an answer: further messages of the same wait remind no more.
      dedupeKey: `answer-reminder:${payload.conversationId}:${row.stretch}`,
    });
  });
}

export function registerConversationWork(deps: { db: Database; jobs: JobQueue }) {
  deps.jobs.work(remindToAnswer, (payload) => remindIfUnanswered(deps.db, payload));
  deps.jobs.work(refreshResponseBandsJob, async () => {
    await refreshResponseBands(deps.db);
  });
  deps.jobs.schedule(refreshResponseBandsJob, RESPONSE_BANDS_CRON, {});
}
