// The reminder rules' scheduled run: every 15 minutes (cron in UTC), once across app instances; a rule's day is a
// Tanzanian day, so a rule due today goes out in the first run after midnight in Dar es Salaam (21:00 UTC).
import { z } from 'zod';
import { defineJob } from '../../platform/jobs/define-job.ts';
import { type ReminderDeps, runDueReminders } from './service.ts';

export const REMINDERS_CRON = '*/15 * * * *';

/** A run that fails is tried once more soon; the next round comes anyway, and each rule is sent once at most. */
export const sendDueReminders = defineJob({
  name: 'reminders.send-due',
  payload: z.object({}),
  retry: { limit: 1, delaySeconds: 60, backoff: false },
  expireInSeconds: 600,
});

export function registerReminderWork(deps: ReminderDeps): void {
  deps.jobs.work(sendDueReminders, async () => {
    await runDueReminders(deps);
  });
  deps.jobs.schedule(sendDueReminders, REMINDERS_CRON, {});
}
