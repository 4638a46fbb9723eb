// The news editor's state and what its buttons do: the values against the saved post, saving (a new post is created
// and the address names it), and the confirmed actions (publish, schedule, unpublish, delete), each told by a toast.
import type { AdminNewsPost, NewsInput } from '@sherehe/core/api/news';
import { hasLanguage, type NewsLanguage } from '@sherehe/core/news-rules';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { problemText } from '../../../lib/error-text.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { useFormErrors } from '../../../lib/use-form-errors.ts';
import { useCreateNews, useDeleteNews, useNewsAction, useUpdateNews } from '../api/use-admin-news.ts';
import {
  type Confirming,
  changesOf,
  empty,
  type FieldName,
  fieldNames,
  tomorrowMorning,
  type Values,
  valuesOf,
} from './news-editor-values.ts';
import { newsEditorHref, postTitle } from './news-paths.ts';

export function useNewsEditor(saved: AdminNewsPost | null) {
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

  return {
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
  };
}
