// SQL of news posts: the admins' list and rows, the public list and pages, and the addresses (slugs) taken.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { exactCreatedAt, olderThan } from '../../db/newest-first.ts';
import { selectRows } from '../../db/rows.ts';
import { newsPosts, users } from '../../db/schema/all.ts';
import type { PagePosition } from '../../platform/page-cursor.ts';

export type NewsRow = typeof newsPosts.$inferSelect;
export type NewsValues = Omit<typeof newsPosts.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** The new post, or undefined when its slug is taken already (the caller numbers it and tries again). */
export async function insertPostUnlessSlugTaken(
  db: Database,
  values: NewsValues,
): Promise<NewsRow | undefined> {
  const [row] = await db
    .insert(newsPosts)
    .values(values)
    .onConflictDoNothing({ target: newsPosts.slug })
    .returning();
  return row;
}

export async function updatePost(db: Database, id: string, values: Partial<NewsValues>): Promise<NewsRow> {
  const [row] = await db
    .update(newsPosts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(newsPosts.id, id))
    .returning();
  if (!row) throw new Error(`no news post ${id}`);
  return row;
}

export async function deletePost(db: Database, id: string): Promise<void> {
  await db.delete(newsPosts).where(eq(newsPosts.id, id));
}

export async function findPost(
  db: Database,
  id: string,
  options: { lock?: boolean } = {},
): Promise<NewsRow | undefined> {
  const query = db.select().from(newsPosts).where(eq(newsPosts.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function findPublishedBySlug(db: Database, slug: string): Promise<NewsRow | undefined> {
  const [row] = await db
    .select()
    .from(newsPosts)
    .where(sql`${newsPosts.slug} = ${slug} and ${newsPosts.status} = 'published'`);
  return row;
}

/** Whether another post than `exceptId` has this slug. */
export async function slugTaken(db: Database, slug: string, exceptId?: string): Promise<boolean> {
  const [row] = await selectRows<{ taken: boolean }>(
    db,
    sql`select exists(select 1 from news_posts where slug = ${slug}
        and id <> ${exceptId ?? '00000000-0000-0000-0000-000000000000'}::uuid) as taken`,
  );
  return row?.taken === true;
}

/** The slugs that are `base` or `base-<n>`, for the next free number. */
export async function slugsLike(db: Database, base: string): Promise<string[]> {
  const rows = await selectRows<{ slug: string }>(
    db,
    sql`select slug from news_posts where slug = ${base} or slug ~ ${`^${base}-[0-9]+$`}`,
  );
  return rows.map((row) => row.slug);
}

/** Whether an account still exists (accounts are disabled, not deleted, but a database may be tidied by hand). */
export async function accountExists(db: Database, id: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  return row !== undefined;
}

export type NamedPost = NewsRow & { authorName: string | null; updatedByName: string | null };

export async function findPostWithNames(db: Database, id: string): Promise<NamedPost | undefined> {
  const author = sql`(select name from ${users} where ${users.id} = ${newsPosts.authorId})`;
  const editor = sql`(select name from ${users} where ${users.id} = ${newsPosts.updatedBy})`;
  const [row] = await db
    .select({
      post: newsPosts,
      authorName: sql<string | null>`${author}`,
      updatedByName: sql<string | null>`${editor}`,
    })
    .from(newsPosts)
    .where(eq(newsPosts.id, id));
  return row ? { ...row.post, authorName: row.authorName, updatedByName: row.updatedByName } : undefined;
}

export type AdminNewsRow = NewsRow & { exactUpdatedAt: string };

/** The admins' list, most recently changed first, optionally of one status; one row beyond the limit. */
export async function adminNewsPage(
  db: Database,
  options: { status?: NewsRow['status'] | undefined; limit: number; after?: PagePosition | undefined },
): Promise<AdminNewsRow[]> {
  const status = options.status === undefined ? sql`true` : sql`${newsPosts.status} = ${options.status}`;
  const rows = await db
    .select({ post: newsPosts, exactUpdatedAt: exactCreatedAt(newsPosts.updatedAt) })
    .from(newsPosts)
    .where(sql`${status} and ${olderThan(newsPosts.updatedAt, newsPosts.id, options.after)}`)
    .orderBy(sql`${newsPosts.updatedAt} desc, ${newsPosts.id} desc`)
    .limit(options.limit + 1);
  return rows.map((row) => ({ ...row.post, exactUpdatedAt: row.exactUpdatedAt }));
}

export type PublishedRow = NewsRow & { exactPublishedAt: string };

/** Published posts, newest first (by when they were published); one row beyond the limit. */
export async function publishedPage(
  db: Database,
  options: { limit: number; after?: PagePosition | undefined },
): Promise<PublishedRow[]> {
  const rows = await db
    .select({ post: newsPosts, exactPublishedAt: exactCreatedAt(newsPosts.publishedAt) })
    .from(newsPosts)
    .where(
      sql`${newsPosts.status} = 'published' and ${olderThan(newsPosts.publishedAt, newsPosts.id, options.after)}`,
    )
    .orderBy(sql`${newsPosts.publishedAt} desc, ${newsPosts.id} desc`)
    .limit(options.limit + 1);
  return rows.map((row) => ({ ...row.post, exactPublishedAt: row.exactPublishedAt }));
}

/** Every stored image a post's cover points at: the daily sweep of unused files keeps these. */
export async function newsCoverKeysInUse(db: Database): Promise<Set<string>> {
  const rows = await selectRows<{ key: string }>(
    db,
    sql`select cover_key as key from news_posts where cover_key is not null`,
  );
  return new Set(rows.map((row) => row.key));
}
