// One place in the finder's list: name (to its page), verified mark, distance on a nearby search, open or closed,
// rating, where it is, and the two things a visitor wants from it: to call, and to get there.
import { formatPhone } from '@sherehe/core/phone';
import { Navigation, Phone } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/button.tsx';
import { detailPath, directionsUrl, isOpenNow, placeLocality } from '../place-format.ts';
import { hasPosition, type Place } from '../place-model.ts';
import { DistanceLabel, OpenBadge, PlaceRating, VerifiedBadge } from './place-badges.tsx';

type PlaceCardProps = {
  place: Place;
  showDistance: boolean;
  /** The visitor's position, for directions from it. */
  from: { lat: number; long: number } | null;
  selected: boolean;
  now: Date;
  /** The name's link, focused when the place is chosen on the map. */
  nameRef?: Ref<HTMLAnchorElement>;
};

export function PlaceCard({ place, showDistance, from, selected, now, nameRef }: PlaceCardProps) {
  const { t } = useTranslation('mediFinder');
  const locality = placeLocality(place);
  return (
    <article
      className={`rounded-xl border bg-white p-4 shadow-sm transition-shadow motion-reduce:transition-none ${
        selected ? 'border-teal-600 ring-2 ring-teal-600' : 'border-stone-200'
      }`}
    >
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 font-semibold text-base text-stone-900">
          <Link
            ref={nameRef}
            to={detailPath(place)}
            className="rounded hover:text-teal-800 hover:underline focus-visible:outline-2 focus-visible:outline-teal-700"
          >
            {place.name}
          </Link>
        </h3>
        {showDistance ? <DistanceLabel metres={place.distance} /> : null}
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        {place.hasActiveSubscription ? <VerifiedBadge /> : null}
        <OpenBadge open={isOpenNow(place, now)} />
        <PlaceRating rating={place.rating} count={place.ratingCount} />
      </div>
      {locality ? <p className="mt-2 font-medium text-sm text-stone-800">{locality}</p> : null}
      {place.address ? <p className="text-sm text-stone-600">{place.address}</p> : null}
      <div className="mt-2 flex flex-wrap gap-x-5">
        {place.phone ? (
          <a
            href={`tel:${place.phone}`}
            aria-label={t('place.call', { name: place.name, phone: formatPhone(place.phone) })}
            className={buttonClasses({ variant: 'link' })}
          >
            <Phone aria-hidden="true" className="size-4" />
            {formatPhone(place.phone)}
          </a>
        ) : null}
        {hasPosition(place) ? (
          <a
            href={directionsUrl(place, from)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('place.directionsTo', { name: place.name })}
            className={buttonClasses({ variant: 'link' })}
          >
            <Navigation aria-hidden="true" className="size-4" />
            {t('place.directions')}
          </a>
        ) : null}
      </div>
    </article>
  );
}
