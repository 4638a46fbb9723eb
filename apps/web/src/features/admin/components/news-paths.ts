// Where a post is edited inside the dashboard, and the title a post is called by in the admins' words.
import type { AdminNewsSummary } from '@sherehe/core/api/news';

/** The address of the editor of a post (or of a new one): ?section=news&post=<id|new>. */
export const newsEditorHref = (id: string | 'new') =>
  `?${new URLSearchParams({ section: 'news', post: id })}`;

/** The English title, else the Swahili one; '' while the post has neither. */
export const postTitle = (post: Pick<AdminNewsSummary, 'titleEn' | 'titleSw'>) =>
  post.titleEn || post.titleSw;
