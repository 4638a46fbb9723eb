// /event-planners/pledges/:token: a contributor's own pledge behind the secret link they were sent: the event, what
// they pledged, paid and still owe, changing the amount, each payment, and paying (some of) the rest by mobile money.
// No account needed.
import type { PledgeView } from '@sherehe/core/api/pledges';
import type { PledgeStatus } from '@sherehe/core/event-rules';
import { CalendarDays, MapPin, Smartphone } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/button.tsx';
import { Field } from '../../../components/field.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { errorText, problemText } from '../../../lib/error-text.ts';
import { useFormatTzs } from '../../../lib/format.ts';
import { useFormatDate } from '../../../lib/format-date.ts';
import { offlineScopes } from '../../../lib/offline/offline-scopes.ts';
import { useKeepPageOffline } from '../../../lib/offline/use-keep-page-offline.ts';
import { paths } from '../../../lib/paths.ts';
import { useFormErrors } from '../../../lib/use-form-errors.ts';
import { usePayPledge, usePledge } from '../api/use-pledge.ts';
import { ChangePledgeForm } from '../components/change-pledge-form.tsx';
import { groupDigits, parseAmount, tanzanianMobile } from '../components/contribute-values.ts';
import { withFee } from '../components/with-fee.ts';

const card = 'rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6';

const statusLook: Record<PledgeStatus, string> = {
  pledged: 'bg-stone-100 text-stone-800',
  partly_paid: 'bg-amber-100 text-amber-900',
  paid: 'bg-green-100 text-green-900',
  overdue: 'bg-red-100 text-red-900',
  cancelled: 'bg-stone-200 text-stone-700',
};

export function PledgePage() {
  const { t } = useTranslation('contribute');
  const { token = '' } = useParams();
  const pledge = usePledge(token);
  useDocumentTitle(t('pledge.title'));
  useKeepPageOffline(offlineScopes.pledge, pledge.data !== undefined);

  let body: React.ReactNode;
  if (pledge.isPending) {
    body = (
      <div role="status" aria-label={t('loading')} className={card}>
        <div aria-hidden="true">
          <div className="h-6 w-2/3 animate-pulse rounded bg-stone-200 motion-reduce:animate-none" />
          <div className="mt-3 h-4 w-1/2 animate-pulse rounded bg-stone-100 motion-reduce:animate-none" />
          <div className="mt-6 h-20 w-full animate-pulse rounded-lg bg-stone-100 motion-reduce:animate-none" />
        </div>
      </div>
    );
  } else if (!pledge.data) {
    const status = pledge.error instanceof ApiError ? pledge.error.status : 0;
    body =
      status === 404 || status === 400 ? (
        <FormAlert message={t('pledge.notFound')}>
          <Link
            to={paths.contribute()}
            className="mt-2 inline-flex min-h-11 items-center font-semibold underline"
          >
            {t('pledge.toContribute')}
          </Link>
        </FormAlert>
      ) : (
        <FormAlert message={errorText(pledge.error)}>
          <Button variant="secondary" className="mt-3" onClick={() => void pledge.refetch()}>
            {t('retry')}
          </Button>
        </FormAlert>
      );
  } else {
    body = <PledgeBody token={token} pledge={pledge.data} />;
  }

  return (
    <section className="mx-auto w-full max-w-xl px-4 py-6 sm:py-10">
      <h1 className="mb-4 font-bold text-2xl text-stone-900 sm:text-3xl">{t('pledge.title')}</h1>
      {body}
    </section>
  );
}

function PledgeBody({ token, pledge }: { token: string; pledge: PledgeView }) {
  const { t } = useTranslation('contribute');
  const formatTzs = useFormatTzs();
  const dates = useFormatDate();
  const canPay =
    pledge.paymentsEnabled &&
    pledge.outstandingTzs > 0 &&
    pledge.status !== 'cancelled' &&
    !pledge.openAttemptId;

  return (
    <div className="flex flex-col gap-4">
      <div className="rounded-xl bg-teal-50 p-4 ring-1 ring-teal-100">
        <h2 className="font-semibold text-stone-900 text-xl">{pledge.event.name}</h2>
        <p className="mt-2 flex items-center gap-2 text-stone-700">
          <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-teal-700" />
          {dates.dateTime(pledge.event.startsAt)}
        </p>
        <p className="mt-1 flex items-center gap-2 text-stone-700">
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-teal-700" />
          {pledge.event.venue}
        </p>
        <p className="mt-1 text-sm text-stone-600">{t('host', { host: pledge.event.hostName })}</p>
        <Link
          to={paths.publicEvent(pledge.event.code)}
          className={buttonClasses({ variant: 'link', size: 'sm' })}
        >
          {t('toEvent')}
        </Link>
      </div>

      <section aria-labelledby="pledge-figures" className={card}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="pledge-figures" className="font-semibold text-lg text-stone-900">
            {t('pledge.yours', { name: pledge.name })}
          </h2>
          <span className={`rounded-full px-3 py-1 font-medium text-sm ${statusLook[pledge.status]}`}>
            {t(`status.${pledge.status}`)}
          </span>
        </div>
        <p className="mt-1 text-sm text-stone-600">{pledge.phoneMasked}</p>
        <dl className="mt-4 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5">
          <dt className="text-stone-600">{t('pledge.pledged')}</dt>
          <dd className="text-right text-stone-900 tabular">{formatTzs(pledge.amountTzs)}</dd>
          <dt className="text-stone-600">{t('pledge.paid')}</dt>
          <dd className="text-right text-stone-900 tabular">{formatTzs(pledge.paidTzs)}</dd>
          <dt className="font-semibold text-stone-900">{t('pledge.outstanding')}</dt>
          <dd data-testid="outstanding" className="text-right font-bold text-stone-900 text-xl tabular">
            {formatTzs(pledge.outstandingTzs)}
          </dd>
        </dl>
        {pledge.dueDate ? (
          <p className="mt-2 text-sm text-stone-600">{t('pledge.due', { day: dates.day(pledge.dueDate) })}</p>
        ) : null}
        {pledge.status === 'paid' ? (
          <p className="mt-3 font-medium text-green-800">{t('pledge.thanks')}</p>
        ) : null}
        {pledge.status !== 'cancelled' && pledge.event.acceptingPledges ? (
          <ChangePledgeForm token={token} pledge={pledge} />
        ) : null}
      </section>

      {pledge.openAttemptId ? (
        <Link
          to={paths.payment(pledge.openAttemptId)}
          className="flex min-h-11 items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 font-semibold text-amber-950 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-teal-700"
        >
          <Smartphone aria-hidden="true" className="size-5 shrink-0" />
          {t('pledge.waiting')}
        </Link>
      ) : null}

      {canPay ? <PayForm token={token} pledge={pledge} /> : null}
      {!pledge.paymentsEnabled && pledge.outstandingTzs > 0 && pledge.status !== 'cancelled' ? (
        <p className="rounded-xl bg-stone-100 p-4 text-stone-700">{t('pledge.paymentsOff')}</p>
      ) : null}

      <Payments pledge={pledge} />
    </div>
  );
}

function PayForm({ token, pledge }: { token: string; pledge: PledgeView }) {
  const { t } = useTranslation('contribute');
  const formatTzs = useFormatTzs();
  const navigate = useNavigate();
  const pay = usePayPledge(token);
  const formRef = useRef<HTMLFormElement>(null);
  const server = useFormErrors(['amountTzs', 'phone'] as const);
  const [amount, setAmount] = useState(groupDigits(pledge.outstandingTzs));
  const [phone, setPhone] = useState('');
  const [amountProblem, setAmountProblem] = useState<string | null>(null);
  const [phoneProblem, setPhoneProblem] = useState<string | null>(null);
  const max = Math.min(pledge.maxTzs, Math.max(pledge.outstandingTzs, pledge.minTzs));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pay.isPending) return;
    const amountTzs = parseAmount(amount);
    const amountBad = amountTzs === null || amountTzs < pledge.minTzs || amountTzs > max;
    const e164 = phone.trim() ? tanzanianMobile(phone) : undefined;
    const phoneBad = e164 === null;
    setAmountProblem(
      amountBad
        ? problemText({
            reason: 'pledge.payment_amount_invalid',
            params: { min: groupDigits(pledge.minTzs), max: groupDigits(max) },
          })
        : null,
    );
    setPhoneProblem(phoneBad ? problemText({ reason: 'pledge.phone_invalid' }) : null);
    if (amountBad || phoneBad) {
      formRef.current?.querySelector<HTMLElement>(`[name="${amountBad ? 'amountTzs' : 'phone'}"]`)?.focus();
      return;
    }
    server.clear();
    pay.mutate(
      { amountTzs: amountTzs as number, ...(e164 ? { phone: e164 } : {}) },
      {
        onSuccess: ({ attemptId }) => navigate(paths.payment(attemptId)),
        onError: (failed) => server.show(failed, formRef.current),
      },
    );
  }

  const typed = parseAmount(amount);
  return (
    <section aria-labelledby="pay-heading" className={card}>
      <h2 id="pay-heading" className="font-semibold text-lg text-stone-900">
        {t('pay.heading')}
      </h2>
      <form ref={formRef} onSubmit={submit} noValidate className="mt-3 flex flex-col gap-4">
        <FormAlert message={server.form} />
        <Field
          label={t('pay.amount')}
          hint={withFee(
            t('pay.amountHint', { amount: formatTzs(pledge.outstandingTzs) }),
            pledge.event.michangoFeeBps,
            t,
          )}
          name="amountTzs"
          inputMode="numeric"
          autoComplete="off"
          value={amount}
          error={amountProblem ?? server.fieldError('amountTzs')}
          onChange={(changed) => {
            setAmount(changed.target.value);
            setAmountProblem(null);
            server.clearField('amountTzs');
          }}
        />
        <Field
          label={t('pay.phone')}
          hint={t('pay.phoneHint', { phone: pledge.phoneMasked, wallets: t('wallets') })}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="0754 123 456"
          value={phone}
          error={phoneProblem ?? server.fieldError('phone')}
          onChange={(changed) => {
            setPhone(changed.target.value);
            setPhoneProblem(null);
            server.clearField('phone');
          }}
        />
        <Button type="submit" size="lg" className="w-full" loading={pay.isPending}>
          {typed !== null && typed > 0 ? t('pay.submit', { amount: formatTzs(typed) }) : t('pay.submitPlain')}
        </Button>
      </form>
    </section>
  );
}

function Payments({ pledge }: { pledge: PledgeView }) {
  const { t } = useTranslation('contribute');
  const formatTzs = useFormatTzs();
  const dates = useFormatDate();
  return (
    <section aria-labelledby="payments-heading" className={card}>
      <h2 id="payments-heading" className="font-semibold text-lg text-stone-900">
        {t('payments.heading')}
      </h2>
      {pledge.payments.length === 0 ? (
        <p className="mt-2 text-stone-600">{t('payments.none')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-stone-200">
          {pledge.payments.map((payment) => (
            <li key={payment.id} className="flex items-start justify-between gap-3 py-3">
              <div>
                <p
                  className={`font-semibold tabular ${payment.status === 'received' ? 'text-stone-900' : 'text-stone-500 line-through'}`}
                >
                  {formatTzs(payment.amountTzs)}
                </p>
                <p className="text-sm text-stone-600">
                  {t(`methods.${payment.method}`)} · {dates.dateTime(payment.paidAt)}
                </p>
                {payment.receipt ? (
                  <p className="text-sm text-stone-600">
                    {t('payments.receipt', { receipt: payment.receipt })}
                  </p>
                ) : null}
              </div>
              <span className="shrink-0 rounded-full bg-stone-100 px-2.5 py-0.5 text-sm text-stone-800">
                {t(`paymentStatus.${payment.status}`)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
