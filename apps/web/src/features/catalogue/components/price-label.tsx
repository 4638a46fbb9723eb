// A price with its unit ("TZS 450,000 per event"), in the language on screen, in tabular figures.
import type { ListingSummary } from '@sherehe/core/api/catalogue';
import { useTranslation } from 'react-i18next';
import { useFormatTzs } from '../../../lib/format.ts';

type PriceLabelProps = { priceTzs: number; priceUnit: ListingSummary['priceUnit']; className?: string };

export function PriceLabel({ priceTzs, priceUnit, className = '' }: PriceLabelProps) {
  const { t } = useTranslation('catalogue');
  const formatTzs = useFormatTzs();
  return (
    <p className={className}>
      <span className="font-semibold text-stone-900 tabular-nums">{formatTzs(priceTzs)}</span>{' '}
      <span className="text-stone-600">{t(`unit.${priceUnit}`)}</span>
    </p>
  );
}
