// The spec's full-screen loader for lazy pages: 50 px on phones, 80 px from the sm breakpoint.
import { useTranslation } from 'react-i18next';
import { Spinner } from './spinner.tsx';

export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div role="status" className="fixed inset-0 z-90 flex items-center justify-center bg-stone-50">
      <span className="sr-only">{t('loading')}</span>
      <Spinner size={50} className="sm:hidden" />
      <span className="hidden sm:inline-flex">
        <Spinner size={80} />
      </span>
    </div>
  );
}
