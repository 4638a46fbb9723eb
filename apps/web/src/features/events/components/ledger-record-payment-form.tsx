// A treasurer records money that came in cash or by bank transfer: amount, how, the receipt number, and the day.
import type { PledgeDetail } from '@sherehe/core/api/pledges';
import { todayInTanzania } from '@sherehe/core/booking-rules';
import { RECEIPT_NUMBER_MAX } from '@sherehe/core/event-rules';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { Field, selectClass } from '../../../components/field.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { useFormatTzs } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useFormErrors } from '../../../lib/use-form-errors.ts';
import { useRecordPayment } from '../api/use-pledge-detail.ts';
import { parseWholeTzs } from '../whole-tzs.ts';

const fields = ['amountTzs', 'method', 'receipt', 'paidOn'] as const;

type Props = { eventId: string; pledge: PledgeDetail; onDone: () => void };

export function LedgerRecordPaymentForm({ eventId, pledge, onDone }: Props) {
  const { t } = useTranslation('eventManage');
  const formatTzs = useFormatTzs();
  const record = useRecordPayment(eventId, pledge.id);
  const errors = useFormErrors(fields);
  const today = todayInTanzania();
  const [amount, setAmount] = useState(pledge.outstandingTzs > 0 ? String(pledge.outstandingTzs) : '');
  const [method, setMethod] = useState<'cash' | 'bank'>('cash');
  const [receipt, setReceipt] = useState('');
  const [paidOn, setPaidOn] = useState(today);
  const formRef = useRef<HTMLFormElement>(null);
  const methodId = useId();

  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('input')?.focus();
  }, []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (record.isPending) return;
    errors.clear();
    const amountTzs = parseWholeTzs(amount);
    record.mutate(
      { amountTzs, method, receipt: receipt.trim(), paidOn },
      {
        onSuccess: () => {
          toast.success(t('record.done', { amount: formatTzs(amountTzs), name: pledge.name }));
          onDone();
        },
        onError: (error) => errors.show(error, formRef.current),
      },
    );
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-3">
      <h3 className="font-semibold text-stone-900">{t('record.title')}</h3>
      <FormAlert message={errors.form} />
      <Field
        label={t('record.amount')}
        hint={t('record.amountHint', { outstanding: formatTzs(pledge.outstandingTzs) })}
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
      <div>
        <label htmlFor={methodId} className="block font-medium text-sm text-stone-800">
          {t('record.method')}
        </label>
        <select
          id={methodId}
          name="method"
          value={method}
          onChange={(change) => setMethod(change.target.value as 'cash' | 'bank')}
          className={`${selectClass} mt-1.5`}
        >
          <option value="cash">{t('method.cash')}</option>
          <option value="bank">{t('method.bank')}</option>
        </select>
      </div>
      <Field
        label={t('record.receipt')}
        name="receipt"
        autoComplete="off"
        maxLength={RECEIPT_NUMBER_MAX}
        value={receipt}
        error={errors.fieldError('receipt')}
        onChange={(change) => {
          setReceipt(change.target.value);
          errors.clearField('receipt');
        }}
      />
      <Field
        label={t('record.paidOn')}
        name="paidOn"
        type="date"
        max={today}
        value={paidOn}
        error={errors.fieldError('paidOn')}
        onChange={(change) => {
          setPaidOn(change.target.value);
          errors.clearField('paidOn');
        }}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          {t('dialog.back')}
        </Button>
        <Button type="submit" loading={record.isPending}>
          {t('record.submit')}
        </Button>
      </div>
    </form>
  );
}
