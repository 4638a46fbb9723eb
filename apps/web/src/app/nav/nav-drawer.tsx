// Phones: the nav links in a left slide-out drawer over a dark overlay. A modal: focus moves in, stays in, and goes back.
import { X } from 'lucide-react';
import { type RefObject, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { useModalFocus } from '../../components/use-modal-focus.ts';
import { paths } from '../../lib/paths.ts';
import { NavLinks } from './nav-links.tsx';

type NavDrawerProps = {
  id: string;
  open: boolean;
  onClose: () => void;
  /** The button that opened the drawer: clicks on it are not "outside", and focus returns to it. */
  menuButtonRef: RefObject<HTMLButtonElement | null>;
};

export function NavDrawer({ id, open, onClose, menuButtonRef }: NavDrawerProps) {
  const { t } = useTranslation();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  useModalFocus(panelRef, {
    active: open,
    onClose,
    initialFocusRef: closeButtonRef,
    returnFocusRef: menuButtonRef,
  });

  // A tap anywhere outside the drawer (the overlay included) closes it; the menu button toggles it itself.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);
  useEffect(() => {
    if (!open) return;
    function onClick(event: MouseEvent) {
      const target = event.target as Node | null;
      if (!target || panelRef.current?.contains(target) || menuButtonRef.current?.contains(target)) return;
      onCloseRef.current();
    }
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [open, menuButtonRef]);

  return (
    <div className="xl:hidden">
      <div
        data-testid="nav-overlay"
        aria-hidden="true"
        hidden={!open}
        className="fixed inset-0 z-60 bg-stone-950/60 transition-opacity starting:opacity-0 motion-reduce:transition-none"
      />
      <div
        ref={panelRef}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-label={t('nav.menu')}
        hidden={!open}
        className="fixed inset-y-0 left-0 z-70 flex w-80 max-w-[85vw] flex-col overflow-y-auto bg-white shadow-2xl transition-transform duration-200 starting:-translate-x-full motion-reduce:transition-none"
      >
        <div className="flex h-16 items-center justify-between border-stone-200 border-b px-3">
          <BrandLogo to={paths.home} label={t('nav.logo')} />
          <button
            ref={closeButtonRef}
            type="button"
            aria-label={t('nav.closeMenu')}
            onClick={onClose}
            className="inline-flex size-11 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-teal-600"
          >
            <X aria-hidden="true" className="size-6" />
          </button>
        </div>
        <nav aria-label={t('nav.main')} className="flex-1 px-2 py-3">
          <NavLinks variant="drawer" onNavigate={onClose} />
        </nav>
        <div className="flex items-center justify-between gap-3 border-stone-200 border-t px-4 py-4">
          <span className="font-medium text-sm text-stone-600">{t('language.label')}</span>
          <LanguageSwitch />
        </div>
      </div>
    </div>
  );
}
