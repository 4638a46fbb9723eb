// Sign in with an e-mail address or phone number and a password; the server answers with the user and a cookie.
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Field } from '../../../components/field.tsx';
import { useSignIn } from '../api/use-sign-in.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { FormAlert } from '../components/form-alert.tsx';
import { PasswordField } from '../components/password-field.tsx';
import { SubmitButton } from '../components/submit-button.tsx';
import { useFinishSignIn } from '../components/use-finish-sign-in.ts';
import { useFormErrors } from '../components/use-form-errors.ts';

const fields = ['identifier', 'password'] as const;
const link =
  'inline-flex min-h-11 items-center font-semibold text-teal-700 underline-offset-2 hover:underline';

export function LoginPage() {
  const { t } = useTranslation('accounts');
  const [params] = useSearchParams();
  // Arriving from the register form's "already exists" message: the identifier comes along.
  const fromRegister = (useLocation().state as { identifier?: unknown } | null)?.identifier;
  const [identifier, setIdentifier] = useState(typeof fromRegister === 'string' ? fromRegister : '');
  const [password, setPassword] = useState('');
  const signIn = useSignIn();
  const errors = useFormErrors(fields);
  const finish = useFinishSignIn();
  const next = params.get('next');
  const keepNext = next ? `?${new URLSearchParams({ next })}` : '';

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (signIn.isPending) return;
    const form = event.currentTarget;
    errors.clear();
    signIn.mutate(
      { identifier: identifier.trim(), password },
      {
        onSuccess: (response) => finish(response, t('signIn.welcome', { name: response.user.name })),
        onError: (error) => errors.show(error, form),
      },
    );
  }

  return (
    <AuthCard
      title={t('signIn.title')}
      intro={t('signIn.intro')}
      footer={
        <p>
          {t('signIn.noAccount')}{' '}
          <Link to={`/event-planners/register${keepNext}`} className={link}>
            {t('signIn.registerLink')}
          </Link>
        </p>
      }
    >
      <FormAlert problem={errors.form} />
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <Field
          name="identifier"
          label={t('fields.identifier')}
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
            <Link to="/event-planners/reset-password" className={link}>
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
    </AuthCard>
  );
}
