// Sign in with an e-mail address or phone number and a password; the server answers with the user and a cookie.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Field } from '../../../components/field.tsx';
import { useSignIn } from '../api/use-sign-in.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { authLinkClass, withNext } from '../components/auth-links.ts';
import { FormAlert } from '../components/form-alert.tsx';
import { PasswordField } from '../components/password-field.tsx';
import { SubmitButton } from '../components/submit-button.tsx';
import { useAuthSubmit } from '../components/use-auth-submit.ts';
import { useFormErrors } from '../components/use-form-errors.ts';

const fields = ['identifier', 'password'] as const;

export function LoginPage() {
  const { t } = useTranslation('accounts');
  const [params] = useSearchParams();
  // Arriving from the register form's "already exists" message: the identifier comes along.
  const fromRegister = (useLocation().state as { identifier?: unknown } | null)?.identifier;
  const [identifier, setIdentifier] = useState(typeof fromRegister === 'string' ? fromRegister : '');
  const [password, setPassword] = useState('');
  const signIn = useSignIn();
  const errors = useFormErrors(fields);
  const submit = useAuthSubmit(signIn, errors, ({ user }) => t('signIn.welcome', { name: user.name }));

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
      <form
        noValidate
        onSubmit={(event) => submit(event, { identifier: identifier.trim(), password })}
        className="flex flex-col gap-5"
      >
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
            <Link to="/event-planners/reset-password" className={authLinkClass}>
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
