// The vendor area's parts as tabs across the top: the shop (orders, profile, listings, reviews), the calendar of all
// its listings and the money, named in the address (?section=calendar, ?section=money) so a reload, Back and a
// shared link keep it.
import { CalendarDays, Store, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

export const vendorSections = [
  { id: 'shop', icon: Store, search: '' },
  { id: 'calendar', icon: CalendarDays, search: '?section=calendar' },
  { id: 'money', icon: Wallet, search: '?section=money' },
] as const;
export type VendorSection = (typeof vendorSections)[number]['id'];

/** The part named in the address, the shop otherwise. */
export function useVendorSection(): VendorSection {
  const [params] = useSearchParams();
  return vendorSections.find((section) => section.id === params.get('section'))?.id ?? 'shop';
}

export function VendorAreaNav({ current }: { current: VendorSection }) {
  const { t } = useTranslation('vendor');
  return (
    <nav aria-label={t('nav.label')} className="-mx-4 sm:mx-0">
      <ul className="flex gap-2 overflow-x-auto px-4 pb-1 sm:px-0">
        {vendorSections.map((section) => {
          const active = section.id === current;
          const Icon = section.icon;
          return (
            <li key={section.id} className="shrink-0">
              <Link
                to={{ search: section.search }}
                aria-current={active ? 'page' : undefined}
                className={`flex min-h-11 items-center gap-2 whitespace-nowrap rounded-full px-4 font-medium text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 ${
                  active
                    ? 'bg-teal-700 text-white'
                    : 'border border-stone-200 bg-white text-stone-700 hover:bg-stone-100'
                }`}
              >
                <Icon aria-hidden="true" className="size-5 shrink-0" />
                {t(`nav.${section.id}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
