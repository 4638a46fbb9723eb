// The number payouts go to: masked, with the name the mobile-money provider has for it and, after a change, until
// when payouts to it wait; and the form to set or change it, which asks for the password again (this decides where
// the money goes) and says that a change waits a day and is told to the old number.
import type { VendorMoneyResponse } from '@sherehe/core/api/payouts';
import { Clock, Smartphone } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { Field } from '../../../components/field.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { useFormatDate } from '../../../lib/format-date.ts';
import { toast } from '../../../lib/toast.ts';
import { useFormErrors } from '../../../lib/use-form-errors.ts';
import { useSetPayoutAccount } from '../api/use-vendor-money.ts';

type Account = VendorMoneyResponse['account'];

const card = 'rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6';

export function PayoutAccountCard({ account }: { account: Account }) {
  const { t } = useTranslation('vendor');
  const { dateTime } = useFormatDate();
  const [changing, setChanging] = useState(false);
  const changeRef = useRef<HTMLButtonElement>(null);

  const closeForm = () => {
    setChanging(false);
    requestAnimationFrame(() => changeRef.current?.focus());
  };

  return (
    <section aria-labelledby="money-account" className={card}>
      <h3 id="money-account" className="flex items-center gap-2 font-semibold text-lg text-stone-900">
        <Smartphone aria-hidden="true" className="size-5 text-teal-800" />
        {t('money.account.heading')}
      </h3>
      {account ? (
        <>
          <dl className="mt-3 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
            <dt className="text-sm text-stone-600">{t('money.account.number')}</dt>
            <dd className="font-semibold text-stone-900 tabular">{account.phone}</dd>
            <dt className="mt-2 text-sm text-stone-600 sm:mt-0">{t('money.account.name')}</dt>
            <dd className="font-medium text-stone-900">
              {account.accountName ?? (
                <span className="font-normal text-stone-600">{t('money.account.nameUnknown')}</span>
              )}
            </dd>
          </dl>
          {account.pausedUntil ? (
            <p className="mt-3 flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950 text-sm">
              <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {t('money.account.paused', { time: dateTime(account.pausedUntil) })}
            </p>
          ) : null}
        </>
      ) : (
        <p className="mt-2 text-stone-700">{t('money.account.none')}</p>
      )}
      {account && !changing ? (
        <Button ref={changeRef} variant="secondary" className="mt-4" onClick={() => setChanging(true)}>
          {t('money.account.change')}
        </Button>
      ) : (
        <PayoutAccountForm
          changing={account !== null}
          onDone={account ? closeForm : undefined}
          autoFocus={account !== null}
        />
      )}
    </section>
  );
}

const fields = ['phone', 'currentPassword'] as const;

function PayoutAccountForm({
  changing,
  onDone,
  autoFocus,
}: {
  /** A number is there already: the change waits a day. */
  changing: boolean;
  /** Closes the form (a change); the first number's form stays, showing the number once saved. */
  onDone?: () => void;
  autoFocus: boolean;
}) {
  const { t } = useTranslation('vendor');
  const { dateTime } = useFormatDate();
  const save = useSetPayoutAccount();
  const errors = useFormErrors(fields);
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (autoFocus) form.current?.querySelector('input')?.focus();
  }, [autoFocus]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const target = event.currentTarget;
    errors.clear();
    save.mutate(
      { phone: phone.trim(), currentPassword: password },
      {
        onSuccess: ({ account }) => {
          toast.success(
            account.pausedUntil
              ? t('money.account.changed', { phone: account.phone, time: dateTime(account.pausedUntil) })
              : t('money.account.saved', { phone: account.phone }),
          );
          setPhone('');
          setPassword('');
          onDone?.();
        },
        onError: (error) => errors.show(error, target),
      },
    );
  }

  return (
    <form ref={form} noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
      <FormAlert message={errors.form} />
      {changing ? <p className="text-sm text-stone-700">{t('money.account.changeNote')}</p> : null}
      <Field
        name="phone"
        label={t('money.account.phone')}
        hint={t('money.account.phoneHint')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="0754 123 456"
        value={phone}
        onChange={(event) => {
          setPhone(event.target.value);
          errors.clearField('phone');
        }}
        error={errors.fieldError('phone')}
      />
      <Field
        name="currentPassword"
        label={t('money.account.password')}
        hint={t('money.account.passwordHint')}
        type="password"
        autoComplete="current-password"
        autoCapitalize="none"
        spellCheck={false}
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          errors.clearField('currentPassword');
        }}
        error={errors.fieldError('currentPassword')}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={save.isPending}>
          {t('money.account.save')}
        </Button>
        {onDone ? (
          <Button variant="secondary" onClick={onDone}>
            {t('money.account.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
