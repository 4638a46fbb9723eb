// The editor of one news post: its words in English and Swahili (tabs), each text in Markdown with a preview the
// server renders and sanitises exactly as readers will get it, the address, the cover photo, and the ways to save,
// publish, schedule, unpublish or delete it, each confirmed and reported by a toast. A change not saved yet is saved
// before publishing or scheduling.
import type { AdminNewsPost } from '@sherehe/core/api/news';
import { NEWS_SLUG_MAX } from '@sherehe/core/news-rules';
import { ArrowLeft, CalendarClock, ExternalLink, Send, Trash2, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/button.tsx';
import { Field } from '../../../components/field.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { newsPostPath } from '../../../lib/public-news.ts';
import { useAdminNewsPost } from '../api/use-admin-news.ts';
import { NewsCoverField } from './news-cover-field.tsx';
import { darLocal, instantOf } from './news-editor-values.ts';
import { LanguageTabs } from './news-language-fields.tsx';
import { NewsStatusBadge } from './news-status-badge.tsx';
import { NoteDialog } from './note-dialog.tsx';
import { SectionProblem } from './section-problem.tsx';
import { useNewsEditor } from './use-news-editor.ts';

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
  const {
    formRef,
    values,
    language,
    setLanguage,
    publishAt,
    setPublishAt,
    confirming,
    setConfirming,
    localProblem,
    triggerRef,
    errors,
    action,
    remove,
    dirty,
    saving,
    title,
    set,
    onSave,
    ask,
    confirm,
  } = useNewsEditor(saved);

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
