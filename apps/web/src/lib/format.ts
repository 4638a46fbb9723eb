// Money and dates in the language on screen: `TZS 1,250,000` in English, `TSh 1,250,000` in Swahili; days as in
// Tanzania.
import { BOOKING_TIME_ZONE } from '@sherehe/core/calendar-day';
import { formatTzs, type Language } from '@sherehe/core/money';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from './i18n.ts';

export function toLanguage(language: string | undefined): Language {
  return language?.startsWith('sw') ? 'sw' : 'en';
}

/** For components: re-renders with the new format when the language changes. */
export function useFormatTzs(): (amount: number) => string {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  return (amount) => formatTzs(amount, language);
}

/** Outside components (toasts, exports): the language on screen right now. */
export function formatTzsNow(amount: number): string {
  return formatTzs(amount, currentLanguage());
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar day (YYYY-MM-DD) in words: `short` "Sat 12 Dec" / "Jumamosi 12 Des", `long` with the year, `month`
 * "December 2026". Read at noon in Tanzania, so no clock anywhere moves it to another day.
 */
export function formatDay(
  day: string,
  language: Language,
  style: 'short' | 'long' | 'month' = 'short',
): string {
  const key = `${language} ${style}`;
  let format = dayFormats.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions =
      style === 'month'
        ? { month: 'long', year: 'numeric' }
        : style === 'long'
          ? { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }
          : { weekday: 'short', day: 'numeric', month: 'short' };
    format = new Intl.DateTimeFormat(language === 'sw' ? 'sw-TZ' : 'en-GB', {
      ...options,
      timeZone: BOOKING_TIME_ZONE,
    });
    dayFormats.set(key, format);
  }
  return format.format(new Date(`${day}T12:00:00+03:00`));
}

export function useFormatDay(): (day: string, style?: 'short' | 'long' | 'month') => string {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  return (day, style) => formatDay(day, language, style);
}
