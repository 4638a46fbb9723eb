// What the list below answers: the nearby search (around the visitor or a city's centre) with its radius, or the
// words and city searched, with the way back to the full list.
import type { PlaceKind } from '@sherehe/core/api/medi-finder';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { RADIUS_CHOICES_M } from '../finder-search.ts';
import { cityName, useFinder } from '../finder-store.ts';
import { formatRadius } from '../place-format.ts';

export function SearchSummary({ kind, headingId }: { kind: PlaceKind; headingId: string }) {
  const { t } = useTranslation('mediFinder');
  const search = useFinder((state) => state.search);
  const setRadius = useFinder((state) => state.setRadius);
  const searchList = useFinder((state) => state.searchList);
  const kindKey = kind === 'pharmacy' ? 'pharmacy' : 'diagnostic_center';

  let heading: string;
  if (search.mode === 'nearby') {
    heading =
      search.origin === 'device'
        ? t(`summary.${kindKey}.nearYou`)
        : t(`summary.${kindKey}.nearCity`, { city: cityName(search.origin) });
  } else if (search.q && search.city) {
    heading = t(`summary.${kindKey}.matchingIn`, { q: search.q, city: cityName(search.city) });
  } else if (search.q) {
    heading = t(`summary.${kindKey}.matching`, { q: search.q });
  } else if (search.city) {
    heading = t(`summary.${kindKey}.inCity`, { city: cityName(search.city) });
  } else {
    heading = t(`summary.${kindKey}.all`);
  }
  const filtered = search.mode === 'nearby' || search.q !== '' || search.city !== '';

  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
      <h2 id={headingId} className="font-semibold text-lg text-stone-900">
        {heading}
      </h2>
      {search.mode === 'nearby' ? (
        <div className="flex items-center gap-2">
          <label htmlFor="finder-radius" className="text-sm text-stone-700">
            {t('summary.within')}
          </label>
          <select
            id="finder-radius"
            value={search.radius}
            onChange={(event) => setRadius(Number(event.target.value))}
            className="h-11 rounded-lg border border-stone-300 bg-white px-2 text-base text-stone-900 focus:border-teal-600 focus:outline-2 focus:outline-teal-600"
          >
            {RADIUS_CHOICES_M.map((radius) => (
              <option key={radius} value={radius}>
                {formatRadius(radius)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {filtered ? (
        <Button variant="link" onClick={() => searchList('', '')} className="px-1">
          {t('summary.showAll')}
        </Button>
      ) : null}
    </div>
  );
}
