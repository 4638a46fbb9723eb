// Forgot your password: without a token, ask for a link; arriving from the link (#token=…), choose a new password.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { FormAlert } from '../../../components/form-alert.tsx';
import { toLanguage } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useFormErrors } from '../../../lib/use-form-errors.ts';
import { useRequestPasswordReset, useResetPassword } from '../api/use-password-reset.ts';
import { IdentifierField, NewPasswordField } from '../components/account-fields.tsx';
import { AuthCard } from '../components/auth-card.tsx';
import { authLinkClass } from '../components/auth-links.ts';
import { LinkSent } from '../components/link-sent.tsx';
import { SubmitButton } from '../components/submit-button.tsx';
import { useFinishSignIn } from '../components/use-finish-sign-in.ts';
import { useFormSubmit } from '../components/use-form-submit.ts';
import { useLinkToken } from '../components/use-link-token.ts';

export function ResetPasswordPage() {
  const [token, forgetToken] = useLinkToken();
  return token ? <ChooseNewPassword key={token} token={token} onAskAgain={forgetToken} /> : <AskForLink />;
}

const backToSignIn = (label: string) => (
  <Link to={paths.login()} className={authLinkClass}>
    {label}
  </Link>
);

function AskForLink() {
  const { t, i18n } = useTranslation('accounts');
  // Carried from the sign-in page, where it was typed before "Forgot your password?".
  const location = useLocation();
  const carried = (location.state as { identifier?: unknown } | null)?.identifier;
  const next = new URLSearchParams(location.search).get('next') ?? undefined;
  const [identifier, setIdentifier] = useState(typeof carried === 'string' ? carried : '');
  const request = useRequestPasswordReset();
  const errors = useFormErrors(['identifier'] as const);
  const submit = useFormSubmit(request, errors);

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
      <FormAlert className="mb-5" message={errors.form} />
      <form
        noValidate
        className="flex flex-col gap-5"
        onSubmit={(event) =>
          submit(event, {
            identifier: identifier.trim(),
            language: toLanguage(i18n.resolvedLanguage ?? i18n.language),
            next,
          })
        }
      >
        <IdentifierField
          value={identifier}
          onValue={(value) => {
            setIdentifier(value);
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
  const finish = useFinishSignIn();
  const navigate = useNavigate();
  // The password is set either way; an account with two-step sign-in still gives its code on the sign-in page.
  const submit = useFormSubmit(reset, errors, (response) => {
    if ('challenge' in response) {
      navigate(paths.login(), { replace: true, state: { challenge: response.challenge } });
    } else finish(response, t('reset.done'));
  });
  const linkProblem = errors.formReason === 'account.reset_link_invalid';

  return (
    <AuthCard
      title={t('reset.chooseTitle')}
      intro={t('reset.chooseIntro')}
      footer={backToSignIn(t('linkSent.backToSignIn'))}
    >
      <FormAlert className="mb-5" message={errors.form}>
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
        <NewPasswordField
          name="password"
          label={t('fields.newPassword')}
          value={password}
          onValue={(value) => {
            setPassword(value);
            errors.clearField('password');
          }}
          error={errors.fieldError('password')}
        />
        <SubmitButton pending={reset.isPending} label={t('reset.save')} pendingLabel={t('reset.saving')} />
      </form>
    </AuthCard>
  );
}
