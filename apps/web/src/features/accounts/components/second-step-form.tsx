// The second step of signing in to an account with two-step sign-in: the code from the authenticator app, or a
// recovery code. The session starts only when it passes.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert.tsx';
import { useFormErrors } from '../../../lib/use-form-errors.ts';
import { useSignInWithCode } from '../api/use-sign-in.ts';
import { CodeField } from './account-fields.tsx';
import { AuthCard } from './auth-card.tsx';
import { authLinkClass } from './auth-links.ts';
import { SubmitButton } from './submit-button.tsx';
import { useAuthSubmit } from './use-auth-submit.ts';

const fields = ['code'] as const;

export function SecondStepForm({ challenge, onStartAgain }: { challenge: string; onStartAgain: () => void }) {
  const { t } = useTranslation('accounts');
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const signIn = useSignInWithCode();
  const errors = useFormErrors(fields);
  const submit = useAuthSubmit(signIn, errors, ({ user }) => t('signIn.welcome', { name: user.name }));
  // A spent step (expired, or too many tries): only the password step helps.
  const expired = errors.formReason === 'auth.second_factor_challenge_expired';

  // The page changed under the reader's eyes: put them in the one field there is.
  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>('[name="code"]')?.focus();
  }, []);

  const startAgain = (
    <button type="button" onClick={onStartAgain} className={authLinkClass}>
      {t('secondStep.startAgain')}
    </button>
  );

  return (
    <AuthCard title={t('secondStep.title')} intro={t('secondStep.intro')} footer={startAgain}>
      <FormAlert className="mb-5" message={errors.form} />
      <form
        ref={formRef}
        noValidate
        className="flex flex-col gap-5"
        onSubmit={(event) => submit(event, { challenge, code: code.trim() })}
      >
        <CodeField
          key={recovery ? 'recovery' : 'app'}
          recovery={recovery}
          label={recovery ? t('secondStep.recoveryLabel') : t('secondStep.code')}
          hint={recovery ? t('secondStep.recoveryHint') : t('secondStep.codeHint')}
          value={code}
          onValue={(value) => {
            setCode(value);
            errors.clearField('code');
          }}
          error={errors.fieldError('code')}
        />
        <p className="-mt-2 text-sm">
          <button
            type="button"
            className={authLinkClass}
            onClick={() => {
              setRecovery((shown) => !shown);
              setCode('');
              errors.clearField('code');
            }}
          >
            {recovery ? t('secondStep.useApp') : t('secondStep.useRecovery')}
          </button>
        </p>
        {expired ? null : (
          <SubmitButton
            pending={signIn.isPending}
            label={t('secondStep.submit')}
            pendingLabel={t('secondStep.pending')}
          />
        )}
      </form>
    </AuthCard>
  );
}
