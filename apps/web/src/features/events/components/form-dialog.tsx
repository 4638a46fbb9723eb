// The committee's form dialogs (add a pledge, a guest, a card type; import a file): a Dialog that cannot be closed
// while its form is being sent, with Cancel and the form's submit button below it. `finished` replaces the two with one
// button once there is nothing more to send (an import's summary).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { Dialog } from '../../../components/dialog.tsx';

type FormDialogProps = {
  title: ReactNode;
  /** The id of the form inside, which the submit button sends. */
  formId: string;
  submitLabel: string;
  pending: boolean;
  onClose: () => void;
  finished?: { label: string } | null;
  children: ReactNode;
};

export function FormDialog({
  title,
  formId,
  submitLabel,
  pending,
  onClose,
  finished,
  children,
}: FormDialogProps) {
  const { t } = useTranslation('eventManage');
  return (
    <Dialog
      open
      onClose={() => {
        if (!pending) onClose();
      }}
      title={title}
      closeLabel={t('dialog.close')}
      footer={
        finished ? (
          <Button onClick={onClose}>{finished.label}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" form={formId} loading={pending}>
              {submitLabel}
            </Button>
          </>
        )
      }
    >
      {children}
    </Dialog>
  );
}
