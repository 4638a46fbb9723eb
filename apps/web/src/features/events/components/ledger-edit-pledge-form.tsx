// The secretary changes what a contributor pledged, or by when (an empty day means none).
import type { PledgeDetail } from '@sherehe/core/api/pledges';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { Field } from '../../../components/field.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { toast } from '../../../lib/toast.ts';
import { useFormErrors } from '../../../lib/use-form-errors.ts';
import { useUpdatePledge } from '../api/use-pledge-detail.ts';
import { parseWholeTzs } from '../whole-tzs.ts';

const fields = ['amountTzs', 'dueDate'] as const;

type Props = { eventId: string; pledge: PledgeDetail; onDone: () => void };

export function LedgerEditPledgeForm({ eventId, pledge, onDone }: Props) {
  const { t } = useTranslation('eventManage');
  const update = useUpdatePledge(eventId, pledge.id);
  const errors = useFormErrors(fields);
  const [amount, setAmount] = useState(String(pledge.amountTzs));
  const [dueDate, setDueDate] = useState(pledge.dueDate ?? '');
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('input')?.focus();
  }, []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (update.isPending) return;
    errors.clear();
    update.mutate(
      { amountTzs: parseWholeTzs(amount), dueDate },
      {
        onSuccess: () => {
          toast.success(t('edit.done', { name: pledge.name }));
          onDone();
        },
        onError: (error) => errors.show(error, formRef.current),
      },
    );
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-3">
      <h3 className="font-semibold text-stone-900">{t('edit.title')}</h3>
      <FormAlert message={errors.form} />
      <Field
        label={t('edit.amount')}
        name="amountTzs"
        inputMode="numeric"
        autoComplete="off"
        value={amount}
        error={errors.fieldError('amountTzs')}
        onChange={(change) => {
          setAmount(change.target.value);
          errors.clearField('amountTzs');
        }}
      />
      <Field
        label={t('edit.dueDate')}
        hint={t('edit.dueDateHint')}
        name="dueDate"
        type="date"
        value={dueDate}
        error={errors.fieldError('dueDate')}
        onChange={(change) => {
          setDueDate(change.target.value);
          errors.clearField('dueDate');
        }}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          {t('dialog.back')}
        </Button>
        <Button type="submit" loading={update.isPending}>
          {t('edit.submit')}
        </Button>
      </div>
    </form>
  );
}
