// Create an account with a name, an e-mail address or phone number and a password; it is signed in at once.
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Field } from '../../../components/field.tsx';
import { useRegister } from '../api/use-register.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { FormAlert } from '../components/form-alert.tsx';
import { PasswordField } from '../components/password-field.tsx';
import { SubmitButton } from '../components/submit-button.tsx';
import { useFinishSignIn } from '../components/use-finish-sign-in.ts';
import { useFormErrors } from '../components/use-form-errors.ts';

const fields = ['name', 'identifier', 'password'] as const;
const link =
  'inline-flex min-h-11 items-center font-semibold text-teal-700 underline-offset-2 hover:underline';
// The contract's minimum, copied so zod stays out of this page (register-page.test.tsx holds the two equal).
export const PASSWORD_MIN = 8;

export function RegisterPage() {
  const { t } = useTranslation('accounts');
  const [params] = useSearchParams();
  const [name, setName] = useState('');
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const register = useRegister();
  const errors = useFormErrors(fields);
  const finish = useFinishSignIn();
  const next = params.get('next');
  const signInPath = `/event-planners/login${next ? `?${new URLSearchParams({ next })}` : ''}`;
  const exists = errors.form?.kind === 'server' && errors.form.status === 409;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (register.isPending) return;
    const form = event.currentTarget;
    errors.clear();
    register.mutate(
      { name: name.trim(), identifier: identifier.trim(), password },
      {
        onSuccess: (response) => finish(response, t('register.welcome', { name: response.user.name })),
        onError: (error) => errors.show(error, form),
      },
    );
  }

  return (
    <AuthCard
      title={t('register.title')}
      intro={t('register.intro')}
      footer={
        <p>
          {t('register.haveAccount')}{' '}
          <Link to={signInPath} className={link}>
            {t('register.signInLink')}
          </Link>
        </p>
      }
    >
      <FormAlert problem={errors.form}>
        {exists ? (
          <Link to={signInPath} state={{ identifier: identifier.trim() }} className={`${link} text-red-900`}>
            {t('register.signInInstead')}
          </Link>
        ) : null}
      </FormAlert>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <Field
          name="name"
          label={t('fields.name')}
          type="text"
          autoComplete="name"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            errors.clearField('name');
          }}
          error={errors.fieldError('name')}
        />
        <Field
          name="identifier"
          label={t('fields.identifier')}
          hint={t('fields.identifierHint')}
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={identifier}
          onChange={(event) => {
            setIdentifier(event.target.value);
            errors.clearField('identifier');
          }}
          error={errors.fieldError('identifier')}
        />
        <PasswordField
          name="password"
          label={t('fields.password')}
          hint={t('fields.passwordHint', { min: PASSWORD_MIN })}
          autoComplete="new-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            errors.clearField('password');
          }}
          error={errors.fieldError('password')}
        />
        <SubmitButton
          pending={register.isPending}
          label={t('register.submit')}
          pendingLabel={t('register.pending')}
        />
      </form>
    </AuthCard>
  );
}
