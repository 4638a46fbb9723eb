// What readers get: published posts newest first, and one post by its address. A post comes in the reader's
// language when it is written in it (a title and a text), else in the other one; `language` says which, so the page
// can mark the words it shows in the other language.
import type { PublicNewsPage, PublicNewsPost, PublicNewsSummary } from '@sherehe/core/api/news';
import type { NewsLanguage } from '@sherehe/core/news-rules';
import { AppError } from '../../platform/errors.ts';
import { decodeCursor, encodeCursor } from '../../platform/page-cursor.ts';
import { findPublishedBySlug, type NewsRow, publishedPage } from './queries.ts';
import { coverOf, languagesOf, type NewsDeps, shareUrlOf } from './service.ts';

const PUBLIC_PAGE_SIZE = 12;

/** The reader's language when the post has it, else the other (a published post has at least one). */
export function languageFor(post: NewsRow, wanted: NewsLanguage): NewsLanguage {
  const languages = languagesOf(post);
  if (languages[wanted]) return wanted;
  const other = wanted === 'en' ? 'sw' : 'en';
  return languages[other] ? other : wanted;
}

function wordsOf(post: NewsRow, language: NewsLanguage) {
  return language === 'en'
    ? { title: post.titleEn, summary: post.summaryEn, bodyHtml: post.bodyHtmlEn }
    : { title: post.titleSw, summary: post.summarySw, bodyHtml: post.bodyHtmlSw };
}

function toPublicSummary(post: NewsRow, wanted: NewsLanguage): PublicNewsSummary {
  const language = languageFor(post, wanted);
  const { title, summary } = wordsOf(post, language);
  return {
    slug: post.slug,
    language,
    title,
    summary,
    ...coverOf(post.coverKey),
    publishedAt: (post.publishedAt ?? post.updatedAt).toISOString(),
  };
}

export async function listPublishedNews(
  { db }: Pick<NewsDeps, 'db'>,
  query: { lang: NewsLanguage; cursor?: string | undefined },
): Promise<PublicNewsPage> {
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  const rows = await publishedPage(db, { limit: PUBLIC_PAGE_SIZE, after });
  const page = rows.slice(0, PUBLIC_PAGE_SIZE);
  const last = page[page.length - 1];
  return {
    posts: page.map((post) => toPublicSummary(post, query.lang)),
    nextCursor:
      rows.length > PUBLIC_PAGE_SIZE && last
        ? encodeCursor({ createdAt: last.exactPublishedAt, id: last.id })
        : null,
  };
}

/** One published post; a draft, a scheduled post and an address no post has are all the same 404. */
export async function publishedNewsPost(
  { db, publicUrl }: Pick<NewsDeps, 'db' | 'publicUrl'>,
  slug: string,
  wanted: NewsLanguage,
): Promise<PublicNewsPost> {
  const post = await findPublishedBySlug(db, slug.toLowerCase());
  if (!post) throw new AppError('not_found', 'news.not_found');
  const summary = toPublicSummary(post, wanted);
  return {
    ...summary,
    bodyHtml: wordsOf(post, summary.language).bodyHtml,
    shareUrl: shareUrlOf(publicUrl, post.slug),
  };
}
