// The admins' side of news: drafts in English and Swahili (Markdown rendered and sanitised when saved), a cover photo,
// an address (slug) made from the title, scheduling, publishing and unpublishing, deleting a draft. Every change is
// audited. A scheduled post is published by a job (news-jobs.ts) at its time, and only if it is still scheduled for
// that time: a post unpublished or moved to another time after the job was written is left alone by it.
import type {
  AdminNewsPost,
  AdminNewsSummary,
  NewsPreview,
  NewsUpdate,
  newsInput,
} from '@sherehe/core/api/news';
import { photoSrcSet, photoUrl } from '@sherehe/core/media';
import { hasLanguage, numberedSlug, slugFromTitle } from '@sherehe/core/news-rules';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { recordAudit, recordAuditWithoutActor } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { defineJob } from '../../platform/jobs/define-job.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { decodeCursor, encodeCursor } from '../../platform/page-cursor.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { deleteImage, replaceImage } from '../../platform/storage/store-image.ts';
import { localFromUtc, utcFromLocal } from '../../platform/tanzania-local-time.ts';
import { notifyTopic } from '../notifications/service.ts';
import {
  accountExists,
  adminNewsPage,
  deletePost,
  findPost,
  findPostWithNames,
  insertPostUnlessSlugTaken,
  type NamedPost,
  type NewsRow,
  type NewsValues,
  newsCoverKeysInUse,
  slugsLike,
  slugTaken,
  updatePost,
} from './queries.ts';
import { renderMarkdown } from './render-markdown.ts';

export type NewsDeps = { db: Database; storage: Storage; jobs: JobQueue; publicUrl: string };

const ADMIN_PAGE_SIZE = 30;
const iso = (value: Date | null) => (value === null ? null : value.toISOString());

/**
 * Publishes one scheduled post at its time. The payload names the time it was scheduled for: a job whose post has
 * since been unpublished, published by hand or moved to another time finds it no longer scheduled for that time,
 * and does nothing. Keyed by post and time, so scheduling the same time twice writes one job.
 */
export const publishScheduledPost = defineJob({
  name: 'news.publish-scheduled',
  // scheduledBy: the admin who chose the time, named as the one who published it in the audit log.
  payload: z.object({ postId: z.uuid(), publishAt: z.iso.datetime(), scheduledBy: z.uuid() }),
  retry: { limit: 8, delaySeconds: 30, backoff: true },
  expireInSeconds: 120,
});

export function coverOf(coverKey: string | null) {
  return {
    coverUrl: coverKey ? photoUrl(coverKey, 1280) : null,
    coverSrcSet: coverKey ? photoSrcSet(coverKey) : null,
  };
}

export function languagesOf(post: NewsRow) {
  return {
    en: hasLanguage({ title: post.titleEn, body: post.bodyEn }),
    sw: hasLanguage({ title: post.titleSw, body: post.bodySw }),
  };
}

const isPublishable = (post: NewsRow) => {
  const languages = languagesOf(post);
  return languages.en || languages.sw;
};

export const shareUrlOf = (publicUrl: string, slug: string) => `${publicUrl}/event-planners/news/${slug}`;

function toSummary(post: NewsRow): AdminNewsSummary {
  return {
    id: post.id,
    slug: post.slug,
    status: post.status,
    titleEn: post.titleEn,
    titleSw: post.titleSw,
    ...coverOf(post.coverKey),
    languages: languagesOf(post),
    publishAt: iso(post.publishAt),
    publishedAt: iso(post.publishedAt),
    updatedAt: post.updatedAt.toISOString(),
  };
}

function toAdminPost(post: NamedPost, publicUrl: string): AdminNewsPost {
  return {
    ...toSummary(post),
    summaryEn: post.summaryEn,
    summarySw: post.summarySw,
    bodyEn: post.bodyEn,
    bodySw: post.bodySw,
    bodyHtmlEn: post.bodyHtmlEn,
    bodyHtmlSw: post.bodyHtmlSw,
    publishAtLocal: post.publishAt === null ? null : localFromUtc(post.publishAt),
    announcedAt: iso(post.announcedAt),
    shareUrl: shareUrlOf(publicUrl, post.slug),
    authorName: post.authorName,
    updatedByName: post.updatedByName,
    createdAt: post.createdAt.toISOString(),
  };
}

async function adminPostOf({ db, publicUrl }: NewsDeps, id: string): Promise<AdminNewsPost> {
  const post = await findPostWithNames(db, id);
  if (!post) throw new AppError('not_found', 'news.not_found');
  return toAdminPost(post, publicUrl);
}

async function lockedPost(tx: Database, id: string): Promise<NewsRow> {
  const post = await findPost(tx, id, { lock: true });
  if (!post) throw new AppError('not_found', 'news.not_found');
  return post;
}

export async function listAdminNews(
  { db }: NewsDeps,
  query: { status?: NewsRow['status'] | undefined; cursor?: string | undefined },
) {
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  const rows = await adminNewsPage(db, { status: query.status, limit: ADMIN_PAGE_SIZE, after });
  const page = rows.slice(0, ADMIN_PAGE_SIZE);
  const last = page[page.length - 1];
  return {
    posts: page.map(toSummary),
    nextCursor:
      rows.length > ADMIN_PAGE_SIZE && last
        ? encodeCursor({ createdAt: last.exactUpdatedAt, id: last.id })
        : null,
  };
}

export function getAdminNews(deps: NewsDeps, id: string): Promise<AdminNewsPost> {
  return adminPostOf(deps, id);
}

export function previewMarkdown(markdown: string): NewsPreview {
  return { html: renderMarkdown(markdown) };
}

/** The rendered HTML of the bodies being changed. */
function rendered(fields: { bodyEn?: string | undefined; bodySw?: string | undefined }) {
  return {
    ...(fields.bodyEn === undefined ? {} : { bodyHtmlEn: renderMarkdown(fields.bodyEn) }),
    ...(fields.bodySw === undefined ? {} : { bodyHtmlSw: renderMarkdown(fields.bodySw) }),
  };
}

const titleRequired = () =>
  new AppError('validation', 'news.title_required', undefined, {
    fields: [
      { field: 'titleEn', reason: 'news.title_required' },
      { field: 'titleSw', reason: 'news.title_required' },
    ],
  });

const slugTakenError = (slug: string) =>
  new AppError(
    'conflict',
    'news.slug_taken',
    { slug },
    { fields: [{ field: 'slug', reason: 'news.slug_taken', params: { slug } }] },
  );

/** A title with nothing to make an address of (only emoji, say) gets one of its own. */
const fallbackSlug = () => `news-${Date.now().toString(36)}`;

export async function createNews(deps: NewsDeps, adminId: string, input: z.output<typeof newsInput>) {
  const titleEn = input.titleEn;
  const titleSw = input.titleSw;
  if (titleEn === '' && titleSw === '') throw titleRequired();
  const values: NewsValues = {
    slug: '',
    titleEn,
    titleSw,
    summaryEn: input.summaryEn,
    summarySw: input.summarySw,
    bodyEn: input.bodyEn,
    bodySw: input.bodySw,
    ...rendered(input),
    status: 'draft',
    authorId: adminId,
    updatedBy: adminId,
  };
  const created = await deps.db.transaction(async (tx) => {
    let post: NewsRow | undefined;
    if (input.slug !== undefined) {
      post = await insertPostUnlessSlugTaken(tx, { ...values, slug: input.slug });
      if (!post) throw slugTakenError(input.slug);
    } else {
      const base = slugFromTitle(titleEn || titleSw) || fallbackSlug();
      // Numbered past the ones there are; another admin's post made in between takes a number, and this one the next.
      const taken = new Set(await slugsLike(tx, base));
      for (let n = 1; !post && n < 1000; n++) {
        const slug = n === 1 ? base : numberedSlug(base, n);
        if (taken.has(slug)) continue;
        post = await insertPostUnlessSlugTaken(tx, { ...values, slug });
      }
      if (!post) throw slugTakenError(base);
    }
    await recordAudit(tx, {
      actorId: adminId,
      action: 'news.created',
      targetType: 'news_post',
      targetId: post.id,
      details: { slug: post.slug, title: post.titleEn || post.titleSw },
    });
    return post;
  });
  return adminPostOf(deps, created.id);
}

type EditableField = keyof NewsUpdate;
const editableFields = [
  'titleEn',
  'titleSw',
  'summaryEn',
  'summarySw',
  'bodyEn',
  'bodySw',
  'slug',
] as const satisfies readonly EditableField[];

/** The fields an update really changes, with their new values. */
function changesOf(before: NewsRow, update: NewsUpdate): Partial<Record<EditableField, string>> {
  const changes: Partial<Record<EditableField, string>> = {};
  for (const key of editableFields) {
    const value = update[key];
    if (value !== undefined && value !== before[key]) changes[key] = value;
  }
  return changes;
}

export async function updateNews(deps: NewsDeps, adminId: string, id: string, update: NewsUpdate) {
  await deps.db.transaction(async (tx) => {
    const before = await lockedPost(tx, id);
    const changes = changesOf(before, update);
    // The audit log names the fields changed, not the text itself (it can be long).
    const changed = Object.keys(changes);
    if (changed.length === 0) return; // nothing new: no audit entry for a change that did not happen
    const after: NewsRow = { ...before, ...changes };
    if (after.titleEn === '' && after.titleSw === '') throw titleRequired();
    // Readers have it, or will at its time: it keeps one language they can read.
    if (before.status !== 'draft' && !isPublishable(after)) {
      throw new AppError('business_rule', 'news.incomplete');
    }
    if (changes.slug !== undefined) {
      if (before.publishedAt !== null) throw new AppError('business_rule', 'news.slug_locked');
      if (await slugTaken(tx, changes.slug, id)) throw slugTakenError(changes.slug);
    }
    try {
      await updatePost(tx, id, { ...changes, ...rendered(changes), updatedBy: adminId });
    } catch (error) {
      // Another admin gave a post this address since the check above.
      if (changes.slug !== undefined && isUniqueViolation(error, 'news_posts_slug_unique'))
        throw slugTakenError(changes.slug);
      throw error;
    }
    await recordAudit(tx, {
      actorId: adminId,
      action: 'news.updated',
      targetType: 'news_post',
      targetId: id,
      details: { slug: after.slug, title: after.titleEn || after.titleSw, fields: changed },
    });
  });
  return adminPostOf(deps, id);
}

/**
 * The one place a post becomes public. The first time (announced_at still empty) it is marked announced and
 * onFirstPublished runs in the same transaction; publishing again after an unpublish tells nobody twice.
 */
async function markPublished(
  tx: Database,
  post: NewsRow,
  now: Date,
  adminId: string | null,
): Promise<NewsRow> {
  const first = post.announcedAt === null;
  const published = await updatePost(tx, post.id, {
    status: 'published',
    publishAt: null,
    publishedAt: now,
    ...(first ? { announcedAt: now } : {}),
    ...(adminId ? { updatedBy: adminId } : {}),
  });
  if (first) await onFirstPublished(tx, published);
  return published;
}

/**
 * Runs once per post, inside the transaction that first publishes it (by an admin or by the scheduled job), after
 * announced_at is set: tells the readers who turned news on. The fan-out is a job enqueued in this transaction, so
 * the notice exists only if the post is published, and its key is the post, so it goes out once.
 */
async function onFirstPublished(tx: Database, post: NewsRow): Promise<void> {
  await notifyTopic(tx, {
    kind: 'news.published',
    params: { titleEn: post.titleEn, titleSw: post.titleSw, slug: post.slug },
    path: `/event-planners/news/${post.slug}`,
    dedupeKey: `news:${post.id}`,
  });
}

export async function publishNews(deps: NewsDeps, adminId: string, id: string, now = new Date()) {
  await deps.db.transaction(async (tx) => {
    const before = await lockedPost(tx, id);
    if (before.status === 'published') throw new AppError('conflict', 'news.already_published');
    if (!isPublishable(before)) throw new AppError('business_rule', 'news.incomplete');
    await markPublished(tx, before, now, adminId);
    await recordAudit(tx, {
      actorId: adminId,
      action: 'news.published',
      targetType: 'news_post',
      targetId: id,
      details: { slug: before.slug, title: before.titleEn || before.titleSw },
    });
  });
  return adminPostOf(deps, id);
}

export async function scheduleNews(
  deps: NewsDeps,
  adminId: string,
  id: string,
  publishAtLocal: string,
  now = new Date(),
) {
  const publishAt = utcFromLocal(publishAtLocal);
  if (!publishAt) {
    throw new AppError('validation', 'news.publish_at_invalid', undefined, {
      fields: [{ field: 'publishAt', reason: 'news.publish_at_invalid' }],
    });
  }
  if (publishAt.getTime() <= now.getTime()) throw new AppError('business_rule', 'news.publish_at_past');
  await deps.db.transaction(async (tx) => {
    const before = await lockedPost(tx, id);
    if (before.status === 'published') throw new AppError('conflict', 'news.already_published');
    if (!isPublishable(before)) throw new AppError('business_rule', 'news.incomplete');
    if (before.status === 'scheduled' && before.publishAt?.getTime() === publishAt.getTime()) return;
    await updatePost(tx, id, { status: 'scheduled', publishAt, updatedBy: adminId });
    await deps.jobs.enqueue(
      tx,
      publishScheduledPost,
      { postId: id, publishAt: publishAt.toISOString(), scheduledBy: adminId },
      { key: `${id}@${publishAt.toISOString()}`, startAfter: publishAt },
    );
    await recordAudit(tx, {
      actorId: adminId,
      action: 'news.scheduled',
      targetType: 'news_post',
      targetId: id,
      details: {
        slug: before.slug,
        title: before.titleEn || before.titleSw,
        publishAt: publishAt.toISOString(),
      },
    });
  });
  return adminPostOf(deps, id);
}

/** The job's work: publishes the post if it is still scheduled for the time the job was written for. */
export async function publishIfStillScheduled(
  { db }: Pick<NewsDeps, 'db'>,
  payload: { postId: string; publishAt: string; scheduledBy: string },
  now = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const post = await findPost(tx, payload.postId, { lock: true });
    if (post?.status !== 'scheduled') return false;
    if (post.publishAt?.getTime() !== Date.parse(payload.publishAt)) return false;
    // Checked when it was scheduled and kept by every change since (updateNews); asked again all the same.
    if (!isPublishable(post)) return false;
    await markPublished(tx, post, now, null);
    // In the name of the admin who scheduled it, at the time they chose (scheduledFor tells it from a click on
    // Publish); with no name if that account is gone, rather than never publishing.
    const entry = {
      action: 'news.published',
      targetType: 'news_post',
      targetId: post.id,
      details: { slug: post.slug, title: post.titleEn || post.titleSw, scheduledFor: payload.publishAt },
    };
    if (await accountExists(tx, payload.scheduledBy))
      await recordAudit(tx, { ...entry, actorId: payload.scheduledBy });
    else await recordAuditWithoutActor(tx, entry);
    return true;
  });
}

/** Takes a published post off the public pages, or a scheduled one off the schedule: either way it is a draft again. */
export async function unpublishNews(deps: NewsDeps, adminId: string, id: string) {
  await deps.db.transaction(async (tx) => {
    const before = await lockedPost(tx, id);
    if (before.status === 'draft') throw new AppError('conflict', 'news.already_draft');
    await updatePost(tx, id, { status: 'draft', publishAt: null, updatedBy: adminId });
    await recordAudit(tx, {
      actorId: adminId,
      action: 'news.unpublished',
      targetType: 'news_post',
      targetId: id,
      details: { slug: before.slug, title: before.titleEn || before.titleSw, was: before.status },
    });
  });
  return adminPostOf(deps, id);
}

export async function deleteNews({ db, storage }: NewsDeps, adminId: string, id: string): Promise<void> {
  const coverKey = await db.transaction(async (tx) => {
    const before = await lockedPost(tx, id);
    if (before.status !== 'draft') throw new AppError('conflict', 'news.not_draft');
    await deletePost(tx, id);
    await recordAudit(tx, {
      actorId: adminId,
      action: 'news.deleted',
      targetType: 'news_post',
      targetId: id,
      details: { slug: before.slug, title: before.titleEn || before.titleSw },
    });
    return before.coverKey;
  });
  // After the commit: a crash in between leaves an unused file (the daily sweep takes it), never a missing one.
  if (coverKey) await deleteImage(storage, coverKey).catch(() => {});
}

export async function setNewsCover(deps: NewsDeps, adminId: string, id: string, bytes: Buffer) {
  // Checked before the (slow) image work too, and again under the lock.
  if (!(await findPost(deps.db, id))) throw new AppError('not_found', 'news.not_found');
  await replaceImage(deps.storage, bytes, (coverKey) =>
    deps.db.transaction(async (tx) => {
      const before = await lockedPost(tx, id);
      await updatePost(tx, id, { coverKey, updatedBy: adminId });
      await recordAudit(tx, {
        actorId: adminId,
        action: 'news.cover_changed',
        targetType: 'news_post',
        targetId: id,
        details: { slug: before.slug, cover: 'set' },
      });
      return { result: undefined, replacedKey: before.coverKey };
    }),
  );
  return adminPostOf(deps, id);
}

export async function removeNewsCover(deps: NewsDeps, adminId: string, id: string) {
  const oldKey = await deps.db.transaction(async (tx) => {
    const before = await lockedPost(tx, id);
    if (!before.coverKey) return null;
    await updatePost(tx, id, { coverKey: null, updatedBy: adminId });
    await recordAudit(tx, {
      actorId: adminId,
      action: 'news.cover_changed',
      targetType: 'news_post',
      targetId: id,
      details: { slug: before.slug, cover: 'removed' },
    });
    return before.coverKey;
  });
  if (oldKey) await deleteImage(deps.storage, oldKey).catch(() => {});
  return adminPostOf(deps, id);
}

/** Every stored image a post's cover points at: the daily sweep of unused files keeps these. */
export function newsImagesInUse(db: Database): Promise<Set<string>> {
  return newsCoverKeysInUse(db);
}
