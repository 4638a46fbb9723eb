import { describe, expect, it } from 'vitest';
import { formatDecimal } from './decimal-text.ts';

// One formatter per locale and digits: making one for each of the 24,000 comparisons took most of the test's time.
const formatters = new Map<string, Intl.NumberFormat>();
const intl = (value: number, digits?: number, locale = 'en-TZ') => {
  const key = `${locale} ${digits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(
      locale,
      digits === undefined ? {} : { minimumFractionDigits: digits, maximumFractionDigits: digits },
    );
    formatters.set(key, formatter);
  }
  return formatter.format(value);
};

describe('formatDecimal', () => {
  it('writes what Intl writes in English and in Swahili, for every kind of number the app shows', () => {
    const values = [
      0,
      -0,
      1,
      5,
      10,
      999,
      1000,
      1234,
      99_999,
      100_000,
      1_250_000,
      999_999_999,
      2 ** 53 - 1,
      0.5,
      1.5,
      2.5,
      -2.5,
      4.45,
      4.35,
      2.675,
      1.005,
      0.05,
      -0.05,
      -0.04,
      0.0005,
      0.00049,
      999.9996,
      9.96,
      9.95,
      12_345.678_9,
      0.1 + 0.2,
      1e-6,
      1e20,
      87 / 20,
      13 / 3,
      2 / 3,
      -1234.5,
    ];
    // And a few thousand more of every size, from a fixed sequence so a failure repeats.
    let seed = 16;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let i = 0; i < 3000; i += 1) {
      const scale = 10 ** Math.floor(next() * 10 - 3);
      values.push((Math.round(next() * 1_000_000) / 1000) * scale * (next() < 0.2 ? -1 : 1));
    }
    // Every difference is listed at once (one expect per comparison, 24,000 of them, took seconds).
    const differences: string[] = [];
    for (const value of values) {
      for (const digits of [undefined, 0, 1, 2]) {
        const expected = intl(value, digits);
        const written = formatDecimal(value, digits);
        const swahili = intl(value, digits, 'sw-TZ');
        if (written !== expected || swahili !== expected) {
          differences.push(
            `${value} to ${digits ?? 'up to 3'} digits: ${written} (sw ${swahili}), Intl ${expected}`,
          );
        }
      }
    }
    expect(differences).toEqual([]);
  });

  it('leaves what it does not write itself to Intl', () => {
    expect(formatDecimal(1e21)).toBe(intl(1e21));
    expect(formatDecimal(1e-7, 2)).toBe('0.00');
    expect(formatDecimal(Number.POSITIVE_INFINITY)).toBe(intl(Number.POSITIVE_INFINITY));
  });
});
