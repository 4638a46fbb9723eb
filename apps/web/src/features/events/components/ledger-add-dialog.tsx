// The committee adds someone who pledged in person. The same phone again changes that person's pledge, and the
// toast says which happened.
import { CONTRIBUTOR_NAME_MAX } from '@sherehe/core/event-rules';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, selectClass } from '../../../components/field.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { toast } from '../../../lib/toast.ts';
import { useFormErrors } from '../../../lib/use-form-errors.ts';
import { useAddContributor } from '../api/use-add-contributor.ts';
import { parseWholeTzs } from '../whole-tzs.ts';
import { FormDialog } from './form-dialog.tsx';

const fields = ['name', 'phone', 'email', 'amountTzs', 'dueDate'] as const;

export function LedgerAddDialog({ eventId, onClose }: { eventId: string; onClose: () => void }) {
  const { t } = useTranslation('eventManage');
  const add = useAddContributor(eventId);
  const errors = useFormErrors(fields);
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const [values, setValues] = useState({ name: '', phone: '', email: '', amount: '', dueDate: '' });
  const [language, setLanguage] = useState<'sw' | 'en'>('sw');

  const set = (field: keyof typeof values, error: (typeof fields)[number]) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    errors.clearField(error);
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (add.isPending) return;
    errors.clear();
    const name = values.name.trim();
    add.mutate(
      {
        name,
        phone: values.phone,
        email: values.email,
        amountTzs: parseWholeTzs(values.amount),
        dueDate: values.dueDate,
        language,
      },
      {
        onSuccess: (result) => {
          toast.success(t(result.updated ? 'add.updated' : 'add.added', { name }));
          onClose();
        },
        onError: (error) => errors.show(error, formRef.current),
      },
    );
  }

  return (
    <FormDialog
      title={t('add.title')}
      formId={`${id}-form`}
      submitLabel={t('add.submit')}
      pending={add.isPending}
      onClose={onClose}
    >
      <form id={`${id}-form`} ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-3">
        <p className="text-sm text-stone-600">{t('add.intro')}</p>
        <FormAlert message={errors.form} />
        <Field
          label={t('add.name')}
          name="name"
          autoComplete="off"
          maxLength={CONTRIBUTOR_NAME_MAX}
          value={values.name}
          error={errors.fieldError('name')}
          onChange={(change) => set('name', 'name')(change.target.value)}
        />
        <Field
          label={t('add.phone')}
          hint={t('add.phoneHint')}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          value={values.phone}
          error={errors.fieldError('phone')}
          onChange={(change) => set('phone', 'phone')(change.target.value)}
        />
        <Field
          label={t('add.amount')}
          name="amountTzs"
          inputMode="numeric"
          autoComplete="off"
          value={values.amount}
          error={errors.fieldError('amountTzs')}
          onChange={(change) => set('amount', 'amountTzs')(change.target.value)}
        />
        <Field
          label={t('add.email')}
          name="email"
          type="email"
          autoComplete="off"
          value={values.email}
          error={errors.fieldError('email')}
          onChange={(change) => set('email', 'email')(change.target.value)}
        />
        <Field
          label={t('add.dueDate')}
          name="dueDate"
          type="date"
          value={values.dueDate}
          error={errors.fieldError('dueDate')}
          onChange={(change) => set('dueDate', 'dueDate')(change.target.value)}
        />
        <div>
          <label htmlFor={`${id}-language`} className="block font-medium text-sm text-stone-800">
            {t('add.language')}
          </label>
          <select
            id={`${id}-language`}
            name="language"
            value={language}
            onChange={(change) => setLanguage(change.target.value as 'sw' | 'en')}
            className={`${selectClass} mt-1.5`}
          >
            <option value="sw">Kiswahili</option>
            <option value="en">English</option>
          </select>
        </div>
      </form>
    </FormDialog>
  );
}
