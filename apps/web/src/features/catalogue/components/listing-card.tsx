// A listing in a grid: photo (or a tinted placeholder), title, vendor, city, price with unit, rating. The whole
// card is one link, named by its title.
import type { ListingSummary } from '@sherehe/core/api/catalogue';
import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { ListingPhoto } from './listing-photo.tsx';
import { PriceLabel } from './price-label.tsx';
import { RatingStars } from './rating-stars.tsx';

// Grid columns: 1 on phones, 2 from 640 px, 3 from 1024 px, in a page at most 72rem wide.
export const CARD_IMAGE_SIZES = '(min-width: 1024px) 370px, (min-width: 640px) 50vw, 100vw';

/** `eager`: the grid's first card, whose photo is the first screen's largest picture (listing-photo.tsx). */
export function ListingCard({ listing, eager = false }: { listing: ListingSummary; eager?: boolean }) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      {/* Decorative here: the title names the card. */}
      <ListingPhoto photo={listing.photo} alt="" sizes={CARD_IMAGE_SIZES} eager={eager} />
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <h3 className="font-semibold text-base text-stone-900 leading-snug">
          <Link
            to={paths.listing(listing.id)}
            className="after:absolute after:inset-0 focus-visible:outline-none group-focus-within:underline"
          >
            {listing.title}
          </Link>
        </h3>
        <p className="text-sm text-stone-700">{listing.vendor.businessName}</p>
        <p className="flex items-center gap-1 text-sm text-stone-600">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          {listing.city}
        </p>
        <div className="mt-auto flex flex-wrap items-end justify-between gap-x-3 gap-y-1 pt-2">
          <PriceLabel priceTzs={listing.priceTzs} priceUnit={listing.priceUnit} className="text-sm" />
          <RatingStars average={listing.ratingAverage} count={listing.ratingCount} />
        </div>
      </div>
    </article>
  );
}
