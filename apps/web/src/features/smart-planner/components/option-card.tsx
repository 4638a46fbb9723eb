// One option of the estimate: the venue's size, what each part costs, the total, within or over the budget, a
// warning when the venue cannot hold every guest, and Select.
import type { MarketPriceRange } from '@sherehe/core/api/planner';
import type { PlannerOption } from '@sherehe/core/planner/compute-options';
import type { PlannerCatalogue } from '@sherehe/core/planner/price-catalogue';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/button.tsx';
import { usePlanner } from '../planner-store.ts';
import { usePlannerText } from '../use-planner-text.ts';
import { MarketPrice } from './market-price.tsx';

type OptionCardProps = {
  messageId: number;
  option: PlannerOption;
  guests: number;
  catalogue: PlannerCatalogue;
  /** What venues of this size cost on Sherehe in the chosen city, when known. */
  market?: { range: MarketPriceRange | undefined; city: string } | undefined;
};

export function OptionCard({ messageId, option, guests, catalogue, market }: OptionCardProps) {
  const { t, formatTzs, cateringName, extraName } = usePlannerText(catalogue);
  const titleId = useId();
  const select = usePlanner((state) => state.select);
  const selected = usePlanner(
    (state) => state.selected?.messageId === messageId && state.selected.capacity === option.capacity,
  );
  const extras = option.extras.map(extraName).join(', ');

  return (
    <li
      className={`rounded-xl bg-white p-3 text-sm shadow-sm ring-1 ${selected ? 'ring-2 ring-teal-600' : 'ring-stone-200'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-2 gap-y-1">
        <p id={titleId} className="font-semibold text-base text-stone-900">
          {t('option.title', { capacity: option.capacity })}
        </p>
        {/* A venue the party does not fit in is never marked a good buy in green: its budget mark is plain. */}
        <span
          className={`rounded-full px-2 py-0.5 font-medium text-xs ring-1 ring-inset ${
            !option.holdsGuests
              ? 'bg-stone-50 text-stone-700 ring-stone-400/40'
              : option.withinBudget
                ? 'bg-green-50 text-green-800 ring-green-600/30'
                : 'bg-red-50 text-red-800 ring-red-600/30'
          }`}
        >
          {t(option.withinBudget ? 'option.within' : 'option.over')}
        </span>
      </div>
      {option.holdsGuests ? null : (
        <p className="mt-1.5 flex items-center gap-1.5 rounded-lg bg-amber-100 px-2 py-1.5 font-semibold text-amber-950 text-sm ring-1 ring-amber-600/30 ring-inset">
          <CircleAlert aria-hidden="true" className="size-5 shrink-0 text-amber-700" />
          {t('option.tooSmall', { count: guests })}
        </p>
      )}
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-stone-700">
        <dt className="text-stone-600">{t('option.venue')}</dt>
        <dd className="tabular-nums">{formatTzs(option.venuePrice)}</dd>
        <dt className="text-stone-600">{t('option.catering')}</dt>
        <dd>
          {t('option.cateringValue', {
            style: cateringName(option.cateringType),
            price: formatTzs(option.cateringPerPerson),
          })}
        </dd>
        <dt className="text-stone-600">{t('option.extras')}</dt>
        <dd>{extras === '' ? t('option.noExtras') : `${extras} (${formatTzs(option.extrasTotal)})`}</dd>
      </dl>
      {market ? (
        <div className="mt-1.5">
          <MarketPrice
            label={t('market.venues', { count: option.capacity })}
            range={market.range}
            city={market.city}
          />
        </div>
      ) : null}
      <div className="mt-2 flex items-center justify-between gap-2 border-stone-100 border-t pt-2">
        <p className="text-stone-700">
          {t('option.total')}{' '}
          <strong className="font-semibold text-base text-stone-900 tabular-nums">
            {formatTzs(option.total)}
          </strong>
        </p>
        {selected ? (
          <p className="inline-flex h-11 items-center gap-1.5 px-2 font-semibold text-teal-800">
            <CircleCheck aria-hidden="true" className="size-5" />
            {t('option.selected')}
          </p>
        ) : (
          <Button type="button" aria-describedby={titleId} onClick={() => select(messageId, option)}>
            {t('option.select')}
          </Button>
        )}
      </div>
    </li>
  );
}
