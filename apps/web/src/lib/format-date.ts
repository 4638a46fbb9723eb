// Dates and times as Tanzanians read them: in Africa/Dar_es_Salaam whatever the device's zone, in the language on screen.
import { tanzaniaDateText, tanzaniaTimeText } from '@sherehe/core/date-text';
import type { Language } from '@sherehe/core/money';
import { useTranslation } from 'react-i18next';
import { toLanguage } from './format.ts';

const locales = { en: 'en-TZ', sw: 'sw-TZ' } as const;

/**
 * `12 May 2025` / `12 Mei 2025`; `12 May 2025, 14:03` with the time, on Tanzania's clock. An unreadable value is shown
 * as given. Written by hand as Intl writes it (@sherehe/core/date-text): no time-zone data to load on the phone.
 */
export function formatDate(iso: string, language: Language, withTime = false): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : tanzaniaDateText(date, language, withTime);
}

/** A calendar day (`2026-12-12`, an event's date) in words; noon UTC is that same day in Dar es Salaam. */
export function formatDay(day: string, language: Language): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? formatDate(`${day}T12:00:00Z`, language) : day;
}

/** A month (`2026-11`) in words: `November 2026` / `Novemba 2026`; the 15th at noon UTC is in it wherever it is read. */
export function formatMonth(month: string, language: Language): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(locales[language], {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, index - 1, 15, 12)));
}

/** `14:35` in Dar es Salaam (both languages write the 24-hour clock the same way). */
export function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : tanzaniaTimeText(date);
}

type DateFormats = {
  date: (iso: string) => string;
  dateTime: (iso: string) => string;
  day: (day: string) => string;
  time: (iso: string) => string;
};

/** For components: re-renders in the new language when it changes. */
export function useFormatDate(): DateFormats {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  return {
    date: (iso) => formatDate(iso, language),
    dateTime: (iso) => formatDate(iso, language, true),
    day: (day) => formatDay(day, language),
    time: formatTime,
  };
}
