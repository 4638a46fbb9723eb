// The router's error element: a failed lazy page load, a thrown response or anything the router caught.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorScreen, RefreshButton } from './error-screen.tsx';

/** The spec's "status or message": `404 Not Found`, or the error's own message. */
export function describeRouteError(error: unknown): string | null {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message || null;
  if (typeof error === 'string') return error || null;
  return null;
}

export function RouterErrorScreen() {
  const error = useRouteError();
  const { t } = useTranslation();
  useEffect(() => console.error('Router error', error), [error]);

  return (
    <main className="min-h-dvh bg-stone-50">
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
    </main>
  );
}
