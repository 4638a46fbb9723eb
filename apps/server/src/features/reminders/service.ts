// Reminders to contributors: the host's rules and their scheduled run, "remind now" with its preview, and the STOP
// replies that end them. A reminder goes only to a pledge that is not cancelled, matches the audience (what it still
// owes is summed from received payments), and whose phone has not replied STOP.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { SmsReplyOutcome } from '@sherehe/core/api/dev-phone-texts';
import { DEV_PHONE_TEXTS_SHOWN } from '@sherehe/core/api/dev-phone-texts';
import type {
  ReminderRule,
  ReminderRuleInput,
  RemindNowInput,
  RemindPreview,
} from '@sherehe/core/api/reminders';
import { todayInTanzania } from '@sherehe/core/booking-rules';
import { outstandingOf, REMINDER_RULES_MAX } from '@sherehe/core/event-rules';
import { normalizePhone } from '@sherehe/core/phone';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { enqueueSms } from '../../platform/mail/outbox.ts';
import { enforceRateLimit } from '../../platform/rate-limit.ts';
import { answerByText } from '../cards/sms-answers.ts';
import { type EventActor, type EventRow, requireEventPermission } from '../events/event-access.ts';
import { recordEventHistory } from '../events/event-history.ts';
import {
  countRules,
  deleteOptOut,
  deleteRule,
  insertManualSends,
  insertOptOut,
  insertRule,
  insertRuleSend,
  lockPendingRule,
  markRuleSent,
  type PledgeToRemind,
  type RuleView,
  selectDueRuleIds,
  selectEvent,
  selectPledgesToRemind,
  selectRule,
  selectRules,
  selectTextsTo,
} from './queries.ts';
import { pledgeLink, reminderText } from './reminder-texts.ts';

export type ReminderDeps = {
  db: Database;
  jobs: JobQueue;
  publicUrl: string;
  /** SMS_INBOUND_SECRET: the gateway's callback URL holds it; unset, the callback answers 404. */
  inboundSecret: string | undefined;
  /** WhatsApp's webhook: the app secret its deliveries are signed with, the token its subscription check gives. */
  whatsAppWebhook: { appSecret: string | null; verifyToken: string | null };
  /** Whether the payment simulator (and so the demo phone) is on. */
  demoPhone: () => boolean;
};

/** "Remind now" once per event per ten minutes: a double click, or a host in a hurry, must not text everyone twice. */
export const REMIND_NOW_LIMIT = { name: 'remind-now', max: 1, windowSeconds: 600 };

const toRule = (rule: RuleView): ReminderRule => ({
  id: rule.id,
  anchor: rule.anchor,
  daysBefore: rule.daysBefore,
  onlyUnpaid: rule.onlyUnpaid,
  minOutstandingTzs: rule.minOutstandingTzs,
  sendsOn: rule.sendsOn,
  sentAt: rule.sentAt?.toISOString() ?? null,
  sentCount: rule.sentCount,
});

export async function listRules(deps: ReminderDeps, eventId: string, actor: EventActor) {
  await requireEventPermission(deps.db, eventId, actor, 'view_ledger');
  return { rules: (await selectRules(deps.db, eventId)).map(toRule) };
}

export async function addRule(
  deps: ReminderDeps,
  eventId: string,
  actor: EventActor,
  input: Required<ReminderRuleInput>,
): Promise<ReminderRule> {
  return deps.db.transaction(async (tx) => {
    // The event's lock queues two additions, so the count below cannot be passed by both.
    await requireEventPermission(tx, eventId, actor, 'manage_reminders', { lock: true });
    if ((await countRules(tx, eventId)) >= REMINDER_RULES_MAX) {
      throw new AppError('business_rule', 'reminder.too_many', { max: REMINDER_RULES_MAX });
    }
    const id = await insertRule(tx, { eventId, createdBy: actor.id, ...input });
    if (!id) throw new AppError('conflict', 'reminder.duplicate');
    await recordEventHistory(tx, {
      eventId,
      actorUserId: actor.id,
      action: 'reminder_rule_added',
      details: { anchor: input.anchor, daysBefore: input.daysBefore },
    });
    const rule = await selectRule(tx, id);
    if (!rule) throw new Error('the rule just added is not there');
    return toRule(rule);
  });
}

export async function removeRule(deps: ReminderDeps, eventId: string, ruleId: string, actor: EventActor) {
  await deps.db.transaction(async (tx) => {
    await requireEventPermission(tx, eventId, actor, 'manage_reminders', { lock: true });
    const removed = await deleteRule(tx, eventId, ruleId);
    if (!removed) throw new AppError('not_found', 'reminder.not_found');
    await recordEventHistory(tx, {
      eventId,
      actorUserId: actor.id,
      action: 'reminder_rule_removed',
      details: { anchor: removed.anchor, daysBefore: removed.daysBefore },
    });
  });
}

type Audience = { onlyUnpaid: boolean; minOutstandingTzs: number };

/** Who an audience reaches: not cancelled (the query), still owing if asked, owing at least the minimum. */
function matching(pledges: PledgeToRemind[], audience: Audience) {
  return pledges.filter((pledge) => {
    const outstanding = outstandingOf({ ...pledge, cancelled: false });
    if (audience.onlyUnpaid && outstanding === 0) return false;
    return outstanding >= audience.minOutstandingTzs;
  });
}

function textFor(
  deps: Pick<ReminderDeps, 'publicUrl'>,
  event: EventRow,
  pledge: PledgeToRemind,
  language = pledge.language,
) {
  return reminderText({
    language,
    personal: pledge.optedIn,
    contributorName: pledge.name,
    eventName: event.name,
    outstandingTzs: outstandingOf({ ...pledge, cancelled: false }),
    dueDay: pledge.dueDay,
    link: pledgeLink(deps.publicUrl, pledge.linkToken),
  });
}

/** The preview and the send read the same list the same way, so the count shown is the count sent. */
async function audienceOf(db: Database, eventId: string, audience: Audience) {
  const matched = matching(await selectPledgesToRemind(db, eventId), audience);
  return {
    recipients: matched.filter((pledge) => !pledge.optedOut),
    optedOut: matched.filter((pledge) => pledge.optedOut).length,
  };
}

export async function previewReminders(
  deps: ReminderDeps,
  eventId: string,
  actor: EventActor,
  input: Required<RemindNowInput>,
): Promise<RemindPreview> {
  const { event } = await requireEventPermission(deps.db, eventId, actor, 'manage_reminders');
  const { recipients, optedOut } = await audienceOf(deps.db, eventId, input);
  const first = recipients[0];
  return {
    recipients: recipients.length,
    optedOut,
    sample: first
      ? { en: textFor(deps, event, first, 'en'), sw: textFor(deps, event, first, 'sw') }
      : { en: '', sw: '' },
  };
}

export async function sendRemindersNow(
  deps: ReminderDeps,
  eventId: string,
  actor: EventActor,
  input: Required<RemindNowInput>,
): Promise<{ sent: number }> {
  const sent = await deps.db.transaction(async (tx) => {
    const { event } = await requireEventPermission(tx, eventId, actor, 'manage_reminders', { lock: true });
    const { recipients } = await audienceOf(tx, eventId, input);
    if (recipients.length === 0) throw new AppError('business_rule', 'reminder.nobody');
    // Counted in the transaction: a send that fails afterwards does not use up the host's turn.
    await enforceRateLimit(tx, REMIND_NOW_LIMIT, eventId);
    // A committee's bulk send in the outbound budget: counted against the account and the event, and past their
    // hour a text is held back rather than the host refused.
    const sending = { origin: { account: actor.id }, eventId, bulk: true, news: true } as const;
    let queued = 0;
    for (const pledge of recipients) {
      if (await enqueueSms(tx, { to: pledge.phone, text: textFor(deps, event, pledge) }, sending))
        queued += 1;
    }
    await insertManualSends(
      tx,
      recipients.map((pledge) => pledge.id),
      actor.id,
    );
    await recordEventHistory(tx, {
      eventId,
      actorUserId: actor.id,
      action: 'reminders_sent',
      details: { count: queued },
    });
    return queued;
  });
  deps.jobs.kick();
  return { sent };
}

/**
 * One rule's run, in one transaction with the rule locked: each matching pledge gets a send row, and an SMS only
 * when that row is new. A second run (the job again, or another instance at once) waits for the lock, then finds
 * the rule sent; were it to get past, the unique (rule, pledge) index would still keep it from texting anyone twice.
 */
async function runRule(deps: ReminderDeps, ruleId: string, today: string): Promise<number> {
  return deps.db.transaction(async (tx) => {
    if (!(await lockPendingRule(tx, ruleId))) return 0;
    const rule = await selectRule(tx, ruleId);
    if (!rule) return 0;
    // Read again under the lock: the event may have been hidden, or moved, since the rule was found due.
    const event = await selectEvent(tx, rule.eventId);
    if (!event || event.hiddenAt || rule.sendsOn > today || rule.anchorDay < today) return 0;
    const { recipients } = await audienceOf(tx, rule.eventId, rule);
    let sent = 0;
    for (const pledge of recipients) {
      if (!(await insertRuleSend(tx, rule.id, pledge.id))) continue;
      const queued = await enqueueSms(
        tx,
        { to: pledge.phone, text: textFor(deps, event, pledge) },
        { origin: 'sherehe', eventId: event.id, news: true },
      );
      if (queued) sent += 1;
    }
    await markRuleSent(tx, rule.id);
    if (sent > 0) {
      await recordEventHistory(tx, {
        eventId: rule.eventId,
        actorUserId: null,
        action: 'reminders_sent',
        details: { count: sent, anchor: rule.anchor, daysBefore: rule.daysBefore },
      });
    }
    return sent;
  });
}

/** The scheduled run: every rule due today (Tanzania) or earlier whose anchor day has not passed. */
export async function runDueReminders(deps: ReminderDeps, now = new Date()) {
  const today = todayInTanzania(now);
  let sent = 0;
  const ruleIds = await selectDueRuleIds(deps.db, today);
  for (const ruleId of ruleIds) sent += await runRule(deps, ruleId, today);
  if (sent > 0) deps.jobs.kick();
  return { rules: ruleIds.length, sent };
}

const STOP_WORDS = new Set(['STOP', 'ACHA']);
const START_WORDS = new Set(['START', 'ANZA']);

/**
 * A reply to our texts: STOP or ACHA ends reminders to that phone, START or ANZA lets them come again; NDIYO or
 * HAPANA (YES or NO) answers the sender's invitation card (features/cards), when they have one sent.
 */
export async function receiveReply(db: Database, from: string, text: string): Promise<SmsReplyOutcome> {
  const phone = normalizePhone(from);
  if (!phone) return 'ignored';
  const word = text.trim().toUpperCase();
  if (STOP_WORDS.has(word)) {
    await insertOptOut(db, phone);
    return 'stopped';
  }
  if (START_WORDS.has(word)) {
    await deleteOptOut(db, phone);
    return 'started';
  }
  if (await answerByText(db, phone, text)) return 'answered';
  return 'ignored';
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The gateway's callback carries our secret in its URL; unset or wrong, the address does not exist. */
export function checkInboundSecret(deps: Pick<ReminderDeps, 'inboundSecret'>, given: string): void {
  const expected = deps.inboundSecret;
  // Compared as digests: equal lengths for timingSafeEqual, and no early exit on the first differing character.
  if (!expected || !timingSafeEqual(digest(expected), digest(given))) {
    throw new AppError('not_found', 'sms.inbound_forbidden');
  }
}

function demoPhoneNumber(deps: ReminderDeps, number: string): string {
  if (!deps.demoPhone()) throw new AppError('not_found', 'payments.simulator_off');
  const phone = normalizePhone(number);
  if (!phone) throw new AppError('validation', 'payments.phone_invalid');
  return phone;
}

/** The demo phone's inbox: the texts the outbox holds for the number (kept whole on a demo machine: see app.ts). */
export async function textsOnDemoPhone(deps: ReminderDeps, number: string) {
  const phone = demoPhoneNumber(deps, number);
  const rows = await selectTextsTo(deps.db, phone, DEV_PHONE_TEXTS_SHOWN);
  return {
    phone,
    texts: rows.map((row) => ({
      id: row.id,
      text: row.text,
      sentAt: row.sentAt.toISOString(),
      by: row.channel === 'whatsapp' ? ('whatsapp' as const) : ('sms' as const),
    })),
  };
}

export async function replyFromDemoPhone(deps: ReminderDeps, number: string, text: string) {
  const phone = demoPhoneNumber(deps, number);
  const outcome = await receiveReply(deps.db, phone, text);
  // An answer to a card is thanked by text.
  if (outcome === 'answered') deps.jobs.kick();
  return { phone, outcome };
}
