// Public catalogue answers are the same for everyone who asks the same question, and a category page or a popular
// search is asked for over and over: each answer is kept with the catalogue version it was read at (see
// catalogueVersion in the schema), and reused only while that is still the version, whichever instance or tool
// changed the catalogue since.
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client.ts';
import { catalogueVersionNow } from './queries.ts';

/** Enough for every category page and the popular searches, a few MB of answers. */
const MAX_ANSWERS = 1000;

/** An answer with a catalogue version it is at least as fresh as: read with it, or before it. */
export type Versioned<Answer> = { version: number; answer: Answer };

export type AnswerCache = {
  /**
   * The answer to `question` at the catalogue's current version, computed once however many ask at a time. A question
   * not kept costs only `compute`, which says its version itself (in the statement that reads the data, when it can).
   */
  answer<Answer extends object>(question: string, compute: () => Promise<Versioned<Answer>>): Promise<Answer>;
};

type Kept = { version: Promise<number>; answer: Promise<object> };

export function createAnswerCache(db: Database): AnswerCache {
  // Promises are kept, not values: requests that arrive while an answer is being computed wait for that one.
  const answers = new LRUCache<string, Kept>({ max: MAX_ANSWERS });
  return {
    async answer<Answer extends object>(question: string, compute: () => Promise<Versioned<Answer>>) {
      const kept = answers.get(question);
      if (kept) {
        // Read now, after the kept answer's own read began: the same number means nothing it could show changed.
        const [now, keptAt] = await Promise.all([catalogueVersionNow(db), kept.version]);
        if (keptAt === now) return kept.answer as Promise<Answer>;
      }
      const computing = compute();
      const fresh: Kept = {
        version: computing.then(
          (result) => result.version,
          () => Number.NaN,
        ),
        answer: computing.then((result) => result.answer),
      };
      answers.set(question, fresh);
      // A failure is for the one who asked; the next asker tries again.
      computing.catch(() => {
        if (answers.get(question) === fresh) answers.delete(question);
      });
      return fresh.answer as Promise<Answer>;
    },
  };
}

/** For an answer read in statements of its own: the version is read first, so the answer is at least that fresh. */
export function readVersionFirst<Answer>(
  db: Database,
  compute: () => Promise<Answer>,
): () => Promise<Versioned<Answer>> {
  return async () => {
    const version = await catalogueVersionNow(db);
    return { version, answer: await compute() };
  };
}
