// The spec's Event Planners navigation bar: sticky, logo, links by role, cart with badge, account; a drawer on phones.
import { Menu } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { paths } from '../../lib/paths.ts';
import { AccountButton } from './account-button.tsx';
import { CartButton } from './cart-button.tsx';
import { NavDrawer } from './nav-drawer.tsx';
import { NavLinks } from './nav-links.tsx';

// Where the links fit in one row in both languages with every role's extra link (Swahili labels are long).
const WIDE_QUERY = '(min-width: 1280px)';

export function NavBar() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const drawerId = useId();
  const close = useCallback(() => setOpen(false), []);

  // Any navigation closes the drawer, whatever started it: a link, the logo (even to the page already shown: a new
  // location has a new key on the same path), Back or Forward. Adjusted while rendering, so the new page never
  // shows with the drawer still open.
  const { key: locationKey } = useLocation();
  const [shownKey, setShownKey] = useState(locationKey);
  if (shownKey !== locationKey) {
    setShownKey(locationKey);
    setOpen(false);
  }

  // Widening the window past the breakpoint hides the drawer's container; close it so focus is not stuck inside.
  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return;
    const wide = window.matchMedia(WIDE_QUERY);
    const onChange = () => {
      if (wide.matches) setOpen(false);
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [open]);

  return (
    <>
      <header className="sticky top-0 z-30 border-stone-200 border-b bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-1 px-2 sm:gap-2 sm:px-4">
          <button
            ref={menuButtonRef}
            type="button"
            aria-label={t('nav.openMenu')}
            aria-expanded={open}
            aria-controls={drawerId}
            onClick={() => setOpen((wasOpen) => !wasOpen)}
            className="inline-flex size-11 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-teal-600 xl:hidden"
          >
            <Menu aria-hidden="true" className="size-6" />
          </button>
          <BrandLogo to={paths.home} label={t('nav.logo')} narrowMarkOnly />
          <nav aria-label={t('nav.main')} className="ml-4 hidden xl:block">
            <NavLinks variant="bar" />
          </nav>
          <div className="ml-auto flex items-center gap-1 sm:gap-2">
            <LanguageSwitch className="hidden xl:flex" />
            {/* Swahili-first readers find their language on the bar, not inside the drawer. */}
            <LanguageSwitch compact className="xl:hidden" />
            <CartButton />
            <AccountButton />
          </div>
        </div>
      </header>
      <NavDrawer id={drawerId} open={open} onClose={close} menuButtonRef={menuButtonRef} />
    </>
  );
}
