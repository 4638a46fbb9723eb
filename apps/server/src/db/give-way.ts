// A migration that waits for a table's lock takes the site down meanwhile: PostgreSQL queues every later read of the
// table behind the waiting ALTER. So a migration waits for a lock only briefly (its session's lock_timeout), gives way
// when that runs out (SQLSTATE 55P03, lock_not_available: its transaction rolled back, nothing half done) and tries
// again after a pause that doubles, until its patience runs out (docs/decisions/031).

export type GiveWay = {
  /** The first pause after giving way; it doubles up to `longestPauseMs`. */
  firstPauseMs: number;
  longestPauseMs: number;
  /** How long to keep trying in all before the error is thrown (the instance then fails to start, and says why). */
  patienceMs: number;
  /** Told before each pause: how many times it gave way so far, and for how long it pauses. */
  onGiveWay?: (gaveWay: number, pauseMs: number) => void;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
};

/** True when the error, or one it wraps (drizzle wraps the driver's), is a lock wait that ran out. */
export function isLockTimeout(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    if ((current as { code?: unknown }).code === '55P03') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Runs `work` until it goes through, giving way whenever it ran out of patience for a lock. */
export async function retryGivingWay<T>(work: () => Promise<T>, options: GiveWay): Promise<T> {
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((done) => setTimeout(done, ms)));
  const now = options.now ?? Date.now;
  const giveUpAt = now() + options.patienceMs;
  let pause = options.firstPauseMs;
  for (let gaveWay = 1; ; gaveWay++) {
    try {
      return await work();
    } catch (error) {
      if (!isLockTimeout(error) || now() + pause > giveUpAt) throw error;
      options.onGiveWay?.(gaveWay, pause);
      await sleep(pause);
      pause = Math.min(pause * 2, options.longestPauseMs);
    }
  }
}
