// Sign in with an e-mail address or phone number and a password; the server answers with the user and a cookie.
// People coming back from the OpenID provider land here too, signed in (?signedIn=provider) or told why not (?error=).
// An account with two-step sign-in then asks for its code (also after a reset link, which passes its challenge here).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/form-alert.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { paths } from '../../../lib/paths.ts';
import { useFormErrors } from '../../../lib/use-form-errors.ts';
import { useSignIn } from '../api/use-sign-in.ts';
import { IdentifierField } from '../components/account-fields.tsx';
import { AuthCard } from '../components/auth-card.tsx';
import { authLinkClass } from '../components/auth-links.ts';
import { PasswordField } from '../components/password-field.tsx';
import { ProviderSignInAlert } from '../components/provider-sign-in-alert.tsx';
import { ProviderSignInButton } from '../components/provider-sign-in-button.tsx';
import { SecondStepForm } from '../components/second-step-form.tsx';
import { SubmitButton } from '../components/submit-button.tsx';
import { useFinishSignIn } from '../components/use-finish-sign-in.ts';
import { useFormSubmit } from '../components/use-form-submit.ts';
import { useProviderReturn } from '../components/use-provider-return.ts';

const fields = ['identifier', 'password'] as const;

export function LoginPage() {
  const { t } = useTranslation('accounts');
  const [params] = useSearchParams();
  const location = useLocation();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [challenge, setChallenge] = useState<string | null>(challengeIn(location.state));
  const signIn = useSignIn();
  const errors = useFormErrors(fields);
  const finish = useFinishSignIn();
  const submit = useFormSubmit(signIn, errors, (response) => {
    if ('challenge' in response) setChallenge(response.challenge);
    else finish(response, t('signIn.welcome', { name: response.user.name }));
  });
  const providerReturn = useProviderReturn();

  if (challenge) {
    return (
      <SecondStepForm
        challenge={challenge}
        onStartAgain={() => {
          setChallenge(null);
          setPassword('');
          signIn.reset();
        }}
      />
    );
  }

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
          <Link to={paths.register(params.get('next'))} className={authLinkClass}>
            {t('signIn.registerLink')}
          </Link>
        </p>
      }
    >
      <FormAlert className="mb-5" message={errors.form} />
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
              to={paths.resetPassword(params.get('next'))}
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

function challengeIn(state: unknown): string | null {
  const value = (state as { challenge?: unknown } | null)?.challenge;
  return typeof value === 'string' ? value : null;
}
