// The subscription an owner is shown: plan, first and last day, and whether it runs today, starts later, ended or
// was cancelled.
import type { PlaceSubscription } from '@sherehe/core/api/medi-finder';
import { tanzaniaDate } from '@sherehe/core/medi-finder/opening-hours';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../lib/format-date.ts';

export type SubscriptionState = 'active' | 'upcoming' | 'expired' | 'cancelled' | 'none';

export function subscriptionState(
  subscription: PlaceSubscription | null,
  now = new Date(),
): SubscriptionState {
  if (!subscription) return 'none';
  if (subscription.isActive) return 'active';
  if (subscription.cancelledAt) return 'cancelled';
  return subscription.startsOn > tanzaniaDate(now) ? 'upcoming' : 'expired';
}

const stateStyles: Record<SubscriptionState, string> = {
  active: 'bg-green-50 text-green-800 ring-green-200',
  upcoming: 'bg-sky-50 text-sky-800 ring-sky-200',
  expired: 'bg-stone-100 text-stone-700 ring-stone-300',
  cancelled: 'bg-red-50 text-red-800 ring-red-200',
  none: 'bg-stone-100 text-stone-700 ring-stone-300',
};

export function SubscriptionSummary({ subscription }: { subscription: PlaceSubscription | null }) {
  const { t } = useTranslation('mediFinderOwners');
  const { date } = useFormatDate();
  const state = subscriptionState(subscription);
  return (
    <div className="min-w-0">
      <dt className="text-stone-500 text-xs">{t('subscription.label')}</dt>
      <dd className="mt-0.5 flex flex-wrap items-center gap-2 text-stone-900">
        {subscription ? (
          <span>
            {t('subscription.summary', {
              plan: t(`subscription.plans.${subscription.plan}`),
              from: date(subscription.startsOn),
              to: date(subscription.endsOn),
            })}
          </span>
        ) : null}
        <span
          className={`inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 font-medium text-xs ring-1 ring-inset ${stateStyles[state]}`}
        >
          {t(`subscription.states.${state}`)}
        </span>
      </dd>
    </div>
  );
}
