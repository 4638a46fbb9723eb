// What a person sees when a page crashed while rendering: the spec's words and a way out (reload).
import { RotateCw, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type ErrorScreenProps = {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
};

/** Shared frame of the render-error and router-error screens. */
export function ErrorScreen({ title, children, actions }: ErrorScreenProps) {
  return (
    <section
      role="alert"
      className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center px-4 py-12 text-center"
    >
      <TriangleAlert aria-hidden="true" className="size-12 text-red-600" />
      <h1 className="mt-4 font-bold text-2xl text-stone-900">{title}</h1>
      <div className="mt-2 text-base text-stone-600">{children}</div>
      <div className="mt-6 flex flex-wrap justify-center gap-3">{actions}</div>
    </section>
  );
}

export function reloadPage(): void {
  window.location.reload();
}

export function RefreshButton() {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={reloadPage}
      className="inline-flex min-h-11 items-center gap-2 rounded-full bg-teal-700 px-5 font-semibold text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
    >
      <RotateCw aria-hidden="true" className="size-4" />
      {t('errors.refresh', 'Refresh')}
    </button>
  );
}

export function RenderErrorScreen() {
  const { t } = useTranslation();
  // English defaults: this screen must read right even if the strings themselves failed to load.
  return (
    <ErrorScreen title={t('errors.renderTitle', 'Something went wrong!')} actions={<RefreshButton />}>
      <p>{t('errors.renderBody', 'Please contact the system administrator.')}</p>
    </ErrorScreen>
  );
}
