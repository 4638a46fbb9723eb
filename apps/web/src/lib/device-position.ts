// The device's position, once, as a promise: the problem when there is none (the person said no, the device could
// not tell, it took too long, or the browser cannot say at all).

export type Position = { lat: number; long: number };
export type LocateProblem = 'denied' | 'unavailable' | 'timeout' | 'unsupported';

export class LocateError extends Error {
  constructor(readonly problem: LocateProblem) {
    super(`Position not available: ${problem}`);
    this.name = 'LocateError';
  }
}

/** A phone's first fix can take a while outdoors; past this the visitor is better served by the city picker. */
export const LOCATE_TIMEOUT_MS = 15_000;

const problems: Record<number, LocateProblem> = { 1: 'denied', 2: 'unavailable', 3: 'timeout' };

/**
 * `precise` when the position marks a door (an owner placing their pharmacy): the device's best fix, however long
 * it takes. Otherwise a position a few minutes old is good enough for "near me", and comes at once.
 */
export function locate({ precise = false }: { precise?: boolean } = {}): Promise<Position> {
  const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
  if (!geolocation) return Promise.reject(new LocateError('unsupported'));
  return new Promise((resolve, reject) => {
    geolocation.getCurrentPosition(
      ({ coords }) => resolve({ lat: coords.latitude, long: coords.longitude }),
      (error) => reject(new LocateError(problems[error.code] ?? 'unavailable')),
      precise
        ? { enableHighAccuracy: true, timeout: 20_000, maximumAge: 60_000 }
        : { enableHighAccuracy: false, timeout: LOCATE_TIMEOUT_MS, maximumAge: 5 * 60_000 },
    );
  });
}
