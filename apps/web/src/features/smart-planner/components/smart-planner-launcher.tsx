// PLACEHOLDER until the Smart Planner issue: the floating button of the spec, stacked above the support launcher,
// opening a small panel that says the planner is coming. The real chat replaces the panel, not the button's place.
import { Sparkles, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export function SmartPlannerLauncher() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const titleId = useId();
  const launcherRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (open) closeRef.current?.focus();
  }, [open]);

  function close() {
    setOpen(false);
    launcherRef.current?.focus();
  }

  return (
    <div className="fixed right-4 bottom-24 z-30 flex flex-col items-end gap-3">
      {open ? (
        <section
          id={panelId}
          role="dialog"
          aria-labelledby={titleId}
          // Escape belongs to whatever has focus: on the panel it closes the panel; in the nav drawer or a dialog
          // it is theirs, and must not pull focus down here to the launcher.
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
          className="w-72 max-w-[calc(100vw-2rem)] rounded-xl border border-stone-200 bg-white p-4 shadow-xl"
        >
          <div className="flex items-start justify-between gap-2">
            <h2 id={titleId} className="flex items-center gap-2 font-semibold text-lg text-stone-900">
              <Sparkles aria-hidden="true" className="size-5 text-amber-600" />
              {t('smartPlanner.title')}
            </h2>
            <button
              ref={closeRef}
              type="button"
              aria-label={t('smartPlanner.close')}
              onClick={close}
              className="-mt-2 -mr-2 inline-flex size-11 items-center justify-center rounded-full text-stone-600 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-teal-600"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          <p className="mt-2 text-sm text-stone-600">{t('smartPlanner.comingSoon')}</p>
        </section>
      ) : null}
      <button
        ref={launcherRef}
        type="button"
        aria-label={t('smartPlanner.open')}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
        className="inline-flex size-14 items-center justify-center rounded-full bg-amber-500 text-stone-900 shadow-lg hover:bg-amber-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600"
      >
        <Sparkles aria-hidden="true" className="size-7" />
      </button>
    </div>
  );
}
