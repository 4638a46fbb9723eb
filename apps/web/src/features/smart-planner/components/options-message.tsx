// Step 4: the estimate. Its line is typed (faster, after a longer pause), then the options and a few of Sherehe's own
// venues and caterers that fit the plan.
import type { PlannerCatalogue } from '@sherehe/core/planner/price-catalogue';
import { useEffect, useId, useRef } from 'react';
import { cateringForStyle, venuesForGuests } from '../marketplace-queries.ts';
import type { OptionsMessage } from '../planner-messages.ts';
import { plannerTiming } from '../planner-timing.ts';
import { usePlannerText } from '../use-planner-text.ts';
import { BotBubble } from './chat-bubbles.tsx';
import { MarketplaceMatches } from './marketplace-matches.tsx';
import { OptionCard } from './option-card.tsx';
import { TypedLine } from './typed-line.tsx';

type OptionsMessageViewProps = {
  message: OptionsMessage;
  catalogue: PlannerCatalogue;
  onTyped: () => void;
  revealStart: (element: Element) => void;
};

export function OptionsMessageView({ message, catalogue, onTyped, revealStart }: OptionsMessageViewProps) {
  const { t, formatTzs, cateringName } = usePlannerText(catalogue);
  const ref = useRef<HTMLDivElement>(null);
  const roomyId = useId();
  const { guests, budget, options, roomy, typed } = message;
  const text = t('estimate', { count: options.length, guests, budget: formatTzs(budget) });
  const styleKey = options[0]?.cateringType ?? '';
  const style = catalogue.catering.find((entry) => entry.key === styleKey) ?? { key: styleKey, en: styleKey };

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the options first appear
  useEffect(() => {
    if (typed && ref.current) revealStart(ref.current);
  }, [typed]);

  if (!typed) {
    return (
      <TypedLine
        text={text}
        thinkMs={plannerTiming.estimateThinkingMs}
        charMs={plannerTiming.optionCharMs}
        onDone={onTyped}
      />
    );
  }
  return (
    <div ref={ref} className="flex flex-col gap-2">
      <BotBubble>{text}</BotBubble>
      <ol className="flex flex-col gap-2">
        {options.map((option) => (
          <OptionCard
            key={option.capacity}
            messageId={message.id}
            option={option}
            guests={guests}
            catalogue={catalogue}
          />
        ))}
      </ol>
      {roomy.length > 0 ? (
        <section
          aria-labelledby={roomyId}
          className="mt-2 flex flex-col gap-2 border-stone-200 border-t pt-3"
        >
          <h3 id={roomyId} className="font-semibold text-stone-900">
            {t('roomy.heading', { count: guests })}
          </h3>
          <p className="text-sm text-stone-700">{t('roomy.intro', { count: guests })}</p>
          <ol className="flex flex-col gap-2">
            {roomy.map((option) => (
              <OptionCard
                key={option.capacity}
                messageId={message.id}
                option={option}
                guests={guests}
                catalogue={catalogue}
              />
            ))}
          </ol>
        </section>
      ) : null}
      <MarketplaceMatches title={t('matches.venues', { count: guests })} query={venuesForGuests(guests)} />
      <MarketplaceMatches
        title={t('matches.catering', { style: cateringName(styleKey) })}
        query={cateringForStyle(style)}
      />
    </div>
  );
}
