// Confirm disabling an account (its owner is signed out everywhere and cannot sign in) or enabling it again.
import type { AdminUser } from '@sherehe/core/api/admin-users';
import { LoaderCircle } from 'lucide-react';
import { type RefObject, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { Dialog } from '../../../components/dialog.tsx';
import { toast } from '../../../lib/toast.ts';
import { useUpdateUser } from '../api/use-update-user.ts';
import { DialogError } from './dialog-error.tsx';

type AccountStatusDialogProps = {
  user: AdminUser;
  onClose: () => void;
  returnFocusRef: RefObject<HTMLElement | null>;
};

export function AccountStatusDialog({ user, onClose, returnFocusRef }: AccountStatusDialogProps) {
  const { t } = useTranslation('admin');
  const cancelRef = useRef<HTMLButtonElement>(null);
  const update = useUpdateUser();
  // What the dialog offers is the opposite of what the account is now.
  const disabling = !user.disabled;
  const words = disabling ? 'disableDialog' : 'enableDialog';
  const close = () => {
    if (!update.isPending) onClose();
  };

  function confirm() {
    if (update.isPending) return;
    update.mutate(
      { id: user.id, change: { disabled: disabling } },
      {
        onSuccess: (changed) => {
          toast.success(t(`${words}.done`, { name: changed.name }));
          onClose();
        },
      },
    );
  }

  return (
    <Dialog
      open
      onClose={close}
      title={t(`${words}.title`, { name: user.name })}
      closeLabel={t('dialog.close')}
      // The safe choice first: Enter on a dialog that just opened should not lock someone out.
      initialFocusRef={cancelRef}
      returnFocusRef={returnFocusRef}
      footer={
        <>
          <Button ref={cancelRef} type="button" onClick={close} variant="secondary">
            {t('dialog.cancel')}
          </Button>
          <Button
            type="button"
            onClick={confirm}
            aria-disabled={update.isPending || undefined}
            variant={disabling ? 'danger' : 'primary'}
          >
            {update.isPending ? (
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
            ) : null}
            {update.isPending ? t('dialog.saving') : t(`${words}.confirm`)}
          </Button>
        </>
      }
    >
      <p className="text-base text-stone-700">{t(`${words}.body`, { name: user.name })}</p>
      <DialogError error={update.error} />
    </Dialog>
  );
}
