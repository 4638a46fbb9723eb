// A yes-or-no question before something that cannot be taken back quietly (closing the event, removing a member,
// deleting a rule, cancelling a pledge); with `reasonLabel`, also a required reason (reversing a payment).
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { Dialog } from '../../../components/dialog.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { ReasonField } from '../../../components/reason-field.tsx';
import { errorText } from '../../../lib/error-text.ts';

type ManageConfirmDialogProps = {
  title: string;
  body: string;
  confirmLabel: string;
  danger?: boolean;
  reasonLabel?: string;
  reasonMax?: number;
  pending: boolean;
  error: unknown;
  onConfirm: (reason: string) => void;
  onClose: () => void;
};

export function ManageConfirmDialog({
  title,
  body,
  confirmLabel,
  danger = false,
  reasonLabel,
  reasonMax = 300,
  pending,
  error,
  onConfirm,
  onClose,
}: ManageConfirmDialogProps) {
  const { t } = useTranslation('eventManage');
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const close = () => {
    if (!pending) onClose();
  };

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
    <Dialog
      open
      onClose={close}
      title={title}
      closeLabel={t('dialog.close')}
      initialFocusRef={reasonLabel ? reasonRef : cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={close}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" form={`${id}-form`} loading={pending} variant={danger ? 'danger' : 'primary'}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} onSubmit={submit} noValidate>
        <p className="text-base text-stone-700">{body}</p>
        {reasonLabel ? (
          <ReasonField
            className="mt-4"
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
      </form>
      {error ? <FormAlert className="mt-4" message={errorText(error)} /> : null}
    </Dialog>
  );
}
