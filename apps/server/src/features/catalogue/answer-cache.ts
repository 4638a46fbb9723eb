// Public catalogue answers are the same for everyone who asks the same question, and a category page or a popular
// search is asked for over and over: each answer is kept with the catalogue version it was read at (see
// catalogueVersion in the schema), and reused only while that is still the version, whichever instance or tool
// changed the catalogue since.
import { LRUCache } from 'lru-cache';
import type { ZodType } from 'zod';
import type { Database } from '../../db/client.ts';
import { type SerializedAnswer, serializeAnswer } from '../../platform/response-serializer.ts';
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

/**
 * The catalogue's version as read by a statement sent after the call, shared by everyone who asks while one read is
 * on its way: one read is in flight at a time, and whoever asks meanwhile waits for the next, sent when it returns.
 * So each caller sees a version at least as new as the database's when they asked (a change committed by any
 * instance before a request arrived is seen by it), but a busy instance reads the version about once per round
 * trip instead of once per request (decision 023).
 */
export function versionReadsAfterAsking(read: () => Promise<number>): () => Promise<number> {
  let sent: Promise<number> | undefined; // began before anyone asking now: too early for them
  let next: Promise<number> | undefined; // to be sent once `sent` returns, for everyone asking meanwhile
  const send = () => {
    const reading = read();
    sent = reading;
    const done = () => {
      if (sent === reading) sent = undefined;
    };
    reading.then(done, done);
    return reading;
  };
  return () => {
    if (!sent) return send();
    if (!next) {
      // Runs after `sent`'s own clean-up above, as it was attached later; a failed read is followed all the same.
      const sendNext = () => {
        next = undefined;
        return send();
      };
      next = sent.then(sendNext, sendNext);
    }
    return next;
  };
}

export function createAnswerCache(db: Database): AnswerCache {
  // Promises are kept, not values: requests that arrive while an answer is being computed wait for that one.
  const answers = new LRUCache<string, Kept>({ max: MAX_ANSWERS });
  const versionNow = versionReadsAfterAsking(() => catalogueVersionNow(db));
  return {
    async answer<Answer extends object>(question: string, compute: () => Promise<Versioned<Answer>>) {
      const kept = answers.get(question);
      if (kept) {
        // Read after this request arrived, so after the kept answer's own read began: the same number means nothing
        // it could show changed.
        const [now, keptAt] = await Promise.all([versionNow(), kept.version]);
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

/**
 * For an answer sent as it is kept: checked against the route's response schema and written as JSON once, when it is
 * computed, instead of on every request that reuses it.
 */
export function serializedAs<Answer>(
  schema: ZodType<Answer>,
  compute: () => Promise<Versioned<Answer>>,
): () => Promise<Versioned<SerializedAnswer<Answer>>> {
  return async () => {
    const { version, answer } = await compute();
    return { version, answer: serializeAnswer(schema, answer) };
  };
}
