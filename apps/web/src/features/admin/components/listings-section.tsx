// Listings: find any listing by its title or shop, archive one with a reason (it leaves the public catalogue and
// its vendor cannot publish it again) or restore it to draft.
import type { AdminListing } from '@sherehe/core/api/admin-listings';
import { PackageSearch } from 'lucide-react';
import { type RefObject, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { toast } from '../../../lib/toast.ts';
import { type ListingStatusFilter, useAdminListings } from '../api/use-admin-listings.ts';
import { useModerateListing } from '../api/use-moderate-listing.ts';
import { ListSearchForm, useListSearch } from './list-search-form.tsx';
import { ListingCard } from './listing-card.tsx';
import { LoadMore } from './load-more.tsx';
import { NoteDialog } from './note-dialog.tsx';
import { SectionHeading } from './section-heading.tsx';
import { SectionProblem } from './section-problem.tsx';
import { StatusFilter, useStatusParam } from './status-filter.tsx';

const filters: readonly ListingStatusFilter[] = ['all', 'published', 'draft', 'archived'];

export function ListingsSection() {
  const { t } = useTranslation('admin');
  const search = useListSearch();
  const status = useStatusParam(filters, 'all');
  const listings = useAdminListings(search, status);
  const [open, setOpen] = useState<AdminListing | null>(null);
  const triggerRef = useRef<HTMLElement | null>(null);
  const list = listings.data?.pages.flatMap((page) => page.listings) ?? [];

  return (
    <section aria-labelledby="admin-listings-heading">
      <SectionHeading id="admin-listings-heading" title={t('listings.heading')} intro={t('listings.intro')} />
      <ListSearchForm label={t('listings.search')} hint={t('listings.searchHint')} />
      <StatusFilter
        label={t('listings.filter')}
        fallback="all"
        options={filters.map((value) => ({ value, label: t(`listings.filters.${value}`) }))}
      />
      <div className="mt-6">
        {listings.isPending ? (
          <ListSkeleton />
        ) : listings.isError && !listings.isFetchNextPageError ? (
          <SectionProblem
            error={listings.error}
            onRetry={() => listings.refetch()}
            retrying={listings.isFetching}
          />
        ) : list.length === 0 ? (
          <div
            role="status"
            className="rounded-xl border border-stone-300 border-dashed bg-white p-6 text-center"
          >
            <PackageSearch aria-hidden="true" className="mx-auto size-8 text-stone-400" />
            <p className="mt-2 font-medium text-stone-900">
              {search ? t('listings.noMatch', { search }) : t('listings.none')}
            </p>
          </div>
        ) : (
          <div
            aria-busy={listings.isPlaceholderData || undefined}
            className={listings.isPlaceholderData ? 'opacity-60' : ''}
          >
            <p role="status" className="mb-3 text-sm text-stone-600">
              {t('listings.shown', { count: list.length })}
            </p>
            <ul className="flex flex-col gap-3">
              {list.map((listing) => (
                <ListingCard
                  key={listing.id}
                  listing={listing}
                  onModerate={(chosen, trigger) => {
                    triggerRef.current = trigger;
                    setOpen(chosen);
                  }}
                />
              ))}
            </ul>
            <LoadMore
              hasMore={listings.hasNextPage}
              loading={listings.isFetchingNextPage}
              error={listings.isFetchNextPageError ? listings.error : null}
              onLoadMore={() => listings.fetchNextPage()}
            />
          </div>
        )}
      </div>
      {open ? (
        <ModerateListingDialog listing={open} onClose={() => setOpen(null)} returnFocusRef={triggerRef} />
      ) : null}
    </section>
  );
}

function ModerateListingDialog({
  listing,
  onClose,
  returnFocusRef,
}: {
  listing: AdminListing;
  onClose: () => void;
  returnFocusRef: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation('admin');
  const moderate = useModerateListing();
  const archiving = listing.archivedByAdmin === null;
  const words = archiving ? 'listings.archiveDialog' : 'listings.restoreDialog';
  const title = listing.title;
  return (
    <NoteDialog
      title={t(`${words}.title`, { title })}
      body={t(`${words}.body`, { title, shop: listing.vendor.businessName })}
      {...(archiving
        ? { noteLabel: t('listings.archiveDialog.reason'), noteRequired: true, danger: true }
        : {})}
      confirmLabel={t(archiving ? 'listings.archive' : 'listings.restore')}
      pending={moderate.isPending}
      error={moderate.error}
      returnFocusRef={returnFocusRef}
      onClose={onClose}
      onConfirm={(reason) =>
        moderate.mutate(
          { id: listing.id, change: archiving ? { status: 'archived', reason } : { status: 'draft' } },
          {
            onSuccess: () => {
              toast.success(t(`${words}.done`, { title }));
              onClose();
            },
          },
        )
      }
    />
  );
}
