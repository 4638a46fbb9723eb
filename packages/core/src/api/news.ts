// News: posts written by admins in English and Swahili (Markdown, rendered and sanitised by the server when saved),
// drafts, scheduling and publishing, and the public list and pages: the API contract.
//
// The language a reader gets is chosen by the server: the public routes take `lang` (the language on screen) and
// answer each post in it when that language has a title and a text, else in the other; `language` says which.
import { z } from 'zod';
import {
  NEWS_BODY_MAX,
  NEWS_SLUG_MAX,
  NEWS_SLUG_MIN,
  NEWS_SLUG_PATTERN,
  NEWS_SUMMARY_MAX,
  NEWS_TITLE_MAX,
  newsLanguages,
  newsStatuses,
} from '../news-rules.ts';
import { reason } from '../reasons.ts';
import { plainText, wellFormed } from './plain-text.ts';

export const newsLanguage = z.enum(newsLanguages);
export const newsStatus = z.enum(newsStatuses, { error: reason('news.status_invalid') });

export const newsIdParams = z.object({ id: z.uuid(reason('news.id_invalid')) });
/** Any text: an address no post has is a 404 (news.not_found), whatever its shape. */
export const newsSlugParams = z.object({ slug: z.string().max(200) });

const title = plainText(z.string().trim()).max(NEWS_TITLE_MAX, reason('news.title_too_long'));
const summary = plainText(z.string().trim()).max(NEWS_SUMMARY_MAX, reason('news.summary_too_long'));
// Markdown keeps its line breaks and tabs: the only control characters it may hold.
const body = wellFormed(z.string())
  .max(NEWS_BODY_MAX, reason('news.body_too_long'))
  .regex(/^(?:[^\p{Cc}]|[\n\r\t])*$/u, reason('text.plain_only'));

export const newsSlug = z
  .string({ error: reason('news.slug_invalid') })
  .trim()
  .min(NEWS_SLUG_MIN, reason('news.slug_invalid'))
  .max(NEWS_SLUG_MAX, reason('news.slug_invalid'))
  .regex(NEWS_SLUG_PATTERN, reason('news.slug_invalid'));

const postFields = {
  titleEn: title,
  titleSw: title,
  summaryEn: summary,
  summarySw: summary,
  /** Markdown. */
  bodyEn: body,
  bodySw: body,
};

/**
 * A new draft. One title at least (news.title_required); the address is made from the English title (else the
 * Swahili one) unless `slug` is given, and numbered when taken (wedding-tips-2); a given slug already taken is a
 * 409 (news.slug_taken).
 */
export const newsInput = z.object({
  titleEn: title.default(''),
  titleSw: title.default(''),
  summaryEn: summary.default(''),
  summarySw: summary.default(''),
  bodyEn: body.default(''),
  bodySw: body.default(''),
  slug: newsSlug.optional(),
});
export type NewsInput = z.input<typeof newsInput>;

/**
 * A change to any post: the fields given change, the rest stay. A scheduled or published post must keep one
 * language with a title and a text (news.incomplete); its address stays once it has been published
 * (news.slug_locked).
 */
export const newsUpdate = z.object({ ...postFields, slug: newsSlug }).partial();
export type NewsUpdate = z.input<typeof newsUpdate>;

/** When to publish: the local date and time in Africa/Dar_es_Salaam (`2026-12-19T09:00`); stored in UTC. */
export const newsScheduleInput = z.object({
  publishAt: z
    .string({ error: reason('news.publish_at_invalid') })
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, reason('news.publish_at_invalid')),
});
export type NewsScheduleInput = z.input<typeof newsScheduleInput>;

/** The editor's preview: Markdown in, the HTML readers would get out (the same renderer and sanitiser as saving). */
export const newsPreviewInput = z.object({ markdown: body });
export const newsPreview = z.object({ html: z.string() });
export type NewsPreview = z.infer<typeof newsPreview>;

const cover = {
  /** The 1280-pixel-wide WebP; null without a cover photo. */
  coverUrl: z.string().nullable(),
  /** Every width, for <img srcset>; null without a cover photo. */
  coverSrcSet: z.string().nullable(),
};

/** Which languages have a title and a text (a post needs one to be published). */
const languages = z.object({ en: z.boolean(), sw: z.boolean() });

/** A row of the admins' list. */
export const adminNewsSummary = z.object({
  id: z.uuid(),
  slug: z.string(),
  status: newsStatus,
  titleEn: z.string(),
  titleSw: z.string(),
  ...cover,
  languages,
  /** UTC; when a scheduled post goes out. */
  publishAt: z.iso.datetime().nullable(),
  /** UTC; when it was last published (kept after unpublishing). */
  publishedAt: z.iso.datetime().nullable(),
  updatedAt: z.iso.datetime(),
});
export type AdminNewsSummary = z.infer<typeof adminNewsSummary>;

export const adminNewsPage = z.object({
  posts: z.array(adminNewsSummary),
  nextCursor: z.string().nullable(),
});
export type AdminNewsPage = z.infer<typeof adminNewsPage>;

export const adminNewsQuery = z.object({
  status: newsStatus.optional(),
  cursor: z.string().max(200).optional(),
});

/** Everything of one post for the editor: the Markdown as typed and the sanitised HTML readers get. */
export const adminNewsPost = adminNewsSummary.extend({
  summaryEn: z.string(),
  summarySw: z.string(),
  bodyEn: z.string(),
  bodySw: z.string(),
  bodyHtmlEn: z.string(),
  bodyHtmlSw: z.string(),
  /** The scheduled time as the form shows it in Dar es Salaam (`2026-12-19T09:00`). */
  publishAtLocal: z.string().nullable(),
  /** When opted-in readers were told of it (once, the first time it was published). */
  announcedAt: z.iso.datetime().nullable(),
  /** The address of its public page, absolute (PUBLIC_URL + /event-planners/news/{slug}). */
  shareUrl: z.string(),
  authorName: z.string().nullable(),
  updatedByName: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type AdminNewsPost = z.infer<typeof adminNewsPost>;

export const publicNewsQuery = z.object({
  /** The reader's language; each post comes in it when it has it, else in the other. */
  lang: newsLanguage.default('en'),
  cursor: z.string().max(200).optional(),
});
export const publicNewsPostQuery = z.object({ lang: newsLanguage.default('en') });

const publicCore = {
  slug: z.string(),
  /** The language the words below are in: the one asked for, or the other when the post is not written in it. */
  language: newsLanguage,
  title: z.string(),
  summary: z.string(),
  ...cover,
  publishedAt: z.iso.datetime(),
};

/** A card of the public list, newest first. */
export const publicNewsSummary = z.object(publicCore);
export type PublicNewsSummary = z.infer<typeof publicNewsSummary>;
export const publicNewsPage = z.object({
  posts: z.array(publicNewsSummary),
  nextCursor: z.string().nullable(),
});
export type PublicNewsPage = z.infer<typeof publicNewsPage>;

/** One published post. `bodyHtml` was sanitised when saved: a small list of tags, safe links, nothing that runs. */
export const publicNewsPost = z.object({
  ...publicCore,
  bodyHtml: z.string(),
  /** The share link, absolute. */
  shareUrl: z.string(),
});
export type PublicNewsPost = z.infer<typeof publicNewsPost>;
