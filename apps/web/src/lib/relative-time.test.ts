import { describe, expect, it } from 'vitest';
import { formatAge } from './relative-time.ts';

const now = Date.parse('2025-06-15T09:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const minutes = 60_000;
const days = 24 * 60 * minutes;

describe('formatAge', () => {
  it('says how long ago in its largest whole unit, in English and Swahili', () => {
    const cases: [number, string, string][] = [
      [30_000, 'this minute', 'dakika hii'],
      [5 * minutes, '5 minutes ago', 'dakika 5 zilizopita'],
      [3 * 60 * minutes + 59 * minutes, '3 hours ago', 'saa 3 zilizopita'],
      [1 * days + 5 * minutes, 'yesterday', 'jana'],
      [3 * days, '3 days ago', 'siku 3 zilizopita'],
      [65 * days, '2 months ago', 'miezi 2 iliyopita'],
      [800 * days, '2 years ago', 'miaka 2 iliyopita'],
    ];
    for (const [age, english, swahili] of cases) {
      expect(formatAge(ago(age), 'en', now)).toBe(english);
      expect(formatAge(ago(age), 'sw', now)).toBe(swahili);
    }
  });

  it('counts days on the calendar of Dar es Salaam, not in 24-hour lumps', () => {
    const at = Date.parse('2025-06-15T02:00:00+03:00');
    expect(formatAge('2025-06-13T19:59:00+03:00', 'en', at)).toBe('2 days ago');
    expect(formatAge('2025-06-14T01:00:00+03:00', 'en', at)).toBe('yesterday');
    expect(formatAge('2025-06-14T23:00:00+03:00', 'en', at)).toBe('3 hours ago');
  });

  it('never speaks of the future when the clock here is behind, and shows an unreadable value as given', () => {
    expect(formatAge(new Date(now + 90_000).toISOString(), 'en', now)).toBe('this minute');
    expect(formatAge('not a date', 'en', now)).toBe('not a date');
  });
});
