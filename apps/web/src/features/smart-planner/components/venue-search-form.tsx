// Step 6: after an option is chosen, real places on the map: a city, a category, Search. Starts from the last
// search's choices (Moshi and hotels at first).
import type { VenueCategory, VenueCity } from '@sherehe/core/api/venues';
import { Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import type { PlacesMessage, PlannerMessage } from '../planner-messages.ts';
import { usePlanner } from '../planner-store.ts';
import { cityNames, DEFAULT_CITY, venueCategories, venueCities } from '../venue-places.ts';
import { ChangePlanButton } from './change-plan-button.tsx';
import { fieldControl, fieldLabel } from './planner-styles.ts';

function lastSearch(messages: readonly PlannerMessage[]): PlacesMessage | undefined {
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i];
    if (message?.kind === 'places') return message;
  }
  return undefined;
}

export function VenueSearchForm() {
  const { t } = useTranslation('planner');
  const cityId = useId();
  const categoryId = useId();
  const searchVenues = usePlanner((state) => state.searchVenues);
  const last = usePlanner((state) => lastSearch(state.messages));
  const [city, setCity] = useState<VenueCity>(last?.city ?? DEFAULT_CITY);
  const [category, setCategory] = useState<VenueCategory>(last?.category ?? 'hotels');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    searchVenues(city, category);
  }

  return (
    <div className="flex flex-col gap-2">
      <form noValidate onSubmit={submit} aria-label={t('venues.heading')} className="flex flex-col gap-2">
        <div className="grid grid-cols-2 gap-2">
          <div>
            <label htmlFor={cityId} className={fieldLabel}>
              {t('venues.city')}
            </label>
            <select
              id={cityId}
              value={city}
              onChange={(event) => setCity(event.target.value as VenueCity)}
              className={fieldControl}
            >
              {venueCities.map((key) => (
                <option key={key} value={key}>
                  {cityNames[key]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={categoryId} className={fieldLabel}>
              {t('venues.category')}
            </label>
            <select
              id={categoryId}
              value={category}
              onChange={(event) => setCategory(event.target.value as VenueCategory)}
              className={fieldControl}
            >
              {venueCategories.map((key) => (
                <option key={key} value={key}>
                  {t(`venues.categories.${key}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="flex gap-2">
          <Button type="submit" size="sm" className="flex-1">
            <Search aria-hidden="true" className="size-4" />
            {t('venues.search')}
          </Button>
          <ChangePlanButton />
        </div>
      </form>
    </div>
  );
}
