// One contributor's pledge, opened from the ledger: what they pledged and paid, each payment with who recorded it,
// and, for those allowed, recording cash or bank money, reversing or refunding a payment (always with a reason),
// changing the amount or due date, and cancelling the pledge. One dialog whose content changes, since a dialog
// opened over another would fight it for focus.

import type { EventDetail } from '@sherehe/core/api/events';
import type { LedgerRow, PledgeDetail, PledgePayment } from '@sherehe/core/api/pledges';
import type { EventPermission } from '@sherehe/core/event-rules';
import { REVERSAL_REASON_MAX } from '@sherehe/core/event-rules';
import { formatPhone } from '@sherehe/core/phone';
import { BellOff, MailPlus } from 'lucide-react';
import { type RefObject, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { Dialog } from '../../../components/dialog.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useFormatTzs } from '../../../lib/format.ts';
import { useFormatDate } from '../../../lib/format-date.ts';
import { toast } from '../../../lib/toast.ts';
import { usePledgeDetail, useReversePayment, useUpdatePledge } from '../api/use-pledge-detail.ts';
import { LedgerEditPledgeForm } from './ledger-edit-pledge-form.tsx';
import { LedgerInviteForm } from './ledger-invite-form.tsx';
import { LedgerRecordPaymentForm } from './ledger-record-payment-form.tsx';
import { LedgerStatusChip } from './ledger-status-chip.tsx';
import { ManageReasonForm } from './manage-reason-form.tsx';

type Mode =
  | { kind: 'view' }
  | { kind: 'record' }
  | { kind: 'edit' }
  | { kind: 'cancel' }
  | { kind: 'invite' }
  | { kind: 'reverse'; payment: PledgePayment };

type LedgerPledgeDialogProps = {
  event: EventDetail;
  row: LedgerRow;
  onClose: () => void;
  returnFocusRef: RefObject<HTMLElement | null>;
};

export function LedgerPledgeDialog({ event, row, onClose, returnFocusRef }: LedgerPledgeDialogProps) {
  const { t } = useTranslation('eventManage');
  const pledge = usePledgeDetail(event.id, row.id);
  const [mode, setMode] = useState<Mode>({ kind: 'view' });
  const back = () => setMode({ kind: 'view' });

  let body: React.ReactNode;
  if (pledge.isPending) body = <ListSkeleton rows={2} />;
  else if (pledge.isError) {
    body = (
      <FormAlert message={t('pledge.loadFailed')}>
        <p>{errorText(pledge.error)}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void pledge.refetch()}>
          {t('page.retry')}
        </Button>
      </FormAlert>
    );
  } else if (mode.kind === 'record') {
    body = <LedgerRecordPaymentForm eventId={event.id} pledge={pledge.data} onDone={back} />;
  } else if (mode.kind === 'edit') {
    body = <LedgerEditPledgeForm eventId={event.id} pledge={pledge.data} onDone={back} />;
  } else if (mode.kind === 'cancel') {
    body = <CancelPledge eventId={event.id} pledge={pledge.data} onDone={back} />;
  } else if (mode.kind === 'invite') {
    body = (
      <LedgerInviteForm
        eventId={event.id}
        pledgeIds={[pledge.data.id]}
        name={pledge.data.name}
        heading={t('invite.oneHeading', { name: pledge.data.name })}
        body={t('invite.oneBody')}
        submitLabel={t('invite.submit')}
        cancelLabel={t('dialog.back')}
        onCancel={back}
        onDone={back}
      />
    );
  } else if (mode.kind === 'reverse') {
    body = <ReversePayment eventId={event.id} payment={mode.payment} onDone={back} />;
  } else {
    body = <PledgeView event={event} pledge={pledge.data} onMode={setMode} />;
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('pledge.title', { name: pledge.data?.name ?? row.name })}
      closeLabel={t('dialog.close')}
      returnFocusRef={returnFocusRef}
    >
      {body}
    </Dialog>
  );
}

function PledgeView({
  event,
  pledge,
  onMode,
}: {
  event: EventDetail;
  pledge: PledgeDetail;
  onMode: (mode: Mode) => void;
}) {
  const { t } = useTranslation('eventManage');
  const formatTzs = useFormatTzs();
  const { day, dateTime } = useFormatDate();
  const may = (permission: EventPermission) => event.myPermissions.includes(permission);
  const cancelled = pledge.status === 'cancelled';
  const facts: [string, React.ReactNode][] = [
    [
      t('ledger.columns.phone'),
      <a key="phone" href={`tel:${pledge.phone}`} className="tabular hover:underline">
        {formatPhone(pledge.phone)}
      </a>,
    ],
    ...(pledge.email ? ([[t('pledge.email'), pledge.email]] as [string, string][]) : []),
    [t('ledger.columns.pledged'), formatTzs(pledge.amountTzs)],
    [t('ledger.columns.paid'), formatTzs(pledge.paidTzs)],
    [t('ledger.columns.outstanding'), formatTzs(pledge.outstandingTzs)],
    [t('pledge.dueDate'), pledge.dueDate ? day(pledge.dueDate) : t('pledge.noDueDate')],
  ];

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <LedgerStatusChip status={pledge.status} />
        {pledge.optedOut ? (
          <span className="inline-flex items-center gap-1 text-sm text-stone-600">
            <BellOff aria-hidden="true" className="size-4" />
            {t('ledger.optedOutLong')}
          </span>
        ) : null}
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-stone-600">{label}</dt>
            <dd className="font-medium text-stone-900 tabular">{value}</dd>
          </div>
        ))}
      </dl>
      {pledge.message ? (
        <blockquote className="rounded-lg bg-stone-50 p-3 text-sm text-stone-700 italic">
          {pledge.message}
        </blockquote>
      ) : null}

      <section aria-labelledby="pledge-payments-heading">
        <h3 id="pledge-payments-heading" className="font-semibold text-stone-900">
          {t('pledge.payments')}
        </h3>
        {pledge.payments.length === 0 ? (
          <p className="mt-1 text-sm text-stone-600">{t('pledge.noPayments')}</p>
        ) : (
          <ul className="mt-2 flex flex-col gap-2">
            {pledge.payments.map((payment) => (
              <li key={payment.id} className="rounded-lg border border-stone-200 p-3 text-sm">
                <div className="flex items-start justify-between gap-3">
                  <div>
                    <p className="font-semibold text-stone-900 tabular">{formatTzs(payment.amountTzs)}</p>
                    <p className="text-stone-700">
                      {t(`method.${payment.method}`)}
                      {payment.receipt ? ` · ${t('pledge.receipt', { receipt: payment.receipt })}` : ''}
                    </p>
                    <p className="text-stone-600">
                      {dateTime(payment.paidAt)}
                      {payment.recordedBy ? ` · ${t('pledge.recordedBy', { name: payment.recordedBy })}` : ''}
                    </p>
                    {payment.reversalReason ? (
                      <p className="mt-1 text-stone-700">
                        {t('pledge.reversalReason', { reason: payment.reversalReason })}
                      </p>
                    ) : null}
                  </div>
                  <span
                    data-payment-status={payment.status}
                    className={`shrink-0 rounded-full px-2 py-0.5 font-semibold text-xs ${payment.status === 'received' ? 'bg-green-100 text-green-900' : 'bg-stone-200 text-stone-800'}`}
                  >
                    {t(`paymentStatus.${payment.status}`)}
                  </span>
                </div>
                {may('record_payments') && payment.status === 'received' ? (
                  <Button
                    variant="danger-outline"
                    size="sm"
                    className="mt-2"
                    aria-label={t(
                      payment.method === 'mobile_money' ? 'pledge.refundNamed' : 'pledge.reverseNamed',
                      { amount: formatTzs(payment.amountTzs) },
                    )}
                    onClick={() => onMode({ kind: 'reverse', payment })}
                  >
                    {t(payment.method === 'mobile_money' ? 'pledge.refund' : 'pledge.reverse')}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>

      {cancelled ? null : (
        <div className="flex flex-wrap gap-2 border-stone-100 border-t pt-4">
          {may('record_payments') ? (
            <Button onClick={() => onMode({ kind: 'record' })}>{t('record.open')}</Button>
          ) : null}
          {may('manage_contributors') ? (
            <>
              <Button variant="secondary" onClick={() => onMode({ kind: 'edit' })}>
                {t('edit.open')}
              </Button>
              <Button variant="danger-outline" onClick={() => onMode({ kind: 'cancel' })}>
                {t('cancelPledge.open')}
              </Button>
            </>
          ) : null}
          {may('manage_guests') ? (
            <Button variant="secondary" onClick={() => onMode({ kind: 'invite' })}>
              <MailPlus aria-hidden="true" className="size-4" />
              {t('invite.open')}
            </Button>
          ) : null}
        </div>
      )}
    </div>
  );
}

function ReversePayment({
  eventId,
  payment,
  onDone,
}: {
  eventId: string;
  payment: PledgePayment;
  onDone: () => void;
}) {
  const { t } = useTranslation('eventManage');
  const formatTzs = useFormatTzs();
  const reverse = useReversePayment(eventId);
  const refund = payment.method === 'mobile_money';
  const words = refund ? 'refund' : 'reverse';
  return (
    <ManageReasonForm
      heading={t(`${words}.title`, { amount: formatTzs(payment.amountTzs) })}
      body={t(`${words}.body`)}
      reasonLabel={t(`${words}.reason`)}
      reasonMax={REVERSAL_REASON_MAX}
      confirmLabel={t(`${words}.confirm`)}
      pending={reverse.isPending}
      error={reverse.error}
      onCancel={onDone}
      onConfirm={(reason) =>
        reverse.mutate(
          { paymentId: payment.id, reason },
          {
            onSuccess: () => {
              toast.success(t(`${words}.done`));
              onDone();
            },
          },
        )
      }
    />
  );
}

function CancelPledge({
  eventId,
  pledge,
  onDone,
}: {
  eventId: string;
  pledge: PledgeDetail;
  onDone: () => void;
}) {
  const { t } = useTranslation('eventManage');
  const update = useUpdatePledge(eventId, pledge.id);
  return (
    <ManageReasonForm
      heading={t('cancelPledge.title', { name: pledge.name })}
      body={t('cancelPledge.body')}
      confirmLabel={t('cancelPledge.confirm')}
      pending={update.isPending}
      error={update.error}
      onCancel={onDone}
      onConfirm={() =>
        update.mutate(
          { cancelled: true },
          {
            onSuccess: () => {
              toast.success(t('cancelPledge.done', { name: pledge.name }));
              onDone();
            },
          },
        )
      }
    />
  );
}
