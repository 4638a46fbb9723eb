// A confirmation inside a dialog that is already open (reversing a payment, cancelling a pledge): the question, an
// optional required reason, and the two answers.
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { ReasonField } from '../../../components/reason-field.tsx';
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
        <ReasonField
          id={`${id}-reason`}
          missingId={`${id}-missing`}
          name="reason"
          label={reasonLabel}
          value={reason}
          onChange={(value) => {
            setReason(value);
            if (value.trim()) setMissing(false);
          }}
          maxLength={reasonMax}
          missingMessage={missing ? t('dialog.reasonRequired') : null}
          textareaRef={reasonRef}
        />
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
