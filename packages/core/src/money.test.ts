import { describe, expect, it } from 'vitest';
import { formatTzs } from './money.ts';

describe('formatTzs', () => {
  it('writes shillings with grouping, TZS in English and TSh in Swahili', () => {
    expect(formatTzs(1_250_000)).toBe('TZS 1,250,000');
    expect(formatTzs(1_250_000, 'sw')).toBe('TSh 1,250,000');
    expect(formatTzs(0)).toBe('TZS 0');
    expect(formatTzs(-5000, 'sw')).toBe('-TSh 5,000');
  });

  it('rounds to whole shillings and refuses what is not a number', () => {
    expect(formatTzs(999.6)).toBe('TZS 1,000');
    expect(() => formatTzs(Number.NaN)).toThrow(RangeError);
  });
});
