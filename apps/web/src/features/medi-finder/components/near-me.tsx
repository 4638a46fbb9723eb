// "Near me": asks the browser for the visitor's position. When there is none (refused, not found, too slow, or a
// browser that cannot tell), says so and offers the six cities instead, searching near the chosen city's centre.
import { LocateFixed, MapPinOff } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { selectClass } from '../../../components/field.tsx';
import type { CityKey } from '../finder-search.ts';
import { useFinder } from '../finder-store.ts';
import { CityOptions } from './city-options.tsx';

export function NearMeButton() {
  const { t } = useTranslation('mediFinder');
  const geo = useFinder((state) => state.geo);
  const nearMe = useFinder((state) => state.nearMe);
  const locating = geo.status === 'locating';
  return (
    <Button
      type="button"
      onClick={() => {
        if (!locating) void nearMe();
      }}
      aria-disabled={locating || undefined}
      variant="secondary"
      className="w-full sm:w-auto"
    >
      <LocateFixed aria-hidden="true" className={`size-5 text-teal-700 ${locating ? 'animate-pulse' : ''}`} />
      {locating ? t('near.locating') : t('near.button')}
    </Button>
  );
}

export function LocationProblem() {
  const { t } = useTranslation('mediFinder');
  const geo = useFinder((state) => state.geo);
  const nearMe = useFinder((state) => state.nearMe);
  const nearCity = useFinder((state) => state.nearCity);
  const [city, setCity] = useState<CityKey | ''>('');
  const [missing, setMissing] = useState(false);
  const problem = geo.status === 'problem' ? geo.problem : null;
  if (!problem) return null;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!city) {
      setMissing(true);
      return;
    }
    nearCity(city);
  }

  return (
    <section
      aria-labelledby="location-problem-title"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-stone-900"
    >
      {/* Announced as it appears: the button's promise could not be kept, and this says what to do instead. */}
      <div role="alert">
        <h2 id="location-problem-title" className="flex items-start gap-2 font-semibold text-base">
          <MapPinOff aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
          {t(`near.problems.${problem}.title`)}
        </h2>
        <p className="mt-1 text-sm text-stone-700">{t(`near.problems.${problem}.body`)}</p>
      </div>
      <form onSubmit={onSubmit} noValidate className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="min-w-0 sm:w-56">
          <label htmlFor="near-city" className="mb-1 block font-medium text-sm">
            {t('near.cityLabel')}
          </label>
          <select
            id="near-city"
            value={city}
            aria-invalid={missing || undefined}
            aria-describedby={missing ? 'near-city-missing' : undefined}
            onChange={(event) => {
              setCity(event.target.value as CityKey | '');
              setMissing(false);
            }}
            className={selectClass}
          >
            <CityOptions emptyLabel={t('near.cityPlaceholder')} />
          </select>
        </div>
        <Button type="submit">{t('near.citySubmit')}</Button>
        {problem === 'denied' || problem === 'unsupported' ? null : (
          <Button type="button" onClick={() => void nearMe()} variant="secondary">
            {t('near.retry')}
          </Button>
        )}
      </form>
      {missing ? (
        <p id="near-city-missing" className="mt-2 font-medium text-red-700 text-sm">
          {t('near.cityMissing')}
        </p>
      ) : null}
    </section>
  );
}
