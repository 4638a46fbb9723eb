// Vitest fake timers that Testing Library can live with: its async wrapper only advances *Jest's* fake clock, so
// without a `jest` global every user-event call waits forever on a setTimeout(0) that never fires.
import { vi } from 'vitest';

export function useTestingLibraryFakeTimers() {
  vi.useFakeTimers();
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
}
