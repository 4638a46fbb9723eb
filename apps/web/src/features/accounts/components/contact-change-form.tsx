// A new e-mail address or phone number for the account: asked with the current password, and made only once the
// link sent to the new one is opened (both sign in, so a typo or someone at an unlocked phone must not take over).
import type { ChangeContactResponse } from '@sherehe/core/api/auth';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { Field } from '../../../components/field.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useFormErrors } from '../../../lib/use-form-errors.ts';
import { useChangeContact } from '../api/use-account-details.ts';
import { PasswordField } from './password-field.tsx';
import { useFormSubmit } from './use-form-submit.ts';

const fields = ['value', 'password'] as const;

type ContactChangeFormProps = {
  kind: 'email' | 'phone';
  onSent: (sent: ChangeContactResponse) => void;
  onCancel: () => void;
};

export function ContactChangeForm({ kind, onSent, onCancel }: ContactChangeFormProps) {
  const { t } = useTranslation('accounts');
  const [value, setValue] = useState('');
  const [password, setPassword] = useState('');
  const change = useChangeContact();
  const errors = useFormErrors(fields);
  const submit = useFormSubmit(change, errors, onSent);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => form.current?.querySelector('input')?.focus(), []);

  return (
    <div className="mt-3 max-w-md">
      <FormAlert className="mb-5" message={errors.form} />
      <form
        ref={form}
        noValidate
        className="flex flex-col gap-5"
        onSubmit={(event) => submit(event, { kind, value, password, language: currentLanguage() })}
      >
        <Field
          name="value"
          label={t(`contact.new.${kind}`)}
          hint={t(`contact.hint.${kind}`)}
          // A number pad and the phone's own number to pick on phones; no capitals or spelling fixes for either.
          type={kind === 'email' ? 'email' : 'tel'}
          inputMode={kind === 'email' ? 'email' : 'tel'}
          autoComplete={kind === 'email' ? 'email' : 'tel'}
          autoCapitalize="none"
          spellCheck={false}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            errors.clearField('value');
          }}
          error={errors.fieldError('value')}
        />
        <PasswordField
          name="password"
          label={t('fields.currentPassword')}
          hint={t('contact.passwordHint')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            errors.clearField('password');
          }}
          error={errors.fieldError('password')}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" loading={change.isPending}>
            {change.isPending ? t('contact.sending') : t('contact.send')}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {t('profile.cancel')}
          </Button>
        </div>
      </form>
    </div>
  );
}
