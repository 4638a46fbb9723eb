// Answers that must not tell, by their timing, whether an account exists: finding one means a few more writes than
// finding none, so the answer waits until a fixed time has passed since the request came in.
import { setTimeout as sleep } from 'node:timers/promises';

export const STEADY_ANSWER_MS = 400;

/** Call at the start; await the returned function just before answering. */
export function answerNoSoonerThan(ms = STEADY_ANSWER_MS): () => Promise<void> {
  const at = Date.now() + ms;
  return () => sleep(Math.max(0, at - Date.now()));
}
