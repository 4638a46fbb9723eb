// The marks every place shows: verified (an active subscription), open now or closed, its rating and distance.
import { formatDecimal } from '@sherehe/core/decimal-text';
import { BadgeCheck, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDistance } from '../place-format.ts';

export function VerifiedBadge() {
  const { t } = useTranslation('mediFinder');
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-teal-50 px-2 py-0.5 font-semibold text-teal-800 text-xs ring-1 ring-teal-200">
      <BadgeCheck aria-hidden="true" className="size-4" />
      {t('place.verified')}
    </span>
  );
}

export function OpenBadge({ open }: { open: boolean }) {
  const { t } = useTranslation('mediFinder');
  return open ? (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-green-50 px-2 py-0.5 font-semibold text-green-800 text-xs ring-1 ring-green-200">
      <span aria-hidden="true" className="size-2 rounded-full bg-green-600" />
      {t('place.openNow')}
    </span>
  ) : (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-stone-100 px-2 py-0.5 font-semibold text-stone-700 text-xs ring-1 ring-stone-200">
      <span aria-hidden="true" className="size-2 rounded-full bg-stone-500" />
      {t('place.closedNow')}
    </span>
  );
}

/** Shown only when people have rated the place: the spec's fixed 4.5 is not a rating anyone gave. */
export function PlaceRating({ rating, count }: { rating: number; count: number }) {
  const { t } = useTranslation('mediFinder');
  if (count <= 0) return null;
  const figure = formatDecimal(rating, 1);
  return (
    <span className="inline-flex items-center gap-1 text-sm text-stone-700">
      <Star aria-hidden="true" className="size-4 fill-amber-500 text-amber-500" />
      <span aria-hidden="true" className="tabular-nums">
        {figure} ({count})
      </span>
      <span className="sr-only">{t('place.rating', { rating: figure, count })}</span>
    </span>
  );
}

export function DistanceLabel({ metres }: { metres: number }) {
  const { t } = useTranslation('mediFinder');
  const distance = formatDistance(metres);
  return (
    <span className="shrink-0 font-semibold text-sm text-stone-900 tabular-nums">
      {t('place.away', { distance })}
    </span>
  );
}
