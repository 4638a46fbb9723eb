// Medi-Finder (/medi-finder/*): a plain header with the way back to the company site.
import { ArrowLeft, Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HydrateApart } from '../../components/hydrate-apart.tsx';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session-store.ts';
import { FloatingButtons, LayoutFooter } from './floating-extras.tsx';
import { PageMain } from './page-outlet.tsx';

export function MediFinderLayout() {
  const { t } = useTranslation();
  // Owners (vendor accounts) keep their pharmacies and diagnostic centres here; the server checks the role again.
  const owner = useSession((state) => state.user?.userRole === 'vendor');
  return (
    <div className="flex min-h-dvh flex-col">
      <HydrateApart>
        <header className="sticky top-0 z-30 border-stone-200 border-b bg-white">
          <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 sm:px-4">
            <Link
              to="/"
              aria-label={t('mediFinderHeader.back')}
              className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg px-2 font-medium text-sm text-stone-700 hover:bg-stone-100 hover:text-teal-700 focus-visible:outline-2 focus-visible:outline-teal-600"
            >
              <ArrowLeft aria-hidden="true" className="size-5" />
              {/* On a phone the owner's link needs the room; the arrow keeps its name (aria-label). */}
              <span className={owner ? 'sr-only sm:not-sr-only' : undefined}>Sherehe</span>
            </Link>
            <Link
              to={paths.mediFinder}
              aria-label={t('mediFinderHeader.home')}
              className="inline-flex min-h-11 items-center gap-2 rounded-lg font-bold text-lg text-stone-900 focus-visible:outline-2 focus-visible:outline-teal-600"
            >
              <img src="/favicon.svg" width={28} height={28} alt="" />
              <span>{t('mediFinderHeader.title')}</span>
            </Link>
            {owner ? (
              <Link
                to={paths.myPlaces}
                className="ml-auto inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg px-2 font-medium text-sm text-stone-700 hover:bg-stone-100 hover:text-teal-700 focus-visible:outline-2 focus-visible:outline-teal-600"
              >
                <Building2 aria-hidden="true" className="size-5" />
                <span className="sr-only sm:not-sr-only">{t('mediFinderHeader.myPlaces')}</span>
              </Link>
            ) : null}
            <LanguageSwitch className={owner ? '' : 'ml-auto'} />
          </div>
        </header>
      </HydrateApart>
      <PageMain />
      <LayoutFooter />
      <HydrateApart>
        <FloatingButtons />
      </HydrateApart>
    </div>
  );
}
