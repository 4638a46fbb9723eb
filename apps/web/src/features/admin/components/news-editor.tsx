// The editor of one news post: its words in English and Swahili (tabs), each text in Markdown with a preview the
// server renders and sanitises exactly as readers will get it, the address, the cover photo, and the ways to save,
// publish, schedule, unpublish or delete it, each confirmed and reported by a toast. A change not saved yet is saved
// before publishing or scheduling.
import type { AdminNewsPost, NewsInput, NewsUpdate } from '@sherehe/core/api/news';
import {
  hasLanguage,
  NEWS_BODY_MAX,
  NEWS_SLUG_MAX,
  NEWS_SUMMARY_MAX,
  NEWS_TITLE_MAX,
  type NewsLanguage,
} from '@sherehe/core/news-rules';
import { ArrowLeft, CalendarClock, ExternalLink, Send, Trash2, Undo2 } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses } from '../../../components/button.tsx';
import { Field } from '../../../components/field.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { RichText } from '../../../components/rich-text.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText, problemText } from '../../../lib/error-text.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { newsPostPath } from '../../../lib/public-news.ts';
import { nowInTanzania } from '../../../lib/tanzania-clock.ts';
import { toast } from '../../../lib/toast.ts';
import { useFormErrors } from '../../../lib/use-form-errors.ts';
import {
  useAdminNewsPost,
  useCreateNews,
  useDeleteNews,
  useNewsAction,
  useNewsPreview,
  useUpdateNews,
} from '../api/use-admin-news.ts';
import { NewsCoverField } from './news-cover-field.tsx';
import { newsEditorHref, postTitle } from './news-paths.ts';
import { NewsStatusBadge } from './news-status-badge.tsx';
import { NoteDialog } from './note-dialog.tsx';
import { SectionProblem } from './section-problem.tsx';

type Values = {
  titleEn: string;
  titleSw: string;
  summaryEn: string;
  summarySw: string;
  bodyEn: string;
  bodySw: string;
  slug: string;
};
type FieldName = keyof Values | 'publishAt';
const fieldNames: readonly FieldName[] = [
  'titleEn',
  'titleSw',
  'summaryEn',
  'summarySw',
  'bodyEn',
  'bodySw',
  'slug',
  'publishAt',
];

const empty: Values = {
  titleEn: '',
  titleSw: '',
  summaryEn: '',
  summarySw: '',
  bodyEn: '',
  bodySw: '',
  slug: '',
};

const valuesOf = (post: AdminNewsPost): Values => ({
  titleEn: post.titleEn,
  titleSw: post.titleSw,
  summaryEn: post.summaryEn,
  summarySw: post.summarySw,
  bodyEn: post.bodyEn,
  bodySw: post.bodySw,
  slug: post.slug,
});

/** Only what differs from the saved post (the server trims, so trailing spaces alone do not count). */
function changesOf(values: Values, saved: Values): NewsUpdate {
  const update: NewsUpdate = {};
  for (const key of Object.keys(values) as (keyof Values)[]) {
    const value = key.startsWith('body') ? values[key] : values[key].trim();
    if (value !== saved[key]) update[key] = value;
  }
  return update;
}

/** Dar es Salaam's wall clock as a datetime-local value, `minutes` from now. */
const darLocal = (minutes = 0) => nowInTanzania(new Date(Date.now() + minutes * 60_000));
/** Tomorrow at 09:00 in Dar es Salaam: a sensible first choice for a schedule. */
const tomorrowMorning = () => `${darLocal(24 * 60).slice(0, 10)}T09:00`;
/** The instant a Dar es Salaam wall-clock time names, as ISO (for words such as "19 Dec 2026, 09:00"). */
const instantOf = (local: string) => new Date(`${local}:00+03:00`).toISOString();

type Confirming = 'publish' | 'schedule' | 'unpublish' | 'unschedule' | 'delete';

export function NewsEditor({ id }: { id: string | null }) {
  const { t } = useTranslation('adminNews');
  const post = useAdminNewsPost(id);
  if (id && post.isPending) return <ListSkeleton rows={2} label={t('editor.loading')} />;
  if (id && !post.data) {
    const gone = post.error instanceof ApiError && post.error.status === 404;
    return (
      <section aria-labelledby="news-editor-heading">
        <BackToList />
        <h2 id="news-editor-heading" className="mt-3 font-semibold text-stone-900 text-xl">
          {t('editor.editTitle')}
        </h2>
        <div className="mt-4">
          {gone ? (
            <FormAlert message={t('editor.notFound')} />
          ) : (
            <SectionProblem error={post.error} onRetry={() => post.refetch()} retrying={post.isFetching} />
          )}
        </div>
      </section>
    );
  }
  return <EditorForm saved={post.data ?? null} />;
}

function BackToList() {
  const { t } = useTranslation('adminNews');
  return (
    <Link to="?section=news" className={buttonClasses({ variant: 'link' })}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('editor.back')}
    </Link>
  );
}

function EditorForm({ saved }: { saved: AdminNewsPost | null }) {
  const { t } = useTranslation('adminNews');
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(() => (saved ? valuesOf(saved) : empty));
  // The form follows the post it was opened for; a save answers the post as saved, which becomes the new baseline.
  const [baselineFor, setBaselineFor] = useState(saved?.id ?? null);
  if (saved && baselineFor !== saved.id) {
    setBaselineFor(saved.id);
    setValues(valuesOf(saved));
  }
  const [language, setLanguage] = useState<NewsLanguage>('en');
  const [publishAt, setPublishAt] = useState(() => saved?.publishAtLocal ?? tomorrowMorning());
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [localProblem, setLocalProblem] = useState<string | null>(null);
  const triggerRef = useRef<HTMLElement | null>(null);
  const errors = useFormErrors<FieldName>(fieldNames);
  const create = useCreateNews();
  const update = useUpdateNews();
  const action = useNewsAction();
  const remove = useDeleteNews();

  const changes = saved ? changesOf(values, valuesOf(saved)) : null;
  const dirty = saved === null || Object.keys(changes ?? {}).length > 0;
  const saving = create.isPending || update.isPending;
  const title = values.titleEn.trim() || values.titleSw.trim() || saved?.slug || t('untitled');
  const publishable =
    hasLanguage({ title: values.titleEn, body: values.bodyEn }) ||
    hasLanguage({ title: values.titleSw, body: values.bodySw });

  function set(field: keyof Values, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    errors.clearField(field);
    setLocalProblem(null);
  }

  /** Shows a refusal beside its fields, on the tab of the first field it names. */
  function showProblem(error: unknown) {
    errors.show(error, formRef.current);
    const fields = error instanceof ApiError ? (error.refusal?.fields ?? []).map((field) => field.field) : [];
    const first = fields.find((field) => /(En|Sw)$/.test(field));
    if (first) setLanguage(first.endsWith('Sw') ? 'sw' : 'en');
  }

  /** The post as saved, saving first what changed (a new post is created). */
  async function saveNow(): Promise<AdminNewsPost> {
    if (!saved) {
      const input: NewsInput = {
        titleEn: values.titleEn,
        titleSw: values.titleSw,
        summaryEn: values.summaryEn,
        summarySw: values.summarySw,
        bodyEn: values.bodyEn,
        bodySw: values.bodySw,
        ...(values.slug.trim() ? { slug: values.slug.trim() } : {}),
      };
      const created = await create.mutateAsync(input);
      // The editor stays as it is; the address now names the post, so reload and Back find it.
      setBaselineFor(created.id);
      setValues(valuesOf(created));
      navigate(newsEditorHref(created.id), { replace: true });
      return created;
    }
    if (!changes || Object.keys(changes).length === 0) return saved;
    const after = await update.mutateAsync({ id: saved.id, update: changes });
    setValues(valuesOf(after));
    return after;
  }

  async function onSave(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    errors.clear();
    try {
      const wasNew = saved === null;
      await saveNow();
      toast.success(t(wasNew ? 'editor.created' : 'editor.saved'));
    } catch (error) {
      showProblem(error);
    }
  }

  function ask(kind: Confirming, trigger: HTMLElement) {
    errors.clear();
    setLocalProblem(null);
    if ((kind === 'publish' || kind === 'schedule') && !publishable) {
      setLocalProblem(t('editor.needsLanguage'));
      return;
    }
    if (kind === 'schedule' && !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(publishAt)) {
      setLocalProblem(problemText({ reason: 'news.publish_at_invalid' }));
      return;
    }
    action.reset();
    remove.reset();
    triggerRef.current = trigger;
    setConfirming(kind);
  }

  async function confirm(kind: Confirming) {
    let post: AdminNewsPost;
    try {
      post = kind === 'publish' || kind === 'schedule' ? await saveNow() : (saved as AdminNewsPost);
    } catch (error) {
      setConfirming(null);
      showProblem(error);
      return;
    }
    const words = { title: postTitle(post) || post.slug };
    try {
      if (kind === 'delete') {
        await remove.mutateAsync(post.id);
        toast.success(t('confirm.delete.done', words));
        navigate('?section=news', { replace: true });
        return;
      }
      const done =
        kind === 'schedule'
          ? await action.mutateAsync({ id: post.id, action: 'schedule', publishAt })
          : await action.mutateAsync({ id: post.id, action: kind === 'publish' ? 'publish' : 'unpublish' });
      toast.success(
        t(`confirm.${kind}.done`, {
          ...words,
          date: done.publishAt ? formatDate(done.publishAt, currentLanguage(), true) : '',
        }),
      );
      setConfirming(null);
    } catch {
      // Said in the dialog (its error), which stays open to try again or cancel.
    }
  }

  const status = saved?.status ?? 'draft';
  const scheduledFor = saved?.publishAt ? formatDate(saved.publishAt, currentLanguage(), true) : '';
  const dialogDate =
    confirming === 'schedule' ? formatDate(instantOf(publishAt), currentLanguage(), true) : scheduledFor;

  return (
    <section aria-labelledby="news-editor-heading">
      <BackToList />
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h2 id="news-editor-heading" className="font-semibold text-stone-900 text-xl">
          {saved ? t('editor.editTitle') : t('editor.newTitle')}
        </h2>
        <NewsStatusBadge status={status} />
        {saved?.status === 'published' ? (
          <Link to={newsPostPath(saved.slug)} className={buttonClasses({ variant: 'link' })}>
            <ExternalLink aria-hidden="true" className="size-4" />
            {t('editor.open')}
          </Link>
        ) : null}
      </div>
      {saved?.status === 'scheduled' ? (
        <p className="mt-1 text-sm text-stone-700">{t('scheduledFor', { date: scheduledFor })}</p>
      ) : null}

      <form ref={formRef} onSubmit={onSave} noValidate className="mt-5 flex flex-col gap-5">
        <FormAlert message={localProblem ?? errors.form} />
        <LanguageTabs
          language={language}
          onLanguage={setLanguage}
          values={values}
          onChange={set}
          fieldError={errors.fieldError}
        />
        <Field
          label={t('editor.slug')}
          name="slug"
          value={values.slug}
          onChange={(event) => set('slug', event.target.value)}
          maxLength={NEWS_SLUG_MAX}
          autoCapitalize="none"
          spellCheck={false}
          disabled={saved?.publishedAt !== null && saved?.publishedAt !== undefined}
          hint={saved?.publishedAt ? t('editor.slugLocked') : t('editor.slugHint')}
          error={errors.fieldError('slug')}
        />
        {saved ? (
          <NewsCoverField post={saved} />
        ) : (
          <div>
            <p className="font-medium text-sm text-stone-800">{t('editor.cover')}</p>
            <p className="mt-1 text-sm text-stone-600">{t('editor.coverSaveFirst')}</p>
          </div>
        )}

        <div className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-stone-50 p-4">
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" loading={saving} variant={dirty ? 'primary' : 'secondary'}>
              {saving ? t('editor.saving') : saved ? t('editor.saveChanges') : t('editor.save')}
            </Button>
            {saved && dirty ? (
              <p role="status" className="text-sm text-stone-700">
                {t('editor.unsaved')}
              </p>
            ) : null}
          </div>
          {status !== 'published' ? (
            <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
              <Button
                type="button"
                variant={dirty ? 'secondary' : 'primary'}
                onClick={(event) => ask('publish', event.currentTarget)}
              >
                <Send aria-hidden="true" className="size-4" />
                {t('editor.publishNow')}
              </Button>
              <Field
                className="sm:w-64"
                label={t('editor.scheduleAt')}
                name="publishAt"
                type="datetime-local"
                min={darLocal(1)}
                value={publishAt}
                onChange={(event) => {
                  setPublishAt(event.target.value);
                  errors.clearField('publishAt');
                }}
                error={errors.fieldError('publishAt')}
              />
              <Button
                type="button"
                variant="secondary"
                onClick={(event) => ask('schedule', event.currentTarget)}
              >
                <CalendarClock aria-hidden="true" className="size-4" />
                {t('editor.schedule')}
              </Button>
            </div>
          ) : null}
          {saved && status !== 'draft' ? (
            <div>
              <Button
                type="button"
                variant="danger-outline"
                onClick={(event) =>
                  ask(status === 'scheduled' ? 'unschedule' : 'unpublish', event.currentTarget)
                }
              >
                <Undo2 aria-hidden="true" className="size-4" />
                {status === 'scheduled' ? t('editor.unschedule') : t('editor.unpublish')}
              </Button>
            </div>
          ) : null}
          {saved && status === 'draft' ? (
            <div>
              <Button
                type="button"
                variant="danger-outline"
                onClick={(event) => ask('delete', event.currentTarget)}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                {t('editor.delete')}
              </Button>
            </div>
          ) : null}
        </div>
      </form>

      {confirming ? (
        <NoteDialog
          title={t(`confirm.${confirming}.title`, { title })}
          body={t(`confirm.${confirming}.body`, { date: dialogDate })}
          confirmLabel={t(`confirm.${confirming}.confirm`)}
          danger={confirming === 'delete' || confirming === 'unpublish' || confirming === 'unschedule'}
          pending={saving || action.isPending || remove.isPending}
          error={confirming === 'delete' ? remove.error : action.error}
          returnFocusRef={triggerRef}
          onClose={() => setConfirming(null)}
          onConfirm={() => void confirm(confirming)}
        />
      ) : null}
    </section>
  );
}

type LanguageTabsProps = {
  language: NewsLanguage;
  onLanguage: (language: NewsLanguage) => void;
  values: Values;
  onChange: (field: keyof Values, value: string) => void;
  fieldError: (field: FieldName) => string | undefined;
};

const suffix = { en: 'En', sw: 'Sw' } as const;

function LanguageTabs({ language, onLanguage, values, onChange, fieldError }: LanguageTabsProps) {
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
