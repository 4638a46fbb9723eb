import { describe, expect, it } from 'vitest';
import { nowInTanzania } from './tanzania-clock.ts';

describe('nowInTanzania', () => {
  it('writes the wall clock of Dar es Salaam (UTC+3), across midnight and the year too', () => {
    expect(nowInTanzania(new Date('2026-12-19T12:00:00Z'))).toBe('2026-12-19T15:00');
    expect(nowInTanzania(new Date('2026-12-31T21:05:59Z'))).toBe('2027-01-01T00:05');
  });
});
