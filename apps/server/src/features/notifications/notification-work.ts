// Ties notifications to the job queue when the app is built: the pushes, the fan-outs, and a nightly clean-up.
import { fanOutNotification, forgetOldNotifications, pushNotifications } from './notification-jobs.ts';
import { deliverPushes, fanOut, forgetOld, type NotificationDeps } from './service.ts';

// 03:50 in Dar es Salaam.
const NIGHTLY = '50 0 * * *';

export function registerNotificationWork(deps: NotificationDeps): void {
  deps.jobs.work(pushNotifications, (payload, job) => deliverPushes(deps, payload, job));
  deps.jobs.work(fanOutNotification, (payload) => fanOut(deps, payload));
  deps.jobs.work(forgetOldNotifications, () => forgetOld(deps));
  deps.jobs.schedule(forgetOldNotifications, NIGHTLY, {});
}
