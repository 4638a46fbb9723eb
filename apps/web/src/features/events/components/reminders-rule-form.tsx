// A new reminder rule: how many days before the pledge deadline or the event, and to whom.
import type { ReminderAnchor } from '@sherehe/core/event-rules';
import { REMINDER_DAYS_MAX, reminderAnchors } from '@sherehe/core/event-rules';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { Field, selectClass } from '../../../components/field.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { toast } from '../../../lib/toast.ts';
import { useFormErrors } from '../../../lib/use-form-errors.ts';
import { useAddReminderRule } from '../api/use-reminders.ts';
import { parseWholeTzs } from '../whole-tzs.ts';

const fields = ['anchor', 'daysBefore', 'onlyUnpaid', 'minOutstandingTzs'] as const;

export function RemindersRuleForm({ eventId }: { eventId: string }) {
  const { t } = useTranslation('eventManage');
  const add = useAddReminderRule(eventId);
  const errors = useFormErrors(fields);
  const formRef = useRef<HTMLFormElement>(null);
  const anchorId = useId();
  const [anchor, setAnchor] = useState<ReminderAnchor>('deadline');
  const [days, setDays] = useState('3');
  const [onlyUnpaid, setOnlyUnpaid] = useState(true);
  const [minimum, setMinimum] = useState('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (add.isPending) return;
    errors.clear();
    add.mutate(
      {
        anchor,
        daysBefore: /^\d{1,3}$/.test(days.trim()) ? Number(days.trim()) : Number.NaN,
        onlyUnpaid,
        minOutstandingTzs: minimum.trim() === '' ? 0 : parseWholeTzs(minimum),
      },
      {
        onSuccess: () => toast.success(t('reminders.added')),
        onError: (error) => errors.show(error, formRef.current),
      },
    );
  }

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-labelledby="reminders-add-heading"
      className="rounded-xl border border-stone-200 bg-white p-4"
    >
      <h3 id="reminders-add-heading" className="font-semibold text-stone-900">
        {t('reminders.addHeading')}
      </h3>
      <FormAlert className="mt-3" message={errors.form} />
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <Field
          label={t('reminders.days')}
          hint={t('reminders.daysHint', { max: REMINDER_DAYS_MAX })}
          name="daysBefore"
          inputMode="numeric"
          value={days}
          error={errors.fieldError('daysBefore')}
          onChange={(change) => {
            setDays(change.target.value);
            errors.clearField('daysBefore');
          }}
        />
        <div>
          <label htmlFor={anchorId} className="block font-medium text-sm text-stone-800">
            {t('reminders.anchor')}
          </label>
          <select
            id={anchorId}
            name="anchor"
            value={anchor}
            onChange={(change) => setAnchor(change.target.value as ReminderAnchor)}
            className={`${selectClass} mt-1.5`}
          >
            {reminderAnchors.map((value) => (
              <option key={value} value={value}>
                {t(`reminders.anchors.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <AudienceFields
          onlyUnpaid={onlyUnpaid}
          minimum={minimum}
          minimumError={errors.fieldError('minOutstandingTzs')}
          onOnlyUnpaid={setOnlyUnpaid}
          onMinimum={(value) => {
            setMinimum(value);
            errors.clearField('minOutstandingTzs');
          }}
        />
      </div>
      <Button type="submit" loading={add.isPending} className="mt-4">
        {t('reminders.add')}
      </Button>
    </form>
  );
}

type AudienceProps = {
  onlyUnpaid: boolean;
  minimum: string;
  minimumError?: string | undefined;
  onOnlyUnpaid: (value: boolean) => void;
  onMinimum: (value: string) => void;
};

/** Who a reminder goes to: only those who still owe (or everyone), and only above an amount. */
export function AudienceFields({
  onlyUnpaid,
  minimum,
  minimumError,
  onOnlyUnpaid,
  onMinimum,
}: AudienceProps) {
  const { t } = useTranslation('eventManage');
  return (
    <>
      <label className="flex min-h-11 items-center gap-3 sm:col-span-2">
        <input
          type="checkbox"
          name="onlyUnpaid"
          checked={onlyUnpaid}
          onChange={(change) => onOnlyUnpaid(change.target.checked)}
          className="size-5 accent-teal-700"
        />
        <span className="text-stone-800">{t('reminders.onlyUnpaid')}</span>
      </label>
      <Field
        label={t('reminders.minimum')}
        hint={t('reminders.minimumHint')}
        name="minOutstandingTzs"
        inputMode="numeric"
        autoComplete="off"
        value={minimum}
        error={minimumError}
        onChange={(change) => onMinimum(change.target.value)}
      />
    </>
  );
}
