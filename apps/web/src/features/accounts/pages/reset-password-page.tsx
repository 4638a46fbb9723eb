// Forgot your password: without a token, ask for a link; arriving from the link (#token=…), choose a new password.
import { PASSWORD_MIN } from '@sherehe/core/api/auth';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Field } from '../../../components/field.tsx';
import { toLanguage } from '../../../lib/format.ts';
import { useRequestPasswordReset, useResetPassword } from '../api/use-password-reset.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { authLinkClass } from '../components/auth-links.ts';
import { FormAlert } from '../components/form-alert.tsx';
import { LinkSent } from '../components/link-sent.tsx';
import { PasswordField } from '../components/password-field.tsx';
import { SubmitButton } from '../components/submit-button.tsx';
import { useAuthSubmit } from '../components/use-auth-submit.ts';
import { useFormErrors } from '../components/use-form-errors.ts';
import { useLinkToken } from '../components/use-link-token.ts';

export function ResetPasswordPage() {
  const [token, forgetToken] = useLinkToken();
  return token ? <ChooseNewPassword key={token} token={token} onAskAgain={forgetToken} /> : <AskForLink />;
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
      <LinkSent body={t('reset.sent')} identifier={identifier.trim()} onTryAnother={() => request.reset()} />
    );
  }

  return (
    <AuthCard
      title={t('reset.title')}
      intro={t('reset.intro')}
      footer={backToSignIn(t('linkSent.backToSignIn'))}
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
      footer={backToSignIn(t('linkSent.backToSignIn'))}
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
