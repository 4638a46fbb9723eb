// The reminder's words: both languages, at most two SMS segments of plain GSM characters, whatever the names.
import { describe, expect, it } from 'vitest';
import { dayInWords, reminderText } from './reminder-texts.ts';

// GSM 03.38's basic set: anything outside it makes the whole text UCS-2 (70 characters a segment, not 160).
const GSM = /^[@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&'()*+,\-./0-9:;<=>?¡A-ZÄÖÑÜ§¿a-zäöñüà]*$/;
const TWO_SEGMENTS = 306;

const base = {
  personal: true,
  contributorName: 'Bartholomew Mwakilasa-Kisanga Mwamba',
  eventName: 'Harusi ya Bartholomew na Elizabeth Mwakilasa, Ukumbi wa Mlimani City',
  outstandingTzs: 1_250_000,
  dueDay: '2026-12-20',
  link: 'https://sherehe.co.tz/event-planners/pledges/3b0f2c1e9d8a4f7b6c5d4e3f2a1b0c9d',
};

describe('reminder texts', () => {
  it('fit two segments of plain characters in both languages, long names and all', () => {
    for (const language of ['en', 'sw'] as const) {
      for (const outstandingTzs of [1_250_000, 0]) {
        for (const personal of [true, false]) {
          const text = reminderText({ ...base, language, outstandingTzs, personal });
          expect(text.length, text).toBeLessThanOrEqual(TWO_SEGMENTS);
          expect(text).toMatch(GSM);
        }
      }
    }
  });

  it('say the amount in the language’s way, the due day in words, the link and how to stop', () => {
    const en = reminderText({ ...base, language: 'en' });
    expect(en).toContain('TZS 1,250,000');
    expect(en).toContain('20 Dec 2026');
    expect(en).toContain(base.link);
    expect(en).toMatch(/Reply STOP to stop reminders$/);
    expect(en).toMatch(/^Hello Bartholomew,/);
    const sw = reminderText({ ...base, language: 'sw' });
    expect(sw).toContain('TSh 1,250,000');
    expect(sw).toContain('20 Desemba 2026');
    expect(sw).toContain(base.link);
    expect(sw).toMatch(/Jibu STOP kuacha vikumbusho$/);
  });

  it('to a number that never showed it wants our texts: no name anyone typed, the amount, the day and the link', () => {
    for (const language of ['en', 'sw'] as const) {
      const text = reminderText({ ...base, language, personal: false });
      expect(text).not.toContain('Bartholomew');
      expect(text).not.toContain('Harusi');
      expect(text).toContain(base.link);
      expect(text).toContain(language === 'en' ? '20 Dec 2026' : '20 Desemba 2026');
      expect(text).toMatch(/^Sherehe: /);
    }
  });

  it('writes days out', () => {
    expect(dayInWords('2027-01-05', 'sw')).toBe('5 Januari 2027');
    expect(dayInWords('2027-08-31', 'en')).toBe('31 Aug 2027');
  });
});
