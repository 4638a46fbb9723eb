import { describe, expect, it } from 'vitest';
import { isOpenAt, tanzaniaClock, tanzaniaDate, type WeeklyHours } from './opening-hours.ts';

const day = (opens: string, closes: string) => ({ opens, closes });
// 2026-11-23 is a Monday. Tanzania is UTC+3: 05:00 UTC is 08:00 there.
const at = (iso: string) => new Date(iso);

describe('tanzaniaClock', () => {
  it('reads the day and minute on Tanzanian time, Monday first', () => {
    expect(tanzaniaClock(at('2026-11-23T05:00:00Z'))).toEqual({ day: 0, minute: 480, date: '2026-11-23' });
    // 22:30 UTC on Sunday is already 01:30 on Monday in Dar es Salaam.
    expect(tanzaniaClock(at('2026-11-22T22:30:00Z'))).toEqual({ day: 0, minute: 90, date: '2026-11-23' });
    expect(tanzaniaDate(at('2026-12-31T21:00:00Z'))).toBe('2027-01-01');
  });
});

describe('isOpenAt', () => {
  const weekdays: WeeklyHours = [
    day('08:00', '20:00'),
    day('08:00', '20:00'),
    day('08:00', '20:00'),
    day('08:00', '20:00'),
    day('08:00', '20:00'),
    day('09:00', '14:00'),
    null,
  ];

  it('is open from the opening minute until, not including, the closing minute', () => {
    expect(isOpenAt(weekdays, at('2026-11-23T04:59:00Z'))).toBe(false); // Mon 07:59
    expect(isOpenAt(weekdays, at('2026-11-23T05:00:00Z'))).toBe(true); // Mon 08:00
    expect(isOpenAt(weekdays, at('2026-11-23T16:59:00Z'))).toBe(true); // Mon 19:59
    expect(isOpenAt(weekdays, at('2026-11-23T17:00:00Z'))).toBe(false); // Mon 20:00
  });

  it('is closed on a day without hours', () => {
    expect(isOpenAt(weekdays, at('2026-11-22T09:00:00Z'))).toBe(false); // Sun 12:00
    expect(isOpenAt(weekdays, at('2026-11-28T09:00:00Z'))).toBe(true); // Sat 12:00
  });

  it('keeps hours that run past midnight open into the next morning', () => {
    const late: WeeklyHours = [day('18:00', '02:00'), null, null, null, null, null, null];
    expect(isOpenAt(late, at('2026-11-23T20:00:00Z'))).toBe(true); // Mon 23:00
    expect(isOpenAt(late, at('2026-11-23T22:30:00Z'))).toBe(true); // Tue 01:30, from Monday's hours
    expect(isOpenAt(late, at('2026-11-23T23:00:00Z'))).toBe(false); // Tue 02:00
    expect(isOpenAt(late, at('2026-11-23T14:00:00Z'))).toBe(false); // Mon 17:00
  });

  it('treats 00:00 to 24:00 as the whole day', () => {
    const always: WeeklyHours = Array.from({ length: 7 }, () => day('00:00', '24:00'));
    for (const iso of ['2026-11-22T21:00:00Z', '2026-11-23T20:59:00Z', '2026-11-25T11:11:00Z']) {
      expect(isOpenAt(always, at(iso))).toBe(true);
    }
  });
});
