// The vendor's listings, every status, newest change first; a new one starts in the editor.
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/button.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useVendorListings } from '../api/use-vendor-listings.ts';
import { ListingCard } from './listing-card.tsx';

export function ListingsSection({ hasProfile }: { hasProfile: boolean }) {
  const { t } = useTranslation('vendor');
  const listings = useVendorListings();
  return (
    <section aria-labelledby="vendor-listings">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="vendor-listings" className="font-semibold text-stone-900 text-xl">
          {t('listings.heading')}
        </h2>
        {hasProfile ? (
          <Link to="?listing=new" className={buttonClasses()}>
            <Plus aria-hidden="true" className="size-4" />
            {t('listings.new')}
          </Link>
        ) : null}
      </div>
      {!hasProfile ? <p className="mt-3 text-base text-stone-600">{t('listings.profileFirst')}</p> : null}
      {listings.isPending ? (
        <ul aria-hidden="true" className="mt-4 grid gap-4">
          {[0, 1].map((key) => (
            <li key={key} className="h-40 animate-pulse rounded-xl bg-stone-200" />
          ))}
        </ul>
      ) : listings.isError ? (
        <div className="mt-4">
          <FormAlert message={errorText(listings.error)} />
        </div>
      ) : listings.data.listings.length === 0 ? (
        hasProfile ? (
          <p className="mt-4 rounded-xl border border-stone-300 border-dashed bg-white p-6 text-base text-stone-700">
            {t('listings.empty')}
          </p>
        ) : null
      ) : (
        <ul className="mt-4 grid gap-4">
          {listings.data.listings.map((listing) => (
            <ListingCard key={listing.id} listing={listing} />
          ))}
        </ul>
      )}
    </section>
  );
}
