// The pledge form (michango): who, how much, and pay now by mobile money or later. Checked here first with the
// server's own reasons; the server's refusal is shown beside the field it names. Sent with no network, the pledge is
// kept on this phone and sent once the network is back (use-kept-pledge.ts), without its pay-now part.
import type { PublicEvent } from '@sherehe/core/api/events';
import type { ContributeResult } from '@sherehe/core/api/pledges';
import { CONTRIBUTOR_NAME_MAX, PLEDGE_MESSAGE_MAX } from '@sherehe/core/event-rules';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Field } from '../../../components/field.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { type Problem, problemText } from '../../../lib/error-text.ts';
import { useFormatTzs } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { useFormErrors } from '../../../lib/use-form-errors.ts';
import { useContribute } from '../api/use-contribute.ts';
import { useKeptPledge } from '../api/use-kept-pledge.ts';
import { noAnswer, offlineNow } from '../kept-pledge.ts';
import {
  type ContributeField,
  type ContributeValues,
  checkContribution,
  contributeFields,
  contributeInputOf,
  emptyContribution,
  groupDigits,
  parseAmount,
  payNowOf,
} from './contribute-values.ts';
import { KeptPledgeArrived, KeptPledgeNotice } from './kept-pledge-notice.tsx';
import { withFee } from './with-fee.ts';

type ContributeFormProps = {
  event: PublicEvent;
  /** Pay later: the pledge is saved; `phone` is the number its SMS went to. */
  onSaved: (result: ContributeResult, phone: string) => void;
};

export function ContributeForm({ event, onSaved }: ContributeFormProps) {
  const { t } = useTranslation('contribute');
  const formatTzs = useFormatTzs();
  const navigate = useNavigate();
  const contribute = useContribute(event.code);
  const formRef = useRef<HTMLFormElement>(null);
  const server = useFormErrors(contributeFields);
  const [values, setValues] = useState<ContributeValues>(emptyContribution);
  const [checked, setChecked] = useState<Partial<Record<ContributeField, Problem>>>({});
  const messageId = useId();
  /** The phone a kept pledge's send was told had pledged already: the pledge is at Sherehe. */
  const [arrived, setArrived] = useState<string | null>(null);
  const keptPledge = useKeptPledge(event.code, {
    // Opened again later: the form as it was sent (pay later: the pay-now part was not kept), unless typing began.
    onFound: (kept) =>
      setValues((current) =>
        current === emptyContribution ? { ...kept.values, payNow: false, payNowAmount: '' } : current,
      ),
    onSent: onSaved,
    onAlready: setArrived,
    onRefused: (refusal) => server.show(refusal, formRef.current),
  });

  const error = (field: ContributeField) => {
    const problem = checked[field];
    return problem ? problemText(problem) : server.fieldError(field);
  };

  function set<Key extends keyof ContributeValues>(
    key: Key,
    value: ContributeValues[Key],
    field?: ContributeField,
  ) {
    setValues((current) => ({ ...current, [key]: value }));
    if (field) {
      setChecked(({ [field]: _, ...rest }) => rest);
      server.clearField(field);
    }
  }

  function submit(submitted: FormEvent<HTMLFormElement>) {
    submitted.preventDefault();
    if (contribute.isPending || keptPledge.sending) return;
    const problems = checkContribution(values);
    setChecked(problems);
    const first = contributeFields.find((field) => problems[field]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    server.clear();
    const body = contributeInputOf(values, currentLanguage());
    if (offlineNow()) {
      keptPledge.keep(body, values);
      return;
    }
    keptPledge.forget(); // what is sent now takes the place of a pledge kept earlier
    contribute.mutate(body, {
      onSuccess: (result) => {
        if (result.attemptId) navigate(paths.payment(result.attemptId));
        else onSaved(result, body.phone);
      },
      onError: (failed) => {
        if (noAnswer(failed)) keptPledge.keep(body, values);
        else server.show(failed, formRef.current);
      },
    });
  }

  const amount = parseAmount(values.amount);
  const payNow = payNowOf(values);
  const messageError = error('message');
  const submitLabel =
    values.payNow && payNow !== null && payNow > 0
      ? t('form.submitPay', { amount: formatTzs(payNow) })
      : t('form.submitLater');

  if (arrived) return <KeptPledgeArrived event={event} phone={arrived} />;

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-5">
      <FormAlert message={server.form} />
      <Field
        label={t('form.name')}
        hint={t('form.nameHint')}
        name="name"
        autoComplete="name"
        maxLength={CONTRIBUTOR_NAME_MAX}
        value={values.name}
        error={error('name')}
        onChange={(changed) => set('name', changed.target.value, 'name')}
      />
      <Field
        label={t('form.phone')}
        hint={t('form.phoneHint')}
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="0754 123 456"
        value={values.phone}
        error={error('phone')}
        onChange={(changed) => set('phone', changed.target.value, 'phone')}
      />
      <Field
        label={t('form.email')}
        hint={t('form.emailHint')}
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        error={error('email')}
        onChange={(changed) => set('email', changed.target.value, 'email')}
      />
      <Field
        label={t('form.amount')}
        hint={withFee(t('form.amountHint'), event.michangoFeeBps, t)}
        name="amountTzs"
        inputMode="numeric"
        autoComplete="off"
        placeholder="50,000"
        value={values.amount}
        error={error('amountTzs')}
        onChange={(changed) => set('amount', changed.target.value, 'amountTzs')}
      />
      <div>
        <label htmlFor={messageId} className="block font-medium text-sm text-stone-800">
          {t('form.message')}
        </label>
        <textarea
          id={messageId}
          name="message"
          rows={2}
          maxLength={PLEDGE_MESSAGE_MAX}
          value={values.message}
          placeholder={t('form.messagePlaceholder')}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={messageError ? `${messageId}-error` : undefined}
          onChange={(changed) => set('message', changed.target.value, 'message')}
          className="mt-1.5 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 placeholder:text-stone-500 focus:border-teal-600 focus:outline-2 focus:outline-teal-600"
        />
        {messageError ? (
          <p id={`${messageId}-error`} className="mt-1.5 font-medium text-red-700 text-sm">
            {messageError}
          </p>
        ) : null}
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="font-medium text-sm text-stone-800">{t('form.when')}</legend>
        {([true, false] as const).map((now) => (
          <label
            key={String(now)}
            className={`flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border p-3 ${values.payNow === now ? 'border-teal-600 bg-teal-50' : 'border-stone-300 bg-white'}`}
          >
            <input
              type="radio"
              name="when"
              checked={values.payNow === now}
              onChange={() => set('payNow', now, 'payNowTzs')}
              className="mt-1 size-5 shrink-0 accent-teal-700"
            />
            <span>
              <span className="block font-semibold text-stone-900">
                {t(now ? 'form.payNow' : 'form.payLater')}
              </span>
              <span className="block text-sm text-stone-600">
                {t(now ? 'form.payNowHint' : 'form.payLaterHint', { wallets: t('wallets') })}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      {values.payNow ? (
        <Field
          label={t('form.payNowAmount')}
          hint={
            amount !== null && amount > 0
              ? t('form.payNowAmountHint', { amount: formatTzs(amount) })
              : t('form.payNowAmountHintEmpty')
          }
          name="payNowTzs"
          inputMode="numeric"
          autoComplete="off"
          placeholder={amount !== null && amount > 0 ? groupDigits(amount) : ''}
          value={values.payNowAmount}
          error={error('payNowTzs')}
          onChange={(changed) => set('payNowAmount', changed.target.value, 'payNowTzs')}
        />
      ) : null}
      {/* Beside the button just tapped, where a phone's screen is. */}
      {keptPledge.kept ? <KeptPledgeNotice kept={keptPledge.kept} sending={keptPledge.sending} /> : null}
      <Button type="submit" size="lg" className="w-full" loading={contribute.isPending || keptPledge.sending}>
        {submitLabel}
      </Button>
      <p className="text-center text-sm text-stone-600">{t('form.noAccount')}</p>
    </form>
  );
}
