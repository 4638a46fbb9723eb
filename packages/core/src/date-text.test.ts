import { describe, expect, it } from 'vitest';
import { tanzaniaDateText, tanzaniaTimeText } from './date-text.ts';

const intl = (locale: string, withTime: boolean) =>
  new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short', hourCycle: 'h23' } : {}),
    timeZone: 'Africa/Dar_es_Salaam',
  });

describe('dates on Tanzania’s clock, written by hand', () => {
  // Every month, both sides of midnight in Dar es Salaam, and a few thousand instants from 2000 to 2099.
  const instants = [
    ...Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2027, month, 1, 20, 59))),
    ...Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2027, month, 1, 21, 0))),
    new Date(Date.UTC(2028, 1, 28, 21, 30)), // 29 February in Tanzania
    ...Array.from(
      { length: 3000 },
      (_, i) => new Date(Date.UTC(2000, 0, 1) + ((i * 1_051_897_123) % 3.15e12)),
    ),
  ];

  it.each([
    ['en', 'en-TZ'],
    ['sw', 'sw-TZ'],
  ] as const)('reads as Intl.DateTimeFormat writes in %s', (language, locale) => {
    const [day, dayAndTime] = [intl(locale, false), intl(locale, true)];
    for (const instant of instants) {
      expect(tanzaniaDateText(instant, language)).toBe(day.format(instant));
      expect(tanzaniaDateText(instant, language, true)).toBe(dayAndTime.format(instant));
    }
  });

  it('writes the time of day on the 24-hour clock', () => {
    const time = new Intl.DateTimeFormat('en-GB', {
      timeStyle: 'short',
      hourCycle: 'h23',
      timeZone: 'Africa/Dar_es_Salaam',
    });
    for (const instant of instants) expect(tanzaniaTimeText(instant)).toBe(time.format(instant));
  });
});
