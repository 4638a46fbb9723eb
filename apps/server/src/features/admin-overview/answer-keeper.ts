// One answer kept for a few seconds in this process, computed once however many ask at a time. Several app instances
// each keep their own copy: the figures may differ between them by up to the keeping time, which an overview can
// bear (it says when it was computed); nothing that decides anything reads it.
export type AnswerKeeper<Answer> = {
  /** The kept answer while it is younger than the keeping time; otherwise (or with `fresh`) a new one. */
  answer(compute: () => Promise<Answer>, options?: { fresh?: boolean }): Promise<Answer>;
};

export function createAnswerKeeper<Answer>({
  keepMs,
  now = Date.now,
}: {
  keepMs: number;
  now?: () => number;
}): AnswerKeeper<Answer> {
  let kept: { at: number; answer: Promise<Answer> } | null = null;
  return {
    answer(compute, { fresh = false } = {}) {
      const at = now();
      // Promises are kept, not values: whoever asks while it is being computed waits for that same one.
      if (!fresh && kept && at - kept.at < keepMs) return kept.answer;
      const entry = { at, answer: compute() };
      kept = entry;
      // A failure is for those who asked; the next one computes again.
      entry.answer.catch(() => {
        if (kept === entry) kept = null;
      });
      return entry.answer;
    },
  };
}
