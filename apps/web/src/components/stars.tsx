// Ratings as amber stars: shown (with the number for screen readers) and chosen (a radio group, keyboard-friendly);
// listing reviews and Medi-Finder ratings share them.
import { Star } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export function Stars({ rating, size = 'size-4' }: { rating: number; size?: string }) {
  const { t } = useTranslation('common');
  return (
    <span role="img" aria-label={t('stars', { rating })} className="inline-flex gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={`${size} ${n <= Math.round(rating) ? 'fill-amber-500 text-amber-500' : 'text-stone-300'}`}
        />
      ))}
    </span>
  );
}

export function StarInput({
  value,
  onChange,
  legend,
  disabled = false,
}: {
  value: number;
  onChange: (rating: number) => void;
  legend: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation('common');
  const name = useId();
  return (
    <fieldset disabled={disabled}>
      <legend className="font-medium text-sm text-stone-800">{legend}</legend>
      <div className="mt-1 flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className="cursor-pointer rounded-full p-2 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-teal-600"
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="sr-only"
            />
            <Star
              aria-hidden="true"
              className={`size-7 ${n <= value ? 'fill-amber-500 text-amber-500' : 'text-stone-400'}`}
            />
            <span className="sr-only">{t('stars', { rating: n })}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
