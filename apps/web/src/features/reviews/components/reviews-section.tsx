// Where the spec's third-party reviews widget sat, between the page and the footer: our own recent reviews. Code,
// strings and data load only as the section comes near the viewport, keeping them out of the first load.
import { lazy, Suspense } from 'react';
import { QuietBoundary } from '../../../components/quiet-boundary.tsx';
import { i18next, whenI18nReady } from '../../../lib/i18n.ts';
import { withQueryScope } from '../../../lib/query-host.tsx';
import { useNearViewport } from '../../../lib/use-near-viewport.ts';

// The query cache comes with them: the pages around this section may read no data of their own.
const RecentReviews = lazy(
  withQueryScope(async () => {
    const [module] = await Promise.all([
      import('./recent-reviews.tsx'),
      whenI18nReady()
        .then(() => i18next.loadNamespaces('reviews'))
        .catch(() => {}), // missing strings show keys; the reviews still show
    ]);
    return { default: module.RecentReviews };
  }),
);

export function ReviewsSection() {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return (
    <div ref={ref}>
      {near ? (
        // Reviews that fail to load leave nothing behind: the page and the footer carry on.
        <QuietBoundary fallback={null}>
          <Suspense fallback={null}>
            <RecentReviews />
          </Suspense>
        </QuietBoundary>
      ) : null}
    </div>
  );
}
