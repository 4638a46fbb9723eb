// One listing as an admin sees it: title, status, shop, category, price, city, and why an admin archived it;
// archive (with a reason) or restore from here.
import type { AdminListing } from '@sherehe/core/api/admin-listings';
import { findCategory } from '@sherehe/core/categories';
import { Archive, ArchiveRestore } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toLanguage, useFormatTzs } from '../../../lib/format.ts';
import { useFormatDate } from '../../../lib/format-date.ts';
import { CardActionButton } from './card-action-button.tsx';

type ListingCardProps = {
  listing: AdminListing;
  onModerate: (listing: AdminListing, trigger: HTMLButtonElement) => void;
};

const badgeStyles: Record<AdminListing['status'], { badge: string; dot: string }> = {
  published: { badge: 'bg-green-50 text-green-800 ring-green-200', dot: 'bg-green-600' },
  draft: { badge: 'bg-stone-100 text-stone-800 ring-stone-300', dot: 'bg-stone-500' },
  archived: { badge: 'bg-red-50 text-red-800 ring-red-200', dot: 'bg-red-600' },
};

export function ListingCard({ listing, onModerate }: ListingCardProps) {
  const { t, i18n } = useTranslation('admin');
  const formatTzs = useFormatTzs();
  const { dateTime } = useFormatDate();
  const held = listing.archivedByAdmin;
  const category = findCategory(listing.category);
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const style = badgeStyles[listing.status];
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm lg:grid lg:grid-cols-[minmax(0,1fr)_auto] lg:items-start lg:gap-x-6 lg:px-5">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-base text-stone-900">
          <span className="break-words">{listing.title}</span>
          <span
            className={`inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-0.5 font-medium text-xs ring-1 ring-inset ${style.badge}`}
          >
            <span aria-hidden="true" className={`size-1.5 rounded-full ${style.dot}`} />
            {t(`listings.status.${listing.status}`)}
          </span>
        </p>
        <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 text-sm lg:grid-cols-4">
          <div className="col-span-2 min-w-0 lg:col-span-1">
            <dt className="text-stone-500 text-xs">{t('listings.shop')}</dt>
            <dd className="mt-0.5 break-words text-stone-900">
              {listing.vendor.businessName}
              {listing.vendor.status === 'suspended' ? (
                <span className="text-red-700"> · {t('listings.shopSuspended')}</span>
              ) : null}
            </dd>
          </div>
          <div className="min-w-0">
            <dt className="text-stone-500 text-xs">{t('listings.category')}</dt>
            <dd className="mt-0.5 break-words text-stone-900">
              {category ? category[language] : listing.category}
            </dd>
          </div>
          <div className="min-w-0">
            <dt className="text-stone-500 text-xs">{t('listings.price')}</dt>
            <dd className="mt-0.5 text-stone-900 tabular-nums">
              {t(`listings.units.${listing.priceUnit}`, { price: formatTzs(listing.priceTzs) })}
            </dd>
          </div>
          <div className="min-w-0">
            <dt className="text-stone-500 text-xs">{t('listings.city')}</dt>
            <dd className="mt-0.5 break-words text-stone-900">{listing.city}</dd>
          </div>
        </dl>
        {held ? (
          <p className="mt-3 break-words rounded-lg bg-red-50 p-3 text-red-900 text-sm">
            {t('listings.heldReason', {
              reason: held.reason,
              name: held.actorName ?? t('listings.anAdmin'),
              date: dateTime(held.at),
            })}
          </p>
        ) : listing.status === 'archived' ? (
          <p className="mt-3 text-sm text-stone-600">{t('listings.archivedByVendor')}</p>
        ) : null}
      </div>
      <div className="mt-4 flex lg:mt-0">
        <CardActionButton
          icon={held ? ArchiveRestore : Archive}
          label={t(held ? 'listings.restore' : 'listings.archive')}
          accessibleName={t(held ? 'listings.restoreOf' : 'listings.archiveOf', { title: listing.title })}
          tone={held ? 'secondary' : 'danger'}
          onClick={(event) => onModerate(listing, event.currentTarget)}
        />
      </div>
    </li>
  );
}
