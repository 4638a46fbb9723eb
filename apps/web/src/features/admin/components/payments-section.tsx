// Payments: find any mobile-money attempt by reference or phone, filter by status (or those owed back: paid after
// they had failed or expired, or with a refund the provider refused), open one's full history of provider events and
// refunds, and give money back or send a refused refund again.
import type { AdminPayment } from '@sherehe/core/api/payments';
import { formatPhone } from '@sherehe/core/phone';
import { Banknote } from 'lucide-react';
import { type FormEvent, type RefObject, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { Dialog } from '../../../components/dialog.tsx';
import { Field } from '../../../components/field.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { useFormatTzs } from '../../../lib/format.ts';
import { useFormatDate } from '../../../lib/format-date.ts';
import { toast } from '../../../lib/toast.ts';
import {
  type PaymentFilter,
  useAdminPayment,
  useAdminPayments,
  useRefundPayment,
} from '../api/use-admin-payments.ts';
import { DialogError } from './dialog-error.tsx';
import { ListSearchForm, useListSearch } from './list-search-form.tsx';
import { LoadMore } from './load-more.tsx';
import { SectionHeading } from './section-heading.tsx';
import { SectionProblem } from './section-problem.tsx';
import { SendRefundAgain } from './send-refund-again.tsx';
import { StatusFilter, useStatusParam } from './status-filter.tsx';

const filters: readonly PaymentFilter[] = [
  'all',
  'pending',
  'unknown',
  'succeeded',
  'failed',
  'expired',
  'needs-refund',
];

/** Why a payment is owed back: it came after its attempt had ended, or the provider refused its refund. */
const owedWords = (payment: AdminPayment) =>
  payment.lateSuccessAt && payment.refundedTzs === 0 ? 'payments.owed' : 'payments.owedRefused';

export function PaymentsSection() {
  const { t } = useTranslation('admin');
  const search = useListSearch();
  const filter = useStatusParam(filters, 'all');
  const payments = useAdminPayments(search, filter);
  const [open, setOpen] = useState<string | null>(null);
  const triggerRef = useRef<HTMLElement | null>(null);
  const list = payments.data?.pages.flatMap((page) => page.payments) ?? [];

  return (
    <section aria-labelledby="admin-payments-heading">
      <SectionHeading id="admin-payments-heading" title={t('payments.heading')} intro={t('payments.intro')} />
      <ListSearchForm label={t('payments.search')} hint={t('payments.searchHint')} />
      <StatusFilter
        label={t('payments.filter')}
        fallback="all"
        options={filters.map((value) => ({ value, label: t(`payments.filters.${value}`) }))}
      />
      <div className="mt-6">
        {payments.isPending ? (
          <ListSkeleton />
        ) : payments.isError && !payments.isFetchNextPageError ? (
          <SectionProblem
            error={payments.error}
            onRetry={() => payments.refetch()}
            retrying={payments.isFetching}
          />
        ) : list.length === 0 ? (
          <div
            role="status"
            className="rounded-xl border border-stone-300 border-dashed bg-white p-6 text-center"
          >
            <Banknote aria-hidden="true" className="mx-auto size-8 text-stone-400" />
            <p className="mt-2 font-medium text-stone-900">
              {search ? t('payments.noMatch', { search }) : t('payments.none')}
            </p>
          </div>
        ) : (
          <div aria-busy={payments.isPlaceholderData || undefined}>
            <p role="status" className="mb-3 text-sm text-stone-600">
              {t('payments.shown', { count: list.length })}
            </p>
            <ul className="flex flex-col gap-3">
              {list.map((payment) => (
                <PaymentCard
                  key={payment.id}
                  payment={payment}
                  onOpen={(trigger) => {
                    triggerRef.current = trigger;
                    setOpen(payment.id);
                  }}
                />
              ))}
            </ul>
            <LoadMore
              hasMore={payments.hasNextPage}
              loading={payments.isFetchingNextPage}
              error={payments.isFetchNextPageError ? payments.error : null}
              onLoadMore={() => payments.fetchNextPage()}
            />
          </div>
        )}
      </div>
      {open ? <PaymentDialog id={open} onClose={() => setOpen(null)} returnFocusRef={triggerRef} /> : null}
    </section>
  );
}

function PaymentCard({ payment, onOpen }: { payment: AdminPayment; onOpen: (trigger: HTMLElement) => void }) {
  const { t } = useTranslation('admin');
  const formatTzs = useFormatTzs();
  const { dateTime } = useFormatDate();
  // Money given back is what an admin looks for first: a refunded payment says so, not "Succeeded".
  const statusWords =
    payment.refundedTzs >= payment.amountTzs
      ? t('payments.refundedAll')
      : payment.refundedTzs > 0
        ? t('payments.refundedPart', { amount: formatTzs(payment.refundedTzs) })
        : t(`payments.statuses.${payment.status}`);
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-stone-900">
            {formatTzs(payment.amountTzs)} · {formatPhone(payment.phone)}
          </p>
          {payment.paidFor ? <p className="mt-1 font-medium text-stone-800">{payment.paidFor}</p> : null}
          <p className="mt-1 text-sm text-stone-600">
            {statusWords} · {payment.provider} · {dateTime(payment.createdAt)}
          </p>
          {payment.needsRefund ? (
            <p className="mt-2 font-medium text-amber-800 text-sm">{t(owedWords(payment))}</p>
          ) : null}
        </div>
        <Button variant="secondary" size="sm" onClick={(event) => onOpen(event.currentTarget)}>
          {t('payments.open')}
        </Button>
      </div>
    </li>
  );
}

function PaymentDialog({
  id,
  onClose,
  returnFocusRef,
}: {
  id: string;
  onClose: () => void;
  returnFocusRef: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation('admin');
  const formatTzs = useFormatTzs();
  const { dateTime } = useFormatDate();
  const payment = useAdminPayment(id);
  const detail = payment.data;
  return (
    <Dialog
      open
      onClose={onClose}
      title={
        detail ? t('payments.detailTitle', { amount: formatTzs(detail.amountTzs) }) : t('payments.heading')
      }
      closeLabel={t('dialog.close')}
      returnFocusRef={returnFocusRef}
    >
      {payment.error ? <DialogError error={payment.error} /> : null}
      {detail ? (
        <div className="mt-3 space-y-4 text-sm">
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
            <dt className="text-stone-600">{t('payments.status')}</dt>
            <dd>{t(`payments.statuses.${detail.status}`)}</dd>
            <dt className="text-stone-600">{t('payments.phone')}</dt>
            <dd>{formatPhone(detail.phone)}</dd>
            <dt className="text-stone-600">{t('payments.provider')}</dt>
            <dd>
              {detail.provider}
              {detail.providerReference ? ` · ${detail.providerReference}` : ''}
            </dd>
            <dt className="text-stone-600">{t('payments.purpose')}</dt>
            <dd className="break-all">
              {detail.purpose.kind} · {detail.purpose.id}
            </dd>
            {detail.providerMessage ? (
              <>
                <dt className="text-stone-600">{t('payments.providerMessage')}</dt>
                <dd>{detail.providerMessage}</dd>
              </>
            ) : null}
          </dl>
          {detail.needsRefund ? <p className="font-medium text-amber-800">{t(owedWords(detail))}</p> : null}
          <div>
            <h3 className="font-semibold">{t('payments.events')}</h3>
            <ol className="mt-1 space-y-1">
              {detail.events.map((event) => (
                <li key={event.id} className="text-stone-700">
                  {dateTime(event.receivedAt)} · {event.source} · {event.reportedStatus} → {event.outcome}
                </li>
              ))}
            </ol>
          </div>
          {detail.refunds.length > 0 ? (
            <div>
              <h3 className="font-semibold">{t('payments.refunds')}</h3>
              <ul className="mt-1 space-y-1">
                {detail.refunds.map((refund) => (
                  <li key={refund.id} className="text-stone-700">
                    {formatTzs(refund.amountTzs)} · {t(`payments.refundStatuses.${refund.status}`)} ·{' '}
                    {refund.reason}
                    {refund.providerMessage ? ` (${refund.providerMessage})` : ''}
                    {refund.againOf ? ` · ${t('payments.again.sentAgain')}` : ''}
                    <SendRefundAgain paymentId={id} refund={refund} phone={detail.phone} />
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {detail.refundableTzs > 0 ? <RefundForm id={id} left={detail.refundableTzs} /> : null}
        </div>
      ) : null}
    </Dialog>
  );
}

function RefundForm({ id, left }: { id: string; left: number }) {
  const { t } = useTranslation('admin');
  const formatTzs = useFormatTzs();
  const refund = useRefundPayment(id);
  const [amount, setAmount] = useState(String(left));
  const [reason, setReason] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    refund.mutate(
      { amountTzs: Number(amount), reason },
      {
        onSuccess: () => {
          toast.success(t('payments.refundDone'));
          setReason('');
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-3 border-stone-200 border-t pt-4">
      <h3 className="font-semibold">{t('payments.refundHeading', { left: formatTzs(left) })}</h3>
      <Field
        label={t('payments.refundAmount')}
        type="number"
        inputMode="numeric"
        min={1}
        max={left}
        step={1}
        required
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
      />
      <Field
        label={t('payments.refundReason')}
        required
        maxLength={500}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <DialogError error={refund.error} />
      <Button type="submit" variant="danger" loading={refund.isPending}>
        {t('payments.refund')}
      </Button>
    </form>
  );
}
