// What every layout ends with: the footer, the support launcher (bottom-right) and back-to-top (bottom-left).
import { lazy, Suspense } from 'react';
import { BackToTop } from '../../components/back-to-top.tsx';
import { QuietBoundary } from '../../components/quiet-boundary.tsx';
import { SupportChat } from '../../features/support-chat/components/support-chat.tsx';
import { i18next, whenI18nReady } from '../../lib/i18n.ts';
import { withQueryScope } from '../../lib/query-host.tsx';
import { useNearViewport } from '../../lib/use-near-viewport.ts';

// The footer (with Become Vendor and its dialog) is below the fold on every page: it loads as it comes near,
// keeping its code out of the first load on a slow connection. It reads the site's contacts (and sends vendor
// requests) through the query cache, which comes with it.
const SiteFooter = lazy(
  withQueryScope(async () => {
    const [module] = await Promise.all([
      import('../../features/site-footer/components/site-footer.tsx'),
      whenI18nReady()
        .then(() => i18next.loadNamespaces('footer'))
        .catch(() => {}), // missing strings show keys; the footer still works
    ]);
    return { default: module.SiteFooter };
  }),
);

export function LayoutFooter() {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  // Same dark surface as the footer, so nothing flashes or jumps while it loads.
  const placeholder = <div aria-hidden="true" className="min-h-96 bg-stone-900" />;
  return (
    <div ref={ref}>
      {near ? (
        // A footer that failed to download stays the placeholder: the page above it keeps working.
        <QuietBoundary fallback={placeholder}>
          <Suspense fallback={placeholder}>
            <SiteFooter />
          </Suspense>
        </QuietBoundary>
      ) : (
        placeholder
      )}
    </div>
  );
}

/**
 * Back-to-top and, unless `launchers` is false (admin pages, full of tables and forms), the support launcher. On a
 * phone they sit over the page's last lines: room is kept for them there, the footer's colour, so nothing ends
 * under a button when the page is scrolled to its end.
 */
export function FloatingButtons({ launchers = true }: { launchers?: boolean }) {
  return (
    <>
      <div aria-hidden="true" className="h-20 bg-stone-900 sm:hidden" />
      <BackToTop />
      {launchers ? (
        <Suspense fallback={null}>
          <SupportChat />
        </Suspense>
      ) : null}
    </>
  );
}
