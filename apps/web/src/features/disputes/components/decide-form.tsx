// An admin's decision on a dispute: everything back to the customer, part of it (the rest released to the vendor),
// or all of it released to the vendor, with the reason both sides read. Final once sent.
import {
  DISPUTE_NOTE_MAX,
  type DisputeOutcome,
  disputeOutcomes,
  type OrderDispute,
} from '@sherehe/core/api/disputes';
import type { OrderDetail } from '@sherehe/core/api/orders';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { Field } from '../../../components/field.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { TextAreaField } from '../../../components/form-controls.tsx';
import { useFormatTzs } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useFormErrors } from '../../../lib/use-form-errors.ts';
import { type OnOrder, useDecideDispute } from '../api/use-dispute.ts';

const fields = ['outcome', 'refundTzs', 'note'] as const;

/** Whole shillings as typed (1,250,000 or 1 250 000); anything else goes as it is, so the server's refusal explains. */
function shillings(typed: string): number {
  const compact = typed.replace(/[\s,]/g, '');
  return /^\d+$/.test(compact) ? Number(compact) : Number.NaN;
}

export function DecideForm({
  order,
  dispute,
  onOrder,
}: {
  order: OrderDetail;
  dispute: OrderDispute;
  onOrder: OnOrder;
}) {
  const { t } = useTranslation('disputes');
  const formatTzs = useFormatTzs();
  const legendId = useId();
  const decide = useDecideDispute(dispute.id, onOrder);
  const errors = useFormErrors(fields);
  const [outcome, setOutcome] = useState<DisputeOutcome | ''>('');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const paid = formatTzs(order.paidTzs);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (decide.isPending) return;
    const form = event.currentTarget;
    errors.clear();
    decide.mutate(
      {
        outcome: outcome as DisputeOutcome,
        ...(outcome === 'partial_refund' ? { refundTzs: shillings(amount) } : {}),
        note,
      },
      {
        onSuccess: () => toast.success(t('decide.done')),
        onError: (error) => errors.show(error, form),
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${legendId}-heading`}
      className="mt-4 flex flex-col gap-4 border-stone-200 border-t pt-4"
    >
      <h3 id={`${legendId}-heading`} className="font-semibold text-stone-900">
        {t('decide.heading')}
      </h3>
      <FormAlert message={errors.form} />
      <fieldset>
        <legend id={legendId} className="font-medium text-sm text-stone-800">
          {t('decide.legend')}
        </legend>
        <div className="mt-2 flex flex-col gap-1">
          {disputeOutcomes.map((kind) => (
            <label key={kind} className="flex min-h-11 items-center gap-3 text-base text-stone-900">
              <input
                type="radio"
                name="outcome"
                value={kind}
                checked={outcome === kind}
                onChange={() => {
                  setOutcome(kind);
                  errors.clearField('outcome');
                }}
                className="size-5 accent-teal-700"
              />
              {t(`decide.${kind}`, { amount: paid })}
            </label>
          ))}
        </div>
        {errors.fieldError('outcome') ? (
          <p className="mt-1.5 font-medium text-red-700 text-sm">{errors.fieldError('outcome')}</p>
        ) : null}
      </fieldset>
      {outcome === 'partial_refund' ? (
        <Field
          name="refundTzs"
          label={t('decide.amount')}
          hint={t('decide.amountHint', { amount: paid })}
          error={errors.fieldError('refundTzs')}
          inputMode="numeric"
          value={amount}
          onChange={(event) => {
            setAmount(event.target.value);
            errors.clearField('refundTzs');
          }}
        />
      ) : null}
      <TextAreaField
        name="note"
        label={t('decide.note')}
        error={errors.fieldError('note')}
        value={note}
        maxLength={DISPUTE_NOTE_MAX}
        rows={3}
        onChange={(event) => {
          setNote(event.target.value);
          errors.clearField('note');
        }}
      />
      <Button type="submit" className="self-start" loading={decide.isPending}>
        {t('decide.submit')}
      </Button>
    </form>
  );
}
