import { describe, expect, it } from 'vitest';
import { parseSupportHours, supportIsOpen, timeInTanzania } from './support-hours.ts';

/** A moment given as wall-clock time in Dar es Salaam (UTC+3 all year). */
const dar = (local: string) => new Date(`2025-06-15T${local}:00+03:00`);

describe('support hours', () => {
  it('reads one daily window, and refuses anything else', () => {
    expect(parseSupportHours('08:00-20:00')).toEqual({ opens: '08:00', closes: '20:00' });
    expect(parseSupportHours(' 22:00-06:30 ')).toEqual({ opens: '22:00', closes: '06:30' });
    expect(parseSupportHours('07:30-24:00')).toEqual({ opens: '07:30', closes: '24:00' });
    expect(parseSupportHours('00:00-24:00')).toBeNull(); // around the clock: no window at all
    for (const bad of [
      '',
      '8-20',
      '08:00',
      '08:00-20:00-22:00',
      '25:00-26:00',
      '08:00-08:00',
      '08:60-09:00',
    ]) {
      expect(parseSupportHours(bad), bad).toBeNull();
    }
  });

  it('tells the time in Dar es Salaam whatever the clock of the machine', () => {
    expect(timeInTanzania(new Date('2025-06-15T21:30:00Z'))).toBe('00:30');
  });

  it('is open inside the window, from its opening minute until its closing one', () => {
    const day = { opens: '08:00', closes: '20:00' };
    expect(supportIsOpen(day, dar('07:59'))).toBe(false);
    expect(supportIsOpen(day, dar('08:00'))).toBe(true);
    expect(supportIsOpen(day, dar('19:59'))).toBe(true);
    expect(supportIsOpen(day, dar('20:00'))).toBe(false);
    expect(supportIsOpen({ opens: '07:30', closes: '24:00' }, dar('23:59'))).toBe(true);
  });

  it('spans midnight when it closes before it opens, and is always open without a window', () => {
    const night = { opens: '22:00', closes: '06:00' };
    expect(supportIsOpen(night, dar('23:00'))).toBe(true);
    expect(supportIsOpen(night, dar('05:59'))).toBe(true);
    expect(supportIsOpen(night, dar('06:00'))).toBe(false);
    expect(supportIsOpen(night, dar('12:00'))).toBe(false);
    expect(supportIsOpen(null, dar('03:00'))).toBe(true);
  });
});
