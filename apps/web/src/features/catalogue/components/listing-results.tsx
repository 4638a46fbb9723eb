// The results of a search: skeleton cards while the first page loads, an empty state that says what to try, an
// error that offers another go, and "Load more" that follows the server's cursor.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { useListingSearch } from '../api/use-listing-search.ts';
import { filtersFromParams, hasFilters } from '../search-params.ts';
import { ListingCard } from './listing-card.tsx';
import { ListingGridSkeleton } from './listing-grid-skeleton.tsx';
import { MoreListingsButton } from './more-listings-button.tsx';

export function ListingResults({ category, headingId }: { category?: string; headingId: string }) {
  const { t } = useTranslation('catalogue');
  const [params] = useSearchParams();
  const filters = filtersFromParams(params);
  const search = useListingSearch(filters, category);
  const listings = search.data?.pages.flatMap((page) => page.listings) ?? [];

  if (search.isPending) return <ListingGridSkeleton />;
  if (search.isError && listings.length === 0) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-5 text-red-800">
        <p className="font-medium">{t('results.failed')}</p>
        <Button type="button" onClick={() => search.refetch()} variant="secondary" className="mt-3">
          {t('results.retry')}
        </Button>
      </div>
    );
  }
  if (listings.length === 0) {
    return (
      <div className="rounded-xl border border-stone-200 border-dashed bg-white p-6 text-center">
        <p className="font-semibold text-stone-900">{t('results.emptyTitle')}</p>
        <p className="mt-1 text-sm text-stone-600">
          {filters.q || hasFilters(filters) ? t('results.emptyWithSearch') : t('results.emptyCategory')}
        </p>
      </div>
    );
  }
  return (
    <div>
      <ul aria-labelledby={headingId} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {listings.map((listing, position) => (
          <li key={listing.id} className="drawn-when-near">
            <ListingCard listing={listing} eager={position === 0} />
          </li>
        ))}
      </ul>
      {search.hasNextPage ? (
        <MoreListingsButton
          loading={search.isFetchingNextPage}
          failed={search.isFetchNextPageError}
          onLoadMore={() => search.fetchNextPage()}
        />
      ) : null}
    </div>
  );
}
