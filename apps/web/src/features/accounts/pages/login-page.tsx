// Sign in with an e-mail address or phone number and a password; the server answers with the user and a cookie.
// People coming back from the OpenID provider land here too, signed in (?signedIn=provider) or told why not (?error=).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Spinner } from '../../../components/spinner.tsx';
import { useSignIn } from '../api/use-sign-in.ts';
import { IdentifierField } from '../components/account-fields.tsx';
import { AuthCard } from '../components/auth-card.tsx';
import { authLinkClass, withNext } from '../components/auth-links.ts';
import { FormAlert } from '../components/form-alert.tsx';
import { PasswordField } from '../components/password-field.tsx';
import { ProviderSignInAlert } from '../components/provider-sign-in-alert.tsx';
import { ProviderSignInButton } from '../components/provider-sign-in-button.tsx';
import { SubmitButton } from '../components/submit-button.tsx';
import { useAuthSubmit } from '../components/use-auth-submit.ts';
import { useFormErrors } from '../components/use-form-errors.ts';
import { useProviderReturn } from '../components/use-provider-return.ts';

const fields = ['identifier', 'password'] as const;

export function LoginPage() {
  const { t } = useTranslation('accounts');
  const [params] = useSearchParams();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const signIn = useSignIn();
  const errors = useFormErrors(fields);
  const submit = useAuthSubmit(signIn, errors, ({ user }) => t('signIn.welcome', { name: user.name }));
  const providerReturn = useProviderReturn();

  if (providerReturn.finishing) {
    return (
      <AuthCard title={t('signIn.title')} intro={t('oidc.finishing')} footer={null}>
        <Spinner size={32} label={t('oidc.finishing')} className="mx-auto block" />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('signIn.title')}
      intro={t('signIn.intro')}
      footer={
        <p>
          {t('signIn.noAccount')}{' '}
          <Link to={withNext('/event-planners/register', params.get('next'))} className={authLinkClass}>
            {t('signIn.registerLink')}
          </Link>
        </p>
      }
    >
      <FormAlert problem={errors.form} />
      {/* Once the form has its own answer, that is the one to read. */}
      {errors.form ? null : <ProviderSignInAlert problem={providerReturn.problem} />}
      <form
        noValidate
        onSubmit={(event) => submit(event, { identifier: identifier.trim(), password })}
        className="flex flex-col gap-5"
      >
        <IdentifierField
          hint={false}
          value={identifier}
          onValue={(value) => {
            setIdentifier(value);
            errors.clearField('identifier');
          }}
          error={errors.fieldError('identifier')}
        />
        <div>
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
          <p className="mt-1 text-right text-sm">
            <Link
              to={withNext('/event-planners/reset-password', params.get('next'))}
              // What was typed here is typed there already (router state: never in the address or history).
              state={identifier.trim() ? { identifier: identifier.trim() } : undefined}
              className={authLinkClass}
            >
              {t('signIn.forgot')}
            </Link>
          </p>
        </div>
        <SubmitButton
          pending={signIn.isPending}
          label={t('signIn.submit')}
          pendingLabel={t('signIn.pending')}
        />
      </form>
      <ProviderSignInButton next={params.get('next')} />
    </AuthCard>
  );
}
