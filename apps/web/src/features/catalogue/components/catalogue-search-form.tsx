// The search box of the catalogue: a submitted search goes into the address (?q=), pushed, so Back returns to the
// search before it. Other filters in the address stay; the page of results starts again.
import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { filtersFromParams, paramsFromFilters, SEARCH_MAX_LENGTH } from '../search-params.ts';

export function CatalogueSearchForm({ label }: { label: string }) {
  const { t } = useTranslation('catalogue');
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const [text, setText] = useState(filters.q);

  // Back, Forward or a shared link changes the address: the box shows what is searched.
  useEffect(() => setText(filters.q), [filters.q]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = text.trim();
    if (q === filters.q) return;
    setParams(paramsFromFilters({ ...filters, q }));
  }

  return (
    <search className="block">
      <form onSubmit={onSubmit} className="flex gap-2">
        <label htmlFor="catalogue-search" className="sr-only">
          {label}
        </label>
        <div className="relative min-w-0 flex-1">
          <Search
            aria-hidden="true"
            className="-translate-y-1/2 absolute top-1/2 left-3 size-5 text-stone-500"
          />
          <input
            id="catalogue-search"
            type="search"
            name="q"
            value={text}
            onChange={(event) => setText(event.target.value)}
            maxLength={SEARCH_MAX_LENGTH}
            placeholder={t('search.placeholder')}
            autoComplete="off"
            enterKeyHint="search"
            className="h-12 w-full rounded-full border border-stone-300 bg-white pr-4 pl-10 text-base text-stone-900 placeholder:text-stone-500 focus:border-teal-600 focus:outline-2 focus:outline-teal-600"
          />
        </div>
        <Button type="submit" className="h-12">
          {t('search.submit')}
        </Button>
      </form>
    </search>
  );
}
