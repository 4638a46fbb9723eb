// A confirmation with a note: approving or rejecting a vendor request, suspending or reinstating a vendor. The note
// is required where the server requires it (a rejection, a suspension) and checked here first.
import { LoaderCircle } from 'lucide-react';
import { type FormEvent, type RefObject, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { Dialog } from '../../../components/dialog.tsx';
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
          <div className="mt-4">
            <label htmlFor={`${id}-note`} className="font-medium text-sm text-stone-900">
              {noteLabel}
              {noteRequired ? null : (
                <span className="font-normal text-stone-600"> {t('noteDialog.optional')}</span>
              )}
            </label>
            <textarea
              ref={noteRef}
              id={`${id}-note`}
              value={note}
              rows={3}
              maxLength={NOTE_MAX_LENGTH}
              required={noteRequired}
              aria-invalid={missing || undefined}
              aria-describedby={missing ? `${id}-missing` : undefined}
              onChange={(event) => {
                setNote(event.target.value);
                if (event.target.value.trim()) setMissing(false);
              }}
              className="mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 focus-visible:border-teal-700 focus-visible:outline-2 focus-visible:outline-teal-700 aria-invalid:border-red-600"
            />
            {missing ? (
              <p id={`${id}-missing`} className="mt-1 font-medium text-red-700 text-sm">
                {t('noteDialog.required')}
              </p>
            ) : null}
          </div>
        ) : null}
      </form>
      <DialogError error={error} />
    </Dialog>
  );
}
