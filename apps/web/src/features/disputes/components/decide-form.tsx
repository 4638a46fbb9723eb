// An admin's decision on a dispute: everything back to the customer, part of it (the rest released to the vendor),
// or all of it released to the vendor, with the reason both sides read. Final once sent, so it is said back to the
// admin in a confirmation first.
import {
  DISPUTE_NOTE_MAX,
  type DisputeOutcome,
  disputeOutcomes,
  type OrderDispute,
} from '@sherehe/core/api/disputes';
import type { OrderDetail } from '@sherehe/core/api/orders';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { Dialog } from '../../../components/dialog.tsx';
import { Field } from '../../../components/field.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { RadioChoices, TextAreaField } from '../../../components/form-controls.tsx';
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
  const headingId = useId();
  const decide = useDecideDispute(dispute.id, onOrder);
  const errors = useFormErrors(fields);
  const [outcome, setOutcome] = useState<DisputeOutcome | ''>('');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const paid = formatTzs(order.paidTzs);

  const send = () => {
    const form = formRef.current;
    setConfirming(false);
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

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (decide.isPending) return;
    // Without a decision there is nothing to confirm: the server's refusal says what is missing.
    if (outcome === '') send();
    else setConfirming(true);
  };

  const decision =
    outcome === 'partial_refund'
      ? t('outcome.partial_refund', { amount: formatTzs(shillings(amount) || 0) })
      : outcome === 'refund'
        ? t('outcome.refund', { amount: paid })
        : t('outcome.release');

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-labelledby={headingId}
      className="mt-4 flex flex-col gap-4 border-stone-200 border-t pt-4"
    >
      <h3 id={headingId} className="font-semibold text-stone-900">
        {t('decide.heading')}
      </h3>
      <FormAlert message={errors.form} />
      <RadioChoices
        legend={t('decide.legend')}
        name="outcome"
        options={disputeOutcomes.map((kind) => ({
          value: kind,
          label: t(`decide.${kind}`, { amount: paid }),
        }))}
        value={outcome}
        onChange={(kind) => {
          setOutcome(kind);
          errors.clearField('outcome');
        }}
        error={errors.fieldError('outcome')}
      />
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
      <Button ref={submitRef} type="submit" className="self-start" loading={decide.isPending}>
        {t('decide.submit')}
      </Button>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('decide.confirmTitle')}
        closeLabel={t('decide.close')}
        returnFocusRef={submitRef}
        footer={
          <>
            <Button type="button" variant="secondary" onClick={() => setConfirming(false)}>
              {t('decide.back')}
            </Button>
            <Button type="button" onClick={send}>
              {t('decide.submit')}
            </Button>
          </>
        }
      >
        <p className="font-medium text-stone-900">{decision}</p>
        <p className="mt-2 text-stone-700">{t('decide.confirmFinal')}</p>
      </Dialog>
    </form>
  );
}
