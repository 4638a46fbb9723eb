// The Smart Planner's floating button, stacked above the support chat's. The chat itself (code, strings, the
// hundred greetings) is a separate chunk, loaded when the button is first pressed or about to be.
import { Sparkles } from 'lucide-react';
import { type ComponentProps, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuietBoundary } from '../../../components/quiet-boundary.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useFloatingAside } from '../../../lib/floating-room.ts';
import { i18next, whenI18nReady } from '../../../lib/i18n.ts';
import { withQueryScope } from '../../../lib/query-host.tsx';
import type { PlannerPanel as PlannerPanelType } from './planner-panel.tsx';

// The panel asks the API for prices, matches and venues, so the query cache comes with it.
const loadPanel = withQueryScope<ComponentProps<typeof PlannerPanelType>>(() =>
  Promise.all([
    import('./planner-panel.tsx'),
    whenI18nReady()
      .then(() => i18next.loadNamespaces('planner'))
      .catch(() => {}), // missing strings show keys; the chat still works
  ]).then(([module]) => ({ default: module.PlannerPanel })),
);
// React.lazy keeps a failed import for good, so after a failure the next opening gets a fresh one to try again.
const lazyPanel = () => lazy(loadPanel);
let PlannerPanel = lazyPanel();

function prefetchPanel() {
  loadPanel().catch(() => {}); // a head start only: opening handles a failure
}

export function SmartPlannerLauncher() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const launcherRef = useRef<HTMLButtonElement>(null);
  const focusLauncherRef = useRef(false);
  // Not while open, nor while focus is on its way back to it after closing.
  const aside = useFloatingAside() && !open && !focusLauncherRef.current;

  useEffect(() => {
    if (!open && focusLauncherRef.current) {
      focusLauncherRef.current = false;
      launcherRef.current?.focus();
    }
  }, [open]);

  function close() {
    focusLauncherRef.current = true;
    setOpen(false);
  }

  function panelFailed() {
    PlannerPanel = lazyPanel();
    close();
  }

  return (
    <>
      <button
        ref={launcherRef}
        type="button"
        aria-label={t('smartPlanner.open')}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
        onPointerEnter={prefetchPanel}
        onFocus={prefetchPanel}
        data-aside={aside}
        data-floating=""
        // On a phone it sits beside the support launcher, one row at the screen's foot; above it on wider screens.
        className="fixed right-20 bottom-4 z-30 inline-flex size-12 items-center data-[aside=true]:hidden sm:right-4 sm:bottom-24 sm:size-14 justify-center rounded-full bg-amber-500 text-stone-900 shadow-lg hover:bg-amber-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600"
      >
        <Sparkles aria-hidden="true" className="size-7" />
      </button>
      {open ? (
        <QuietBoundary fallback={null} onError={panelFailed}>
          <Suspense
            fallback={
              <span className="fixed right-4 bottom-40 z-30 rounded-full bg-white p-2 shadow-lg">
                <Spinner size={24} label={t('smartPlanner.loading')} />
              </span>
            }
          >
            <PlannerPanel id={panelId} onClose={close} />
          </Suspense>
        </QuietBoundary>
      ) : null}
    </>
  );
}
