// /medi-finder, /medi-finder/pharmacies and /medi-finder/diagnostic-centres: the finder with its two tabs, the
// search (words and city, or near the visitor or a city's centre), the list and, beside it or on request on a
// phone, the map of the same places.
import type { PlaceKind } from '@sherehe/core/api/medi-finder';
import { Map as MapIcon } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { FinderSearchForm } from '../components/finder-search-form.tsx';
import { FinderTabs } from '../components/finder-tabs.tsx';
import { MapSlot } from '../components/map-slot.tsx';
import { LocationProblem, NearMeButton } from '../components/near-me.tsx';
import { PlaceList, type Selection } from '../components/place-list.tsx';
import { SearchSummary } from '../components/search-summary.tsx';
import { searchKey } from '../finder-search.ts';
import { cityName, useFinder } from '../finder-store.ts';
import { hasPosition } from '../place-model.ts';
import { useMediaQuery } from '../use-media-query.ts';
import { CLOCK_TICK_MS, useNow } from '../use-now.ts';

/** From this width the map stands beside the list; below it, a phone asks for it (tiles cost data). */
const WIDE = '(min-width: 1024px)';

export function FinderPage({ kind }: { kind: PlaceKind }) {
  const { t } = useTranslation('mediFinder');
  useDocumentTitle(`${t(kind === 'pharmacy' ? 'pharmacies' : 'diagnosticCentres')} · ${t('title')}`);
  const search = useFinder((state) => state.search);
  const list = useFinder((state) => state.lists[kind]);
  const load = useFinder((state) => state.load);
  const key = searchKey(search);
  const wide = useMediaQuery(WIDE);
  const [mapOpen, setMapOpen] = useState(false);
  const [selection, setSelection] = useState<Selection>(null);
  const now = useNow(CLOCK_TICK_MS);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the search
  useEffect(() => {
    void load(kind);
  }, [kind, key, load]);

  const current = list.searchKey === key && !list.loading && list.error === null;
  const mapPlaces = useMemo(() => (current ? list.items.filter(hasPosition) : []), [current, list.items]);
  const origin = useMemo(() => {
    if (search.mode !== 'nearby') return null;
    const label =
      search.origin === 'device' ? t('map.you') : t('map.cityCentre', { city: cityName(search.origin) });
    return { lat: search.lat, long: search.long, radius: search.radius, label };
  }, [search, t]);
  const onSelect = useCallback(
    (id: string) => setSelection((before) => ({ id, seq: (before?.seq ?? 0) + 1 })),
    [],
  );

  const showMap = wide || mapOpen;
  const map = showMap ? (
    <MapSlot
      label={t(`map.label.${kind}`)}
      places={mapPlaces}
      selectedId={selection?.id ?? null}
      onSelect={onSelect}
      origin={origin}
      className={wide ? 'h-full min-h-96' : 'h-72'}
    />
  ) : null;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-8">
      <h1 className="font-bold text-2xl text-stone-900 sm:text-3xl">{t('title')}</h1>
      <p className="mt-1 max-w-prose text-stone-600">{t('intro')}</p>
      <div className="mt-4">
        <FinderTabs kind={kind} />
      </div>
      <div className="mt-4 flex flex-col gap-3">
        <FinderSearchForm />
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:items-center">
          <NearMeButton />
          {wide ? null : (
            <Button
              type="button"
              aria-expanded={mapOpen}
              aria-controls="finder-map"
              onClick={() => setMapOpen((open) => !open)}
              variant="secondary"
              className="w-full sm:w-auto"
            >
              <MapIcon aria-hidden="true" className="size-5 text-teal-700" />
              {mapOpen ? t('map.hide') : t('map.show')}
            </Button>
          )}
        </div>
        <LocationProblem />
      </div>
      <div className="mt-6">
        <SearchSummary kind={kind} headingId="finder-results" />
      </div>
      <div className="mt-3 lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-6">
        <div>
          {wide ? null : (
            <div id="finder-map" className={mapOpen ? 'mb-4' : undefined}>
              {map}
            </div>
          )}
          <PlaceList kind={kind} headingId="finder-results" selection={selection} now={now} />
        </div>
        {wide ? (
          <div id="finder-map" className="sticky top-20 h-[calc(100dvh-7rem)] max-h-[44rem]">
            {map}
          </div>
        ) : null}
      </div>
    </div>
  );
}
