// /event-planners/vendors/{id}: a vendor's card, what they say about themselves, and their listings.
import type { ListingSummary } from '@sherehe/core/api/catalogue';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { paths } from '../../../lib/paths.ts';
import { useMoreVendorListings } from '../api/use-more-vendor-listings.ts';
import { useVendorProfile } from '../api/use-vendor-profile.ts';
import { ListingCard } from '../components/listing-card.tsx';
import { ListingGridSkeleton } from '../components/listing-grid-skeleton.tsx';
import { MoreListingsButton } from '../components/more-listings-button.tsx';
import { VendorCard } from '../components/vendor-card.tsx';
import { isRecordId } from '../record-id.ts';

/** The way to ask the vendor a general question (a quote): the conversations feature's, composed by app/. */
type AskSlot = { ask?: ((vendor: { id: string; businessName: string }) => ReactNode) | undefined };

export function VendorProfilePage({ ask }: AskSlot = {}) {
  const { id = '' } = useParams();
  return isRecordId(id) ? <VendorProfile id={id} ask={ask} /> : <VendorProblem notFound />;
}

function VendorProfile({ id, ask }: { id: string } & AskSlot) {
  const { t } = useTranslation('catalogue');
  const profile = useVendorProfile(id);
  useDocumentTitle(profile.data?.vendor.businessName ?? t('vendorPage.title'));

  if (profile.isPending) {
    return (
      <section className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-10">
        <ListingGridSkeleton cards={3} />
      </section>
    );
  }
  if (profile.isError) {
    const notFound = profile.error instanceof ApiError && profile.error.status === 404;
    return <VendorProblem notFound={notFound} onRetry={notFound ? undefined : () => profile.refetch()} />;
  }
  const { vendor, listings, listingCount, nextCursor } = profile.data;
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-10">
      <h1 className="font-bold text-2xl text-stone-900 sm:text-3xl">{vendor.businessName}</h1>
      <div className="mt-4 grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)] lg:items-start">
        <div className="flex flex-col gap-4">
          <VendorCard vendor={vendor} linkToProfile={false} />
          {ask ? ask(vendor) : null}
          {vendor.description ? (
            <p className="whitespace-pre-line text-base text-stone-700">{vendor.description}</p>
          ) : null}
        </div>
        <section aria-labelledby="vendor-listings-heading">
          <h2 id="vendor-listings-heading" className="font-semibold text-stone-900 text-xl">
            {t('vendorPage.listings', { count: listingCount })}
          </h2>
          {listings.length === 0 ? (
            <p className="mt-3 text-base text-stone-600">{t('vendorPage.noListings')}</p>
          ) : (
            <VendorListings vendorId={vendor.id} first={listings} nextCursor={nextCursor} />
          )}
        </section>
      </div>
    </section>
  );
}

function VendorListings({
  vendorId,
  first,
  nextCursor,
}: {
  vendorId: string;
  first: ListingSummary[];
  nextCursor: string | null;
}) {
  const [wanted, setWanted] = useState(false);
  const more = useMoreVendorListings(vendorId, nextCursor, wanted);
  const listings = [...first, ...(more.data?.pages.flatMap((page) => page.listings) ?? [])];
  const hasMore = nextCursor !== null && (!more.data || more.hasNextPage);
  return (
    <>
      <ul aria-labelledby="vendor-listings-heading" className="mt-3 grid gap-4 sm:grid-cols-2">
        {listings.map((listing) => (
          <li key={listing.id}>
            <ListingCard listing={listing} />
          </li>
        ))}
      </ul>
      {hasMore ? (
        <MoreListingsButton
          loading={more.isFetching}
          failed={more.isError}
          onLoadMore={() => {
            if (!wanted) setWanted(true);
            else if (more.isError && !more.data) more.refetch();
            else more.fetchNextPage();
          }}
        />
      ) : null}
    </>
  );
}

function VendorProblem({ notFound, onRetry }: { notFound: boolean; onRetry?: (() => void) | undefined }) {
  const { t } = useTranslation('catalogue');
  const title = notFound ? t('vendorPage.notFoundTitle') : t('vendorPage.failedTitle');
  useDocumentTitle(title);
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-16">
      <h1 className="font-bold text-2xl text-stone-900 sm:text-3xl">{title}</h1>
      <p className="mt-3 max-w-prose text-base text-stone-600">
        {notFound ? t('vendorPage.notFoundBody') : t('product.failedBody')}
      </p>
      <div className="mt-5 flex flex-wrap gap-3">
        {onRetry ? (
          <Button type="button" onClick={onRetry} variant="secondary">
            {t('results.retry')}
          </Button>
        ) : null}
        <Link to={paths.services()} className={buttonClasses({ variant: 'secondary' })}>
          {t('product.browse')}
        </Link>
      </div>
    </section>
  );
}
