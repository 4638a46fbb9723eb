// /medi-finder/pharmacies/:id and /medi-finder/diagnostic-centres/:id: one place in full — marks, the way to call
// and get there, the week's opening hours, what it offers, and a small map — with the way back to its tab.
import type { PlaceKind } from '@sherehe/core/api/medi-finder';
import { formatPhone } from '@sherehe/core/phone';
import { ChevronLeft, MapPin, Navigation, Phone } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { usePlace } from '../api/use-place.ts';
import { MapSlot } from '../components/map-slot.tsx';
import { OpeningHoursTable } from '../components/opening-hours-table.tsx';
import { DistanceLabel, OpenBadge, PlaceRating, VerifiedBadge } from '../components/place-badges.tsx';
import { RatePlace } from '../components/rate-place.tsx';
import { useFinder } from '../finder-store.ts';
import { directionsUrl, isOpenNow, offeringsOf, placeLocality, tabPath } from '../place-format.ts';
import { hasPosition, type Place } from '../place-model.ts';
import { CLOCK_TICK_MS, useNow } from '../use-now.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function PlaceDetailPage({ kind, id }: { kind: PlaceKind; id: string }) {
  // An address that cannot name a place is not asked about: the answer is known.
  return uuid.test(id) ? <PlaceDetail kind={kind} id={id} /> : <PlaceProblem kind={kind} notFound />;
}

function BackLink({ kind }: { kind: PlaceKind }) {
  const { t } = useTranslation('mediFinder');
  return (
    <Link
      to={tabPath(kind)}
      className="-ml-2 inline-flex min-h-11 items-center gap-1 rounded-lg px-2 font-medium text-sm text-teal-800 hover:underline focus-visible:outline-2 focus-visible:outline-teal-700"
    >
      <ChevronLeft aria-hidden="true" className="size-4" />
      {t(`detail.back.${kind}`)}
    </Link>
  );
}

function PlaceDetail({ kind, id }: { kind: PlaceKind; id: string }) {
  const { t } = useTranslation('mediFinder');
  const query = usePlace(kind, id);
  useDocumentTitle(query.data?.name ?? t(kind === 'pharmacy' ? 'pharmacies' : 'diagnosticCentres'));

  if (query.data) return <PlaceView place={query.data} />;
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <PlaceProblem
        kind={kind}
        notFound={notFound}
        onRetry={notFound ? undefined : () => void query.refetch()}
      />
    );
  }
  return <DetailSkeleton kind={kind} />;
}

function PlaceView({ place }: { place: Place }) {
  const { t } = useTranslation('mediFinder');
  const search = useFinder((state) => state.search);
  // The distance of the nearby search the visitor came from, when this place was in its answer.
  const listed = useFinder((state) => state.lists[place.kind].items.find((item) => item.id === place.id));
  const now = useNow(CLOCK_TICK_MS);
  const from = search.mode === 'nearby' && search.origin === 'device' ? search : null;
  const located = hasPosition(place);
  const locality = placeLocality(place);
  const offerings = offeringsOf(place);
  const offeringsKind = place.kind === 'pharmacy' ? 'pharmacy' : 'diagnostic_center';
  const mapPlaces = useMemo(
    () =>
      located
        ? [{ id: place.id, name: place.name, latitude: place.latitude, longitude: place.longitude }]
        : [],
    [located, place.id, place.name, place.latitude, place.longitude],
  );

  return (
    <article className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-8">
      <BackLink kind={place.kind} />
      <div className="mt-2 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-10">
        <div className="flex flex-col gap-6">
          <header>
            <h1 className="font-bold text-2xl text-stone-900 sm:text-3xl">{place.name}</h1>
            <div className="mt-3 flex flex-wrap items-center gap-2">
              {place.hasActiveSubscription ? <VerifiedBadge /> : null}
              <OpenBadge open={isOpenNow(place, now)} />
              <PlaceRating rating={place.rating} count={place.ratingCount} />
              {search.mode === 'nearby' && listed ? <DistanceLabel metres={listed.distance} /> : null}
            </div>
            <div className="mt-4 flex flex-col gap-2 sm:flex-row">
              {place.phone ? (
                <a href={`tel:${place.phone}`} className={buttonClasses()}>
                  <Phone aria-hidden="true" className="size-5" />
                  {t('detail.call', { phone: formatPhone(place.phone) })}
                </a>
              ) : null}
              {located ? (
                <a
                  href={directionsUrl(place, from)}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('place.directionsTo', { name: place.name })}
                  className={buttonClasses({ variant: 'secondary' })}
                >
                  <Navigation aria-hidden="true" className="size-5 text-teal-700" />
                  {t('place.directions')}
                </a>
              ) : null}
            </div>
          </header>

          <section aria-labelledby="place-address">
            <h2 id="place-address" className="font-semibold text-lg text-stone-900">
              {t('detail.address')}
            </h2>
            <p className="mt-1 flex items-start gap-2 text-stone-800">
              <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal-700" />
              <span>
                {place.address}
                {locality ? <span className="block text-stone-600">{locality}</span> : null}
              </span>
            </p>
          </section>

          <section aria-labelledby="place-hours">
            <h2 id="place-hours" className="font-semibold text-lg text-stone-900">
              {t('hours.title')}
            </h2>
            <p className="text-sm text-stone-600">{t('hours.timeZone')}</p>
            <div className="mt-2 rounded-xl border border-stone-200 bg-white">
              {place.openingHours ? (
                <OpeningHoursTable hours={place.openingHours} now={now} />
              ) : (
                <p className="p-3 text-sm text-stone-700">{t('hours.unknown')}</p>
              )}
            </div>
          </section>

          <section aria-labelledby="place-offerings">
            <h2 id="place-offerings" className="font-semibold text-lg text-stone-900">
              {t(`detail.offerings.${offeringsKind}`)}
            </h2>
            {offerings.length > 0 ? (
              <ul className="mt-2 flex flex-wrap gap-2">
                {offerings.map((key) => (
                  <li
                    key={key}
                    className="rounded-full bg-stone-100 px-3 py-1 text-sm text-stone-800 ring-1 ring-stone-200"
                  >
                    {t(`offerings.${offeringsKind}.${key}`, { defaultValue: key.replaceAll('_', ' ') })}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-1 text-sm text-stone-600">{t(`detail.noOfferings.${offeringsKind}`)}</p>
            )}
          </section>

          <section aria-labelledby="place-rate">
            <h2 id="place-rate" className="font-semibold text-lg text-stone-900">
              {t('rate.title')}
            </h2>
            <div className="mt-1">
              <RatePlace kind={place.kind} id={place.id} />
            </div>
          </section>
        </div>

        {located ? (
          <aside aria-label={t('detail.mapAside')} className="lg:pt-2">
            <MapSlot
              label={t('detail.mapLabel', { name: place.name })}
              places={mapPlaces}
              className="h-64 lg:h-80"
            />
          </aside>
        ) : null}
      </div>
    </article>
  );
}

function PlaceProblem({
  kind,
  notFound,
  onRetry,
}: {
  kind: PlaceKind;
  notFound: boolean;
  onRetry?: (() => void) | undefined;
}) {
  const { t } = useTranslation('mediFinder');
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10">
      <BackLink kind={kind} />
      <h1 className="mt-2 font-bold text-2xl text-stone-900 sm:text-3xl">
        {notFound ? t('detail.notFoundTitle') : t('detail.failedTitle')}
      </h1>
      <p className="mt-2 max-w-prose text-stone-600">
        {notFound ? t(`detail.notFoundBody.${kind}`) : t('detail.failedBody')}
      </p>
      {onRetry ? (
        <Button type="button" onClick={onRetry} variant="secondary" className="mt-4">
          {t('list.retry')}
        </Button>
      ) : null}
    </section>
  );
}

function DetailSkeleton({ kind }: { kind: PlaceKind }) {
  const { t } = useTranslation('mediFinder');
  const bar = 'animate-pulse rounded bg-stone-200 motion-reduce:animate-none';
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-8">
      <BackLink kind={kind} />
      <div role="status" aria-label={t('detail.loading')} className="mt-2 flex flex-col gap-4">
        <div aria-hidden="true" className={`h-8 w-2/3 ${bar}`} />
        <div aria-hidden="true" className={`h-6 w-1/3 ${bar}`} />
        <div aria-hidden="true" className={`h-11 w-full sm:w-64 ${bar}`} />
        <div aria-hidden="true" className={`h-48 w-full ${bar}`} />
      </div>
    </div>
  );
}
