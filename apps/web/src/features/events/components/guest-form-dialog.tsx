// Add a guest, or change one: name, phone, e-mail, household or group (the list's groups offered as you type),
// side, seats on the card and notes. A refusal is said at its field; a phone already on the list, at the phone.
import type { GuestRow } from '@sherehe/core/api/guests';
import {
  GUEST_GROUP_MAX,
  GUEST_NAME_MAX,
  GUEST_NOTES_MAX,
  GUEST_SEATS_MAX,
  type GuestSide,
  guestSides,
} from '@sherehe/core/guest-rules';
import { formatPhone } from '@sherehe/core/phone';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/field.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { RadioChoices, TextAreaField } from '../../../components/form-controls.tsx';
import { problemText, reasonOf } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast.ts';
import { useFormErrors } from '../../../lib/use-form-errors.ts';
import { useAddGuest, useUpdateGuest } from '../api/use-guest-changes.ts';
import { FormDialog } from './form-dialog.tsx';

const fields = ['name', 'phone', 'email', 'group', 'side', 'seats', 'notes'] as const;

type GuestFormDialogProps = {
  eventId: string;
  /** The guest to change; a new one without it. */
  guest?: GuestRow;
  /** The list's groups, offered in the group field. */
  groups: string[];
  onClose: () => void;
};

export function GuestFormDialog({ eventId, guest, groups, onClose }: GuestFormDialogProps) {
  const { t } = useTranslation('eventManage');
  const add = useAddGuest(eventId);
  const update = useUpdateGuest(eventId);
  const pending = add.isPending || update.isPending;
  const errors = useFormErrors(fields);
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const [values, setValues] = useState({
    name: guest?.name ?? '',
    phone: guest?.phone ? formatPhone(guest.phone) : '',
    email: guest?.email ?? '',
    group: guest?.group ?? '',
    seats: String(guest?.seats ?? 1),
    notes: guest?.notes ?? '',
  });
  const [side, setSide] = useState<GuestSide>(guest?.side ?? 'either');
  const [seatsWrong, setSeatsWrong] = useState(false);

  const set = (field: keyof typeof values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    errors.clearField(field);
    if (field === 'seats') setSeatsWrong(false);
  };

  // The server's answer for a phone already on the list names no field: it belongs beside the phone all the same.
  const phoneTaken = errors.formReason === 'guest.phone_taken';
  const seatsProblem = seatsWrong
    ? problemText({ reason: 'guest.seats_invalid', params: { max: GUEST_SEATS_MAX } })
    : errors.fieldError('seats');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    errors.clear();
    const seats = Number(values.seats.trim() || '1');
    if (!Number.isInteger(seats) || seats < 1 || seats > GUEST_SEATS_MAX) {
      setSeatsWrong(true);
      formRef.current?.querySelector<HTMLElement>('[name="seats"]')?.focus();
      return;
    }
    const name = values.name.trim();
    const body = { ...values, name, side, seats };
    const done = (words: string) => () => {
      toast.success(t(words, { name }));
      onClose();
    };
    const failed = (error: unknown) => {
      errors.show(error, formRef.current);
      // errors.show moves to a field the refusal names; a phone already on the list names none.
      if (reasonOf(error) === 'guest.phone_taken') {
        requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[name="phone"]')?.focus());
      }
    };
    if (guest) {
      update.mutate(
        { guestId: guest.id, change: body },
        { onSuccess: done('guests.form.changed'), onError: failed },
      );
    } else {
      add.mutate(body, { onSuccess: done('guests.form.added'), onError: failed });
    }
  }

  return (
    <FormDialog
      title={guest ? t('guests.form.editTitle', { name: guest.name }) : t('guests.form.addTitle')}
      formId={`${id}-form`}
      submitLabel={guest ? t('guests.form.editSubmit') : t('guests.form.addSubmit')}
      pending={pending}
      onClose={onClose}
    >
      <form id={`${id}-form`} ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-3">
        <p className="text-sm text-stone-600">{t('guests.form.intro')}</p>
        <FormAlert message={phoneTaken ? null : errors.form} />
        <Field
          label={t('guests.form.name')}
          name="name"
          autoComplete="off"
          maxLength={GUEST_NAME_MAX}
          value={values.name}
          error={errors.fieldError('name')}
          onChange={(change) => set('name')(change.target.value)}
        />
        <Field
          label={t('guests.form.phone')}
          hint={t('guests.form.phoneHint')}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          value={values.phone}
          error={errors.fieldError('phone') ?? (phoneTaken ? errors.form : null)}
          onChange={(change) => {
            set('phone')(change.target.value);
            if (phoneTaken) errors.clear();
          }}
        />
        <Field
          label={t('guests.form.email')}
          name="email"
          type="email"
          autoComplete="off"
          value={values.email}
          error={errors.fieldError('email')}
          onChange={(change) => set('email')(change.target.value)}
        />
        <Field
          label={t('guests.form.group')}
          hint={t('guests.form.groupHint')}
          name="group"
          autoComplete="off"
          maxLength={GUEST_GROUP_MAX}
          list={groups.length > 0 ? `${id}-groups` : undefined}
          value={values.group}
          error={errors.fieldError('group')}
          onChange={(change) => set('group')(change.target.value)}
        />
        {groups.length > 0 ? (
          <datalist id={`${id}-groups`}>
            {groups.map((group) => (
              <option key={group} value={group} />
            ))}
          </datalist>
        ) : null}
        <RadioChoices
          legend={t('guests.form.side')}
          name="side"
          options={guestSides.map((value) => ({ value, label: t(`guests.sides.${value}`) }))}
          value={side}
          onChange={(value) => {
            setSide(value);
            errors.clearField('side');
          }}
          error={errors.fieldError('side')}
        />
        <Field
          label={t('guests.form.seats')}
          hint={t('guests.form.seatsHint', { max: GUEST_SEATS_MAX })}
          name="seats"
          type="number"
          inputMode="numeric"
          min={1}
          max={GUEST_SEATS_MAX}
          step={1}
          value={values.seats}
          error={seatsProblem}
          onChange={(change) => set('seats')(change.target.value)}
        />
        <TextAreaField
          label={t('guests.form.notes')}
          name="notes"
          rows={3}
          maxLength={GUEST_NOTES_MAX}
          value={values.notes}
          error={errors.fieldError('notes')}
          onChange={(change) => set('notes')(change.target.value)}
        />
      </form>
    </FormDialog>
  );
}
