// Beside the payouts: the vendors whose payouts an admin holds (with the reason, who and when, and what waits), each
// with "Lift the hold", and the vendors who owe Sherehe after a refund came after their payout. The hold itself is
// asked for from a payout (HoldDialog), with a reason.
import type { AdminPayoutVendorsResponse } from '@sherehe/core/api/admin-payouts';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { useFormatTzs } from '../../../lib/format.ts';
import { useFormatDate } from '../../../lib/format-date.ts';
import { toast } from '../../../lib/toast.ts';
import { usePayoutHold, usePayoutVendors } from '../api/use-admin-payouts.ts';
import { NoteDialog } from './note-dialog.tsx';

const card = 'rounded-xl border border-stone-200 bg-white p-4';

export function PayoutVendorsPanel() {
  const { t } = useTranslation('admin');
  const vendors = usePayoutVendors();
  const formatTzs = useFormatTzs();
  if (!vendors.data) return null;
  const { holds, debts } = vendors.data;
  if (holds.length === 0 && debts.length === 0) return null;
  return (
    <div className="mt-6 grid gap-4 lg:grid-cols-2">
      {holds.length > 0 ? (
        <section aria-labelledby="payout-holds-heading" className={card}>
          <h3 id="payout-holds-heading" className="font-semibold text-stone-900">
            {t('payouts.holds.heading')}
          </h3>
          <ul className="mt-2 divide-y divide-stone-100">
            {holds.map((hold) => (
              <HoldRow key={hold.vendorId} hold={hold} />
            ))}
          </ul>
        </section>
      ) : null}
      {debts.length > 0 ? (
        <section aria-labelledby="payout-debts-heading" className={card}>
          <h3 id="payout-debts-heading" className="font-semibold text-stone-900">
            {t('payouts.debts.heading')}
          </h3>
          <p className="mt-1 text-sm text-stone-600">{t('payouts.debts.intro')}</p>
          <ul className="mt-2 divide-y divide-stone-100">
            {debts.map((debt) => (
              <li key={debt.vendorId} className="flex justify-between gap-3 py-2">
                <span className="text-stone-900">{debt.vendorName}</span>
                <span className="font-semibold text-red-800 tabular">{formatTzs(debt.owedTzs)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function HoldRow({ hold }: { hold: AdminPayoutVendorsResponse['holds'][number] }) {
  const { t } = useTranslation('admin');
  const formatTzs = useFormatTzs();
  const { dateTime } = useFormatDate();
  const lift = usePayoutHold(hold.vendorId);
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-2">
      <div className="min-w-0">
        <p className="font-medium text-stone-900">{hold.vendorName}</p>
        <p className="text-sm text-stone-700">{hold.reason}</p>
        <p className="text-sm text-stone-600">
          {t('payouts.holds.by', { name: hold.heldByName ?? '—', at: dateTime(hold.heldAt) })} ·{' '}
          {t('payouts.holds.waiting', { amount: formatTzs(Math.max(0, hold.releasableTzs)) })}
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        loading={lift.isPending}
        onClick={() =>
          lift.mutate({ lift: true }, { onSuccess: () => toast.success(t('payouts.holds.lifted')) })
        }
      >
        {t('payouts.holds.lift')}
      </Button>
    </li>
  );
}

export function HoldDialog({
  vendorId,
  vendorName,
  onClose,
  returnFocusRef,
}: {
  vendorId: string;
  vendorName: string;
  onClose: () => void;
  returnFocusRef: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation('admin');
  const hold = usePayoutHold(vendorId);
  return (
    <NoteDialog
      title={t('payouts.holds.title', { vendor: vendorName })}
      body={t('payouts.holds.body')}
      confirmLabel={t('payouts.holds.hold')}
      noteLabel={t('payouts.holds.reason')}
      noteRequired
      danger
      pending={hold.isPending}
      error={hold.error}
      onConfirm={(reason) =>
        hold.mutate(
          { hold: { reason } },
          {
            onSuccess: () => {
              toast.success(t('payouts.holds.held', { vendor: vendorName }));
              onClose();
            },
          },
        )
      }
      onClose={onClose}
      returnFocusRef={returnFocusRef}
    />
  );
}
