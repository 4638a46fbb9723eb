// SQL of the inbox, the settings per topic, the browsers' push subscriptions and what each push reached.
import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { exactCreatedAt, olderThan } from '../../db/newest-first.ts';
import { selectRows } from '../../db/rows.ts';
import {
  notificationSettings,
  notifications,
  pushDeliveries,
  pushSubscriptions,
} from '../../db/schema/notifications.ts';
import type { PagePosition } from '../../platform/page-cursor.ts';

type Params = Record<string, string | number>;
const uuidList = (ids: string[]): SQL =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/**
 * The inbox row, unless the person turned the kind's topic off (no row of theirs: the topic's default) or the same
 * thing was already said to them (user and dedupe key). The new row's id, or null when nothing was written.
 */
export async function insertNotification(
  tx: Database,
  row: { userId: string; kind: string; topic: string; params: Params; path: string; dedupeKey: string },
  enabledByDefault: boolean,
): Promise<{ id: string; subscribed: boolean } | null> {
  // Whether the person has a browser subscribed comes back with the row: the push job is written only then.
  const [made] = await selectRows<{ id: string; subscribed: boolean }>(
    tx,
    sql`insert into notifications (user_id, kind, params, path, dedupe_key)
        select ${row.userId}::uuid, ${row.kind}, ${JSON.stringify(row.params)}::jsonb, ${row.path}, ${row.dedupeKey}
        where coalesce(
          (select enabled from notification_settings where user_id = ${row.userId}::uuid and topic = ${row.topic}),
          ${enabledByDefault}::boolean
        )
        on conflict (user_id, dedupe_key) do nothing
        returning id, exists (select 1 from push_subscriptions s where s.user_id = ${row.userId}::uuid) as subscribed`,
  );
  return made ? { id: made.id, subscribed: made.subscribed === true } : null;
}

/**
 * The next accounts (by id, after `after`) with the topic on and not disabled. A topic that is off by default is
 * read from the settings of those who turned it on; one that is on by default from the accounts.
 */
export async function optedInPage(
  db: Database,
  topic: string,
  enabledByDefault: boolean,
  after: string | null,
  limit: number,
): Promise<string[]> {
  const rows = enabledByDefault
    ? await selectRows<{ id: string }>(
        db,
        sql`select u.id from users u
            left join notification_settings s on s.user_id = u.id and s.topic = ${topic}
            where u.disabled_at is null and coalesce(s.enabled, true)
              ${after ? sql`and u.id > ${after}::uuid` : sql``}
            order by u.id limit ${limit}`,
      )
    : await selectRows<{ id: string }>(
        db,
        sql`select s.user_id as id from notification_settings s
            join users u on u.id = s.user_id and u.disabled_at is null
            where s.topic = ${topic} and s.enabled
              ${after ? sql`and s.user_id > ${after}::uuid` : sql``}
            order by s.user_id limit ${limit}`,
      );
  return rows.map((row) => row.id);
}

/** One notification for each of these accounts; the ids of the rows written (those not already there). */
export async function insertNotificationsFor(
  tx: Database,
  userIds: string[],
  row: { kind: string; params: Params; path: string; dedupeKey: string },
): Promise<{ id: string; userId: string }[]> {
  if (userIds.length === 0) return [];
  return selectRows<{ id: string; userId: string }>(
    tx,
    sql`insert into notifications (user_id, kind, params, path, dedupe_key)
        select u, ${row.kind}, ${JSON.stringify(row.params)}::jsonb, ${row.path}, ${row.dedupeKey}
        from unnest(array[${uuidList(userIds)}]) as u
        on conflict (user_id, dedupe_key) do nothing
        returning id, user_id as "userId"`,
  );
}

/** Which of these accounts have a browser to push to. */
export async function withSubscriptions(db: Database, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await selectRows<{ user_id: string }>(
    db,
    sql`select distinct user_id from push_subscriptions where user_id in (${uuidList(userIds)})`,
  );
  return new Set(rows.map((row) => row.user_id));
}

// --- push subscriptions ----------------------------------------------------------------------------------------

/** The browser's subscription, now this person's (signing in as someone else on the same browser moves it). */
export async function upsertSubscription(
  db: Database,
  values: {
    userId: string;
    endpoint: string;
    p256dh: string;
    auth: string;
    language: 'en' | 'sw';
    userAgent: string | null;
  },
): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId: values.userId,
        p256dh: values.p256dh,
        auth: values.auth,
        language: values.language,
        userAgent: values.userAgent,
        updatedAt: sql`now()`,
        failures: 0,
      },
    });
}

/** Keeps a person's newest browsers only: a fan-out's cost per person stays bounded. */
export async function trimSubscriptions(db: Database, userId: string, keep: number): Promise<void> {
  await db.execute(
    sql`delete from push_subscriptions where user_id = ${userId}::uuid and id not in (
          select id from push_subscriptions where user_id = ${userId}::uuid
          order by updated_at desc, id desc limit ${keep})`,
  );
}

export async function deleteSubscriptionOf(db: Database, userId: string, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

export async function deleteSubscriptionsOf(db: Database, userId: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

export async function deleteSubscription(db: Database, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export type PendingPush = {
  notificationId: string;
  kind: string;
  params: Params;
  path: string;
  subscriptionId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  language: 'en' | 'sw';
};

/** Each (notification, browser of its person) that the notification has not reached yet; none for disabled accounts. */
export function pendingPushes(db: Database, notificationIds: string[]): Promise<PendingPush[]> {
  if (notificationIds.length === 0) return Promise.resolve([]);
  return selectRows<PendingPush>(
    db,
    sql`select n.id as "notificationId", n.kind, n.params, n.path, s.id as "subscriptionId", s.endpoint, s.p256dh,
               s.auth, s.language
        from notifications n
        join users u on u.id = n.user_id and u.disabled_at is null
        join push_subscriptions s on s.user_id = n.user_id
        where n.id in (${uuidList(notificationIds)})
          and not exists (
            select 1 from push_deliveries d where d.notification_id = n.id and d.subscription_id = s.id)
        order by n.created_at, s.id`,
  );
}

/** These pushes reached their browsers: a retry of the job skips them. */
export async function recordDeliveries(
  db: Database,
  reached: { notificationId: string; subscriptionId: string }[],
): Promise<void> {
  if (reached.length === 0) return;
  await db.insert(pushDeliveries).values(reached).onConflictDoNothing();
  const browsers = [...new Set(reached.map((each) => each.subscriptionId))];
  await db.execute(
    sql`update push_subscriptions set last_sent_at = now(), failures = 0 where id in (${uuidList(browsers)})`,
  );
}

/** One more failure in a row for this browser; its count now (0 when the row is gone). */
export async function countFailure(db: Database, subscriptionId: string): Promise<number> {
  const [row] = await db
    .update(pushSubscriptions)
    .set({ failures: sql`${pushSubscriptions.failures} + 1` })
    .where(eq(pushSubscriptions.id, subscriptionId))
    .returning({ failures: pushSubscriptions.failures });
  return row?.failures ?? 0;
}

// --- the inbox -----------------------------------------------------------------------------------------------------

export type InboxRow = {
  id: string;
  kind: string;
  params: Params;
  path: string;
  createdAt: Date;
  readAt: Date | null;
  exactCreatedAt: string;
};

export function inboxPage(
  db: Database,
  userId: string,
  page: { after: PagePosition | undefined; limit: number },
): Promise<InboxRow[]> {
  return db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      params: notifications.params,
      path: notifications.path,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
      exactCreatedAt: exactCreatedAt(notifications.createdAt),
    })
    .from(notifications)
    .where(
      and(eq(notifications.userId, userId), olderThan(notifications.createdAt, notifications.id, page.after)),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(page.limit);
}

export async function countUnread(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.count ?? 0;
}

/** Marks one of this person's notifications read; false when they have no notification of that id. */
export async function markNotificationRead(db: Database, userId: string, id: string): Promise<boolean> {
  const [row] = await selectRows<{ id: string }>(
    db,
    sql`update notifications set read_at = coalesce(read_at, now())
        where id = ${id}::uuid and user_id = ${userId}::uuid returning id`,
  );
  return row !== undefined;
}

/** Marks read what this person was told about one page (a conversation's messages, once it is read there). */
export async function markNotificationsReadAbout(db: Database, userId: string, path: string): Promise<void> {
  await db.execute(
    sql`update notifications set read_at = now() where user_id = ${userId}::uuid and path = ${path} and read_at is null`,
  );
}

export async function markAllNotificationsRead(db: Database, userId: string): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

/** Read notifications older than the cut-off go (their push records with them); unread ones stay a while longer. */
export async function deleteOldNotifications(db: Database, readBefore: Date, anyBefore: Date): Promise<void> {
  await db.execute(
    sql`delete from notifications
        where (read_at is not null and created_at < ${readBefore.toISOString()}::timestamptz)
           or created_at < ${anyBefore.toISOString()}::timestamptz`,
  );
}

// --- settings --------------------------------------------------------------------------------------------------

export function settingsRows(db: Database, userId: string) {
  return db
    .select({ topic: notificationSettings.topic, enabled: notificationSettings.enabled })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
}

export async function saveSettings(
  db: Database,
  userId: string,
  changes: { topic: string; enabled: boolean }[],
): Promise<void> {
  if (changes.length === 0) return;
  await db
    .insert(notificationSettings)
    .values(changes.map((change) => ({ userId, ...change })))
    .onConflictDoUpdate({
      target: [notificationSettings.userId, notificationSettings.topic],
      set: { enabled: sql`excluded.enabled`, updatedAt: sql`now()` },
    });
}
