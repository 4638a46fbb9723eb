// The account page's two-step sign-in (admins): set up an authenticator app with a QR code and a first code, then
// keep the recovery codes shown once; later, new recovery codes or turning it off, each with the password and a code.
import type { SecondFactorSetupResponse } from '@sherehe/core/api/second-factor';
import { ShieldCheck } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert.tsx';
import { toast } from '../../../lib/toast.ts';
import { useFormErrors } from '../../../lib/use-form-errors.ts';
import {
  useConfirmSecondFactor,
  useDisableSecondFactor,
  useRegenerateRecoveryCodes,
  useSecondFactorStatus,
  useStartSecondFactorSetup,
} from '../api/use-second-factor.ts';
import { CodeField } from './account-fields.tsx';
import { PasswordField } from './password-field.tsx';
import { SubmitButton } from './submit-button.tsx';
import { TotpQrCode } from './totp-qr-code.tsx';
import { useFormSubmit } from './use-form-submit.ts';

const secondaryButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-stone-300 bg-white px-5 font-semibold text-teal-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 aria-disabled:cursor-wait aria-disabled:opacity-80';

export function TwoStepSection() {
  const { t } = useTranslation('accounts');
  const status = useSecondFactorStatus();
  const [codes, setCodes] = useState<string[] | null>(null);
  if (!status.data?.available) return null;

  return (
    <section
      aria-labelledby="two-step"
      className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="two-step" className="font-semibold text-lg text-stone-900">
          {t('twoStep.heading')}
        </h2>
        {status.data.enabled ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-green-50 px-2.5 py-0.5 font-medium text-green-800 text-sm">
            <ShieldCheck aria-hidden="true" className="size-4" />
            {t('twoStep.statusOn')}
          </span>
        ) : null}
      </div>
      {codes ? (
        <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
      ) : status.data.enabled ? (
        <>
          <p className="mt-1 text-sm text-stone-600">
            {t('twoStep.introOn')} {t('twoStep.recoveryLeft', { count: status.data.recoveryCodesLeft })}
          </p>
          <ManageTwoStep onCodes={setCodes} />
        </>
      ) : (
        <>
          <p className="mt-1 text-sm text-stone-600">{t('twoStep.introOff')}</p>
          <SetUpTwoStep onCodes={setCodes} />
        </>
      )}
    </section>
  );
}

function SetUpTwoStep({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const { t } = useTranslation('accounts');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [setup, setSetup] = useState<SecondFactorSetupResponse | null>(null);
  const start = useStartSecondFactorSetup();
  const confirm = useConfirmSecondFactor();
  const startErrors = useFormErrors(['password'] as const);
  const confirmErrors = useFormErrors(['code'] as const);
  const submitStart = useFormSubmit(start, startErrors, (answer) => {
    setPassword('');
    setSetup(answer);
  });
  const submitConfirm = useFormSubmit(confirm, confirmErrors, (answer) => {
    toast.success(t('twoStep.enabled'));
    onCodes(answer.recoveryCodes);
  });

  if (!setup) {
    return (
      <div className="mt-4 max-w-md">
        <FormAlert className="mb-5" message={startErrors.form} />
        <form
          noValidate
          className="flex flex-col gap-5"
          onSubmit={(event) => submitStart(event, { password })}
        >
          <PasswordField
            name="password"
            label={t('fields.password')}
            hint={t('twoStep.passwordForSetup')}
            autoComplete="current-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              startErrors.clearField('password');
            }}
            error={startErrors.fieldError('password')}
          />
          <SubmitButton
            pending={start.isPending}
            label={t('twoStep.start')}
            pendingLabel={t('twoStep.starting')}
          />
        </form>
      </div>
    );
  }

  return (
    <div className="mt-4 flex flex-col gap-6">
      <div>
        <h3 className="font-semibold text-base text-stone-900">{t('twoStep.scanTitle')}</h3>
        <p className="mt-1 text-sm text-stone-600">{t('twoStep.scanBody')}</p>
        <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-6">
          <TotpQrCode uri={setup.uri} />
          <div className="min-w-0">
            <p className="font-medium text-sm text-stone-800">{t('twoStep.key')}</p>
            {/* Grouped by four, as apps show keys; typed without the spaces or with them, both work. */}
            <p className="mt-1 break-all font-mono text-base text-stone-900 tracking-wider" translate="no">
              {setup.secret.replace(/(.{4})/g, '$1 ').trim()}
            </p>
          </div>
        </div>
      </div>
      <div className="max-w-md">
        <h3 className="font-semibold text-base text-stone-900">{t('twoStep.confirmTitle')}</h3>
        <div className="mt-3">
          <FormAlert className="mb-5" message={confirmErrors.form} />
          <form
            noValidate
            className="flex flex-col gap-5"
            onSubmit={(event) => submitConfirm(event, { code: code.trim() })}
          >
            <CodeField
              label={t('secondStep.code')}
              value={code}
              onValue={(value) => {
                setCode(value);
                confirmErrors.clearField('code');
              }}
              error={confirmErrors.fieldError('code')}
            />
            <SubmitButton
              pending={confirm.isPending}
              label={t('twoStep.confirm')}
              pendingLabel={t('twoStep.confirming')}
            />
            <button type="button" className={secondaryButton} onClick={() => setSetup(null)}>
              {t('twoStep.cancel')}
            </button>
          </form>
        </div>
      </div>
    </div>
  );
}

function ManageTwoStep({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const { t } = useTranslation('accounts');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  // Which of the two buttons sent the form: a ref, since the click and the submit come in the same event.
  const action = useRef<'regenerate' | 'disable'>('regenerate');
  const regenerate = useRegenerateRecoveryCodes();
  const disable = useDisableSecondFactor();
  const errors = useFormErrors(['password', 'code'] as const);
  const clearInputs = () => {
    setPassword('');
    setCode('');
  };
  const submitRegenerate = useFormSubmit(regenerate, errors, (answer) => {
    clearInputs();
    onCodes(answer.recoveryCodes);
  });
  const submitDisable = useFormSubmit(disable, errors, () => {
    clearInputs();
    toast.success(t('twoStep.disabled'));
  });
  const pending = regenerate.isPending || disable.isPending;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const body = { password, code: code.trim() };
    if (action.current === 'disable') submitDisable(event, body);
    else submitRegenerate(event, body);
  }

  return (
    <div className="mt-4 max-w-md">
      <p className="mb-4 text-sm text-stone-600">{t('twoStep.manageIntro')}</p>
      <FormAlert className="mb-5" message={errors.form} />
      <form noValidate className="flex flex-col gap-5" onSubmit={onSubmit}>
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
        <CodeField
          recovery
          label={t('secondStep.code')}
          hint={t('secondStep.codeHint')}
          value={code}
          onValue={(value) => {
            setCode(value);
            errors.clearField('code');
          }}
          error={errors.fieldError('code')}
        />
        <div className="flex flex-col gap-3 sm:flex-row">
          <button
            type="submit"
            onClick={() => {
              action.current = 'regenerate';
            }}
            aria-disabled={pending || undefined}
            className={`${secondaryButton} sm:flex-1`}
          >
            {regenerate.isPending ? t('twoStep.regenerating') : t('twoStep.regenerate')}
          </button>
          <button
            type="submit"
            onClick={() => {
              action.current = 'disable';
            }}
            aria-disabled={pending || undefined}
            className="inline-flex min-h-11 items-center justify-center rounded-full border border-red-300 bg-white px-5 font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 aria-disabled:cursor-wait aria-disabled:opacity-80"
          >
            {disable.isPending ? t('twoStep.disabling') : t('twoStep.disable')}
          </button>
        </div>
      </form>
    </div>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('accounts');
  return (
    <div className="mt-3">
      <h3 className="font-semibold text-base text-stone-900">{t('twoStep.codesTitle')}</h3>
      <p className="mt-1 text-sm text-stone-600">{t('twoStep.codesBody')}</p>
      <ul
        aria-label={t('twoStep.codesTitle')}
        className="mt-3 grid max-w-md grid-cols-2 gap-x-6 gap-y-2 rounded-lg border border-stone-200 bg-stone-50 p-4 font-mono text-base text-stone-900"
        translate="no"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <button
          type="button"
          className={secondaryButton}
          onClick={() =>
            navigator.clipboard
              ?.writeText(codes.join('\n'))
              .then(() => toast.success(t('twoStep.copied')))
              .catch(() => undefined)
          }
        >
          {t('twoStep.copy')}
        </button>
        <button
          type="button"
          onClick={onDone}
          className="inline-flex min-h-11 items-center justify-center rounded-full bg-teal-700 px-5 font-semibold text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
        >
          {t('twoStep.codesSaved')}
        </button>
      </div>
    </div>
  );
}
