// What shows in a page's place when its code could not be downloaded (lazy-page.tsx), with the failure's message.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorScreen, RefreshButton } from './error-screen.tsx';

/** The spec's "status or message": the error's own message. */
export function describeRouteError(error: unknown): string | null {
  if (error instanceof Error) return error.message || null;
  if (typeof error === 'string') return error || null;
  return null;
}

type RouterErrorScreenProps = {
  error: unknown;
  /** The page's main landmark (a layout failed), or a part of the layout's main (a page failed). */
  landmark?: boolean;
};

export function RouterErrorScreen({ error, landmark = false }: RouterErrorScreenProps) {
  const { t } = useTranslation();
  useEffect(() => console.error('Router error', error), [error]);
  const Frame = landmark ? 'main' : 'div';

  return (
    <Frame className={landmark ? 'min-h-dvh bg-stone-50' : undefined}>
      <ErrorScreen
        title={t('errors.routerTitle', 'Unexpected Application Error!')}
        actions={
          <>
            <RefreshButton />
            {/* A full page load: after a failed chunk load the router itself may be stale. */}
            <a
              href="/"
              className="inline-flex min-h-11 items-center rounded-full border border-stone-300 bg-white px-5 font-semibold text-teal-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
            >
              {t('errors.goHome', 'Go to the home page')}
            </a>
          </>
        }
      >
        <p className="break-words font-mono text-sm">
          {describeRouteError(error) ?? t('errors.unknown', 'Unknown error')}
        </p>
      </ErrorScreen>
    </Frame>
  );
}
