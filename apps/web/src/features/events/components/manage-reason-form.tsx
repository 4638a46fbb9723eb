// A confirmation inside a dialog that is already open (reversing a payment, cancelling a pledge): the question, an
// optional required reason, and the two answers.
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { errorText } from '../../../lib/error-text.ts';

type ManageReasonFormProps = {
  heading: string;
  body: string;
  confirmLabel: string;
  /** Without it, no reason is asked. */
  reasonLabel?: string;
  reasonMax?: number;
  pending: boolean;
  error: unknown;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
};

export function ManageReasonForm({
  heading,
  body,
  confirmLabel,
  reasonLabel,
  reasonMax = 300,
  pending,
  error,
  onConfirm,
  onCancel,
}: ManageReasonFormProps) {
  const { t } = useTranslation('eventManage');
  const id = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);

  // The content of the dialog changed: say so by moving there.
  useEffect(() => {
    (reasonRef.current ?? headingRef.current)?.focus();
  }, []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    if (reasonLabel && !reason.trim()) {
      setMissing(true);
      reasonRef.current?.focus();
      return;
    }
    onConfirm(reason.trim());
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <h3 ref={headingRef} tabIndex={-1} className="font-semibold text-stone-900 outline-none">
        {heading}
      </h3>
      <p className="text-stone-700">{body}</p>
      {reasonLabel ? (
        <div>
          <label htmlFor={`${id}-reason`} className="font-medium text-sm text-stone-900">
            {reasonLabel}
          </label>
          <textarea
            ref={reasonRef}
            id={`${id}-reason`}
            name="reason"
            rows={3}
            maxLength={reasonMax}
            value={reason}
            aria-invalid={missing || undefined}
            aria-describedby={missing ? `${id}-missing` : undefined}
            onChange={(change) => {
              setReason(change.target.value);
              if (change.target.value.trim()) setMissing(false);
            }}
            className="mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 focus-visible:border-teal-700 focus-visible:outline-2 focus-visible:outline-teal-700 aria-invalid:border-red-600"
          />
          {missing ? (
            <p id={`${id}-missing`} className="mt-1 font-medium text-red-700 text-sm">
              {t('dialog.reasonRequired')}
            </p>
          ) : null}
        </div>
      ) : null}
      {error ? <FormAlert message={errorText(error)} /> : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {t('dialog.back')}
        </Button>
        <Button type="submit" variant="danger" loading={pending}>
          {confirmLabel}
        </Button>
      </div>
    </form>
  );
}
