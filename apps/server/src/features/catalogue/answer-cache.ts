// Public catalogue answers are the same for everyone who asks the same question, and a category page or a popular
// search is asked for over and over: each answer is kept under the catalogue's version (see catalogueVersion in the
// schema), so it is reused only until something it could show has changed, whichever instance or tool changed it.
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client.ts';
import { catalogueVersionNow } from './queries.ts';

/** Enough for every category page and the popular searches, a few MB of answers. */
const MAX_ANSWERS = 1000;

export type AnswerCache = {
  /** The answer to `question` at the catalogue's current version, computed once however many ask at a time. */
  answer<Answer extends object>(question: string, compute: () => Promise<Answer>): Promise<Answer>;
};

export function createAnswerCache(db: Database): AnswerCache {
  // Promises are kept, not values: requests that arrive while an answer is being computed wait for that one.
  const answers = new LRUCache<string, Promise<object>>({ max: MAX_ANSWERS });
  return {
    async answer<Answer extends object>(question: string, compute: () => Promise<Answer>) {
      // Read before the answer is computed: a change committed in between makes a newer version, so an answer that
      // may have missed it is never served under that version.
      const key = `${await catalogueVersionNow(db)} ${question}`;
      const kept = answers.get(key);
      if (kept) return kept as Promise<Answer>;
      const computing = compute();
      answers.set(key, computing);
      // A failure is for the one who asked; the next asker tries again.
      computing.catch(() => answers.delete(key));
      return computing;
    },
  };
}
