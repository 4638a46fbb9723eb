// A venue search's answer in the conversation: loading, the server's error (or the spec's fallback) with Try again,
// or the first 20 places, with a word when the map service could not be asked afresh; then Sherehe's own venues in
// that city.
import type { VenuePlace } from '@sherehe/core/api/venues';
import { formatPhone } from '@sherehe/core/phone';
import { CircleAlert, MapPin, Phone } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useVenueSearch } from '../api/use-venue-search.ts';
import { venuesInCity } from '../marketplace-queries.ts';
import type { PlacesMessage } from '../planner-messages.ts';
import { cityNames, firstPhone, mapUrl, PLACES_SHOWN_MAX } from '../venue-places.ts';
import { MarketplaceMatches } from './marketplace-matches.tsx';

export function PlacesMessageView({ message }: { message: PlacesMessage }) {
  const { t } = useTranslation('planner');
  const { city, category, guests } = message;
  const search = useVenueSearch(city, category);
  const titleId = useId();
  const cityName = cityNames[city];
  const loading = search.isPending || (search.isError && search.isFetching);

  let body: ReactNode;
  if (loading) {
    body = (
      <div>
        <p className="text-sm text-stone-700">{t('venues.loading')}</p>
        <div aria-hidden="true" className="mt-2 flex flex-col gap-2">
          {[0, 1, 2].map((row) => (
            <div
              key={row}
              className="h-14 animate-pulse rounded-lg bg-stone-100 motion-reduce:animate-none"
            />
          ))}
        </div>
      </div>
    );
  } else if (search.isError) {
    const { error } = search;
    // The server's reason in words; a bare status or a dropped connection gets the spec's.
    const text = error instanceof ApiError && error.refusal ? errorText(error) : t('venues.failed');
    body = (
      <div className="flex flex-col items-start gap-2">
        <p className="font-medium text-red-700 text-sm">{text}</p>
        <Button type="button" onClick={() => search.refetch()} variant="secondary" size="sm">
          {t('venues.retry')}
        </Button>
      </div>
    );
  } else {
    const { places, stale } = search.data;
    body = (
      <div className="flex flex-col gap-2">
        {stale ? (
          <p className="flex items-start gap-1.5 rounded-lg bg-amber-50 px-2 py-1.5 text-amber-900 text-xs">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
            {t('venues.stale')}
          </p>
        ) : null}
        {places.length === 0 ? (
          <p className="text-sm text-stone-700">{t('venues.none')}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {places.slice(0, PLACES_SHOWN_MAX).map((place, index) => (
              // Places have no id of their own; the answer's order is stable.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <PlaceItem key={index} place={place} />
            ))}
          </ul>
        )}
        {places.length > PLACES_SHOWN_MAX ? (
          <p className="text-stone-700 text-xs">{t('venues.capped')}</p>
        ) : null}
      </div>
    );
  }

  return (
    <div data-reveal={message.id} className="flex flex-col gap-2 self-stretch">
      <section aria-labelledby={titleId} className="rounded-xl bg-white p-3 shadow-sm ring-1 ring-stone-200">
        <h3 id={titleId} className="mb-2 font-semibold text-sm text-stone-900">
          {t('venues.results', { category: t(`venues.categories.${category}`), city: cityName })}
        </h3>
        {body}
      </section>
      <MarketplaceMatches title={t('matches.city', { city: cityName })} query={venuesInCity(city, guests)} />
    </div>
  );
}

function PlaceItem({ place }: { place: VenuePlace }) {
  const { t } = useTranslation('planner');
  const name = place.name?.trim() || t('venues.unnamed');
  const phone = place.phone ? firstPhone(place.phone) : null;
  const type = place.type
    ? t(`venues.types.${place.type}`, { defaultValue: place.type.replaceAll('_', ' ') })
    : t('venues.noType');

  return (
    <li className="rounded-lg border border-stone-200 px-3 py-2">
      <p className="font-medium text-sm text-stone-900">{name}</p>
      <p className="text-stone-600 text-xs">{type}</p>
      {(place.lat !== null && place.lon !== null) || phone ? (
        <div className="mt-1 flex flex-wrap gap-x-2">
          {place.lat !== null && place.lon !== null ? (
            <a
              href={mapUrl(place.lat, place.lon)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('venues.mapLabel', { name })}
              className="inline-flex min-h-11 items-center gap-1 font-medium text-sm text-teal-800 underline underline-offset-2 hover:text-teal-900"
            >
              <MapPin aria-hidden="true" className="size-4" />
              {t('venues.map')}
            </a>
          ) : null}
          {phone ? (
            <a
              href={`tel:${phone}`}
              className="inline-flex min-h-11 items-center gap-1 font-medium text-sm text-teal-800 underline underline-offset-2 hover:text-teal-900"
            >
              <Phone aria-hidden="true" className="size-4" />
              {formatPhone(phone)}
            </a>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
