// /event-planners/services: search everything, browse by category, and the results of the search in the address.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { CatalogueSearchForm } from '../components/catalogue-search-form.tsx';
import { CategoryGrid } from '../components/category-grid.tsx';
import { ListingFilters } from '../components/listing-filters.tsx';
import { ListingResults } from '../components/listing-results.tsx';
import { filtersFromParams } from '../search-params.ts';

export function ServicesPage() {
  const { t } = useTranslation('catalogue');
  const [params] = useSearchParams();
  const { q } = filtersFromParams(params);
  useDocumentTitle(q ? t('services.titleWithSearch', { q }) : t('services.title'));
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-10">
      <h1 className="font-bold text-2xl text-stone-900 sm:text-3xl">{t('services.title')}</h1>
      <p className="mt-1 max-w-prose text-base text-stone-600">{t('services.intro')}</p>
      <div className="mt-5">
        <CatalogueSearchForm label={t('search.labelAll')} />
      </div>
      {q ? null : (
        <section aria-labelledby="categories-heading" className="mt-8">
          <h2 id="categories-heading" className="font-semibold text-stone-900 text-xl">
            {t('categories.title')}
          </h2>
          <div className="mt-3">
            <CategoryGrid headingId="categories-heading" />
          </div>
        </section>
      )}
      <section aria-labelledby="results-heading" className="mt-8">
        <h2 id="results-heading" className="font-semibold text-stone-900 text-xl">
          {q ? t('results.titleFor', { q }) : t('results.latest')}
        </h2>
        <div className="mt-3">
          <ListingFilters />
        </div>
        <div className="mt-4">
          <ListingResults headingId="results-heading" />
        </div>
      </section>
    </section>
  );
}
