// One of the vendor's listings: cover photo, title, status, price with unit, and what can be done with it.
import type { VendorListing } from '@sherehe/core/api/vendor-area';
import { findCategory } from '@sherehe/core/categories';
import { photoSrcSet, photoUrl } from '@sherehe/core/media';
import { ImageOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/button.tsx';
import { toLanguage, useFormatTzs } from '../../../lib/format.ts';
import { StatusActions } from './status-actions.tsx';
import { StatusBadge } from './status-badge.tsx';

export function ListingCard({ listing }: { listing: VendorListing }) {
  const { t, i18n } = useTranslation('vendor');
  const formatTzs = useFormatTzs();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const cover = listing.photos[0];
  const category = findCategory(listing.category);
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm sm:flex-row">
      <div className="aspect-[4/3] w-full shrink-0 bg-teal-50 sm:w-48">
        {cover ? (
          <img
            src={photoUrl(cover.storageKey, 320)}
            srcSet={photoSrcSet(cover.storageKey)}
            sizes="(min-width: 640px) 12rem, 100vw"
            alt=""
            width={320}
            height={240}
            loading="lazy"
            className="size-full object-cover"
          />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-1 text-sm text-teal-800">
            <ImageOff aria-hidden="true" className="size-6" />
            {t('listings.noPhoto')}
          </div>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={listing.status} />
          <span className="text-sm text-stone-600">{category ? category[language] : listing.category}</span>
        </div>
        <h3 className="break-words font-semibold text-lg text-stone-900">{listing.title}</h3>
        <p className="text-base text-stone-800 tabular-nums">
          {formatTzs(listing.priceTzs)}{' '}
          <span className="text-stone-600 text-sm">{t(`units.${listing.priceUnit}`)}</span>
        </p>
        <p className="text-sm text-stone-600">
          {listing.city} · {t('listings.photoCount', { count: listing.photos.length })}
        </p>
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <Link
            to={`?listing=${listing.id}`}
            className={buttonClasses({ variant: 'secondary' })}
            aria-label={`${t('actions.edit')}: ${listing.title}`}
          >
            {t('actions.edit')}
          </Link>
          <StatusActions listing={listing} />
        </div>
      </div>
    </li>
  );
}
