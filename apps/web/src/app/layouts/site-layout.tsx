// The company site (/ and /Privacy-Policy): its own header linking to both platforms.
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { HydrateApart } from '../../components/hydrate-apart.tsx';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { paths } from '../../lib/paths.ts';
import { FloatingButtons, LayoutFooter } from './floating-extras.tsx';
import { PageMain } from './page-outlet.tsx';

const linkClass =
  'inline-flex min-h-11 items-center rounded-lg px-3 font-medium text-sm text-stone-700 hover:bg-stone-100 hover:text-teal-700 focus-visible:outline-2 focus-visible:outline-teal-600';

export function SiteLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <HydrateApart>
        <header className="sticky top-0 z-30 border-stone-200 border-b bg-white">
          <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-2 px-3 py-1 sm:flex-nowrap sm:px-4">
            <BrandLogo to="/" label={t('siteHeader.logo')} />
            <nav
              aria-label={t('siteHeader.sites')}
              className="order-last -mx-3 flex w-full sm:order-none sm:mx-0 sm:ml-4 sm:w-auto"
            >
              <NavLink to={paths.home} className={linkClass}>
                {t('siteHeader.eventPlanners')}
              </NavLink>
              <NavLink to={paths.mediFinder} className={linkClass}>
                {t('siteHeader.mediFinder')}
              </NavLink>
            </nav>
            <LanguageSwitch className="ml-auto" />
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
