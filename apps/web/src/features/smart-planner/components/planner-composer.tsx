// Below the conversation: what the current step asks for, shown once the bot has finished speaking. When it comes,
// focus moves to it, unless the person has gone elsewhere on the page.
import type { PlannerCatalogue } from '@sherehe/core/planner/price-catalogue';
import { type RefObject, useEffect, useRef } from 'react';
import { isBotBusy, usePlanner } from '../planner-store.ts';
import { CateringStep } from './catering-step.tsx';
import { ChangePlanButton } from './change-plan-button.tsx';
import { ExtrasStep } from './extras-step.tsx';
import { NumberStep } from './number-step.tsx';
import { VenueSearchForm } from './venue-search-form.tsx';

type PlannerComposerProps = { catalogue: PlannerCatalogue; panelRef: RefObject<HTMLElement | null> };

export function PlannerComposer({ catalogue, panelRef }: PlannerComposerProps) {
  const step = usePlanner((state) => state.step);
  const busy = usePlanner((state) => isBotBusy(state.messages));
  const ref = useRef<HTMLDivElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: move focus when a step's controls appear, not on every render
  useEffect(() => {
    if (busy) return;
    const active = document.activeElement;
    const panel = panelRef.current;
    const focusLost = active === null || active === document.body;
    if (!focusLost && !panel?.contains(active)) return;
    const composer = ref.current;
    const target =
      composer?.querySelector<HTMLElement>('[data-autofocus]') ??
      composer?.querySelector<HTMLElement>('input, select, button');
    target?.focus();
  }, [step, busy]);

  if (busy) return null;
  return (
    // At most 60% of the panel, the conversation keeps the rest; a long step scrolls inside, its action stays.
    <div ref={ref} className="flex max-h-[60%] min-h-0 shrink-0 flex-col border-stone-200 border-t bg-white">
      {step === 3 ? (
        <ExtrasStep catalogue={catalogue} />
      ) : (
        <div className="min-h-0 overflow-y-auto p-3">
          {step === 0 ? <NumberStep field="guests" /> : null}
          {step === 1 ? <NumberStep field="budget" /> : null}
          {step === 2 ? <CateringStep catalogue={catalogue} /> : null}
          {step === 4 ? <ChangePlanButton className="w-full" /> : null}
          {step === 6 ? <VenueSearchForm /> : null}
        </div>
      )}
    </div>
  );
}
