// The spec's full-screen loader for lazy pages: 50 px on phones, 80 px from the sm breakpoint.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { showFullScreenLoader } from '../lib/page-loading.ts';
import { Spinner } from './spinner.tsx';

type PageSpinnerProps = {
  /** Over the current page (a navigation waiting for its code) rather than instead of it. */
  overlay?: boolean;
};

export function PageSpinner({ overlay = false }: PageSpinnerProps) {
  const { t } = useTranslation();
  // Shown instead of a page, it is the one loader on screen: the root shell's overlay stays away meanwhile.
  useEffect(() => (overlay ? undefined : showFullScreenLoader()), [overlay]);
  return (
    <div
      role="status"
      className={`fixed inset-0 z-90 flex items-center justify-center ${overlay ? 'bg-white/70' : 'bg-stone-50'}`}
    >
      <span className="sr-only">{t('loading')}</span>
      <Spinner size={50} className="sm:hidden" />
      <span className="hidden sm:inline-flex">
        <Spinner size={80} />
      </span>
    </div>
  );
}
