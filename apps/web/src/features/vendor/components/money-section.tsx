// The vendor area's Money tab (?section=money): the balances with what each means, "Pay me now", the number payouts
// go to, the money of each order, the payouts made and the monthly statement. All but the statement is one answer (GET /vendor/money), read from the
// ledger, so the parts always agree.
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useVendorMoney } from '../api/use-vendor-money.ts';
import { MoneyBalances } from './money-balances.tsx';
import { MoneyByOrder } from './money-by-order.tsx';
import { MoneyStatement } from './money-statement.tsx';
import { PayMeNow } from './pay-me-now.tsx';
import { PayoutAccountCard } from './payout-account-card.tsx';
import { PayoutHistory } from './payout-history.tsx';

export function MoneySection() {
  const { t } = useTranslation('vendor');
  const money = useVendorMoney();

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
    const data = money.data;
    body = (
      <>
        <MoneyBalances balances={data.balances} rules={data.rules} />
        <div className="grid gap-4 lg:grid-cols-2 lg:items-start lg:gap-6">
          <PayMeNow money={data} />
          <PayoutAccountCard account={data.account} />
        </div>
        <MoneyByOrder orders={data.orders} />
        <PayoutHistory payouts={data.payouts} />
        <MoneyStatement
          money={JSON.stringify([data.balances, data.payouts.map((payout) => payout.status)])}
        />
      </>
    );
  }

  return (
    <div className="flex flex-col gap-4 sm:gap-6">
      <div>
        <h2 className="font-semibold text-stone-900 text-xl">{t('money.heading')}</h2>
        <p className="mt-1 text-base text-stone-600">{t('money.intro')}</p>
      </div>
      {body}
    </div>
  );
}

function MoneySkeleton() {
  const { t } = useTranslation('common');
  return (
    <div role="status" aria-label={t('loading')} className="flex flex-col gap-4 sm:gap-6">
      <div aria-hidden="true" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {[0, 1, 2, 3].map((tile) => (
          <div key={tile} className="h-32 animate-pulse rounded-xl bg-stone-200 motion-reduce:animate-none" />
        ))}
      </div>
      <div
        aria-hidden="true"
        className="h-40 animate-pulse rounded-xl bg-stone-200 motion-reduce:animate-none"
      />
      <div
        aria-hidden="true"
        className="h-64 animate-pulse rounded-xl bg-stone-100 motion-reduce:animate-none"
      />
    </div>
  );
}
