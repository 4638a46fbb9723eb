// The open Smart Planner: a non-modal dialog at the bottom right (a sheet across a phone) with Reset and Close, the
// conversation, and below it the current step's controls.
import { RotateCcw, Sparkles, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { usePlannerCatalogue } from '../api/use-planner-catalogue.ts';
import { usePlanner } from '../planner-store.ts';
import { listLength, usePlannerText } from '../use-planner-text.ts';
import { LeaveChatContext } from './marketplace-matches.tsx';
import { PlannerComposer } from './planner-composer.tsx';
import { PlannerLog } from './planner-log.tsx';

type PlannerPanelProps = { id?: string; onClose: () => void };

export function PlannerPanel({ id, onClose }: PlannerPanelProps) {
  const catalogue = usePlannerCatalogue();
  const { t } = usePlannerText(catalogue);
  const titleId = useId();
  const panelRef = useRef<HTMLElement>(null);
  const greet = usePlanner((state) => state.greet);
  const reset = usePlanner((state) => state.reset);
  const greetingCount = listLength(t, 'greetings');

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opening; later renders must not steal focus
  useEffect(() => {
    panelRef.current?.focus();
    greet(greetingCount); // only when the chat has no messages yet
  }, []);

  return (
    <section
      id={id}
      ref={panelRef}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      // Escape belongs to whatever has focus: on the panel it closes the panel; elsewhere it is not ours.
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
      className="fixed inset-x-0 bottom-0 z-50 flex h-[88dvh] flex-col overflow-hidden rounded-t-2xl bg-white shadow-2xl ring-1 ring-stone-900/10 focus:outline-none sm:inset-x-auto sm:right-4 sm:bottom-4 sm:h-[min(44rem,calc(100dvh-2rem))] sm:w-96 sm:rounded-2xl"
    >
      <header className="flex items-center gap-2 bg-teal-700 py-2 pr-1 pl-3 text-white">
        <span
          aria-hidden="true"
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-amber-500 text-stone-900"
        >
          <Sparkles className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="font-semibold leading-tight">
            {t('title')}
          </h2>
          <p className="truncate text-teal-50 text-xs">{t('subtitle')}</p>
        </div>
        <button
          type="button"
          onClick={() => reset(greetingCount)}
          className="inline-flex h-11 shrink-0 items-center gap-1.5 rounded-full px-3 font-medium text-sm hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white"
        >
          <RotateCcw aria-hidden="true" className="size-4" />
          {t('reset')}
        </button>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('close')}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </header>
      <LeaveChatContext value={onClose}>
        <PlannerLog catalogue={catalogue} />
      </LeaveChatContext>
      <PlannerComposer catalogue={catalogue} panelRef={panelRef} />
    </section>
  );
}
