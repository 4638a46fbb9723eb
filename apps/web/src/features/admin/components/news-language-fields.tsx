// A news post's words in English and Swahili: a tab each, its title, summary and Markdown body, and a preview of
// the body as the server renders and sanitises it for readers.
import {
  hasLanguage,
  NEWS_BODY_MAX,
  NEWS_SUMMARY_MAX,
  NEWS_TITLE_MAX,
  type NewsLanguage,
} from '@sherehe/core/news-rules';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/field.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { RichText } from '../../../components/rich-text.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useNewsPreview } from '../api/use-admin-news.ts';
import type { FieldName, Values } from './news-editor-values.ts';

type LanguageTabsProps = {
  language: NewsLanguage;
  onLanguage: (language: NewsLanguage) => void;
  values: Values;
  onChange: (field: keyof Values, value: string) => void;
  fieldError: (field: FieldName) => string | undefined;
};

const suffix = { en: 'En', sw: 'Sw' } as const;

export function LanguageTabs({ language, onLanguage, values, onChange, fieldError }: LanguageTabsProps) {
  const { t } = useTranslation('adminNews');
  const id = useId();
  const tabs = useRef<Record<NewsLanguage, HTMLButtonElement | null>>({ en: null, sw: null });
  const ready = (lang: NewsLanguage) =>
    hasLanguage({ title: values[`title${suffix[lang]}`], body: values[`body${suffix[lang]}`] });

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (
      event.key !== 'ArrowLeft' &&
      event.key !== 'ArrowRight' &&
      event.key !== 'Home' &&
      event.key !== 'End'
    )
      return;
    event.preventDefault();
    const next = language === 'en' ? 'sw' : 'en';
    const target = event.key === 'Home' ? 'en' : event.key === 'End' ? 'sw' : next;
    onLanguage(target);
    tabs.current[target]?.focus();
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={t('editor.tabs')}
        onKeyDown={onKeyDown}
        className="flex gap-2 border-stone-200 border-b"
      >
        {(['en', 'sw'] as const).map((lang) => {
          const name = t(`languages.${lang}`);
          const selected = lang === language;
          return (
            <button
              key={lang}
              ref={(button) => {
                tabs.current[lang] = button;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${lang}`}
              aria-selected={selected}
              aria-controls={`${id}-panel-${lang}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onLanguage(lang)}
              className={`-mb-px inline-flex min-h-11 items-center gap-2 border-b-2 px-4 font-semibold text-sm focus-visible:outline-2 focus-visible:outline-teal-700 ${
                selected
                  ? 'border-teal-700 text-teal-800'
                  : 'border-transparent text-stone-600 hover:text-stone-900'
              }`}
            >
              {ready(lang) ? t('editor.tabReady', { language: name }) : name}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel-${language}`}
        aria-labelledby={`${id}-tab-${language}`}
        lang={language}
        className="flex flex-col gap-4 pt-4"
      >
        <LanguageFields
          key={language}
          language={language}
          values={values}
          onChange={onChange}
          fieldError={fieldError}
        />
      </div>
    </div>
  );
}

function LanguageFields({ language, values, onChange, fieldError }: Omit<LanguageTabsProps, 'onLanguage'>) {
  const { t } = useTranslation('adminNews');
  const id = useId();
  const [previewing, setPreviewing] = useState(false);
  const title = `title${suffix[language]}` as const;
  const summary = `summary${suffix[language]}` as const;
  const body = `body${suffix[language]}` as const;
  const summaryError = fieldError(summary);
  const bodyError = fieldError(body);
  const textareaClass = (error: string | undefined) =>
    `mt-1.5 block w-full rounded-lg border bg-white px-3 py-2 text-base text-stone-900 focus:outline-2 ${
      error
        ? 'border-red-600 focus:outline-red-600'
        : 'border-stone-300 focus:border-teal-600 focus:outline-teal-600'
    }`;
  return (
    <>
      <Field
        label={t('editor.title')}
        name={title}
        value={values[title]}
        maxLength={NEWS_TITLE_MAX}
        onChange={(event) => onChange(title, event.target.value)}
        error={fieldError(title)}
      />
      <div>
        <label htmlFor={`${id}-summary`} className="block font-medium text-sm text-stone-800">
          {t('editor.summary')}
        </label>
        <textarea
          id={`${id}-summary`}
          name={summary}
          rows={2}
          maxLength={NEWS_SUMMARY_MAX}
          value={values[summary]}
          aria-invalid={summaryError ? true : undefined}
          aria-describedby={`${summaryError ? `${id}-summary-error ` : ''}${id}-summary-hint`}
          onChange={(event) => onChange(summary, event.target.value)}
          className={textareaClass(summaryError)}
        />
        <p id={`${id}-summary-hint`} className="mt-1.5 text-sm text-stone-600">
          {t('editor.summaryHint')}
        </p>
        {summaryError ? (
          <p id={`${id}-summary-error`} className="mt-1.5 font-medium text-red-700 text-sm">
            {summaryError}
          </p>
        ) : null}
      </div>
      <div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <label htmlFor={`${id}-body`} className="block font-medium text-sm text-stone-800">
            {t('editor.body')}
          </label>
          <div className="flex gap-1">
            {([false, true] as const).map((preview) => (
              <button
                key={String(preview)}
                type="button"
                aria-pressed={previewing === preview}
                onClick={() => setPreviewing(preview)}
                className="inline-flex min-h-11 items-center rounded-full border border-stone-300 bg-white px-4 font-medium text-sm text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-teal-700 aria-pressed:border-teal-700 aria-pressed:bg-teal-700 aria-pressed:text-white"
              >
                {preview ? t('editor.preview') : t('editor.write')}
              </button>
            ))}
          </div>
        </div>
        {previewing ? (
          <BodyPreview markdown={values[body]} language={language} />
        ) : (
          <textarea
            id={`${id}-body`}
            name={body}
            rows={14}
            maxLength={NEWS_BODY_MAX}
            value={values[body]}
            aria-invalid={bodyError ? true : undefined}
            aria-describedby={`${bodyError ? `${id}-body-error ` : ''}${id}-body-hint`}
            onChange={(event) => onChange(body, event.target.value)}
            className={`${textareaClass(bodyError)} font-mono text-sm`}
          />
        )}
        <p id={`${id}-body-hint`} className="mt-1.5 text-sm text-stone-600">
          {t('editor.bodyHint')}
        </p>
        {bodyError ? (
          <p id={`${id}-body-error`} className="mt-1.5 font-medium text-red-700 text-sm">
            {bodyError}
          </p>
        ) : null}
      </div>
    </>
  );
}

function BodyPreview({ markdown, language }: { markdown: string; language: NewsLanguage }) {
  const { t } = useTranslation('adminNews');
  const blank = markdown.trim() === '';
  const preview = useNewsPreview(markdown, !blank);
  return (
    <section
      aria-label={t('editor.previewLabel', { language: t(`languages.${language}`) })}
      aria-busy={preview.isFetching || undefined}
      className="mt-1.5 min-h-40 rounded-lg border border-stone-300 bg-white p-4"
    >
      {blank ? (
        <p className="text-stone-600">{t('editor.previewEmpty')}</p>
      ) : preview.data ? (
        <RichText html={preview.data.html} inertLinks />
      ) : preview.isError ? (
        <FormAlert message={errorText(preview.error)} />
      ) : (
        <p role="status" className="text-stone-600">
          {t('editor.previewLoading')}
        </p>
      )}
    </section>
  );
}
