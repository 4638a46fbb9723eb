// Choose a new role for an account and confirm it; the server signs that person out so the new role takes effect.
import type { AdminUser } from '@sherehe/core/api/admin-users';
import { LoaderCircle } from 'lucide-react';
import { type FormEvent, type RefObject, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { Dialog } from '../../../components/dialog.tsx';
import { toast } from '../../../lib/toast.ts';
import { useUpdateUser } from '../api/use-update-user.ts';
import { DialogError } from './dialog-error.tsx';

const roles: readonly AdminUser['userRole'][] = ['user', 'vendor', 'admin'];

type ChangeRoleDialogProps = {
  user: AdminUser;
  onClose: () => void;
  returnFocusRef: RefObject<HTMLElement | null>;
};

export function ChangeRoleDialog({ user, onClose, returnFocusRef }: ChangeRoleDialogProps) {
  const { t } = useTranslation('admin');
  const formId = useId();
  const [role, setRole] = useState(user.userRole);
  const currentRoleRef = useRef<HTMLInputElement>(null);
  const update = useUpdateUser();
  const unchanged = role === user.userRole;
  // Closing mid-request would lose its outcome; the request is short.
  const close = () => {
    if (!update.isPending) onClose();
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (unchanged || update.isPending) return;
    update.mutate(
      { id: user.id, change: { userRole: role } },
      {
        onSuccess: (changed) => {
          toast.success(t('roleDialog.done', { name: changed.name, role: t(`roles.${changed.userRole}`) }));
          onClose();
        },
      },
    );
  }

  return (
    <Dialog
      open
      onClose={close}
      title={t('roleDialog.title', { name: user.name })}
      closeLabel={t('dialog.close')}
      initialFocusRef={currentRoleRef}
      returnFocusRef={returnFocusRef}
      footer={
        <>
          <Button type="button" onClick={close} variant="secondary">
            {t('dialog.cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            disabled={unchanged}
            aria-disabled={update.isPending || undefined}
          >
            {update.isPending ? (
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
            ) : null}
            {update.isPending ? t('dialog.saving') : t('roleDialog.confirm')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit}>
        <fieldset>
          <legend className="text-sm text-stone-700">{t('roleDialog.legend')}</legend>
          <div className="mt-2 flex flex-col gap-2">
            {roles.map((option) => (
              <label
                key={option}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-stone-200 px-3 has-checked:border-teal-600 has-checked:bg-teal-50 has-focus-visible:outline-2 has-focus-visible:outline-teal-700"
              >
                <input
                  ref={option === user.userRole ? currentRoleRef : undefined}
                  type="radio"
                  name="userRole"
                  value={option}
                  checked={role === option}
                  onChange={() => setRole(option)}
                  className="size-5 accent-teal-700"
                />
                <span className="font-medium text-stone-900">{t(`roles.${option}`)}</span>
                {option === user.userRole ? (
                  <span className="ml-auto text-sm text-stone-500">{t('roleDialog.current')}</span>
                ) : null}
              </label>
            ))}
          </div>
        </fieldset>
        <p className="mt-4 text-sm text-stone-600">{t('roleDialog.note', { name: user.name })}</p>
        <DialogError error={update.error} />
      </form>
    </Dialog>
  );
}
