// One piece of work per key at a time in this process: whoever asks while it runs waits for the same result.
// On shutdown the running work is cancelled and awaited, so nothing writes to a database being closed.

export type SingleFlight<Result> = {
  run(key: string, work: (signal: AbortSignal) => Promise<Result>): Promise<Result>;
  close(): Promise<void>;
};

export function createSingleFlight<Result>(): SingleFlight<Result> {
  const running = new Map<string, { promise: Promise<Result>; controller: AbortController }>();
  return {
    run(key, work) {
      const current = running.get(key);
      if (current) return current.promise;
      const controller = new AbortController();
      const promise = work(controller.signal).finally(() => running.delete(key));
      // Marked as handled: a caller that stopped waiting (a stale answer served) must not leave an unhandled
      // rejection behind; everyone still waiting gets the failure from their own await.
      promise.catch(() => {});
      running.set(key, { promise, controller });
      return promise;
    },
    async close() {
      const all = [...running.values()];
      for (const { controller } of all) controller.abort();
      await Promise.allSettled(all.map(({ promise }) => promise));
    },
  };
}
