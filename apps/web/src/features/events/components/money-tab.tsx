// The event page's Money tab: the michango received by mobile money and where it went (Sherehe's fee, withdrawn, on
// its way, available), the form to withdraw it, and every withdrawal with what the viewer may do with it. One answer
// (GET /events/{id}/money), read from the ledger, so the figures always agree.
import type { EventMoneyResponse } from '@sherehe/core/api/withdrawals';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useFormatTzs } from '../../../lib/format.ts';
import { useEventMoney } from '../api/use-event-money.ts';
import { WithdrawForm } from './withdraw-form.tsx';
import { WithdrawalList } from './withdrawal-list.tsx';

export function MoneyTab({ eventId }: { eventId: string }) {
  const { t } = useTranslation('eventManage');
  const money = useEventMoney(eventId);

  let body: React.ReactNode;
  if (money.isPending) body = <MoneySkeleton />;
  else if (money.isError) {
    body = (
      <FormAlert message={t('money.loadFailed')}>
        <p>{errorText(money.error)}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void money.refetch()}>
          {t('money.retry')}
        </Button>
      </FormAlert>
    );
  } else {
    body = (
      <>
        <MoneyFigures money={money.data} />
        <WithdrawForm eventId={eventId} money={money.data} />
        <WithdrawalList eventId={eventId} withdrawals={money.data.withdrawals} />
      </>
    );
  }

  return (
    <div className="flex flex-col gap-4 sm:gap-6">
      <div>
        <h2 className="font-semibold text-stone-900 text-xl">{t('money.heading')}</h2>
        <p className="mt-1 max-w-3xl text-base text-stone-600">{t('money.intro')}</p>
      </div>
      {body}
    </div>
  );
}

function MoneyFigures({ money }: { money: EventMoneyResponse }) {
  const { t } = useTranslation('eventManage');
  const formatTzs = useFormatTzs();
  const figures = [
    { id: 'available', amount: money.availableTzs, tone: 'text-teal-800' },
    { id: 'collected', amount: money.collectedTzs },
    ...(money.sendingTzs > 0 ? [{ id: 'sending', amount: money.sendingTzs }] : []),
    { id: 'withdrawn', amount: money.withdrawnTzs },
    ...(money.feesTzs > 0 ? [{ id: 'fees', amount: money.feesTzs }] : []),
  ];
  return (
    <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {figures.map((figure) => (
        <div key={figure.id} className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
          <dt className="text-sm text-stone-600">{t(`money.${figure.id}`)}</dt>
          <dd className={`mt-1 font-bold text-2xl tabular ${figure.tone ?? 'text-stone-900'}`}>
            {formatTzs(figure.amount)}
          </dd>
          <dd className="mt-1 text-sm text-stone-600">{t(`money.${figure.id}Help`)}</dd>
        </div>
      ))}
    </dl>
  );
}

function MoneySkeleton() {
  const { t } = useTranslation('common');
  return (
    <div role="status" aria-label={t('loading')} className="flex flex-col gap-4">
      <div aria-hidden="true" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {[0, 1, 2, 3].map((tile) => (
          <div key={tile} className="h-28 animate-pulse rounded-xl bg-stone-200 motion-reduce:animate-none" />
        ))}
      </div>
      <div
        aria-hidden="true"
        className="h-48 animate-pulse rounded-xl bg-stone-100 motion-reduce:animate-none"
      />
    </div>
  );
}
