// The time now, renewed every `tickMs`: "open now" follows the clock while a page stays open.
import { useEffect, useState } from 'react';

/** Open or closed is worked out again this often while a page stays open. */
export const CLOCK_TICK_MS = 60_000;

export function useNow(tickMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return now;
}
