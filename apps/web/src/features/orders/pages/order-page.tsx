// /event-planners/orders/:id: one order for its customer (and read-only for admins): where it stands, its history,
// its lines and amounts, the receipt, and what the customer may do now (the server's can* flags decide).
import type { OrderDetail } from '@sherehe/core/api/orders';
import { formatPhone } from '@sherehe/core/phone';
import { Clock, PackageCheck, Printer, Smartphone } from 'lucide-react';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/button.tsx';
import { Dialog } from '../../../components/dialog.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { type OrderFact, OrderFacts } from '../../../components/order-facts.tsx';
import { OrderLines } from '../../../components/order-lines.tsx';
import type { OrderSlot } from '../../../components/order-slot.ts';
import { OrderStatusBadge } from '../../../components/order-status-badge.tsx';
import { OrderTimeline } from '../../../components/order-timeline.tsx';
import { OrderTotals } from '../../../components/order-totals.tsx';
import { mobileMoneyNumber, PhoneField } from '../../../components/phone-field.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { errorText, reasonOf } from '../../../lib/error-text.ts';
import { useFormatTzs } from '../../../lib/format.ts';
import { useFormatDate } from '../../../lib/format-date.ts';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session-store.ts';
import { toast } from '../../../lib/toast.ts';
import { useCancelOrder, useConfirmReceipt, useOrder, usePayBalance, useSetOrder } from '../api/use-order.ts';

const card = 'rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5';

/** A delivered order's "How did it go?": the reviews feature's, composed in app/pages. */
export type ReviewSlot = (order: OrderDetail) => ReactNode;

export function OrderPage({ review, dispute }: { review?: ReviewSlot; dispute?: OrderSlot }) {
  const { id = '' } = useParams();
  const { hash } = useLocation();
  const signedIn = useSession((state) => state.user !== null);
  if (!signedIn) {
    // With its #review: the delivery's text opened signed out comes back to the review after signing in.
    const next = `${paths.order(id)}${hash}`;
    return <Navigate to={paths.login(next)} replace />;
  }
  // Keyed: another order starts with its own dialogs closed.
  return <OrderScreen key={id} id={id} review={review} dispute={dispute} />;
}

function BackLink() {
  const { t } = useTranslation('orders');
  const admin = useSession((state) => state.user?.userRole === 'admin');
  return (
    <Link
      to={admin ? paths.admin('orders') : paths.account('orders')}
      className={buttonClasses({ variant: 'link', size: 'sm', className: 'print:hidden' })}
    >
      {admin ? t('order.toAdmin') : t('order.toAccount')}
    </Link>
  );
}

function OrderScreen({ id, review, dispute }: { id: string; review?: ReviewSlot; dispute?: OrderSlot }) {
  const { t } = useTranslation('orders');
  const order = useOrder(id);
  useDocumentTitle(order.data ? t('order.title', { reference: order.data.reference }) : t('mine.heading'));

  let body: React.ReactNode;
  if (order.isPending) body = <OrderSkeleton />;
  else if (order.isError) {
    body =
      reasonOf(order.error) === 'order.not_found' ? (
        <>
          <h1 className="mt-2 font-bold text-2xl text-stone-900">{t('mine.heading')}</h1>
          <FormAlert className="mt-4" message={t('order.notFound')} />
        </>
      ) : (
        <>
          <h1 className="mt-2 font-bold text-2xl text-stone-900">{t('mine.heading')}</h1>
          <FormAlert className="mt-4" message={t('order.loadFailed')}>
            <p>{errorText(order.error)}</p>
            <Button variant="secondary" className="mt-3" onClick={() => void order.refetch()}>
              {t('order.retry')}
            </Button>
          </FormAlert>
        </>
      );
  } else body = <OrderView order={order.data} review={review} dispute={dispute} />;

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10">
      <BackLink />
      {body}
    </section>
  );
}

function OrderSkeleton() {
  const { t } = useTranslation('common');
  return (
    <div role="status" aria-label={t('loading')} className="mt-2 flex flex-col gap-4">
      <div
        aria-hidden="true"
        className="h-8 w-1/2 animate-pulse rounded bg-stone-200 motion-reduce:animate-none"
      />
      {[0, 1, 2].map((row) => (
        <div key={row} aria-hidden="true" className={card}>
          <div className="h-4 w-1/3 animate-pulse rounded bg-stone-200 motion-reduce:animate-none" />
          <div className="mt-3 h-4 w-2/3 animate-pulse rounded bg-stone-100 motion-reduce:animate-none" />
        </div>
      ))}
    </div>
  );
}

function OrderView({
  order,
  review,
  dispute,
}: {
  order: OrderDetail;
  review?: ReviewSlot;
  dispute?: OrderSlot;
}) {
  const { t } = useTranslation('orders');
  // An admin reads the order; the review is its customer's to write.
  const customer = useSession((state) => state.user?.userRole !== 'admin');
  const { day, dateTime, time } = useFormatDate();
  const setOrder = useSetOrder(order.id);
  const facts: OrderFact[] = [
    { label: t('order.vendor'), value: order.vendorName },
    { label: t('order.eventDate'), value: day(order.eventDate) },
    { label: t('order.placedAt'), value: dateTime(order.placedAt) },
  ];
  if (order.location) facts.push({ label: t('order.location'), value: order.location, wide: true });
  if (order.customerPhone) {
    facts.push({ label: t('order.customer'), value: order.customerName });
    facts.push({ label: t('order.customerPhone'), value: formatPhone(order.customerPhone) });
  }
  if (order.note) facts.push({ label: t('order.note'), value: order.note, wide: true });

  return (
    <div className="flex flex-col gap-5">
      <header className="mt-2 print:hidden">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="font-bold text-2xl text-stone-900 sm:text-3xl">
            {t('order.title', { reference: order.reference })}
          </h1>
          <OrderStatusBadge status={order.status} balanceTzs={order.balanceTzs} />
        </div>
        <OrderFacts facts={facts} />
      </header>

      {order.status === 'awaiting_payment' && order.holdExpiresAt ? (
        <p className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950 print:hidden">
          <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {t('order.held', { time: time(order.holdExpiresAt) })}
        </p>
      ) : null}
      {order.pendingPaymentId ? (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-teal-200 bg-teal-50 p-3 text-teal-950 print:hidden">
          <Smartphone aria-hidden="true" className="size-5 shrink-0" />
          <p className="flex-1">{t('order.pending')}</p>
          <Link to={paths.payment(order.pendingPaymentId)} className={buttonClasses({ size: 'sm' })}>
            {t('order.followPayment')}
          </Link>
        </div>
      ) : null}

      <OrderActions order={order} />
      {order.canConfirmReceipt ? <ConfirmReceipt order={order} /> : null}
      {dispute?.(order, setOrder)}

      {order.status === 'delivered' && customer && review ? review(order) : null}

      <section aria-labelledby="order-lines" className={`${card} print:hidden`}>
        <h2 id="order-lines" className="mb-3 font-semibold text-lg text-stone-900">
          {t('order.lines')}
        </h2>
        <OrderLines lines={order.lines} />
        <div className="mt-4 border-stone-200 border-t pt-3">
          <OrderTotals order={order} />
        </div>
      </section>

      <section aria-labelledby="order-history" className={`${card} print:hidden`}>
        <h2 id="order-history" className="mb-4 font-semibold text-lg text-stone-900">
          {t('timeline.heading')}
        </h2>
        <OrderTimeline events={order.timeline} />
      </section>

      {order.paidTzs > 0 ? <Receipt order={order} /> : null}
    </div>
  );
}

function OrderActions({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const formatTzs = useFormatTzs();
  const [open, setOpen] = useState<'pay' | 'cancel' | null>(null);
  const payRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  if (!order.canPayBalance && !order.canCancel) return null;
  return (
    <section aria-label={t('order.actions')} className="flex flex-col gap-3 sm:flex-row print:hidden">
      {order.canPayBalance ? (
        <Button ref={payRef} size="lg" onClick={() => setOpen('pay')}>
          {t('pay.action', { amount: formatTzs(order.balanceTzs) })}
        </Button>
      ) : null}
      {order.canCancel ? (
        <Button ref={cancelRef} size="lg" variant="danger-outline" onClick={() => setOpen('cancel')}>
          {t('cancel.action')}
        </Button>
      ) : null}
      {open === 'pay' ? (
        <PayBalanceDialog order={order} onClose={() => setOpen(null)} returnTo={payRef} />
      ) : null}
      {open === 'cancel' ? (
        <CancelDialog order={order} onClose={() => setOpen(null)} returnTo={cancelRef} />
      ) : null}
    </section>
  );
}

type DialogProps = {
  order: OrderDetail;
  onClose: () => void;
  returnTo: React.RefObject<HTMLButtonElement | null>;
};

function PayBalanceDialog({ order, onClose, returnTo }: DialogProps) {
  const { t } = useTranslation('orders');
  const formatTzs = useFormatTzs();
  const navigate = useNavigate();
  const pay = usePayBalance(order.id);
  const ownPhone = useSession((state) => (typeof state.user?.phone === 'string' ? state.user.phone : null));
  const [phone, setPhone] = useState(ownPhone && /^\+255[67]/.test(ownPhone) ? formatPhone(ownPhone) : '');
  const [problem, setProblem] = useState<string | null>(null);
  const amount = formatTzs(order.balanceTzs);
  const close = () => {
    if (!pay.isPending) onClose();
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pay.isPending) return;
    const number = mobileMoneyNumber(phone);
    if ('problem' in number) {
      setProblem(number.problem);
      event.currentTarget.querySelector<HTMLElement>('[name="phone"]')?.focus();
      return;
    }
    pay.mutate(number.e164, { onSuccess: (answer) => navigate(paths.payment(answer.paymentId)) });
  }

  return (
    <Dialog
      open
      onClose={close}
      title={t('pay.title')}
      closeLabel={t('dialog.close')}
      returnFocusRef={returnTo}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <p className="text-stone-700">{t('pay.body', { amount, wallets: t('wallets') })}</p>
        <FormAlert message={pay.isError ? errorText(pay.error) : null} />
        <PhoneField
          label={t('checkout.phone')}
          hint={t('pay.hint')}
          value={phone}
          error={problem}
          onChange={(value) => {
            setPhone(value);
            setProblem(null);
          }}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close}>
            {t('pay.cancel')}
          </Button>
          <Button type="submit" loading={pay.isPending}>
            {t('pay.submit', { amount })}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function CancelDialog({ order, onClose, returnTo }: DialogProps) {
  const { t } = useTranslation('orders');
  const formatTzs = useFormatTzs();
  const cancel = useCancelOrder(order.id);
  const keepRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    if (!cancel.isPending) onClose();
  };
  return (
    <Dialog
      open
      onClose={close}
      title={t('cancel.title', { reference: order.reference })}
      closeLabel={t('dialog.close')}
      initialFocusRef={keepRef}
      returnFocusRef={returnTo}
      footer={
        <>
          <Button ref={keepRef} variant="secondary" onClick={close}>
            {t('cancel.keep')}
          </Button>
          <Button
            variant="danger"
            loading={cancel.isPending}
            onClick={() =>
              cancel.mutate(undefined, {
                onSuccess: () => {
                  toast.success(t('cancel.done', { reference: order.reference }));
                  onClose();
                },
              })
            }
          >
            {t('cancel.confirm')}
          </Button>
        </>
      }
    >
      <p className="text-stone-700">
        {order.paidTzs > 0 ? t('cancel.body', { amount: formatTzs(order.paidTzs) }) : t('cancel.bodyUnpaid')}
      </p>
      <FormAlert className="mt-3" message={cancel.isError ? errorText(cancel.error) : null} />
    </Dialog>
  );
}

/** "I received it": said by the customer once everything came, it releases the vendor's money (asked first). */
function ConfirmReceipt({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const [open, setOpen] = useState(false);
  const actionRef = useRef<HTMLButtonElement>(null);
  return (
    <section
      aria-labelledby="order-received"
      className="flex flex-col gap-3 rounded-xl border border-teal-200 bg-teal-50 p-4 sm:p-5 print:hidden"
    >
      <h2 id="order-received" className="flex items-center gap-2 font-semibold text-lg text-stone-900">
        <PackageCheck aria-hidden="true" className="size-5 shrink-0 text-teal-800" />
        {t('received.heading')}
      </h2>
      <p className="text-stone-800">{t('received.body')}</p>
      <Button ref={actionRef} size="lg" className="self-start" onClick={() => setOpen(true)}>
        {t('received.action')}
      </Button>
      {open ? (
        <ConfirmReceiptDialog order={order} onClose={() => setOpen(false)} returnTo={actionRef} />
      ) : null}
    </section>
  );
}

function ConfirmReceiptDialog({ order, onClose, returnTo }: DialogProps) {
  const { t } = useTranslation('orders');
  const confirm = useConfirmReceipt(order.id);
  const keepRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    if (!confirm.isPending) onClose();
  };
  return (
    <Dialog
      open
      onClose={close}
      title={t('received.title', { reference: order.reference })}
      closeLabel={t('dialog.close')}
      initialFocusRef={keepRef}
      returnFocusRef={returnTo}
      footer={
        <>
          <Button ref={keepRef} variant="secondary" onClick={close}>
            {t('received.keep')}
          </Button>
          <Button
            loading={confirm.isPending}
            onClick={() =>
              confirm.mutate(undefined, {
                onSuccess: () => {
                  toast.success(t('received.done', { vendor: order.vendorName }));
                  onClose();
                },
              })
            }
          >
            {t('received.confirm')}
          </Button>
        </>
      }
    >
      <p className="text-stone-700">{t('received.dialogBody', { vendor: order.vendorName })}</p>
      <FormAlert className="mt-3" message={confirm.isError ? errorText(confirm.error) : null} />
    </Dialog>
  );
}

function Receipt({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const { dateTime } = useFormatDate();
  const rows: { label: string; value: string }[] = [
    { label: t('receipt.reference'), value: order.reference },
    { label: t('receipt.date'), value: dateTime(order.placedAt) },
    { label: t('receipt.vendor'), value: order.vendorName },
    { label: t('receipt.customer'), value: order.customerName },
  ];
  return (
    <section aria-labelledby="order-receipt" data-print-receipt className={card}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="order-receipt" className="font-semibold text-lg text-stone-900">
          {t('receipt.heading')}
        </h2>
        <Button variant="secondary" size="sm" className="print:hidden" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-4" />
          {t('receipt.print')}
        </Button>
      </div>
      <p className="mt-1 text-sm text-stone-600">{t('receipt.issuer')}</p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {rows.map(({ label, value }) => (
          <div key={label} className="contents">
            <dt className="text-stone-600">{label}</dt>
            <dd className="font-medium text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 border-stone-200 border-t pt-3">
        <OrderLines lines={order.lines} />
      </div>
      <div className="mt-4 border-stone-200 border-t pt-3">
        <OrderTotals order={order} />
      </div>
    </section>
  );
}
