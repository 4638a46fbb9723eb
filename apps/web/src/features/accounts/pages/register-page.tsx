// Create an account with a name, an e-mail address or phone number and a password. We send a link to that address;
// opened with the same password (on any device), it opens the account and signs it in.

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Field } from '../../../components/field.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { toLanguage } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useFormErrors } from '../../../lib/use-form-errors.ts';
import { useFinishRegistration, useRegister } from '../api/use-register.ts';
import { IdentifierField, NewPasswordField } from '../components/account-fields.tsx';
import { AuthCard } from '../components/auth-card.tsx';
import { authLinkClass } from '../components/auth-links.ts';
import { LinkSent } from '../components/link-sent.tsx';
import { PasswordField } from '../components/password-field.tsx';
import { ProviderSignInButton } from '../components/provider-sign-in-button.tsx';
import { SubmitButton } from '../components/submit-button.tsx';
import { useAuthSubmit } from '../components/use-auth-submit.ts';
import { useFormSubmit } from '../components/use-form-submit.ts';
import { useLinkToken } from '../components/use-link-token.ts';

const fields = ['name', 'identifier', 'password'] as const;

export function RegisterPage() {
  const [token, forgetToken] = useLinkToken();
  return token ? (
    <FinishRegistration key={token} token={token} onRegisterAgain={forgetToken} />
  ) : (
    <RegisterForm />
  );
}

function RegisterForm() {
  const { t, i18n } = useTranslation('accounts');
  const [params] = useSearchParams();
  const [name, setName] = useState('');
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const register = useRegister();
  const errors = useFormErrors(fields);
  const submit = useFormSubmit(register, errors);
  const signInPath = paths.login(params.get('next'));

  if (register.isSuccess) {
    return (
      <LinkSent
        body={t('register.sent')}
        identifier={identifier.trim()}
        onTryAnother={() => register.reset()}
      />
    );
  }

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
      <FormAlert className="mb-5" message={errors.form} />
      <form
        noValidate
        onSubmit={(event) =>
          submit(event, {
            name: name.trim(),
            identifier: identifier.trim(),
            password,
            language: toLanguage(i18n.resolvedLanguage ?? i18n.language),
            // The mailed link brings them back here (the server keeps only a path on this site).
            next: params.get('next') ?? undefined,
          })
        }
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
        <IdentifierField
          value={identifier}
          onValue={(value) => {
            setIdentifier(value);
            errors.clearField('identifier');
          }}
          error={errors.fieldError('identifier')}
        />
        <NewPasswordField
          name="password"
          label={t('fields.password')}
          value={password}
          onValue={(value) => {
            setPassword(value);
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

function FinishRegistration({ token, onRegisterAgain }: { token: string; onRegisterAgain: () => void }) {
  const { t } = useTranslation('accounts');
  const [password, setPassword] = useState('');
  const finish = useFinishRegistration();
  const errors = useFormErrors(['password'] as const);
  const submit = useAuthSubmit(finish, errors, ({ user }) => t('register.welcome', { name: user.name }));

  return (
    <AuthCard
      title={t('register.finishTitle')}
      intro={t('register.finishIntro')}
      footer={
        <Link to={paths.login()} className={authLinkClass}>
          {t('linkSent.backToSignIn')}
        </Link>
      }
    >
      <FormAlert className="mb-5" message={errors.form}>
        {errors.formReason === 'account.registration_link_invalid' ? (
          <button type="button" onClick={onRegisterAgain} className={`${authLinkClass} text-red-900`}>
            {t('register.again')}
          </button>
        ) : errors.formReason === 'account.exists' ? (
          <Link to={paths.login()} className={`${authLinkClass} text-red-900`}>
            {t('register.signInInstead')}
          </Link>
        ) : null}
      </FormAlert>
      <form
        noValidate
        className="flex flex-col gap-5"
        onSubmit={(event) => submit(event, { token, password })}
      >
        <PasswordField
          name="password"
          label={t('fields.password')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            errors.clearField('password');
          }}
          error={errors.fieldError('password')}
        />
        <SubmitButton
          pending={finish.isPending}
          label={t('register.finish')}
          pendingLabel={t('register.finishing')}
        />
      </form>
    </AuthCard>
  );
}
