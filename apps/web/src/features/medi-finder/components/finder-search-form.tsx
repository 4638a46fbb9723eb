// Search by name or area, optionally in one city: the full list (GET …/fetch?q=&city=), for both tabs.
import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { selectClass } from '../../../components/field.tsx';
import type { CityKey } from '../finder-search.ts';
import { useFinder } from '../finder-store.ts';
import { CityOptions } from './city-options.tsx';

// The server refuses a search over 100 characters (finderListQuery).
const SEARCH_MAX_LENGTH = 100;

export function FinderSearchForm() {
  const { t } = useTranslation('mediFinder');
  const search = useFinder((state) => state.search);
  const searchList = useFinder((state) => state.searchList);
  const [text, setText] = useState(search.mode === 'list' ? search.q : '');
  const [city, setCity] = useState<CityKey | ''>(search.mode === 'list' ? search.city : '');

  // A search chosen elsewhere ("Show the full list") shows in the fields.
  useEffect(() => {
    if (search.mode !== 'list') return;
    setText(search.q);
    setCity(search.city);
  }, [search]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    searchList(text, city);
  }

  return (
    <search className="block">
      <form onSubmit={onSubmit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <label htmlFor="finder-q" className="mb-1 block font-medium text-sm text-stone-800">
            {t('search.label')}
          </label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-5 text-stone-500"
            />
            <input
              id="finder-q"
              type="search"
              name="q"
              value={text}
              onChange={(event) => setText(event.target.value)}
              maxLength={SEARCH_MAX_LENGTH}
              placeholder={t('search.placeholder')}
              autoComplete="off"
              enterKeyHint="search"
              className="h-11 w-full rounded-lg border border-stone-300 bg-white pr-3 pl-10 text-base text-stone-900 placeholder:text-stone-500 focus:border-teal-600 focus:outline-2 focus:outline-teal-600"
            />
          </div>
        </div>
        <div className="flex gap-2">
          <div className="min-w-0 flex-1 sm:w-44 sm:flex-none">
            <label htmlFor="finder-city" className="mb-1 block font-medium text-sm text-stone-800">
              {t('search.city')}
            </label>
            <select
              id="finder-city"
              value={city}
              onChange={(event) => setCity(event.target.value as CityKey | '')}
              className={selectClass}
            >
              <CityOptions emptyLabel={t('search.allCities')} />
            </select>
          </div>
          <Button type="submit" className="self-end">
            {t('search.submit')}
          </Button>
        </div>
      </form>
    </search>
  );
}
