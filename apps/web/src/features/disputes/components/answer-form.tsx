// The vendor's side of a dispute: written once, reworded while it is open.
import { DISPUTE_TEXT_MAX } from '@sherehe/core/api/disputes';
import type { OrderDetail } from '@sherehe/core/api/orders';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { TextAreaField } from '../../../components/form-controls.tsx';
import { toast } from '../../../lib/toast.ts';
import { useFormErrors } from '../../../lib/use-form-errors.ts';
import { type OnOrder, useAnswerDispute } from '../api/use-dispute.ts';

const fields = ['text'] as const;

export function AnswerForm({ order, onOrder }: { order: OrderDetail; onOrder: OnOrder }) {
  const { t } = useTranslation('disputes');
  const answered = order.dispute?.vendorText ?? null;
  const answer = useAnswerDispute(order.id, onOrder);
  const errors = useFormErrors(fields);
  const [text, setText] = useState(answered ?? '');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (answer.isPending) return;
    const form = event.currentTarget;
    errors.clear();
    answer.mutate(text, {
      onSuccess: () => toast.success(t('answer.sent')),
      onError: (error) => errors.show(error, form),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-3">
      <FormAlert message={errors.form} />
      <TextAreaField
        name="text"
        label={t('answer.label')}
        hint={t('answer.hint')}
        error={errors.fieldError('text')}
        value={text}
        maxLength={DISPUTE_TEXT_MAX}
        onChange={(event) => {
          setText(event.target.value);
          errors.clearField('text');
        }}
      />
      <Button type="submit" className="self-start" loading={answer.isPending}>
        {answered ? t('answer.update') : t('answer.submit')}
      </Button>
    </form>
  );
}
