// News posts: their statuses, limits and address (slug) rules. Zod-free, so web pages read the rules without loading
// zod; the server enforces the same rules.

export const newsStatuses = ['draft', 'scheduled', 'published'] as const;
export type NewsStatus = (typeof newsStatuses)[number];

export const newsLanguages = ['en', 'sw'] as const;
export type NewsLanguage = (typeof newsLanguages)[number];

export const NEWS_TITLE_MAX = 140;
export const NEWS_SUMMARY_MAX = 300;
/** Markdown as typed, per language: a long article is some 2,000 words, about 12,000 characters. */
export const NEWS_BODY_MAX = 20_000;
export const NEWS_SLUG_MIN = 3;
export const NEWS_SLUG_MAX = 80;
/** Lower-case ASCII letters and digits in words joined by single dashes: `wedding-season-tips`. */
export const NEWS_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A language of a post is ready to read when it has a title and a body; one such language is needed to publish. */
export function hasLanguage(post: { title: string; body: string }): boolean {
  return post.title.trim() !== '' && post.body.trim() !== '';
}

/**
 * The address a title suggests: accents dropped (Mwanzo → mwanzo, café → cafe), every run of other characters one
 * dash, cut at a word's end within the limit. Empty when the title has no letter or digit to keep.
 */
export function slugFromTitle(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
  let slug = '';
  for (const word of words) {
    const next = slug === '' ? word : `${slug}-${word}`;
    if (next.length > NEWS_SLUG_MAX) break;
    slug = next;
  }
  // One word longer than the limit on its own: cut it rather than answer nothing.
  if (slug === '' && words[0]) slug = words[0].slice(0, NEWS_SLUG_MAX);
  return slug;
}

/** The slug with a number at its end (`wedding-tips-2`), still within the limit. */
export function numberedSlug(base: string, n: number): string {
  const suffix = `-${n}`;
  return `${base.slice(0, NEWS_SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
}
