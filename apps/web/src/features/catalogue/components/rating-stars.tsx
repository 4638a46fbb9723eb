// Five stars filled to the nearest half, with the figures in words for screen readers.
import { formatDecimal } from '@sherehe/core/decimal-text';
import { useTranslation } from 'react-i18next';
import { StarRow } from '../../../components/stars.tsx';

type RatingStarsProps = { average: number | null; count: number; size?: 'sm' | 'md' };

export function RatingStars({ average, count, size = 'sm' }: RatingStarsProps) {
  const { t } = useTranslation('catalogue');
  if (average === null || count === 0) {
    return <p className="text-sm text-stone-600">{t('rating.none')}</p>;
  }
  const figure = formatDecimal(average, 1);
  return (
    <p className="flex items-center gap-1.5 text-sm text-stone-700">
      <StarRow filled={average} size={size} />
      <span className="sr-only">{t('rating.label', { average: figure, count })}</span>
      <span aria-hidden="true" className="tabular-nums">
        {figure} ({count})
      </span>
    </p>
  );
}
