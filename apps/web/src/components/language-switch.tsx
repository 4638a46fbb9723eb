// EN / SW toggle; the choice is stored so the next visit opens in the same language.
import type { Language } from '@sherehe/core/money';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../lib/format.ts';
import { changeLanguage, languages } from '../lib/i18n.ts';

type LanguageSwitchProps = {
  className?: string;
  /** One button naming the other language, for a phone's navigation bar where both would not fit. */
  compact?: boolean;
};

export function LanguageSwitch({ className = '', compact = false }: LanguageSwitchProps) {
  const { t, i18n } = useTranslation();
  const active = toLanguage(i18n.resolvedLanguage ?? i18n.language);

  if (compact) {
    const other = languages.find((language) => language !== active) ?? active;
    return (
      <button
        type="button"
        lang={other}
        onClick={() => void changeLanguage(other)}
        className={`inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-stone-300 bg-white font-semibold text-sm text-stone-700 uppercase hover:text-teal-700 focus-visible:outline-2 focus-visible:outline-teal-600 ${className}`}
      >
        {/* The other language's code on screen, its full name (in that language) for screen readers. */}
        <span aria-hidden="true">{other}</span>
        <span className="sr-only">{t(`language.${other}`)}</span>
      </button>
    );
  }

  return (
    <fieldset className={`flex shrink-0 rounded-full border border-stone-300 bg-white p-0.5 ${className}`}>
      <legend className="sr-only">{t('language.label')}</legend>
      {languages.map((language: Language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={language === active}
          onClick={() => void changeLanguage(language)}
          className="inline-flex h-11 min-w-11 items-center justify-center rounded-full px-2 font-semibold text-sm text-stone-700 uppercase hover:text-teal-700 focus-visible:outline-2 focus-visible:outline-teal-600 aria-pressed:bg-teal-700 aria-pressed:text-white"
        >
          {/* Named in full for screen readers (in its own language); the short code is what fits on screen. */}
          <span aria-hidden="true">{language}</span>
          <span className="sr-only">{t(`language.${language}`)}</span>
        </button>
      ))}
    </fieldset>
  );
}
