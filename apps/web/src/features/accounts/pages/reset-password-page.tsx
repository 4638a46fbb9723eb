// Forgot your password: without a token, ask for a link; arriving from the link (#token=…), choose a new password.
import { PASSWORD_MIN } from '@sherehe/core/api/auth';
import { MailCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Field } from '../../../components/field.tsx';
import { toLanguage } from '../../../lib/format.ts';
import { useRequestPasswordReset, useResetPassword } from '../api/use-password-reset.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { authLinkClass } from '../components/auth-links.ts';
import { FormAlert } from '../components/form-alert.tsx';
import { PasswordField } from '../components/password-field.tsx';
import { SubmitButton } from '../components/submit-button.tsx';
import { useAuthSubmit } from '../components/use-auth-submit.ts';
import { useFormErrors } from '../components/use-form-errors.ts';

function tokenIn(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token');
}

export function ResetPasswordPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [token, setToken] = useState(() => tokenIn(location.hash));

  // A link opened in this tab (not only a fresh load) brings its token too. The token then leaves the address bar
  // at once: it should not be bookmarked, shared or left in the history.
  useEffect(() => {
    const fromLink = tokenIn(location.hash);
    if (!fromLink) return;
    setToken(fromLink);
    navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [location, navigate]);

  return token ? (
    <ChooseNewPassword key={token} token={token} onAskAgain={() => setToken(null)} />
  ) : (
    <AskForLink />
  );
}

const backToSignIn = (label: string) => (
  <Link to="/event-planners/login" className={authLinkClass}>
    {label}
  </Link>
);

function AskForLink() {
  const { t, i18n } = useTranslation('accounts');
  const [identifier, setIdentifier] = useState('');
  const request = useRequestPasswordReset();
  const errors = useFormErrors(['identifier'] as const);

  if (request.isSuccess) {
    return (
      <AuthCard
        title={t('reset.sentTitle')}
        intro={t('reset.sent')}
        footer={backToSignIn(t('reset.backToSignIn'))}
      >
        <div className="flex items-start gap-3 rounded-lg bg-teal-50 p-4 text-teal-900">
          <MailCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
          <p className="text-base" role="status">
            {t('reset.sentHint', { identifier: identifier.trim() })}
          </p>
        </div>
        <button type="button" onClick={() => request.reset()} className={`${authLinkClass} mt-4`}>
          {t('reset.tryAnother')}
        </button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('reset.title')}
      intro={t('reset.intro')}
      footer={backToSignIn(t('reset.backToSignIn'))}
    >
      <FormAlert problem={errors.form} />
      <form
        noValidate
        className="flex flex-col gap-5"
        onSubmit={(event) => {
          event.preventDefault();
          if (request.isPending) return;
          const form = event.currentTarget;
          errors.clear();
          request.mutate(
            { identifier: identifier.trim(), language: toLanguage(i18n.resolvedLanguage ?? i18n.language) },
            { onError: (error) => errors.show(error, form) },
          );
        }}
      >
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
        <SubmitButton
          pending={request.isPending}
          label={t('reset.submit')}
          pendingLabel={t('reset.pending')}
        />
      </form>
    </AuthCard>
  );
}

function ChooseNewPassword({ token, onAskAgain }: { token: string; onAskAgain: () => void }) {
  const { t } = useTranslation('accounts');
  const [password, setPassword] = useState('');
  const reset = useResetPassword();
  const errors = useFormErrors(['password'] as const);
  const submit = useAuthSubmit(reset, errors, () => t('reset.done'));
  const linkProblem = errors.form?.kind === 'server' && errors.form.status === 400;

  return (
    <AuthCard
      title={t('reset.chooseTitle')}
      intro={t('reset.chooseIntro')}
      footer={backToSignIn(t('reset.backToSignIn'))}
    >
      <FormAlert problem={errors.form}>
        {linkProblem ? (
          <button type="button" onClick={onAskAgain} className={`${authLinkClass} text-red-900`}>
            {t('reset.askAgain')}
          </button>
        ) : null}
      </FormAlert>
      <form
        noValidate
        className="flex flex-col gap-5"
        onSubmit={(event) => submit(event, { token, password })}
      >
        <PasswordField
          name="password"
          label={t('fields.newPassword')}
          hint={t('fields.passwordHint', { min: PASSWORD_MIN })}
          autoComplete="new-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            errors.clearField('password');
          }}
          error={errors.fieldError('password')}
        />
        <SubmitButton pending={reset.isPending} label={t('reset.save')} pendingLabel={t('reset.saving')} />
      </form>
    </AuthCard>
  );
}
