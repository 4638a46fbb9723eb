// Ties money out to the job queue when the app is built: sending and checking payouts, releasing held money every
// ten minutes, the daily payouts (07:00 in Dar es Salaam, 04:00 UTC) and, half an hour before, the second look at
// what was paid in the last days.
import {
  checkPayoutJob,
  dailyPayoutsJob,
  recheckPaidPayoutsJob,
  releaseDueJob,
  sendPayoutJob,
} from './jobs.ts';
import { payDailyPayouts, releaseDueMoney } from './release-work.ts';
import { checkPayout, type PayoutDeps, recheckPaidPayouts, sendPayout } from './service.ts';

export function registerPayoutWork(deps: PayoutDeps) {
  deps.jobs.work(sendPayoutJob, ({ payoutId }) => sendPayout(deps, payoutId));
  deps.jobs.work(checkPayoutJob, ({ payoutId, round }) => checkPayout(deps, payoutId, round));
  deps.jobs.work(releaseDueJob, async () => {
    await releaseDueMoney(deps);
  });
  deps.jobs.work(dailyPayoutsJob, () => payDailyPayouts(deps));
  deps.jobs.schedule(releaseDueJob, '*/10 * * * *', {});
  deps.jobs.schedule(dailyPayoutsJob, '0 4 * * *', {});
  deps.jobs.work(recheckPaidPayoutsJob, async () => {
    await recheckPaidPayouts(deps);
  });
  deps.jobs.schedule(recheckPaidPayoutsJob, '30 3 * * *', {});
}
