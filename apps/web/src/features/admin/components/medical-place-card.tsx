// One Medi-Finder place as an admin sees it: name, kind, status (and why it is hidden), owner, where, phone and
// subscription; verify, hide, grant or cancel a subscription from here.
import type { AdminPlace } from '@sherehe/core/api/medi-finder';
import { tanzaniaDate } from '@sherehe/core/medi-finder/opening-hours';
import { formatPhone } from '@sherehe/core/phone';
import { BadgeCheck, CalendarPlus, CalendarX, EyeOff } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../lib/format-date.ts';
import { CardActionButton } from './card-action-button.tsx';

export type PlaceAction = 'verify' | 'hide' | 'grant' | 'cancel';

type MedicalPlaceCardProps = {
  place: AdminPlace;
  onAction: (place: AdminPlace, action: PlaceAction, trigger: HTMLButtonElement) => void;
};

const badgeStyles: Record<AdminPlace['status'], { badge: string; dot: string }> = {
  pending: { badge: 'bg-amber-50 text-amber-900 ring-amber-200', dot: 'bg-amber-500' },
  listed: { badge: 'bg-green-50 text-green-800 ring-green-200', dot: 'bg-green-600' },
  hidden: { badge: 'bg-red-50 text-red-800 ring-red-200', dot: 'bg-red-600' },
};

type SubscriptionState = 'active' | 'upcoming' | 'expired' | 'cancelled' | 'none';

function subscriptionState(subscription: AdminPlace['subscription'], today: string): SubscriptionState {
  if (!subscription) return 'none';
  if (subscription.isActive) return 'active';
  if (subscription.cancelledAt) return 'cancelled';
  return subscription.startsOn > today ? 'upcoming' : 'expired';
}

export function MedicalPlaceCard({ place, onAction }: MedicalPlaceCardProps) {
  const { t } = useTranslation('adminMediFinder');
  const { date } = useFormatDate();
  const style = badgeStyles[place.status];
  const subscription = place.subscription;
  const state = subscriptionState(subscription, tanzaniaDate(new Date()));
  const act = (action: PlaceAction) => (event: MouseEvent<HTMLButtonElement>) =>
    onAction(place, action, event.currentTarget);
  const where = [place.address, place.area, place.city].filter(Boolean).join(', ');

  return (
    <li className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm lg:px-5">
      <p className="flex flex-wrap items-center gap-2 font-semibold text-base text-stone-900">
        <span className="break-words">{place.name}</span>
        <span
          className={`inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-0.5 font-medium text-xs ring-1 ring-inset ${style.badge}`}
        >
          <span aria-hidden="true" className={`size-1.5 rounded-full ${style.dot}`} />
          {t(`status.${place.status}`)}
        </span>
      </p>
      <p className="mt-0.5 text-sm text-stone-600">{t(`kinds.${place.kind}`)}</p>
      <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1.2fr)_minmax(0,1fr)_minmax(0,1.2fr)]">
        <div className="min-w-0">
          <dt className="text-stone-500 text-xs">{t('card.owner')}</dt>
          <dd className="mt-0.5 break-words text-stone-900">
            {place.ownerName}
            {place.ownerEmail ? <span className="block text-stone-600">{place.ownerEmail}</span> : null}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-stone-500 text-xs">{t('card.where')}</dt>
          <dd className="mt-0.5 break-words text-stone-900">{where}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-stone-500 text-xs">{t('card.phone')}</dt>
          <dd className="mt-0.5 text-stone-900 tabular-nums">{formatPhone(place.phone)}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-stone-500 text-xs">{t('card.subscription')}</dt>
          <dd className="mt-0.5 text-stone-900">
            {subscription ? (
              <span className="block">
                {t('card.subscriptionDays', {
                  plan: t(`plans.${subscription.plan}`),
                  from: date(subscription.startsOn),
                  to: date(subscription.endsOn),
                })}
              </span>
            ) : null}
            <span className={state === 'active' ? 'font-medium text-green-800' : 'text-stone-600'}>
              {t(`subscriptionStates.${state}`)}
            </span>
          </dd>
        </div>
      </dl>
      {place.status === 'hidden' ? (
        <p className="mt-3 break-words rounded-lg bg-red-50 p-3 text-red-900 text-sm">
          {t('card.hiddenReason', { reason: place.hiddenReason ?? '' })}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        {place.status !== 'listed' ? (
          <CardActionButton
            icon={BadgeCheck}
            label={t('actions.verify')}
            accessibleName={t('actions.verifyOf', { name: place.name })}
            tone="primary"
            onClick={act('verify')}
          />
        ) : null}
        {place.status !== 'hidden' ? (
          <CardActionButton
            icon={EyeOff}
            label={t('actions.hide')}
            accessibleName={t('actions.hideOf', { name: place.name })}
            tone="danger"
            onClick={act('hide')}
          />
        ) : null}
        <CardActionButton
          icon={CalendarPlus}
          label={t('actions.grant')}
          accessibleName={t('actions.grantOf', { name: place.name })}
          tone="secondary"
          onClick={act('grant')}
        />
        {state === 'active' || state === 'upcoming' ? (
          <CardActionButton
            icon={CalendarX}
            label={t('actions.cancel')}
            accessibleName={t('actions.cancelOf', { name: place.name })}
            tone="danger"
            onClick={act('cancel')}
          />
        ) : null}
      </div>
    </li>
  );
}
