// Withdraw michango: the amount and the mobile-money number it goes to, with the rule said before anything is sent
// (a second person approves when the committee has a chair or treasurer). Refusals are worded at their field.
import type { EventMoneyResponse } from '@sherehe/core/api/withdrawals';
import { formatPhone } from '@sherehe/core/phone';
import { ShieldCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { Field } from '../../../components/field.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { useFormatTzs } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useFormErrors } from '../../../lib/use-form-errors.ts';
import { useWithdrawalChange } from '../api/use-event-money.ts';
import { parseWholeTzs } from '../whole-tzs.ts';

const card = 'rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6';
const fields = ['amountTzs', 'phone'] as const;

export function WithdrawForm({ eventId, money }: { eventId: string; money: EventMoneyResponse }) {
  const { t } = useTranslation('eventManage');
  const formatTzs = useFormatTzs();
  const change = useWithdrawalChange(eventId);
  const errors = useFormErrors(fields);
  const [amount, setAmount] = useState('');
  const [phone, setPhone] = useState('');

  let closed: string | null = null;
  if (!money.mayWithdraw) closed = t('money.form.notAllowed');
  else if (!money.payoutsAvailable) closed = t('money.form.unavailable');
  else if (money.availableTzs <= 0) closed = t('money.form.nothing');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (change.isPending) return;
    const target = event.currentTarget;
    errors.clear();
    const amountTzs = parseWholeTzs(amount);
    change.mutate(
      { action: 'request', body: { amountTzs, phone: phone.trim() } },
      {
        onSuccess: () => {
          const words = { amount: formatTzs(amountTzs), phone: formatPhone(phone.trim()) };
          toast.success(money.needsApproval ? t('money.form.asked', words) : t('money.form.sent', words));
          setAmount('');
          setPhone('');
        },
        onError: (error) => errors.show(error, target),
      },
    );
  }

  return (
    <section aria-labelledby="withdraw-heading" className={card}>
      <h3 id="withdraw-heading" className="font-semibold text-lg text-stone-900">
        {t('money.form.heading')}
      </h3>
      <p className="mt-2 flex items-start gap-2 text-sm text-stone-700">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-teal-800" />
        {t(money.needsApproval ? 'money.form.approvalRule' : 'money.form.noApprovalRule')}
      </p>
      {closed ? (
        <p className="mt-3 rounded-lg bg-stone-50 p-3 text-stone-700">{closed}</p>
      ) : (
        <form noValidate onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-2 sm:items-start">
          <FormAlert className="sm:col-span-2" message={errors.form} />
          <Field
            name="amountTzs"
            label={t('money.form.amount')}
            hint={t('money.form.amountHint', {
              min: formatTzs(money.minimumTzs),
              available: formatTzs(money.availableTzs),
            })}
            inputMode="numeric"
            autoComplete="off"
            value={amount}
            onChange={(event) => {
              setAmount(event.target.value);
              errors.clearField('amountTzs');
            }}
            error={errors.fieldError('amountTzs')}
          />
          <Field
            name="phone"
            label={t('money.form.phone')}
            hint={t('money.form.phoneHint')}
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
          <div className="sm:col-span-2">
            <Button type="submit" loading={change.isPending}>
              {t(money.needsApproval ? 'money.form.submitForApproval' : 'money.form.submit')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
