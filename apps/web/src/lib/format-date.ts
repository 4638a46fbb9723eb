// Dates and times as Tanzanians read them: in Africa/Dar_es_Salaam whatever the device's zone, in the language on screen.
import type { Language } from '@sherehe/core/money';
import { useTranslation } from 'react-i18next';
import { toLanguage } from './format.ts';

const TIME_ZONE = 'Africa/Dar_es_Salaam';
const locales = { en: 'en-TZ', sw: 'sw-TZ' } as const;

// Intl formatters are slow to build and a list formats many dates: one of each per language and style.
const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(language: Language, withTime: boolean): Intl.DateTimeFormat {
  const key = `${language}:${withTime}`;
  let found = cache.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locales[language], {
      dateStyle: 'medium',
      ...(withTime ? { timeStyle: 'short', hourCycle: 'h23' } : {}),
      timeZone: TIME_ZONE,
    });
    cache.set(key, found);
  }
  return found;
}

/** `12 May 2025` / `12 Mei 2025`; `12 May 2025, 14:03` with the time. An unreadable value is shown as given. */
export function formatDate(iso: string, language: Language, withTime = false): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatter(language, withTime).format(date);
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

// Made at its first use: a listing's page loads this file with its reviews, and shows no time of day.
let timeFormat: Intl.DateTimeFormat | undefined;

/** `14:35` in Dar es Salaam (both languages write the 24-hour clock the same way). */
export function formatTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  timeFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone: TIME_ZONE,
  });
  return timeFormat.format(date);
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
