// A shop's month statement for an admin: the very CSV or PDF the vendor downloads, in the admin's language, for one
// of the last twelve months of Tanzania's calendar.
import type { AdminVendor } from '@sherehe/core/api/vendor-onboarding';
import { todayInTanzania } from '@sherehe/core/booking-rules';
import { Download } from 'lucide-react';
import { type RefObject, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/button.tsx';
import { Dialog } from '../../../components/dialog.tsx';
import { toLanguage } from '../../../lib/format.ts';
import { formatMonth } from '../../../lib/format-date.ts';
import { adminStatementFileUrl } from '../api/use-admin-payouts.ts';

/** The last twelve months, this one first, as `2026-11`, in Tanzania's calendar. */
export function lastMonths(now = new Date()): string[] {
  const [year, month] = todayInTanzania(now).split('-').map(Number) as [number, number];
  return Array.from({ length: 12 }, (_, back) =>
    new Date(Date.UTC(year, month - 1 - back, 1)).toISOString().slice(0, 7),
  );
}

export function VendorStatementDialog({
  vendor,
  onClose,
  returnFocusRef,
}: {
  vendor: AdminVendor;
  onClose: () => void;
  returnFocusRef: RefObject<HTMLElement | null>;
}) {
  const { t, i18n } = useTranslation('admin');
  const language = toLanguage(i18n.resolvedLanguage);
  const months = lastMonths();
  const [month, setMonth] = useState(months[0] ?? '');
  const selectId = useId();
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('vendors.statement.title', { name: vendor.businessName })}
      closeLabel={t('dialog.close')}
      returnFocusRef={returnFocusRef}
    >
      <p className="text-stone-700">{t('vendors.statement.intro')}</p>
      <label htmlFor={selectId} className="mt-4 block font-medium text-sm text-stone-800">
        {t('vendors.statement.month')}
      </label>
      <select
        id={selectId}
        value={month}
        onChange={(event) => setMonth(event.target.value)}
        className="mt-1.5 h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900 focus:border-teal-600 focus:outline-2 focus:outline-teal-600"
      >
        {months.map((option) => (
          <option key={option} value={option}>
            {formatMonth(option, language)}
          </option>
        ))}
      </select>
      <div className="mt-4 flex flex-wrap gap-3">
        {(['csv', 'pdf'] as const).map((format) => (
          <a
            key={format}
            href={adminStatementFileUrl(vendor.id, month, format, language)}
            download
            className={buttonClasses({ variant: 'secondary' })}
          >
            <Download aria-hidden="true" className="size-4" />
            {t(`vendors.statement.${format}`)}
          </a>
        ))}
      </div>
    </Dialog>
  );
}
