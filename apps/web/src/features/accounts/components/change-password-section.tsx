// Change the password while signed in; the server ends every other session, so a lost phone is signed out too.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert.tsx';
import { toast } from '../../../lib/toast.ts';
import { useFormErrors } from '../../../lib/use-form-errors.ts';
import { useChangePassword } from '../api/use-account-security.ts';
import { NewPasswordField } from './account-fields.tsx';
import { PasswordField } from './password-field.tsx';
import { SubmitButton } from './submit-button.tsx';
import { useFormSubmit } from './use-form-submit.ts';

const fields = ['currentPassword', 'newPassword'] as const;

export function ChangePasswordSection() {
  const { t } = useTranslation('accounts');
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const change = useChangePassword();
  const errors = useFormErrors(fields);
  const submit = useFormSubmit(change, errors, () => {
    setCurrentPassword('');
    setNewPassword('');
    toast.success(t('password.changed'));
  });

  return (
    <section
      aria-labelledby="change-password"
      className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="change-password" className="font-semibold text-lg text-stone-900">
        {t('password.heading')}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{t('password.intro')}</p>
      <div className="mt-4 max-w-md">
        <FormAlert className="mb-5" message={errors.form} />
        <form
          noValidate
          className="flex flex-col gap-5"
          onSubmit={(event) => submit(event, { currentPassword, newPassword })}
        >
          <PasswordField
            name="currentPassword"
            label={t('fields.currentPassword')}
            autoComplete="current-password"
            value={currentPassword}
            onChange={(event) => {
              setCurrentPassword(event.target.value);
              errors.clearField('currentPassword');
            }}
            error={errors.fieldError('currentPassword')}
          />
          <NewPasswordField
            name="newPassword"
            label={t('fields.newPassword')}
            value={newPassword}
            onValue={(value) => {
              setNewPassword(value);
              errors.clearField('newPassword');
            }}
            error={errors.fieldError('newPassword')}
          />
          <SubmitButton
            pending={change.isPending}
            label={t('password.submit')}
            pendingLabel={t('password.pending')}
          />
        </form>
      </div>
    </section>
  );
}
