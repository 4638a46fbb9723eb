// One of the owner's places: name, kind, status (with an admin's reason when hidden), address, phone, subscription,
// and the way to edit it.
import type { OwnedPlace } from '@sherehe/core/api/medi-finder';
import { formatPhone } from '@sherehe/core/phone';
import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/button.tsx';
import { PlaceStatusBadge } from './place-status.tsx';
import { SubscriptionSummary } from './subscription-summary.tsx';

export function OwnedPlaceCard({ place }: { place: OwnedPlace }) {
  const { t } = useTranslation('mediFinderOwners');
  const where = [place.address, place.area, place.city].filter(Boolean).join(', ');
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="break-words font-semibold text-lg text-stone-900">{place.name}</h2>
          <p className="mt-0.5 text-sm text-stone-600">{t(`kinds.${place.kind}`)}</p>
        </div>
        <PlaceStatusBadge status={place.status} />
      </div>
      {place.status === 'pending' ? (
        <p className="mt-3 rounded-lg bg-amber-50 p-3 text-amber-900 text-sm">{t('status.pendingHelp')}</p>
      ) : place.status === 'hidden' ? (
        <p className="mt-3 break-words rounded-lg bg-red-50 p-3 text-red-900 text-sm">
          {t('status.hiddenReason', { reason: place.hiddenReason ?? t('status.noReason') })}
        </p>
      ) : null}
      <dl className="mt-3 grid gap-x-4 gap-y-3 text-sm sm:grid-cols-2">
        <div className="min-w-0">
          <dt className="text-stone-500 text-xs">{t('card.address')}</dt>
          <dd className="mt-0.5 break-words text-stone-900">{where}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-stone-500 text-xs">{t('card.phone')}</dt>
          <dd className="mt-0.5 text-stone-900 tabular-nums">{formatPhone(place.phone)}</dd>
        </div>
        <SubscriptionSummary subscription={place.subscription} />
      </dl>
      <div className="mt-4">
        <Link
          to={`?place=${place.id}`}
          aria-label={t('card.editOf', { name: place.name })}
          className={buttonClasses({ variant: 'secondary' })}
        >
          <Pencil aria-hidden="true" className="size-4" />
          {t('card.edit')}
        </Link>
      </div>
    </li>
  );
}
