// Beside an estimate: what matching listings on Sherehe in the chosen city cost, so the planner's table price can
// be weighed against the market's.
import type { MarketPriceRange } from '@sherehe/core/api/planner';
import { Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormatTzs } from '../../../lib/format.ts';

type MarketPriceProps = {
  /** What is priced, e.g. "Venues for 150+ guests"; shown before the figures. */
  label: string;
  range: Omit<MarketPriceRange, 'capacity'> | undefined;
  city: string;
  /** "per person" for catering, nothing for one-off prices. */
  perPerson?: boolean;
};

export function MarketPrice({ label, range, city, perPerson = false }: MarketPriceProps) {
  const { t } = useTranslation('planner');
  const formatTzs = useFormatTzs();
  if (!range) return null;
  const unit = perPerson ? 'perPerson' : 'oneOff';
  return (
    <p className="flex items-start gap-1.5 text-stone-700 text-xs">
      <Store aria-hidden="true" className="mt-px size-3.5 shrink-0 text-teal-700" />
      <span>
        <span className="font-medium text-stone-800">{label}: </span>
        {range.count === 0 || range.lowestTzs === null || range.medianTzs === null
          ? t('market.none', { city })
          : t(`market.range.${unit}`, {
              count: range.count,
              city,
              lowest: formatTzs(range.lowestTzs),
              median: formatTzs(range.medianTzs),
            })}
      </span>
    </p>
  );
}
