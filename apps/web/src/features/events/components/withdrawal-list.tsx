// Every withdrawal of the event, newest first: how much, to which number and name, who asked and who decided, its
// state in words, and the buttons the viewer may use (approve after a confirmation that names the receiver; cancel,
// or decline for an approver).
import type { EventWithdrawal } from '@sherehe/core/api/withdrawals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { useFormatTzs } from '../../../lib/format.ts';
import { useFormatDate } from '../../../lib/format-date.ts';
import { toast } from '../../../lib/toast.ts';
import { useWithdrawalChange } from '../api/use-event-money.ts';
import { ManageConfirmDialog } from './manage-confirm-dialog.tsx';

const card = 'rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6';

const tones: Record<EventWithdrawal['status'], string> = {
  awaiting_approval: 'bg-amber-100 text-amber-900',
  sending: 'bg-sky-100 text-sky-900',
  paid: 'bg-teal-100 text-teal-900',
  failed: 'bg-red-100 text-red-900',
  cancelled: 'bg-stone-100 text-stone-700',
};

export function WithdrawalList({
  eventId,
  withdrawals,
}: {
  eventId: string;
  withdrawals: EventWithdrawal[];
}) {
  const { t } = useTranslation('eventManage');
  return (
    <section aria-labelledby="withdrawals-heading" className={card}>
      <h3 id="withdrawals-heading" className="font-semibold text-lg text-stone-900">
        {t('money.list.heading')}
      </h3>
      {withdrawals.length === 0 ? (
        <p className="mt-2 text-stone-600">{t('money.list.empty')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-stone-100">
          {withdrawals.map((withdrawal) => (
            <WithdrawalRow key={withdrawal.id} eventId={eventId} withdrawal={withdrawal} />
          ))}
        </ul>
      )}
    </section>
  );
}

function WithdrawalRow({ eventId, withdrawal }: { eventId: string; withdrawal: EventWithdrawal }) {
  const { t } = useTranslation('eventManage');
  const formatTzs = useFormatTzs();
  const { dateTime } = useFormatDate();
  const change = useWithdrawalChange(eventId);
  const [confirming, setConfirming] = useState(false);
  const amount = formatTzs(withdrawal.amountTzs);

  function approve() {
    change.mutate(
      { action: 'approve', withdrawalId: withdrawal.id },
      {
        onSuccess: () => {
          toast.success(t('money.list.approved', { amount }));
          setConfirming(false);
        },
      },
    );
  }

  function cancel() {
    change.mutate(
      { action: 'cancel', withdrawalId: withdrawal.id },
      { onSuccess: () => toast.success(t('money.list.cancelled')) },
    );
  }

  const decided =
    withdrawal.decidedByName && withdrawal.status === 'cancelled'
      ? t('money.list.cancelledBy', { name: withdrawal.decidedByName })
      : withdrawal.decidedByName
        ? t('money.list.approvedBy', { name: withdrawal.decidedByName })
        : null;

  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-stone-900 tabular">{amount}</span>
          <span className={`rounded-full px-2 py-0.5 font-medium text-xs ${tones[withdrawal.status]}`}>
            {t(`money.status.${withdrawal.status}`)}
          </span>
        </p>
        <p className="mt-1 text-sm text-stone-700">
          {t('money.list.to', { phone: withdrawal.phone })}
          {withdrawal.accountName ? ` · ${withdrawal.accountName}` : ''}
        </p>
        <p className="text-sm text-stone-600">
          {t('money.list.askedBy', {
            name: withdrawal.requestedByName,
            time: dateTime(withdrawal.requestedAt),
          })}
          {decided ? ` · ${decided}` : ''}
        </p>
        {withdrawal.status === 'failed' && withdrawal.failureMessage ? (
          <p className="mt-1 text-red-800 text-sm">{withdrawal.failureMessage}</p>
        ) : null}
      </div>
      {withdrawal.mayApprove || withdrawal.mayCancel ? (
        <div className="flex shrink-0 flex-wrap gap-2">
          {withdrawal.mayApprove ? (
            <Button size="sm" onClick={() => setConfirming(true)}>
              {t('money.list.approve')}
            </Button>
          ) : null}
          {withdrawal.mayCancel ? (
            <Button
              size="sm"
              variant="danger-outline"
              loading={change.isPending && !confirming}
              onClick={cancel}
            >
              {t(withdrawal.mayApprove ? 'money.list.decline' : 'money.list.cancel')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {confirming ? (
        <ManageConfirmDialog
          title={t('money.list.approveTitle', { amount, phone: withdrawal.phone })}
          body={t('money.list.approveBody', {
            name: withdrawal.accountName ?? t('money.list.nameUnknown'),
          })}
          confirmLabel={t('money.list.approve')}
          pending={change.isPending}
          error={change.error}
          onConfirm={approve}
          onClose={() => {
            change.reset();
            setConfirming(false);
          }}
        />
      ) : null}
    </li>
  );
}
