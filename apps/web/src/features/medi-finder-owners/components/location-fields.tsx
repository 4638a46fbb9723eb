// Where the place is: latitude and longitude typed, taken from the device ("Use my current location"), or chosen on
// a map that loads only when asked for.
import { finderCities } from '@sherehe/core/medi-finder/finder-cities';
import { LoaderCircle, LocateFixed, Map as MapIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { Field } from '../../../components/field.tsx';
import { LocateError, locate } from '../../../lib/device-position.ts';
import { useSiteConfig } from '../../../lib/site-config.ts';
import { coordinate, roundCoordinate } from '../place-form-values.ts';

const LocationMap = lazy(() => import('./location-map.tsx'));

// The middle of Tanzania, for a map opened before any city is typed.
const TANZANIA = { latitude: -6.37, longitude: 34.89, zoom: 6 };

type LocationFieldsProps = {
  latitude: string;
  longitude: string;
  city: string;
  errors: { latitude: string | null; longitude: string | null };
  onChange: (change: { latitude?: string; longitude?: string }) => void;
};

export function LocationFields({ latitude, longitude, city, errors, onChange }: LocationFieldsProps) {
  const { t } = useTranslation('mediFinderOwners');
  const [mapOpen, setMapOpen] = useState(false);
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const config = useSiteConfig();
  const lat = coordinate(latitude);
  const long = coordinate(longitude);
  const chosen =
    Number.isFinite(lat) && Number.isFinite(long) && Math.abs(lat) <= 90 && Math.abs(long) <= 180;
  const known = finderCities.find((item) => item.name.toLowerCase() === city.trim().toLowerCase());
  const centre = known ? { latitude: known.lat, longitude: known.long, zoom: 13 } : TANZANIA;

  async function locateMe() {
    setProblem(null);
    setLocating(true);
    try {
      const position = await locate({ precise: true });
      onChange({
        latitude: roundCoordinate(position.lat),
        longitude: roundCoordinate(position.long),
      });
    } catch (error) {
      setProblem(t(`location.problems.${error instanceof LocateError ? error.problem : 'unavailable'}`));
    } finally {
      setLocating(false);
    }
  }

  return (
    <fieldset className="sm:col-span-2">
      <legend className="font-semibold text-base text-stone-900">{t('location.legend')}</legend>
      <p className="mt-1 text-sm text-stone-600">{t('location.help')}</p>
      <div className="mt-3 grid grid-cols-2 gap-3">
        <Field
          label={t('location.latitude')}
          name="latitude"
          inputMode="decimal"
          autoComplete="off"
          value={latitude}
          error={errors.latitude}
          onChange={(event) => onChange({ latitude: event.target.value })}
        />
        <Field
          label={t('location.longitude')}
          name="longitude"
          inputMode="decimal"
          autoComplete="off"
          value={longitude}
          error={errors.longitude}
          onChange={(event) => onChange({ longitude: event.target.value })}
        />
      </div>
      <div className="mt-3 flex flex-wrap gap-3">
        <Button type="button" variant="secondary" onClick={locateMe} disabled={locating}>
          {locating ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
          ) : (
            <LocateFixed aria-hidden="true" className="size-4" />
          )}
          {locating ? t('location.locating') : t('location.useMine')}
        </Button>
        <Button
          type="button"
          variant="secondary"
          aria-expanded={mapOpen}
          onClick={() => setMapOpen((open) => !open)}
        >
          <MapIcon aria-hidden="true" className="size-4" />
          {mapOpen ? t('location.hideMap') : t('location.showMap')}
        </Button>
      </div>
      {problem ? (
        <p role="alert" className="mt-2 font-medium text-red-700 text-sm">
          {problem}
        </p>
      ) : null}
      {mapOpen ? (
        <div className="mt-3">
          <p id="place-map-hint" className="mb-2 text-sm text-stone-600">
            {t('location.mapHint')}
          </p>
          <Suspense
            fallback={
              <div
                role="status"
                aria-label={t('location.mapLoading')}
                className="h-72 w-full animate-pulse rounded-xl bg-stone-200 motion-reduce:animate-none sm:h-80"
              />
            }
          >
            <LocationMap
              latitude={chosen ? lat : null}
              longitude={chosen ? long : null}
              centre={centre}
              tiles={config.data?.mapTiles ?? null}
              label={t('location.mapLabel')}
              onPick={(pickedLatitude, pickedLongitude) =>
                onChange({
                  latitude: roundCoordinate(pickedLatitude),
                  longitude: roundCoordinate(pickedLongitude),
                })
              }
            />
          </Suspense>
        </div>
      ) : null}
    </fieldset>
  );
}
