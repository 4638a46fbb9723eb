// /event-planners/services/{slug}: one category's listings, searched and filtered within it.
import { findCategory } from '@sherehe/core/categories';
import { ChevronLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { paths } from '../../../lib/paths.ts';
import { CatalogueSearchForm } from '../components/catalogue-search-form.tsx';
import { ListingFilters } from '../components/listing-filters.tsx';
import { ListingResults } from '../components/listing-results.tsx';
import { filtersFromParams } from '../search-params.ts';

export function CategoryPage() {
  const { t, i18n } = useTranslation('catalogue');
  const { name = '' } = useParams();
  const [params] = useSearchParams();
  const { q } = filtersFromParams(params);
  // Slugs are lower case; an address typed with capitals still finds its category.
  const category = findCategory(name.toLowerCase());
  const title = category
    ? category[i18n.resolvedLanguage === 'sw' ? 'sw' : 'en']
    : t('category.unknownTitle');
  useDocumentTitle(title);

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-10">
      <Link
        to={paths.services()}
        className="-ml-2 inline-flex min-h-11 items-center gap-1 rounded-lg px-2 font-medium text-sm text-teal-800 hover:underline focus-visible:outline-2 focus-visible:outline-teal-700"
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
        {t('category.allCategories')}
      </Link>
      <h1 className="mt-1 font-bold text-2xl text-stone-900 sm:text-3xl">{title}</h1>
      {category ? (
        <>
          <div className="mt-4">
            <CatalogueSearchForm label={t('search.labelIn', { category: title })} />
          </div>
          <h2 id="results-heading" className="sr-only">
            {q ? t('results.titleFor', { q }) : t('results.inCategory', { category: title })}
          </h2>
          <div className="mt-4">
            <ListingFilters />
          </div>
          <div className="mt-4">
            <ListingResults category={category.slug} headingId="results-heading" />
          </div>
        </>
      ) : (
        <p className="mt-3 max-w-prose text-base text-stone-600">{t('category.unknownBody')}</p>
      )}
    </section>
  );
}
