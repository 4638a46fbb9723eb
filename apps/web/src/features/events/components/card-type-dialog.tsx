// Add a card type, or change one: its name, the seats a card admits, and when its cards go out (at once, once the
// guest's pledge is paid, or once it has reached an amount). A refusal is said at its field.
import type { CardType } from '@sherehe/core/api/cards';
import { CARD_TYPE_NAME_MAX, type CardReleaseRule, cardReleaseRules } from '@sherehe/core/card-rules';
import { formatDecimal } from '@sherehe/core/decimal-text';
import { GUEST_SEATS_MAX } from '@sherehe/core/guest-rules';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/field.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { RadioChoices } from '../../../components/form-controls.tsx';
import { toast } from '../../../lib/toast.ts';
import { useFormErrors } from '../../../lib/use-form-errors.ts';
import { useAddCardType, useUpdateCardType } from '../api/use-card-changes.ts';
import { parseWholeTzs } from '../whole-tzs.ts';
import { FormDialog } from './form-dialog.tsx';

const fields = ['name', 'seats', 'rule', 'amountTzs'] as const;

type CardTypeDialogProps = {
  eventId: string;
  /** The type to change; a new one without it. */
  type?: CardType;
  onClose: () => void;
};

export function CardTypeDialog({ eventId, type, onClose }: CardTypeDialogProps) {
  const { t } = useTranslation('eventManage');
  const add = useAddCardType(eventId);
  const update = useUpdateCardType(eventId);
  const pending = add.isPending || update.isPending;
  const errors = useFormErrors(fields);
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const [name, setName] = useState(type?.name ?? '');
  const [seats, setSeats] = useState(String(type?.seats ?? 1));
  const [rule, setRule] = useState<CardReleaseRule>(type?.rule ?? 'now');
  const [amount, setAmount] = useState(type?.amountTzs ? formatDecimal(type.amountTzs) : '');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    errors.clear();
    const typed = name.trim();
    const body = {
      name: typed,
      // What is not a whole number goes as it is, so the server's refusal (with its limits) is what is read.
      seats: Number(seats.trim() || '1'),
      rule,
      amountTzs: rule === 'pledge_amount' ? parseWholeTzs(amount) : null,
    };
    const done = (words: string) => () => {
      toast.success(t(words, { name: typed }));
      onClose();
    };
    const failed = (error: unknown) => errors.show(error, formRef.current);
    if (type) {
      update.mutate(
        { typeId: type.id, change: body },
        { onSuccess: done('cards.types.form.changed'), onError: failed },
      );
    } else {
      add.mutate(body, { onSuccess: done('cards.types.form.added'), onError: failed });
    }
  }

  return (
    <FormDialog
      title={type ? t('cards.types.form.editTitle', { name: type.name }) : t('cards.types.form.addTitle')}
      formId={`${id}-form`}
      submitLabel={type ? t('cards.types.form.editSubmit') : t('cards.types.form.addSubmit')}
      pending={pending}
      onClose={onClose}
    >
      <form id={`${id}-form`} ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-3">
        <FormAlert message={errors.form} />
        <Field
          label={t('cards.types.form.name')}
          hint={t('cards.types.form.nameHint')}
          name="name"
          autoComplete="off"
          maxLength={CARD_TYPE_NAME_MAX}
          value={name}
          error={errors.fieldError('name')}
          onChange={(change) => {
            setName(change.target.value);
            errors.clearField('name');
          }}
        />
        <Field
          label={t('cards.types.form.seats')}
          hint={t('cards.types.form.seatsHint', { max: GUEST_SEATS_MAX })}
          name="seats"
          type="number"
          inputMode="numeric"
          min={1}
          max={GUEST_SEATS_MAX}
          step={1}
          value={seats}
          error={errors.fieldError('seats')}
          onChange={(change) => {
            setSeats(change.target.value);
            errors.clearField('seats');
          }}
        />
        <RadioChoices
          legend={t('cards.types.form.rule')}
          name="rule"
          options={cardReleaseRules.map((value) => ({ value, label: t(`cards.types.form.rules.${value}`) }))}
          value={rule}
          onChange={(value) => {
            setRule(value);
            errors.clearField('rule');
          }}
          error={errors.fieldError('rule')}
        />
        {rule === 'pledge_amount' ? (
          <Field
            label={t('cards.types.form.amount')}
            hint={t('cards.types.form.amountHint')}
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
        ) : null}
        {rule === 'now' ? null : <p className="text-sm text-stone-600">{t('cards.types.form.ruleHint')}</p>}
      </form>
    </FormDialog>
  );
}
