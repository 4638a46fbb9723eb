// The page a payer waits on after checkout: what to do on the phone, then plainly whether it went through, and how to
// try again when it did not. Updates by itself (usePayment polls until the attempt is settled).
import type { PaymentPaidFor, PaymentView } from '@sherehe/core/api/payments';
import { CircleCheck, CircleX, Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/button.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useFormatTzs } from '../../../lib/format.ts';
import { useFormatDate } from '../../../lib/format-date.ts';
import { paths } from '../../../lib/paths.ts';
import { isWaiting, usePayment, useRetryPayment } from '../api/use-payment.ts';

export function PaymentPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('payments');
  const payment = usePayment(id);
  useDocumentTitle(t('title'));

  return (
    <main className="mx-auto w-full max-w-md px-4 py-8 sm:py-12">
      <h1 className="sr-only">{t('title')}</h1>
      {payment.data ? (
        <PaymentStatus payment={payment.data} />
      ) : payment.error ? (
        <FormAlert message={errorText(payment.error)} />
      ) : (
        <div role="status" className="flex justify-center py-16">
          <Spinner size={40} />
          <span className="sr-only">{t('loading')}</span>
        </div>
      )}
    </main>
  );
}

/** An amount or a number never split across lines on a narrow screen ("+255" on one, "754 *** 456" on the next). */
const keepTogether = (text: string) => text.replace(/ /g, '\u00a0');

function PaymentStatus({ payment }: { payment: PaymentView }) {
  const { t } = useTranslation('payments');
  const formatTzs = useFormatTzs();
  const amount = keepTogether(formatTzs(payment.amountTzs));
  const phone = keepTogether(payment.phoneMasked);
  const wallet = payment.wallet ?? t('wallet_fallback');

  if (isWaiting(payment.status)) {
    return (
      <section
        aria-live="polite"
        className="rounded-2xl border border-stone-200 bg-white p-6 text-center shadow-sm"
      >
        <Smartphone aria-hidden="true" className="mx-auto size-12 text-teal-700" />
        <h2 className="mt-4 font-semibold text-2xl text-stone-900">{t('waiting.heading')}</h2>
        <p className="mt-3 text-stone-700">{t('waiting.body', { amount, phone, wallet })}</p>
        <p className="mt-2 text-sm text-stone-600">{payment.description}</p>
        <div role="status" className="mt-6 flex items-center justify-center gap-3 text-sm text-stone-600">
          <Spinner size={20} />
          <span>{payment.status === 'unknown' ? t('waiting.checking') : t('waiting.listening')}</span>
        </div>
        <DemoPhoneLink payment={payment} />
      </section>
    );
  }

  if (payment.status === 'succeeded') {
    return (
      <section aria-live="polite" className="rounded-2xl border border-teal-200 bg-teal-50 p-6 text-center">
        <CircleCheck aria-hidden="true" className="mx-auto size-12 text-teal-700" />
        <h2 className="mt-4 font-semibold text-2xl text-stone-900">{t('succeeded.heading')}</h2>
        <p className="mt-3 text-stone-700">{t('succeeded.body', { amount, phone })}</p>
        {payment.paidFor ? <PaidFor paidFor={payment.paidFor} /> : null}
        <Link to={payment.returnPath} className={buttonClasses({ size: 'lg', className: 'mt-6 w-full' })}>
          {t('succeeded.continue')}
        </Link>
      </section>
    );
  }

  const failure = payment.failure ?? 'declined';
  return (
    <section aria-live="polite" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center">
      <CircleX aria-hidden="true" className="mx-auto size-12 text-red-700" />
      <h2 className="mt-4 font-semibold text-2xl text-stone-900">{t(`failed.${failure}.heading`)}</h2>
      <p className="mt-3 text-stone-700">{t(`failed.${failure}.body`, { amount, phone })}</p>
      {payment.retry ? (
        <RetryButton payment={payment} amount={keepTogether(formatTzs(payment.retry.amountTzs))} />
      ) : (
        <p className="mt-4 text-sm text-stone-700">{t('failed.no_retry')}</p>
      )}
      <Link to={payment.returnPath} className={buttonClasses({ variant: 'link', className: 'mt-4' })}>
        {t('failed.back')}
      </Link>
    </section>
  );
}

/** What the payment settled, what is left to pay and when, and what happens next. */
function PaidFor({ paidFor }: { paidFor: PaymentPaidFor }) {
  const { t } = useTranslation('payments');
  const formatTzs = useFormatTzs();
  const { day } = useFormatDate();
  if (paidFor.kind === 'pledge') {
    if (paidFor.cancelled) return null; // what the pledge page says of it is all there is to say
    const event = paidFor.eventName;
    return (
      <p className="mt-3 text-stone-700">
        {paidFor.outstandingTzs > 0
          ? t('succeeded.pledge.outstanding', {
              amount: keepTogether(formatTzs(paidFor.outstandingTzs)),
              event,
            })
          : t('succeeded.pledge.complete', { event })}
      </p>
    );
  }
  const closed = (status: string) => status === 'declined' || status === 'cancelled' || status === 'expired';
  const live = paidFor.orders.filter((order) => !closed(order.status));
  const toConfirm = live.some((order) => order.status === 'paid');
  const balanceLeft = live.some((order) => order.balanceTzs > 0);
  return (
    <div className="mt-5 text-left">
      <h3 className="font-semibold text-stone-900">{t('succeeded.orders.heading')}</h3>
      <ul className="mt-2 divide-y divide-teal-100 rounded-xl border border-teal-200 bg-white">
        {paidFor.orders.map((order) => (
          <li key={order.id} className="px-4 py-3">
            <p className="font-medium text-stone-900">
              {order.reference} · {order.vendorName}
            </p>
            <p
              className={`mt-0.5 text-sm ${closed(order.status) ? 'text-stone-700' : order.balanceTzs > 0 ? 'text-amber-800' : 'text-teal-800'}`}
            >
              {closed(order.status)
                ? t('succeeded.orders.closed')
                : order.balanceTzs > 0
                  ? t('succeeded.orders.balance', {
                      amount: keepTogether(formatTzs(order.balanceTzs)),
                      date: day(order.eventDate),
                    })
                  : t('succeeded.orders.paidInFull')}
            </p>
          </li>
        ))}
      </ul>
      {live.length > 0 ? (
        <p className="mt-3 text-sm text-stone-700">
          {toConfirm ? t('succeeded.orders.nextConfirm') : t('succeeded.orders.nextConfirmed')}
          {balanceLeft ? ` ${t('succeeded.orders.nextBalance')}` : ''}
        </p>
      ) : null}
    </div>
  );
}

function RetryButton({ payment, amount }: { payment: PaymentView; amount: string }) {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const retry = useRetryPayment(payment.id);
  return (
    <div className="mt-6">
      <FormAlert message={retry.error ? errorText(retry.error) : null} className="mb-4 text-left" />
      <Button
        size="lg"
        className="w-full"
        loading={retry.isPending}
        onClick={() =>
          retry.mutate(undefined, {
            onSuccess: ({ attemptId }) => navigate(paths.payment(attemptId)),
          })
        }
      >
        {t('failed.retry', { amount, phone: keepTogether(payment.phoneMasked) })}
      </Button>
    </div>
  );
}

function DemoPhoneLink({ payment }: { payment: PaymentView }) {
  const { t } = useTranslation('payments');
  if (!payment.demoPhone) return null;
  return (
    <div className="mt-6 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
      <p>{t('demo.note')}</p>
      <a
        href={paths.demoPhone(payment.demoPhone)}
        target="_blank"
        rel="noopener"
        className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'mt-2' })}
      >
        {t('demo.open')}
      </a>
    </div>
  );
}
