// Step 4: the estimate. Its line is typed (faster, after a longer pause), then the options and a few of Sherehe's own
// venues and caterers that fit the plan.

import { marketplaceCities } from '@sherehe/core/categories';
import type { PlannerCatalogue } from '@sherehe/core/planner/price-catalogue';
import { useEffect, useId, useRef, useState } from 'react';
import { useMarketPrices } from '../api/use-market-prices.ts';
import { cateringForStyle, venuesForGuests } from '../marketplace-queries.ts';
import type { OptionsMessage } from '../planner-messages.ts';
import { plannerTiming } from '../planner-timing.ts';
import { usePlannerText } from '../use-planner-text.ts';
import { BotBubble } from './chat-bubbles.tsx';
import { MarketPrice } from './market-price.tsx';
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
  const { t, formatTzs, cateringName, extraName } = usePlannerText(catalogue);
  const ref = useRef<HTMLDivElement>(null);
  const roomyId = useId();
  const smallId = useId();
  const cityId = useId();
  // The spec's venue search starts in Moshi; the market's prices start there too, and follow the chosen city.
  const [city, setCity] = useState<string>('Moshi');
  const market = useMarketPrices(city).data;
  const marketFor = (option: { capacity: number }) => ({
    range: market?.venues.find((row) => row.capacity === option.capacity),
    city,
  });
  const { guests, budget, options, roomy, typed } = message;
  const chosenExtras = options[0]?.extras ?? [];
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

  // The spec's ten and the sizes that hold everyone: the same cards.
  const optionList = (list: typeof options) => (
    <ol className="flex flex-col gap-2">
      {list.map((option) => (
        <OptionCard
          key={option.capacity}
          messageId={message.id}
          option={option}
          guests={guests}
          catalogue={catalogue}
          market={marketFor(option)}
        />
      ))}
    </ol>
  );
  return (
    <div ref={ref} className="flex flex-col gap-2">
      <BotBubble>{text}</BotBubble>
      <div className="flex flex-col gap-1.5 rounded-xl bg-teal-50 p-3 text-sm ring-1 ring-teal-100">
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={cityId} className="font-medium text-stone-800">
            {t('market.city')}
          </label>
          <select
            id={cityId}
            value={city}
            onChange={(event) => setCity(event.target.value)}
            className="h-11 rounded-lg border border-stone-300 bg-white px-2 text-stone-900"
          >
            {marketplaceCities.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <p className="text-stone-700 text-xs">{t('market.intro')}</p>
        <MarketPrice
          label={cateringName(styleKey)}
          range={market?.catering.find((row) => row.key === styleKey)}
          city={city}
          perPerson
        />
        {chosenExtras.map((key) => (
          <MarketPrice
            key={key}
            label={extraName(key)}
            range={market?.extras.find((row) => row.key === key)}
            city={city}
          />
        ))}
      </div>
      {roomy.length > 0 ? (
        // A party none of the spec's ten can hold sees first the venues that hold it, then the ten, marked too small.
        <>
          <section aria-labelledby={roomyId} className="mt-2 flex flex-col gap-2">
            <h3 id={roomyId} className="font-semibold text-stone-900">
              {t('roomy.heading', { count: guests })}
            </h3>
            <p className="text-sm text-stone-700">{t('roomy.intro', { count: guests })}</p>
            {optionList(roomy)}
          </section>
          <section
            aria-labelledby={smallId}
            className="mt-2 flex flex-col gap-2 border-stone-200 border-t pt-3"
          >
            <h3 id={smallId} className="font-semibold text-stone-900">
              {t('roomy.smallHeading', { count: guests })}
            </h3>
            {optionList(options)}
          </section>
        </>
      ) : (
        optionList(options)
      )}
      <MarketplaceMatches title={t('matches.venues', { count: guests })} query={venuesForGuests(guests)} />
      <MarketplaceMatches
        title={t('matches.catering', { style: cateringName(styleKey) })}
        query={cateringForStyle(style)}
      />
    </div>
  );
}
