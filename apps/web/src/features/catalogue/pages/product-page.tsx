// /event-planners/products/{id}: a listing's photos, price, details, vendor and the add-to-cart form.
import { findCategory } from '@sherehe/core/categories';
import { ChevronLeft, MapPin, Package, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { HydrateApart } from '../../../components/hydrate-apart.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { paths } from '../../../lib/paths.ts';
import { useListing } from '../api/use-listing.ts';
import { AddToCartForm } from '../components/add-to-cart-form.tsx';
import { PhotoGallery } from '../components/photo-gallery.tsx';
import { PriceLabel } from '../components/price-label.tsx';
import { ProductSkeleton } from '../components/product-skeleton.tsx';
import { RatingStars } from '../components/rating-stars.tsx';
import { VendorCard } from '../components/vendor-card.tsx';
import { isRecordId } from '../record-id.ts';

/**
 * `reviews` renders the listing's reviews below the description, `ask` the way to ask its vendor for a quote below
 * the vendor's card; app/ composes them (a feature does not import another).
 */
type ReviewsSlot = {
  reviews?: ((listingId: string) => ReactNode) | undefined;
  ask?: ((listing: { id: string; vendor: { id: string; businessName: string } }) => ReactNode) | undefined;
};

export function ProductPage({ reviews, ask }: ReviewsSlot = {}) {
  const { id = '' } = useParams();
  // An address that cannot name a listing is not asked about: the answer is known.
  return isRecordId(id) ? <Product id={id} reviews={reviews} ask={ask} /> : <ProductProblem notFound />;
}

function Product({ id, reviews, ask }: { id: string } & ReviewsSlot) {
  const { t, i18n } = useTranslation('catalogue');
  const listing = useListing(id);
  useDocumentTitle(listing.data?.title ?? t('product.title'));

  if (listing.isPending) return <ProductSkeleton />;
  if (listing.isError) {
    const notFound = listing.error instanceof ApiError && listing.error.status === 404;
    return <ProductProblem notFound={notFound} onRetry={notFound ? undefined : () => listing.refetch()} />;
  }
  const item = listing.data;
  const category = findCategory(item.category);
  const language = i18n.resolvedLanguage === 'sw' ? 'sw' : 'en';

  return (
    <article className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-10">
      {category ? (
        <Link
          to={paths.services(category.slug)}
          className="-ml-2 inline-flex min-h-11 items-center gap-1 rounded-lg px-2 font-medium text-sm text-teal-800 hover:underline focus-visible:outline-2 focus-visible:outline-teal-700"
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
          {category[language]}
        </Link>
      ) : null}
      <div className="mt-2 grid gap-6 lg:grid-cols-2 lg:gap-10">
        <HydrateApart>
          <PhotoGallery photos={item.photos} title={item.title} />
        </HydrateApart>
        <div className="flex flex-col gap-4">
          <div>
            <h1 className="font-bold text-2xl text-stone-900 sm:text-3xl">{item.title}</h1>
            <div className="mt-2">
              <RatingStars average={item.ratingAverage} count={item.ratingCount} size="md" />
            </div>
            <PriceLabel priceTzs={item.priceTzs} priceUnit={item.priceUnit} className="mt-3 text-xl" />
          </div>
          <ul className="flex flex-col gap-1.5 text-sm text-stone-700">
            <li className="flex items-center gap-2">
              <MapPin aria-hidden="true" className="size-4 shrink-0 text-stone-500" />
              {item.serviceArea
                ? t('product.serviceArea', { city: item.city, area: item.serviceArea })
                : item.city}
            </li>
            {item.capacity !== null ? (
              <li className="flex items-center gap-2">
                <Users aria-hidden="true" className="size-4 shrink-0 text-stone-500" />
                {t('product.capacity', { count: item.capacity })}
              </li>
            ) : null}
            {item.stock !== null ? (
              <li className="flex items-center gap-2">
                <Package aria-hidden="true" className="size-4 shrink-0 text-stone-500" />
                {item.stock > 0 ? t('product.stock', { count: item.stock }) : t('product.outOfStock')}
              </li>
            ) : null}
          </ul>
          <HydrateApart>
            <AddToCartForm listing={item} />
          </HydrateApart>
          <HydrateApart>
            <VendorCard vendor={item.vendor} listingTitle={item.title} />
          </HydrateApart>
          {ask ? <HydrateApart>{ask(item)}</HydrateApart> : null}
        </div>
      </div>
      {item.description ? (
        <section aria-labelledby="description-heading" className="mt-8 max-w-prose">
          <h2 id="description-heading" className="font-semibold text-stone-900 text-xl">
            {t('product.description')}
          </h2>
          <p className="mt-2 whitespace-pre-line text-base text-stone-700">{item.description}</p>
        </section>
      ) : null}
      {reviews ? (
        <div className="mt-8 max-w-3xl">
          <HydrateApart>{reviews(item.id)}</HydrateApart>
        </div>
      ) : null}
    </article>
  );
}

function ProductProblem({ notFound, onRetry }: { notFound: boolean; onRetry?: (() => void) | undefined }) {
  const { t } = useTranslation('catalogue');
  const title = notFound ? t('product.notFoundTitle') : t('product.failedTitle');
  useDocumentTitle(title);
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-16">
      <h1 className="font-bold text-2xl text-stone-900 sm:text-3xl">{title}</h1>
      <p className="mt-3 max-w-prose text-base text-stone-600">
        {notFound ? t('product.notFoundBody') : t('product.failedBody')}
      </p>
      <div className="mt-5 flex flex-wrap gap-3">
        {onRetry ? (
          <Button type="button" onClick={onRetry}>
            {t('results.retry')}
          </Button>
        ) : null}
        <Link
          to={paths.services()}
          className="inline-flex min-h-11 items-center rounded-full border border-stone-300 bg-white px-5 font-semibold text-sm text-stone-800 hover:bg-stone-100"
        >
          {t('product.browse')}
        </Link>
      </div>
    </section>
  );
}
