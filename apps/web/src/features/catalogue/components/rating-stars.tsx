// Five stars filled to the nearest half, with the figures in words for screen readers.
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';

type RatingStarsProps = { average: number | null; count: number; size?: 'sm' | 'md' };

export function RatingStars({ average, count, size = 'sm' }: RatingStarsProps) {
  const { t, i18n } = useTranslation('catalogue');
  if (average === null || count === 0) {
    return <p className="text-sm text-stone-600">{t('rating.none')}</p>;
  }
  const rounded = Math.round(average * 2) / 2;
  const icon = size === 'sm' ? 'size-4' : 'size-5';
  const figure = average.toLocaleString(i18n.resolvedLanguage === 'sw' ? 'sw-TZ' : 'en-TZ', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return (
    <p className="flex items-center gap-1.5 text-sm text-stone-700">
      <span className="flex" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((star) => (
          <span key={star} className="relative">
            <Star className={`${icon} text-stone-300`} />
            {rounded >= star - 0.5 ? (
              <span className={`absolute inset-0 overflow-hidden ${rounded >= star ? 'w-full' : 'w-1/2'}`}>
                <Star className={`${icon} fill-amber-500 text-amber-500`} />
              </span>
            ) : null}
          </span>
        ))}
      </span>
      <span className="sr-only">{t('rating.label', { average: figure, count })}</span>
      <span aria-hidden="true" className="tabular-nums">
        {figure} ({count})
      </span>
    </p>
  );
}
