// A vendor's quote as it shows in the conversation: its lines and total, what accepting asks for now, the date and
// how long it holds, its state; the customer accepts it (the payment prompt goes to their phone) or declines it.
import type { Quote } from '@sherehe/core/api/quotes';
import { formatPhone } from '@sherehe/core/phone';
import { Clock } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Dialog } from '../../../components/dialog.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { mobileMoneyNumber, PhoneField } from '../../../components/phone-field.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useFormatTzs } from '../../../lib/format.ts';
import { useFormatDate } from '../../../lib/format-date.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { paths } from '../../../lib/paths.ts';

import { useSession } from '../../../lib/session-store.ts';
import { useAcceptQuote, useDeclineQuote } from '../api/use-quotes.ts';

const statusTone: Record<Quote['status'], string> = {
  open: 'bg-teal-50 text-teal-800',
  accepted: 'bg-green-50 text-green-800',
  declined: 'bg-stone-100 text-stone-700',
  replaced: 'bg-stone-100 text-stone-700',
  expired: 'bg-amber-50 text-amber-900',
  lapsed: 'bg-amber-50 text-amber-900',
};

type QuoteCardProps = { conversationId: string; quote: Quote; forCustomer: boolean };

export function QuoteCard({ conversationId, quote, forCustomer }: QuoteCardProps) {
  const { t } = useTranslation('conversations');
  const formatTzs = useFormatTzs();
  const { day, dateTime } = useFormatDate();
  const [accepting, setAccepting] = useState(false);
  const [declining, setDeclining] = useState(false);
  const decline = useDeclineQuote(conversationId, quote.id);
  const settled = quote.status !== 'open';
  return (
    <section
      aria-label={t('quote.label', { amount: formatTzs(quote.totalTzs) })}
      className="mt-2 w-full min-w-[16rem] rounded-xl border border-stone-200 bg-white p-3 text-stone-900"
    >
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-semibold text-base">{t('quote.heading')}</h3>
        <span className={`rounded-full px-2 py-0.5 font-medium text-xs ${statusTone[quote.status]}`}>
          {t(`quote.status.${quote.status}`)}
        </span>
      </div>
      <table className="mt-2 w-full text-sm">
        <caption className="sr-only">{t('quote.linesCaption')}</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">{t('quote.item')}</th>
            <th scope="col">{t('quote.lineTotal')}</th>
          </tr>
        </thead>
        <tbody>
          {quote.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a quote's lines never move; two may read the same
            <tr key={index} className="border-stone-100 border-t align-top">
              <td className="py-1.5 pr-2">
                <span className="block">{line.title}</span>
                <span className="block text-stone-500 text-xs tabular">
                  {t('quote.quantityTimes', { quantity: line.quantity, price: formatTzs(line.unitPriceTzs) })}
                </span>
              </td>
              <td className="py-1.5 text-right tabular">{formatTzs(line.lineTotalTzs)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 border-stone-200 border-t pt-2 text-sm">
        <dt className="font-semibold">{t('quote.total')}</dt>
        <dd className="text-right font-bold tabular">{formatTzs(quote.totalTzs)}</dd>
        {quote.dueNowTzs < quote.totalTzs ? (
          <>
            <dt className="text-stone-600">{t('quote.deposit', { percent: quote.depositPercent })}</dt>
            <dd className="text-right tabular">{formatTzs(quote.dueNowTzs)}</dd>
          </>
        ) : null}
        <dt className="text-stone-600">{t('quote.eventDate')}</dt>
        <dd className="text-right">{day(quote.eventDate)}</dd>
      </dl>
      {quote.status === 'open' ? (
        <p className="mt-2 flex items-center gap-1.5 text-stone-600 text-xs">
          <Clock aria-hidden="true" className="size-3.5" />
          {t('quote.validUntil', { when: dateTime(quote.validUntil) })}
        </p>
      ) : null}
      {quote.orderId ? (
        <Link
          to={paths.order(quote.orderId)}
          className="mt-2 inline-flex min-h-11 items-center font-semibold text-sm text-teal-700 underline"
        >
          {t('quote.seeOrder')}
        </Link>
      ) : null}
      {forCustomer && !settled ? (
        <>
          <FormAlert className="mt-2" message={decline.isError ? errorText(decline.error) : null} />
          {declining ? (
            <div className="mt-3">
              <p className="text-sm text-stone-700">{t('quote.declineSure')}</p>
              <div className="mt-2 flex flex-wrap gap-2">
                <Button variant="danger" loading={decline.isPending} onClick={() => decline.mutate()}>
                  {t('quote.declineYes')}
                </Button>
                <Button variant="secondary" disabled={decline.isPending} onClick={() => setDeclining(false)}>
                  {t('quote.declineNo')}
                </Button>
              </div>
            </div>
          ) : (
            <div className="mt-3 flex flex-wrap gap-2">
              <Button onClick={() => setAccepting(true)}>{t('quote.accept')}</Button>
              <Button variant="secondary" onClick={() => setDeclining(true)}>
                {t('quote.decline')}
              </Button>
            </div>
          )}
        </>
      ) : null}
      {accepting ? (
        <AcceptDialog conversationId={conversationId} quote={quote} onClose={() => setAccepting(false)} />
      ) : null}
    </section>
  );
}

function AcceptDialog({
  conversationId,
  quote,
  onClose,
}: {
  conversationId: string;
  quote: Quote;
  onClose: () => void;
}) {
  const { t } = useTranslation('conversations');
  const formatTzs = useFormatTzs();
  const navigate = useNavigate();
  const formId = useId();
  const accept = useAcceptQuote(conversationId, quote.id);
  const storedPhone = useSession((state) => state.user?.phone);
  // One key for the life of this dialog: a double tap or a retry after a lost answer places nothing twice.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [phone, setPhone] = useState(typeof storedPhone === 'string' ? formatPhone(storedPhone) : '');
  const [problem, setProblem] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (accept.isPending) return;
    const number = mobileMoneyNumber(phone);
    if ('problem' in number) {
      setProblem(number.problem);
      return;
    }
    accept.mutate(
      { idempotencyKey, phone: number.e164, language: currentLanguage() },
      {
        onSuccess: (placed) => {
          const [order] = placed.orders;
          if (placed.paymentId) navigate(paths.payment(placed.paymentId));
          else if (order) navigate(paths.order(order.id));
        },
      },
    );
  }

  const pay =
    quote.dueNowTzs > 0 ? t('quote.pay', { amount: formatTzs(quote.dueNowTzs) }) : t('quote.acceptFree');
  return (
    <Dialog
      open
      onClose={() => {
        if (!accept.isPending) onClose();
      }}
      title={t('quote.acceptTitle')}
      closeLabel={t('ask.close')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={accept.isPending}>
            {t('ask.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={accept.isPending}>
            {pay}
          </Button>
        </>
      }
    >
      <p className="text-sm text-stone-700">
        {t('quote.acceptIntro', { total: formatTzs(quote.totalTzs), now: formatTzs(quote.dueNowTzs) })}
      </p>
      <FormAlert className="mt-3" message={accept.isError ? errorText(accept.error) : null} />
      <form id={formId} noValidate onSubmit={onSubmit} className="mt-3">
        <PhoneField
          label={t('quote.phone')}
          hint={t('quote.phoneHint')}
          value={phone}
          error={problem}
          onChange={(value) => {
            setPhone(value);
            setProblem(null);
          }}
        />
      </form>
    </Dialog>
  );
}
