// A confirmation with a note: approving or rejecting a vendor request, suspending or reinstating a vendor. The note
// is required where the server requires it (a rejection, a suspension) and checked here first.
import { LoaderCircle } from 'lucide-react';
import { type FormEvent, type RefObject, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { Dialog } from '../../../components/dialog.tsx';
import { ReasonField } from '../../../components/reason-field.tsx';
import { DialogError } from './dialog-error.tsx';

// The server's limit for notes and reasons.
const NOTE_MAX_LENGTH = 1000;

type NoteDialogProps = {
  title: string;
  body: string;
  confirmLabel: string;
  /** Without a label, the dialog asks for no note. */
  noteLabel?: string;
  noteRequired?: boolean;
  danger?: boolean;
  pending: boolean;
  error: unknown;
  onConfirm: (note: string) => void;
  onClose: () => void;
  returnFocusRef: RefObject<HTMLElement | null>;
};

export function NoteDialog({
  title,
  body,
  confirmLabel,
  noteLabel,
  noteRequired = false,
  danger = false,
  pending,
  error,
  onConfirm,
  onClose,
  returnFocusRef,
}: NoteDialogProps) {
  const { t } = useTranslation('admin');
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const formId = `${id}-form`;
  const close = () => {
    if (!pending) onClose();
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    if (noteLabel && noteRequired && !note.trim()) {
      setMissing(true);
      noteRef.current?.focus();
      return;
    }
    onConfirm(note.trim());
  }

  return (
    <Dialog
      open
      onClose={close}
      title={title}
      closeLabel={t('dialog.close')}
      initialFocusRef={noteLabel ? noteRef : cancelRef}
      returnFocusRef={returnFocusRef}
      footer={
        <>
          <Button ref={cancelRef} type="button" onClick={close} variant="secondary">
            {t('dialog.cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            aria-disabled={pending || undefined}
            variant={danger ? 'danger' : 'primary'}
          >
            {pending ? (
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
            ) : null}
            {pending ? t('dialog.saving') : confirmLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <p className="text-base text-stone-700">{body}</p>
        {noteLabel ? (
          <ReasonField
            className="mt-4"
            id={`${id}-note`}
            missingId={`${id}-missing`}
            label={
              <>
                {noteLabel}
                {noteRequired ? null : (
                  <span className="font-normal text-stone-600"> {t('noteDialog.optional')}</span>
                )}
              </>
            }
            value={note}
            onChange={(value) => {
              setNote(value);
              if (value.trim()) setMissing(false);
            }}
            maxLength={NOTE_MAX_LENGTH}
            required={noteRequired}
            missingMessage={missing ? t('noteDialog.required') : null}
            textareaRef={noteRef}
          />
        ) : null}
      </form>
      <DialogError error={error} />
    </Dialog>
  );
}
