// Notifications (decision 015): other features call notify() or notifyTopic() inside their own transaction, which
// writes the inbox row (unless the person turned that topic off) and the job that pushes it to their browsers. The
// person reads, marks and configures them here; browsers subscribe and unsubscribe here.
import { createECDH } from 'node:crypto';
import type {
  NotificationItem,
  NotificationSettings,
  NotificationsPage,
  PushSubscriptionInput,
} from '@sherehe/core/api/notifications';
import { notificationItem } from '@sherehe/core/api/notifications';
import {
  isNotificationKind,
  type NotificationKind,
  type NotificationParams,
  notificationKinds,
  notificationText,
  notificationTopics,
  topicDefaults,
  topicOf,
} from '@sherehe/core/notification-kinds';
import { wordNotification } from '@sherehe/core/notification-words';
import type { FastifyBaseLogger } from 'fastify';
import type { PushSettings } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { enqueueJob, type JobQueue } from '../../platform/jobs/job-queue.ts';
import { decodeCursor, pageOf } from '../../platform/page-cursor.ts';
import { acceptsPushEndpoint } from '../../platform/push/push-endpoint.ts';
import type { PushSender } from '../../platform/push/push-sender.ts';
import type { VapidKeys } from '../../platform/push/vapid-keys.ts';
import { safeReturnPath } from '../../platform/return-path.ts';
import {
  type FanOutPayload,
  fanOutNotification,
  PUSH_BATCH,
  pushNotifications,
} from './notification-jobs.ts';
import {
  countFailure,
  countUnread,
  deleteOldNotifications,
  deleteSubscription,
  deleteSubscriptionOf,
  deleteSubscriptionsOf,
  inboxPage,
  insertNotification,
  insertNotificationsFor,
  markAllNotificationsRead,
  markNotificationRead,
  optedInPage,
  type PendingPush,
  pendingPushes,
  recordDeliveries,
  saveSettings,
  settingsRows,
  trimSubscriptions,
  upsertSubscription,
  withSubscriptions,
} from './queries.ts';

export type NotificationDeps = {
  db: Database;
  jobs: JobQueue;
  push: PushSender;
  vapidKeys: () => Promise<VapidKeys>;
  settings: Pick<PushSettings, 'allowLocalEndpoints'>;
  log: FastifyBaseLogger;
};

/** A person's newest browsers that get pushes; an older one is dropped when a new one subscribes. */
export const SUBSCRIPTIONS_PER_PERSON = 10;
/** Refusals in a row (4xx other than 404/410/429, never a success between) after which a browser is dropped. */
export const FAILURES_BEFORE_DROP = 10;
/** Accounts per fan-out job. */
export const FAN_OUT_PAGE = 500;
/** Pushes to one push service in flight at once, per job. */
const PUSHES_AT_ONCE = 16;
/** Browsers reached are written down this many at a time. */
const RECORD_EVERY = 25;
/** How long a push service keeps a message for a browser that is offline. */
const PUSH_TTL_SECONDS = 3 * 24 * 60 * 60;

type NotifyInput<K extends NotificationKind> = {
  userId: string;
  kind: K;
  params: NotificationParams<K>;
  /** The web app's page a click opens. */
  path: string;
  /** What it is about (an order and its status, a payment): said once per person. */
  dedupeKey: string;
};

// Names and titles come from people: cut to what a notification carries, so a long one never fails the change
// that raised it.
function cleanParams<K extends NotificationKind>(kind: K, params: NotificationParams<K>) {
  const cut = Object.fromEntries(
    Object.entries(params as Record<string, string | number>).map(([name, value]) => [
      name,
      typeof value === 'string' ? notificationText(value) : value,
    ]),
  );
  return notificationKinds[kind].params.parse(cut) as Record<string, string | number>;
}

function checkPath(path: string) {
  // A path of our own web app, by the rule for every return path: the worker opens it on our origin only.
  if (safeReturnPath(path) !== path)
    throw new Error(`notification path "${path}" is not a path of the web app`);
}

/**
 * In the caller's transaction: the inbox row, unless the person turned the kind's topic off or was told the same
 * (dedupe key) already, and, when they have a browser subscribed, the job that pushes it. True when written.
 */
export async function notify<K extends NotificationKind>(
  tx: Database,
  input: NotifyInput<K>,
): Promise<boolean> {
  checkPath(input.path);
  const topic = topicOf(input.kind);
  const made = await insertNotification(
    tx,
    {
      userId: input.userId,
      kind: input.kind,
      topic,
      params: cleanParams(input.kind, input.params),
      path: input.path,
      dedupeKey: input.dedupeKey,
    },
    topicDefaults[topic],
  );
  if (made === null) return false;
  if (made.subscribed) {
    await enqueueJob(tx, pushNotifications, { notificationIds: [made.id] }, { key: made.id });
  }
  return true;
}

/**
 * In the caller's transaction: the notification goes to everyone with its topic on, page by page in background
 * jobs (a news post reaches thousands without holding the caller's transaction). Once per dedupe key.
 */
export async function notifyTopic<K extends NotificationKind>(
  tx: Database,
  input: Omit<NotifyInput<K>, 'userId'>,
): Promise<void> {
  checkPath(input.path);
  await enqueueJob(
    tx,
    fanOutNotification,
    {
      kind: input.kind,
      params: cleanParams(input.kind, input.params),
      path: input.path,
      dedupeKey: input.dedupeKey,
      afterUserId: null,
    },
    { key: input.dedupeKey },
  );
}

/** One page of a fan-out: its inbox rows, their pushes, and the job of the next page. */
export async function fanOut(deps: NotificationDeps, payload: FanOutPayload) {
  if (!isNotificationKind(payload.kind)) throw new Error(`fan-out of an unknown kind ${payload.kind}`);
  const topic = topicOf(payload.kind);
  await deps.db.transaction(async (tx) => {
    const userIds = await optedInPage(tx, topic, topicDefaults[topic], payload.afterUserId, FAN_OUT_PAGE);
    const made = await insertNotificationsFor(tx, userIds, payload);
    const subscribed = await withSubscriptions(
      tx,
      made.map((row) => row.userId),
    );
    const toPush = made.filter((row) => subscribed.has(row.userId)).map((row) => row.id);
    for (let start = 0; start < toPush.length; start += PUSH_BATCH) {
      const notificationIds = toPush.slice(start, start + PUSH_BATCH);
      await enqueueJob(tx, pushNotifications, { notificationIds }, { key: notificationIds[0] });
    }
    const last = userIds[userIds.length - 1];
    if (userIds.length === FAN_OUT_PAGE && last) {
      await enqueueJob(
        tx,
        fanOutNotification,
        { ...payload, afterUserId: last },
        { key: `${payload.dedupeKey}:${last}` },
      );
    }
  });
  deps.jobs.kick();
}

// --- pushing -------------------------------------------------------------------------------------------------------

async function inTurns<T>(items: T[], atOnce: number, run: (item: T) => Promise<void>) {
  let next = 0;
  let stopped = false;
  const worker = async () => {
    while (next < items.length && !stopped) {
      const item = items[next++] as T;
      try {
        await run(item);
      } catch (error) {
        stopped = true; // the other workers finish the push in hand and take no more
        throw error;
      }
    }
  };
  // Every worker has stopped before this returns or throws: the caller records what reached its browser, and a
  // retry of the job never races a send still in flight.
  const outcomes = await Promise.allSettled(Array.from({ length: Math.min(atOnce, items.length) }, worker));
  const failed = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
}

/** The message a browser's worker shows: words in that browser's language, the page a click opens. */
function pushMessage(pending: PendingPush): string | null {
  if (!isNotificationKind(pending.kind)) return null;
  const parsed = notificationKinds[pending.kind].params.safeParse(pending.params);
  if (!parsed.success) return null;
  const words = wordNotification(pending.kind, parsed.data as never, pending.language);
  return JSON.stringify({
    title: words.title,
    body: words.body,
    url: pending.path,
    tag: pending.notificationId,
    lang: pending.language,
  });
}

/**
 * The push job: every browser each notification has not reached yet. A browser reached is recorded at once, so a
 * retry (after a failure elsewhere, or a process that died) never pushes it twice; a gone subscription (404/410) is
 * removed; a push service that failed makes the job try again later, and after its last try the rest is given up.
 */
export async function deliverPushes(
  deps: NotificationDeps,
  payload: { notificationIds: string[] },
  job: { attempt: number },
): Promise<void> {
  const pending = await pendingPushes(deps.db, payload.notificationIds);
  const failed: { subscriptionId: string; detail: string }[] = [];
  // Browsers reached are written down a few at a time (one statement for many), and whatever is left when the job
  // ends, however it ends; a process that dies between two writes pushes those few again on its retry (the browser
  // replaces them: the notification's id is its tag).
  let reached: { notificationId: string; subscriptionId: string }[] = [];
  let writing = Promise.resolve();
  const writeReached = () => {
    const batch = reached;
    reached = [];
    writing = writing.then(() => deps.db.transaction((tx) => recordDeliveries(tx, batch)));
    return writing;
  };
  try {
    await inTurns(pending, PUSHES_AT_ONCE, async (each) => {
      const message = pushMessage(each);
      if (message === null) {
        deps.log.error(
          { notificationId: each.notificationId, kind: each.kind },
          'notification cannot be worded',
        );
        return;
      }
      const outcome = await deps.push.send(
        { endpoint: each.endpoint, p256dh: each.p256dh, auth: each.auth },
        message,
        { ttlSeconds: PUSH_TTL_SECONDS },
      );
      if (outcome.kind === 'sent') {
        reached.push({ notificationId: each.notificationId, subscriptionId: each.subscriptionId });
        if (reached.length >= RECORD_EVERY) await writeReached();
        return;
      }
      if (outcome.kind === 'gone') {
        await deleteSubscription(deps.db, each.subscriptionId);
        return;
      }
      const context = { subscriptionId: each.subscriptionId, status: outcome.status, detail: outcome.detail };
      if (outcome.kind === 'failed') {
        // The push service is busy or down (429, 5xx, no answer): the browser is not at fault, so this never counts
        // towards dropping it; the job tries again.
        failed.push({ subscriptionId: each.subscriptionId, detail: outcome.detail });
        return;
      }
      // Refused outright (a 4xx other than 404/410/429): this browser's subscription is what the service rejects.
      const failures = await countFailure(deps.db, each.subscriptionId);
      if (failures >= FAILURES_BEFORE_DROP) {
        await deleteSubscription(deps.db, each.subscriptionId);
        deps.log.warn({ ...context, failures }, 'push subscription dropped after being refused every time');
        return;
      }
      deps.log.warn(context, 'push refused by the push service; not sent again');
    });
  } finally {
    await writeReached();
  }
  if (failed.length === 0) return;
  if (job.attempt > pushNotifications.retry.limit) {
    deps.log.warn(
      { notificationIds: payload.notificationIds, subscriptions: failed.length, attempt: job.attempt },
      'push given up: the push service did not take it after every try',
    );
    return;
  }
  throw new Error(
    `${failed.length} push(es) not taken by the push service (${failed[0]?.detail}); tried again later`,
  );
}

export async function forgetOld(deps: Pick<NotificationDeps, 'db'>, now = new Date()) {
  const day = 24 * 60 * 60 * 1000;
  await deleteOldNotifications(
    deps.db,
    new Date(now.getTime() - 90 * day),
    new Date(now.getTime() - 365 * day),
  );
}

// --- browsers --------------------------------------------------------------------------------------------------

export async function publicKeyOf(deps: NotificationDeps) {
  return { publicKey: (await deps.vapidKeys()).publicKey };
}

/** A point a browser's encryption can use: on the curve, not merely the right length. */
function isCurvePoint(p256dh: string): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(Buffer.from(p256dh, 'base64url'));
    return true;
  } catch {
    return false;
  }
}

export async function subscribe(
  deps: NotificationDeps,
  userId: string,
  input: PushSubscriptionInput,
  userAgent: string | undefined,
): Promise<void> {
  if (!acceptsPushEndpoint(input.endpoint, deps.settings.allowLocalEndpoints)) {
    throw new AppError('validation', 'push.endpoint_invalid');
  }
  if (!isCurvePoint(input.keys.p256dh)) throw new AppError('validation', 'push.keys_invalid');
  await deps.db.transaction(async (tx) => {
    await upsertSubscription(tx, {
      userId,
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      language: input.language,
      userAgent: userAgent ? userAgent.slice(0, 300) : null,
    });
    await trimSubscriptions(tx, userId, SUBSCRIPTIONS_PER_PERSON);
  });
}

/** Signed out everywhere: none of this person's browsers gets their notifications any more. */
export async function forgetBrowsersOf(tx: Database, userId: string): Promise<void> {
  await deleteSubscriptionsOf(tx, userId);
}

/** Only the asker's own subscription; another person's, or none, changes nothing and says nothing. */
export async function unsubscribe(deps: NotificationDeps, userId: string, endpoint: string): Promise<void> {
  await deleteSubscriptionOf(deps.db, userId, endpoint);
}

// --- the inbox -------------------------------------------------------------------------------------------------

function toItem(row: Awaited<ReturnType<typeof inboxPage>>[number]): NotificationItem | null {
  // A row this version cannot word (a kind since retired) is left out rather than failing the whole page.
  const parsed = notificationItem.safeParse({
    id: row.id,
    kind: row.kind,
    params: row.params,
    path: row.path,
    createdAt: new Date(row.createdAt).toISOString(),
    readAt: row.readAt ? new Date(row.readAt).toISOString() : null,
  });
  return parsed.success ? parsed.data : null;
}

export async function inbox(
  deps: NotificationDeps,
  userId: string,
  query: { cursor?: string | undefined; limit: number },
): Promise<NotificationsPage> {
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  const [rows, unreadCount] = await Promise.all([
    inboxPage(deps.db, userId, { after, limit: query.limit + 1 }),
    countUnread(deps.db, userId),
  ]);
  const page = pageOf(rows, query.limit);
  return {
    items: page.rows.map(toItem).filter((item): item is NotificationItem => item !== null),
    nextCursor: page.nextCursor,
    unreadCount,
  };
}

export async function unread(deps: NotificationDeps, userId: string) {
  return { unreadCount: await countUnread(deps.db, userId) };
}

export async function markRead(deps: NotificationDeps, userId: string, id: string) {
  // Someone else's notification is answered as one that does not exist.
  if (!(await markNotificationRead(deps.db, userId, id))) {
    throw new AppError('not_found', 'notification.not_found');
  }
  return unread(deps, userId);
}

export async function markAllRead(deps: NotificationDeps, userId: string) {
  await markAllNotificationsRead(deps.db, userId);
  return { unreadCount: 0 };
}

// --- settings ----------------------------------------------------------------------------------------------------

export async function settingsOf(
  deps: Pick<NotificationDeps, 'db'>,
  userId: string,
): Promise<NotificationSettings> {
  const settings: NotificationSettings = { ...topicDefaults };
  for (const row of await settingsRows(deps.db, userId)) {
    if ((notificationTopics as readonly string[]).includes(row.topic)) {
      settings[row.topic as keyof NotificationSettings] = row.enabled;
    }
  }
  return settings;
}

export async function changeSettings(
  deps: NotificationDeps,
  userId: string,
  update: Partial<NotificationSettings>,
): Promise<NotificationSettings> {
  const changes = notificationTopics.flatMap((topic) => {
    const enabled = update[topic];
    return enabled === undefined ? [] : [{ topic, enabled }];
  });
  await saveSettings(deps.db, userId, changes);
  return settingsOf(deps, userId);
}
