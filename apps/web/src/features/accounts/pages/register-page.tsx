// Create an account with a name, an e-mail address or phone number and a password; it is signed in at once.

import { PASSWORD_MIN } from '@sherehe/core/password-rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Field } from '../../../components/field.tsx';
import { useRegister } from '../api/use-register.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { authLinkClass, withNext } from '../components/auth-links.ts';
import { FormAlert } from '../components/form-alert.tsx';
import { PasswordField } from '../components/password-field.tsx';
import { ProviderSignInButton } from '../components/provider-sign-in-button.tsx';
import { SubmitButton } from '../components/submit-button.tsx';
import { useAuthSubmit } from '../components/use-auth-submit.ts';
import { useFormErrors } from '../components/use-form-errors.ts';

const fields = ['name', 'identifier', 'password'] as const;

export function RegisterPage() {
  const { t } = useTranslation('accounts');
  const [params] = useSearchParams();
  const [name, setName] = useState('');
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const register = useRegister();
  const errors = useFormErrors(fields);
  const submit = useAuthSubmit(register, errors, ({ user }) => t('register.welcome', { name: user.name }));
  const signInPath = withNext('/event-planners/login', params.get('next'));
  const exists = errors.form?.kind === 'server' && errors.form.status === 409;

  return (
    <AuthCard
      title={t('register.title')}
      intro={t('register.intro')}
      footer={
        <p>
          {t('register.haveAccount')}{' '}
          <Link to={signInPath} className={authLinkClass}>
            {t('register.signInLink')}
          </Link>
        </p>
      }
    >
      <FormAlert problem={errors.form}>
        {exists ? (
          <Link
            to={signInPath}
            state={{ identifier: identifier.trim() }}
            className={`${authLinkClass} text-red-900`}
          >
            {t('register.signInInstead')}
          </Link>
        ) : null}
      </FormAlert>
      <form
        noValidate
        onSubmit={(event) => submit(event, { name: name.trim(), identifier: identifier.trim(), password })}
        className="flex flex-col gap-5"
      >
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
      <ProviderSignInButton next={params.get('next')} />
    </AuthCard>
  );
}
