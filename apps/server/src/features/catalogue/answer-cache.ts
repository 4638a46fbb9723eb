// Public catalogue answers are the same for everyone who asks the same question, and a category page or a popular
// search is asked for over and over: an answer asked for again is kept with the catalogue version it was read at (see
// catalogueVersion in the schema), and reused only while that is still the version, whichever instance or tool
// changed the catalogue since.
import { LRUCache } from 'lru-cache';
import type { ZodType } from 'zod';
import type { Database } from '../../db/client.ts';
import { type CacheCounts, noCounts } from '../../platform/metrics/cache-counts.ts';
import { type SerializedAnswer, serializeAnswer } from '../../platform/response-serializer.ts';
import { catalogueVersionNow } from './queries.ts';

/** Enough for every category page and the popular searches, a few MB of answers. */
const MAX_ANSWERS = 1000;
/**
 * How many questions are remembered as asked (their text only): an answer is kept from the second time its question
 * is asked within the last this many questions.
 */
const MAX_QUESTIONS_REMEMBERED = 10_000;

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

/**
 * Answers are kept from a question's second asking, not its first: most searches are asked once, and keeping each
 * answer of a stream of different questions (a megabyte every hundred pages) pushed every popular answer out and
 * left the garbage collector moving them all to its old generation before they were dropped. With every category
 * page a different question (the bench's every-different row on PostgreSQL), keeping them all cost the app 0.1 ms
 * of its 0.45 ms of CPU per page, and the p99 at 32 connections was 43–48 ms against 31–36 ms without.
 */
export function createAnswerCache(db: Database, counted: CacheCounts = noCounts): AnswerCache {
  // Promises are kept, not values: requests that arrive while an answer is being computed wait for that one.
  const computing = new Map<string, Kept>();
  const kept = new LRUCache<string, Kept>({ max: MAX_ANSWERS });
  const asked = new LRUCache<string, true>({ max: MAX_QUESTIONS_REMEMBERED });
  const versionNow = versionReadsAfterAsking(() => catalogueVersionNow(db));
  return {
    async answer<Answer extends object>(question: string, compute: () => Promise<Versioned<Answer>>) {
      const keptWhenAsked = kept.get(question);
      const known = computing.get(question) ?? keptWhenAsked;
      if (known) {
        // Read after this request arrived, so after the known answer's own read began: the same number means nothing
        // it could show changed.
        const [now, knownAt] = await Promise.all([versionNow(), known.version]);
        if (knownAt === now) {
          counted('hit');
          return known.answer as Promise<Answer>;
        }
        // Someone who asked meanwhile computed it again, or is computing it, after this request arrived: that one is
        // fresh enough. It may have been kept already: on a pool its version read can return before this one's. The
        // answer kept when this request came is not: it is still there when the computation it waited on failed.
        const newer = computing.get(question) ?? kept.get(question);
        if (newer && newer !== known && newer !== keptWhenAsked) {
          counted('hit');
          return newer.answer as Promise<Answer>;
        }
      }
      counted('miss');
      const keep = asked.has(question) || kept.has(question);
      asked.set(question, true);
      const result = compute();
      const fresh: Kept = {
        version: result.then(
          (done) => done.version,
          () => Number.NaN,
        ),
        answer: result.then((done) => done.answer),
      };
      computing.set(question, fresh);
      const settle = (succeeded: boolean) => {
        // A later computation of the same question (the version moved on meanwhile) is the one to keep.
        if (computing.get(question) !== fresh) return;
        computing.delete(question);
        // A failure is for the one who asked; the next asker tries again.
        if (succeeded && keep) kept.set(question, fresh);
      };
      result.then(
        () => settle(true),
        () => settle(false),
      );
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
