// The language the reader has on screen: the one the news is asked for in (the server answers each post in it when
// it is written in it, else in the other).
import type { Language } from '@sherehe/core/money';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../../../lib/format.ts';

export function useReaderLanguage(): Language {
  const { i18n } = useTranslation();
  return toLanguage(i18n.resolvedLanguage ?? i18n.language);
}
