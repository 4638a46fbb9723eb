// One shop: its name, owner and their contacts, city, listings and status; its month statement; suspend or
// reinstate from here.
import type { AdminVendor } from '@sherehe/core/api/vendor-onboarding';
import { formatPhone } from '@sherehe/core/phone';
import { Ban, CircleCheck, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CardActionButton } from './card-action-button.tsx';

type VendorCardProps = {
  vendor: AdminVendor;
  onToggle: (vendor: AdminVendor, trigger: HTMLButtonElement) => void;
  onStatement: (vendor: AdminVendor, trigger: HTMLButtonElement) => void;
};

export function VendorCard({ vendor, onToggle, onStatement }: VendorCardProps) {
  const { t } = useTranslation('admin');
  const suspended = vendor.status === 'suspended';
  const contacts = [vendor.ownerEmail, vendor.ownerPhone ? formatPhone(vendor.ownerPhone) : null].filter(
    Boolean,
  );
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm lg:grid lg:grid-cols-[minmax(0,1fr)_auto] lg:items-start lg:gap-x-6 lg:px-5">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-base text-stone-900">
          <span className="break-words">{vendor.businessName}</span>
          <span
            className={`inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-0.5 font-medium text-xs ring-1 ring-inset ${suspended ? 'bg-red-50 text-red-800 ring-red-200' : 'bg-green-50 text-green-800 ring-green-200'}`}
          >
            <span
              aria-hidden="true"
              className={`size-1.5 rounded-full ${suspended ? 'bg-red-600' : 'bg-green-600'}`}
            />
            {t(suspended ? 'vendors.suspended' : 'vendors.active')}
          </span>
        </p>
        <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 text-sm lg:grid-cols-[minmax(0,1.4fr)_minmax(0,2fr)_minmax(0,1fr)_minmax(0,0.6fr)]">
          <div className="min-w-0">
            <dt className="text-stone-500 text-xs">{t('vendors.owner')}</dt>
            <dd className="mt-0.5 break-words text-stone-900">{vendor.ownerName}</dd>
          </div>
          <div className="col-span-2 min-w-0 lg:col-span-1">
            <dt className="text-stone-500 text-xs">{t('vendors.contact')}</dt>
            <dd className="mt-0.5 break-words text-stone-900">{contacts.join(' · ') || '—'}</dd>
          </div>
          <div className="min-w-0">
            <dt className="text-stone-500 text-xs">{t('vendors.city')}</dt>
            <dd className="mt-0.5 break-words text-stone-900">{vendor.city || t('vendors.noCity')}</dd>
          </div>
          <div className="min-w-0">
            <dt className="text-stone-500 text-xs">{t('vendors.listings')}</dt>
            <dd className="mt-0.5 text-stone-900 tabular-nums">{vendor.listingCount}</dd>
          </div>
        </dl>
        {suspended && vendor.suspendedReason ? (
          <p className="mt-3 break-words rounded-lg bg-red-50 p-3 text-red-900 text-sm">
            {t('vendors.reason', { reason: vendor.suspendedReason })}
          </p>
        ) : null}
      </div>
      <div className="mt-4 flex flex-wrap gap-2 lg:mt-0">
        <CardActionButton
          icon={FileText}
          label={t('vendors.statement.open')}
          accessibleName={t('vendors.statement.openOf', { name: vendor.businessName })}
          tone="secondary"
          onClick={(event) => onStatement(vendor, event.currentTarget)}
        />
        <CardActionButton
          icon={suspended ? CircleCheck : Ban}
          label={t(suspended ? 'vendors.reinstate' : 'vendors.suspend')}
          accessibleName={t(suspended ? 'vendors.reinstateOf' : 'vendors.suspendOf', {
            name: vendor.businessName,
          })}
          tone={suspended ? 'secondary' : 'danger'}
          onClick={(event) => onToggle(vendor, event.currentTarget)}
        />
      </div>
    </li>
  );
}
