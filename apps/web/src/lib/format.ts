// Money in the language on screen: `TZS 1,250,000` in English, `TSh 1,250,000` in Swahili.
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
