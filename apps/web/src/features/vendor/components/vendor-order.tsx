// One order in the vendor area (/event-planners/vendor?order=<id>, the link the mailed notices carry): who ordered
// what for when, the customer's phone, the history, and the vendor's answers the server allows (its can* flags).
import type { OrderDetail } from '@sherehe/core/api/orders';
import { todayInTanzania } from '@sherehe/core/booking-rules';
import { DECLINE_REASON_MAX } from '@sherehe/core/order-rules';
import { formatPhone } from '@sherehe/core/phone';
import { ArrowLeft, Phone } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/button.tsx';
import { Dialog } from '../../../components/dialog.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { type OrderFact, OrderFacts } from '../../../components/order-facts.tsx';
import { OrderLines } from '../../../components/order-lines.tsx';
import type { OrderSlot } from '../../../components/order-slot.ts';
import { OrderStatusBadge } from '../../../components/order-status-badge.tsx';
import { OrderTimeline } from '../../../components/order-timeline.tsx';
import { OrderTotals } from '../../../components/order-totals.tsx';
import { errorText, reasonOf } from '../../../lib/error-text.ts';
import { useFormatTzs } from '../../../lib/format.ts';
import { useFormatDate } from '../../../lib/format-date.ts';
import { toast } from '../../../lib/toast.ts';
import { useAnswerOrder, useSetVendorOrder, useVendorOrder } from '../api/use-vendor-orders.ts';

const card = 'rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5';

/** Back where the order was opened from: the orders inbox, the day of the calendar of all the listings, or the money. */
function BackToOrders() {
  const { t } = useTranslation(['orders', 'vendor']);
  const [params] = useSearchParams();
  const back = new URLSearchParams(params);
  back.delete('order');
  return (
    <Link to={`?${back}`} className={buttonClasses({ variant: 'link', size: 'sm' })}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {params.get('section') === 'calendar'
        ? t('vendor:shopCalendar.back')
        : params.get('section') === 'money'
          ? t('vendor:money.back')
          : t('inbox.back')}
    </Link>
  );
}

export function VendorOrder({ id, dispute }: { id: string; dispute?: OrderSlot }) {
  const { t } = useTranslation('orders');
  const order = useVendorOrder(id);
  let body: React.ReactNode;
  if (order.isPending) {
    body = (
      <div aria-hidden="true" className="mt-3 grid gap-4">
        <div className="h-8 w-1/2 animate-pulse rounded bg-stone-200 motion-reduce:animate-none" />
        <div className="h-40 animate-pulse rounded-xl bg-stone-200 motion-reduce:animate-none" />
      </div>
    );
  } else if (order.isError) {
    body = (
      <FormAlert
        className="mt-3"
        message={reasonOf(order.error) === 'order.not_found' ? t('order.notFound') : errorText(order.error)}
      />
    );
  } else body = <OrderForVendor order={order.data} dispute={dispute} />;
  return (
    <div>
      <BackToOrders />
      {body}
    </div>
  );
}

function OrderForVendor({ order, dispute }: { order: OrderDetail; dispute?: OrderSlot }) {
  const { t } = useTranslation('orders');
  const { day, dateTime } = useFormatDate();
  const setOrder = useSetVendorOrder(order.id);
  const facts: OrderFact[] = [
    { label: t('order.customer'), value: order.customerName },
    { label: t('order.eventDate'), value: day(order.eventDate) },
    { label: t('order.placedAt'), value: dateTime(order.placedAt) },
  ];
  if (order.location) facts.push({ label: t('order.location'), value: order.location, wide: true });
  if (order.note) facts.push({ label: t('order.noteFromCustomer'), value: order.note, wide: true });
  return (
    <div className="mt-2 flex flex-col gap-5">
      <header>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="font-bold text-2xl text-stone-900 sm:text-3xl">
            {t('order.title', { reference: order.reference })}
          </h1>
          <OrderStatusBadge status={order.status} balanceTzs={order.balanceTzs} />
        </div>
        <OrderFacts facts={facts} />
        {order.customerPhone ? (
          <a
            href={`tel:${order.customerPhone}`}
            className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'mt-3' })}
          >
            <Phone aria-hidden="true" className="size-4" />
            {t('inbox.call', { phone: formatPhone(order.customerPhone) })}
          </a>
        ) : null}
      </header>
      <VendorActions order={order} />
      {dispute?.(order, setOrder)}
      <section aria-labelledby="vendor-order-lines" className={card}>
        <h2 id="vendor-order-lines" className="mb-3 font-semibold text-lg text-stone-900">
          {t('order.linesForVendor')}
        </h2>
        <OrderLines lines={order.lines} />
        <div className="mt-4 border-stone-200 border-t pt-3">
          <OrderTotals order={order} />
        </div>
      </section>
      <section aria-labelledby="vendor-order-history" className={card}>
        <h2 id="vendor-order-history" className="mb-4 font-semibold text-lg text-stone-900">
          {t('timeline.heading')}
        </h2>
        <OrderTimeline events={order.timeline} />
      </section>
    </div>
  );
}

function VendorActions({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const answer = useAnswerOrder(order.id);
  const formatTzs = useFormatTzs();
  const { day } = useFormatDate();
  const [asking, setAsking] = useState<'decline' | 'deliver' | null>(null);
  const declineRef = useRef<HTMLButtonElement>(null);
  const deliverRef = useRef<HTMLButtonElement>(null);
  // Before the event day, delivered needs its reason (the server refuses it without one).
  const early = todayInTanzania() < order.eventDate;
  const reference = order.reference;
  if (!order.canConfirm && !order.canDecline && !order.canDeliver) return null;
  const busy = answer.isPending;
  const pending = answer.variables?.action;
  return (
    <section aria-label={t('order.actions')} className="flex flex-col gap-3">
      {answer.isError && !asking ? <FormAlert message={errorText(answer.error)} /> : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        {order.canConfirm ? (
          <Button
            size="lg"
            loading={busy && pending === 'confirm'}
            aria-disabled={busy || undefined}
            onClick={() =>
              !busy &&
              answer.mutate(
                { action: 'confirm' },
                { onSuccess: () => toast.success(t('inbox.acceptedDone', { reference })) },
              )
            }
          >
            {t('inbox.accept')}
          </Button>
        ) : null}
        {order.canDeliver ? (
          <Button
            ref={deliverRef}
            size="lg"
            loading={busy && pending === 'deliver' && !asking}
            aria-disabled={busy || undefined}
            onClick={() => {
              if (busy) return;
              if (early) {
                answer.reset();
                setAsking('deliver');
                return;
              }
              answer.mutate(
                { action: 'deliver' },
                { onSuccess: () => toast.success(t('inbox.deliveredDone', { reference })) },
              );
            }}
          >
            {t('inbox.deliver')}
          </Button>
        ) : null}
        {order.canDecline ? (
          <Button
            ref={declineRef}
            size="lg"
            variant="danger-outline"
            onClick={() => {
              if (busy) return;
              answer.reset();
              setAsking('decline');
            }}
          >
            {t('inbox.decline')}
          </Button>
        ) : null}
      </div>
      {asking === 'decline' ? (
        <ReasonDialog
          title={t('inbox.declineTitle', { reference })}
          body={t('inbox.declineBody', { amount: formatTzs(order.paidTzs) })}
          label={t('inbox.declineReason')}
          placeholder={t('inbox.declineReasonPlaceholder')}
          required={t('inbox.declineRequired')}
          confirm={t('inbox.declineConfirm')}
          cancel={t('inbox.keep')}
          danger
          pending={busy}
          error={answer.error}
          returnTo={declineRef}
          onClose={() => setAsking(null)}
          onConfirm={(reason) =>
            answer.mutate(
              { action: 'decline', reason },
              {
                onSuccess: () => {
                  setAsking(null);
                  toast.success(t('inbox.declinedDone', { reference }));
                },
              },
            )
          }
        />
      ) : null}
      {asking === 'deliver' ? (
        <ReasonDialog
          title={t('inbox.earlyTitle', { reference })}
          body={t('inbox.earlyBody', { date: day(order.eventDate) })}
          label={t('inbox.earlyReason')}
          placeholder={t('inbox.earlyReasonPlaceholder')}
          required={t('inbox.earlyRequired')}
          confirm={t('inbox.deliver')}
          cancel={t('inbox.notYet')}
          pending={busy}
          error={answer.error}
          returnTo={deliverRef}
          onClose={() => setAsking(null)}
          onConfirm={(earlyReason) =>
            answer.mutate(
              { action: 'deliver', earlyReason },
              {
                onSuccess: () => {
                  setAsking(null);
                  toast.success(t('inbox.deliveredDone', { reference }));
                },
              },
            )
          }
        />
      ) : null}
    </section>
  );
}

type ReasonDialogProps = {
  title: string;
  body: string;
  label: string;
  placeholder: string;
  required: string;
  confirm: string;
  /** The button that closes the dialog without answering. */
  cancel: string;
  danger?: boolean;
  pending: boolean;
  error: unknown;
  returnTo: React.RefObject<HTMLButtonElement | null>;
  onClose: () => void;
  onConfirm: (reason: string) => void;
};

/** A vendor's answer that needs its reason in words: declining an order, or marking it delivered before its day. */
function ReasonDialog(props: ReasonDialogProps) {
  const { pending, error, returnTo, onClose, onConfirm } = props;
  const { t } = useTranslation('orders');
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const close = () => {
    if (!pending) onClose();
  };
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    if (!reason.trim()) {
      setMissing(true);
      reasonRef.current?.focus();
      return;
    }
    onConfirm(reason.trim());
  }
  return (
    <Dialog
      open
      onClose={close}
      title={props.title}
      closeLabel={t('dialog.close')}
      initialFocusRef={reasonRef}
      returnFocusRef={returnTo}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <p className="text-stone-700">{props.body}</p>
        <FormAlert message={error ? errorText(error) : null} />
        <div>
          <label htmlFor={`${id}-reason`} className="block font-medium text-sm text-stone-800">
            {props.label}
          </label>
          <textarea
            ref={reasonRef}
            id={`${id}-reason`}
            name="reason"
            rows={3}
            value={reason}
            required
            maxLength={DECLINE_REASON_MAX}
            placeholder={props.placeholder}
            aria-invalid={missing || undefined}
            aria-describedby={missing ? `${id}-missing` : undefined}
            onChange={(event) => {
              setReason(event.target.value);
              if (event.target.value.trim()) setMissing(false);
            }}
            className="mt-1.5 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 placeholder:text-stone-500 focus:border-teal-600 focus:outline-2 focus:outline-teal-600 aria-invalid:border-red-600"
          />
          {missing ? (
            <p id={`${id}-missing`} className="mt-1.5 font-medium text-red-700 text-sm">
              {props.required}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close}>
            {props.cancel}
          </Button>
          <Button type="submit" variant={props.danger ? 'danger' : 'primary'} loading={pending}>
            {props.confirm}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
