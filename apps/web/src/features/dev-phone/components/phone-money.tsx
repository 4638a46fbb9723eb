// The demo phone's money received: each payout sent to the number, newest first, worded as a mobile-money message.
import { BOOKING_TIME_ZONE } from '@sherehe/core/calendar-day';
import { HandCoins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toLanguage, useFormatTzs } from '../../../lib/format.ts';
import { useDevPhoneMoney } from '../api/use-dev-phone-money.ts';

export function PhoneMoney({ number }: { number: string }) {
  const { t, i18n } = useTranslation('devPhone');
  const formatTzs = useFormatTzs();
  const money = useDevPhoneMoney(number);
  const time = new Intl.DateTimeFormat(toLanguage(i18n.resolvedLanguage) === 'sw' ? 'sw-TZ' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: BOOKING_TIME_ZONE,
  });
  // The prompts above already say when the demo phone is off.
  if (!money.data) return null;

  return (
    <section aria-labelledby="phone-money" className="mt-6">
      <h2 id="phone-money" className="flex items-center gap-2 font-semibold text-sm text-stone-300">
        <HandCoins aria-hidden="true" className="size-4" />
        {t('money.title')}
      </h2>
      {money.data.received.length === 0 ? (
        <p className="py-4 text-center text-sm text-stone-400">{t('money.empty')}</p>
      ) : (
        <ol className="mt-2 space-y-2">
          {money.data.received.map((payment) => (
            <li key={payment.id} className="rounded-xl bg-teal-900 p-3 text-sm">
              <p className="break-words">
                {t('money.received', { amount: formatTzs(payment.amountTzs), from: payment.from })}
              </p>
              <p className="mt-1 text-right text-teal-100 text-xs">
                <time dateTime={payment.receivedAt}>{time.format(new Date(payment.receivedAt))}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
