// The host's form for an event, used to create one and to change it: checks before sending, then shows the server's
// refusal beside the field it names (or above the form).
import { EVENT_NAME_MAX, EVENT_STORY_MAX, EVENT_VENUE_MAX, eventKinds } from '@sherehe/core/event-rules';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { Field, selectClass } from '../../../components/field.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { type Problem, problemText } from '../../../lib/error-text.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useFormErrors } from '../../../lib/use-form-errors.ts';
import {
  checkEventForm,
  type EventFormField,
  type EventFormValues,
  emptyEventForm,
  eventFormFields,
} from './event-form-values.ts';

export type EventFormProps = {
  /** The event as it is, when changing one. */
  initial?: EventFormValues;
  submitLabel: string;
  onSubmit: (values: EventFormValues) => void;
  onCancel: () => void;
  pending: boolean;
  /** The server's refusal of the last submission, if any. */
  refusal: unknown;
  /** More of the form, shown above its buttons (the cover photo). */
  children?: ReactNode;
};

export function EventForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
  pending,
  refusal,
  children,
}: EventFormProps) {
  const { t } = useTranslation('events');
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<EventFormValues>(() => initial ?? emptyEventForm(currentLanguage()));
  const [checked, setChecked] = useState<Partial<Record<EventFormField, Problem>>>({});
  const server = useFormErrors(eventFormFields);
  const showRefusal = server.show;

  useEffect(() => {
    if (refusal) showRefusal(refusal, formRef.current);
  }, [refusal, showRefusal]);

  const error = (field: EventFormField) => {
    const problem = checked[field];
    return problem ? problemText(problem) : server.fieldError(field);
  };

  function set<Key extends keyof EventFormValues>(
    key: Key,
    value: EventFormValues[Key],
    field: EventFormField,
  ) {
    setValues((current) => ({ ...current, [key]: value }));
    setChecked(({ [field]: _, ...rest }) => rest);
    server.clearField(field);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const problems = checkEventForm(values, { initial });
    setChecked(problems);
    const first = eventFormFields.find((field) => problems[field]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    server.clear();
    onSubmit(values);
  }

  const kindId = useId();
  const storyId = useId();
  const languageId = useId();
  const kindError = error('kind');
  const storyError = error('story');

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-5">
      <FormAlert message={server.form} />
      <Field
        label={t('form.name')}
        hint={t('form.nameHint')}
        name="name"
        value={values.name}
        maxLength={EVENT_NAME_MAX}
        autoComplete="off"
        error={error('name')}
        onChange={(event) => set('name', event.target.value, 'name')}
      />
      <div>
        <label htmlFor={kindId} className="block font-medium text-sm text-stone-800">
          {t('form.kind')}
        </label>
        <select
          id={kindId}
          name="kind"
          value={values.kind}
          aria-invalid={kindError ? true : undefined}
          aria-describedby={kindError ? `${kindId}-error` : undefined}
          onChange={(event) => set('kind', event.target.value as EventFormValues['kind'], 'kind')}
          className={`mt-1.5 ${selectClass} ${kindError ? 'border-red-600' : ''}`}
        >
          <option value="">{t('form.kindChoose')}</option>
          {eventKinds.map((kind) => (
            <option key={kind} value={kind}>
              {t(`kinds.${kind}`)}
            </option>
          ))}
        </select>
        {kindError ? (
          <p id={`${kindId}-error`} className="mt-1.5 font-medium text-red-700 text-sm">
            {kindError}
          </p>
        ) : null}
      </div>
      <Field
        label={t('form.startsAt')}
        hint={t('form.startsAtHint')}
        name="startsAt"
        type="datetime-local"
        value={values.startsAt}
        error={error('startsAt')}
        onChange={(event) => set('startsAt', event.target.value, 'startsAt')}
      />
      <Field
        label={t('form.venue')}
        hint={t('form.venueHint')}
        name="venue"
        value={values.venue}
        maxLength={EVENT_VENUE_MAX}
        autoComplete="off"
        error={error('venue')}
        onChange={(event) => set('venue', event.target.value, 'venue')}
      />
      <div>
        <label htmlFor={storyId} className="block font-medium text-sm text-stone-800">
          {t('form.story')}
        </label>
        <textarea
          id={storyId}
          name="story"
          rows={4}
          value={values.story}
          maxLength={EVENT_STORY_MAX}
          aria-invalid={storyError ? true : undefined}
          aria-describedby={`${storyId}-hint${storyError ? ` ${storyId}-error` : ''}`}
          onChange={(event) => set('story', event.target.value, 'story')}
          className={`mt-1.5 block w-full rounded-lg border bg-white px-3 py-2 text-base text-stone-900 placeholder:text-stone-500 focus:outline-2 ${storyError ? 'border-red-600 focus:outline-red-600' : 'border-stone-300 focus:border-teal-600 focus:outline-teal-600'}`}
        />
        <p id={`${storyId}-hint`} className="mt-1.5 text-sm text-stone-600">
          {t('form.storyHint')}
        </p>
        {storyError ? (
          <p id={`${storyId}-error`} className="mt-1.5 font-medium text-red-700 text-sm">
            {storyError}
          </p>
        ) : null}
      </div>
      <Field
        label={t('form.target')}
        hint={t('form.targetHint')}
        name="targetTzs"
        inputMode="numeric"
        autoComplete="off"
        placeholder="5,000,000"
        value={values.target}
        error={error('targetTzs')}
        onChange={(event) => set('target', event.target.value, 'targetTzs')}
      />
      <Field
        label={t('form.deadline')}
        hint={t('form.deadlineHint')}
        name="pledgeDeadline"
        type="date"
        value={values.pledgeDeadline}
        max={values.startsAt.slice(0, 10) || undefined}
        error={error('pledgeDeadline')}
        onChange={(event) => set('pledgeDeadline', event.target.value, 'pledgeDeadline')}
      />
      <label className="flex min-h-11 items-start gap-3 text-base text-stone-800">
        <input
          type="checkbox"
          name="showRaised"
          checked={values.showRaised}
          onChange={(event) => set('showRaised', event.target.checked, 'showRaised')}
          className="mt-1 size-5 shrink-0 accent-teal-700"
        />
        <span>
          {t('form.showRaised')}
          <span className="block text-sm text-stone-600">{t('form.showRaisedHint')}</span>
        </span>
      </label>
      <div>
        <label htmlFor={languageId} className="block font-medium text-sm text-stone-800">
          {t('form.language')}
        </label>
        <select
          id={languageId}
          name="language"
          value={values.language}
          aria-describedby={`${languageId}-hint`}
          onChange={(event) => set('language', event.target.value === 'sw' ? 'sw' : 'en', 'language')}
          className={`mt-1.5 ${selectClass}`}
        >
          <option value="sw">Kiswahili</option>
          <option value="en">English</option>
        </select>
        <p id={`${languageId}-hint`} className="mt-1.5 text-sm text-stone-600">
          {t('form.languageHint')}
        </p>
      </div>
      {children}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" size="lg" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" size="lg" loading={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
