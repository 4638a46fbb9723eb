// Reminders to contributors: the host's rules (sent by a background job, at most once per rule and contributor),
// "remind now" with a preview, and the STOP replies that end them: the API contract.
import { z } from 'zod';
import { PLEDGE_MAX_TZS, REMINDER_DAYS_MAX, reminderAnchors } from '../event-rules.ts';
import { reason } from '../reasons.ts';

export { eventIdParams } from './events.ts';

export const reminderAnchor = z.enum(reminderAnchors, { error: reason('reminder.anchor_invalid') });

const audience = {
  /** Only contributors who still owe something (else everyone with a pledge that is not cancelled). */
  onlyUnpaid: z.boolean().default(true),
  /** Only those who owe at least this much (no pledge owes more than its largest amount). */
  minOutstandingTzs: z
    .number({ error: reason('reminder.minimum_invalid') })
    .int(reason('reminder.minimum_invalid'))
    .min(0, reason('reminder.minimum_invalid'))
    .max(PLEDGE_MAX_TZS, reason('reminder.minimum_invalid'))
    .default(0),
};

/** "N days before the pledge deadline (or the event)": sent once, on that day (Africa/Dar_es_Salaam) or soon after. */
export const reminderRuleInput = z.object({
  anchor: reminderAnchor,
  daysBefore: z
    .number({ error: reason('reminder.days_invalid') })
    .int(reason('reminder.days_invalid'))
    .min(0, reason('reminder.days_invalid'))
    .max(REMINDER_DAYS_MAX, reason('reminder.days_invalid')),
  ...audience,
});
export type ReminderRuleInput = z.input<typeof reminderRuleInput>;

export const reminderRule = z.object({
  id: z.uuid(),
  anchor: reminderAnchor,
  daysBefore: z.number().int(),
  onlyUnpaid: z.boolean(),
  minOutstandingTzs: z.number().int(),
  /** The day it goes out (YYYY-MM-DD, Tanzania). */
  sendsOn: z.string(),
  /** Set once the rule's run is done; how many it reached. */
  sentAt: z.iso.datetime().nullable(),
  sentCount: z.number().int(),
});
export type ReminderRule = z.infer<typeof reminderRule>;
export const reminderRules = z.object({ rules: z.array(reminderRule) });

export const ruleParams = z.object({
  id: z.uuid(reason('event.id_invalid')),
  ruleId: z.uuid(reason('reminder.id_invalid')),
});

/** Remind now: first the preview (who and what), then the same body to send. */
export const remindNowInput = z.object(audience);
export type RemindNowInput = z.input<typeof remindNowInput>;
export const remindPreview = z.object({
  /** Contributors it would reach (not cancelled, matching, not opted out). */
  recipients: z.number().int(),
  /** Left out because they replied STOP. */
  optedOut: z.number().int(),
  /** The message as the first recipient would read it, in each language. */
  sample: z.object({ en: z.string(), sw: z.string() }),
});
export type RemindPreview = z.infer<typeof remindPreview>;
export const remindResult = z.object({ sent: z.number().int() });
