// On the contributor's own page: change what they pledge (never below what they paid). Folded behind one button,
// since most people open the page to pay; the Contribute form sends anyone whose phone pledged already here.
import type { PledgeView } from '@sherehe/core/api/pledges';
import { PLEDGE_MAX_TZS, PLEDGE_MIN_TZS } from '@sherehe/core/event-rules';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { Field } from '../../../components/field.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { problemText } from '../../../lib/error-text.ts';
import { useFormatTzs } from '../../../lib/format.ts';
import { useFormErrors } from '../../../lib/use-form-errors.ts';
import { useChangePledge } from '../api/use-pledge.ts';
import { groupDigits, parseAmount } from './contribute-values.ts';

export function ChangePledgeForm({ token, pledge }: { token: string; pledge: PledgeView }) {
  const { t } = useTranslation('contribute');
  const formatTzs = useFormatTzs();
  const change = useChangePledge(token);
  const formRef = useRef<HTMLFormElement>(null);
  const server = useFormErrors(['amountTzs'] as const);
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState(groupDigits(pledge.amountTzs));
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState<number | null>(null);
  const min = Math.max(PLEDGE_MIN_TZS, pledge.paidTzs);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (change.isPending) return;
    const amountTzs = parseAmount(amount);
    if (amountTzs === null || amountTzs < min || amountTzs > PLEDGE_MAX_TZS) {
      setProblem(
        problemText(
          amountTzs !== null && amountTzs < pledge.paidTzs
            ? { reason: 'pledge.amount_below_paid', params: { paid: groupDigits(pledge.paidTzs) } }
            : {
                reason: 'pledge.amount_invalid',
                params: { min: groupDigits(PLEDGE_MIN_TZS), max: groupDigits(PLEDGE_MAX_TZS) },
              },
        ),
      );
      formRef.current?.querySelector<HTMLElement>('[name="amountTzs"]')?.focus();
      return;
    }
    server.clear();
    change.mutate(
      { amountTzs },
      {
        onSuccess: (changed) => {
          setSaved(changed.amountTzs);
          setOpen(false);
        },
        onError: (failed) => server.show(failed, formRef.current),
      },
    );
  }

  return (
    <div className="mt-4 border-stone-200 border-t pt-3">
      {saved !== null ? (
        <p role="status" className="mb-2 font-medium text-green-800">
          {t('change.saved', { amount: formatTzs(saved) })}
        </p>
      ) : null}
      {open ? (
        <form ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-3">
          <h3 className="font-semibold text-stone-900">{t('change.heading')}</h3>
          <FormAlert message={server.form} />
          <Field
            label={t('change.amount')}
            hint={
              pledge.paidTzs > 0
                ? t('change.hint', { paid: formatTzs(pledge.paidTzs) })
                : t('change.hintNothingPaid', {
                    min: formatTzs(PLEDGE_MIN_TZS),
                    max: formatTzs(PLEDGE_MAX_TZS),
                  })
            }
            name="amountTzs"
            inputMode="numeric"
            autoComplete="off"
            value={amount}
            error={problem ?? server.fieldError('amountTzs')}
            onChange={(typed) => {
              setAmount(typed.target.value);
              setProblem(null);
              server.clearField('amountTzs');
            }}
          />
          <Button type="submit" loading={change.isPending}>
            {t('change.submit')}
          </Button>
        </form>
      ) : (
        <Button
          variant="secondary"
          onClick={() => {
            setSaved(null);
            setAmount(groupDigits(pledge.amountTzs));
            setOpen(true);
          }}
        >
          {t('change.open')}
        </Button>
      )}
    </div>
  );
}
