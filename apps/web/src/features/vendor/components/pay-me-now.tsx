// "Pay me now": what is releasable goes to the payout number at once instead of with the daily payout. The server
// says whether it may be used now (payNow); when not, the button stays disabled with the sentence saying why.
import type { VendorMoneyResponse } from '@sherehe/core/api/payouts';
import { Banknote } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useFormatTzs } from '../../../lib/format.ts';
import { useFormatDate } from '../../../lib/format-date.ts';
import { toast } from '../../../lib/toast.ts';
import { usePayMeNow } from '../api/use-vendor-money.ts';

export function PayMeNow({ money }: { money: VendorMoneyResponse }) {
  const { t } = useTranslation('vendor');
  const formatTzs = useFormatTzs();
  const { dateTime } = useFormatDate();
  const pay = usePayMeNow();
  const whyId = useId();
  const { allowed, blockedBy } = money.payNow;
  const phone = money.account?.phone ?? '';

  let why: string;
  if (allowed || blockedBy === null) {
    why = t('money.payNowReady', { amount: formatTzs(money.balances.releasableTzs), phone });
  } else if (blockedBy === 'paused') {
    why = t('money.blockedBy.paused', {
      until: money.account?.pausedUntil ? dateTime(money.account.pausedUntil) : '',
    });
  } else if (blockedBy === 'below_minimum') {
    why = t('money.blockedBy.below_minimum', {
      min: formatTzs(money.rules.payoutMinimumTzs),
      available: formatTzs(Math.max(0, money.balances.releasableTzs)),
    });
  } else why = t(`money.blockedBy.${blockedBy}`);

  function payNow() {
    pay.mutate(undefined, {
      onSuccess: () => toast.success(t('money.payNowDone', { phone })),
      onError: (error) => toast.error(errorText(error)),
    });
  }

  return (
    <section
      aria-labelledby="money-pay-now"
      className="flex flex-col gap-3 rounded-xl border border-teal-200 bg-teal-50 p-4 sm:p-6"
    >
      <h3 id="money-pay-now" className="flex items-center gap-2 font-semibold text-lg text-stone-900">
        <Banknote aria-hidden="true" className="size-5 text-teal-800" />
        {t('money.payNowHeading')}
      </h3>
      <p id={whyId} className={allowed ? 'text-stone-800' : 'text-stone-700'}>
        {why}
      </p>
      <Button
        size="lg"
        className="self-start"
        disabled={!allowed}
        loading={pay.isPending}
        aria-describedby={whyId}
        onClick={payNow}
      >
        {t('money.payNow')}
      </Button>
    </section>
  );
}
