// The device's position once, for "Use my current location": as precise as the device can tell, since it marks
// the owner's door, not a neighbourhood to search around.

export type PositionProblem = 'denied' | 'unavailable' | 'timeout' | 'unsupported';

export class PositionError extends Error {
  constructor(readonly problem: PositionProblem) {
    super(`No position: ${problem}`);
    this.name = 'PositionError';
  }
}

const problems: Record<number, PositionProblem> = { 1: 'denied', 2: 'unavailable', 3: 'timeout' };

export function currentPosition(): Promise<{ latitude: number; longitude: number }> {
  const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
  if (!geolocation) return Promise.reject(new PositionError('unsupported'));
  return new Promise((resolve, reject) => {
    geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      (error) => reject(new PositionError(problems[error.code] ?? 'unavailable')),
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 60_000 },
    );
  });
}
