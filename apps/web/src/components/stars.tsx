// Ratings as amber stars: shown (with the number for screen readers) and chosen (a radio group, keyboard-friendly);
// listing reviews, the catalogue's ratings, Medi-Finder ratings and the admin's and vendor's review cards share them.
import { Star } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Five stars, the first `filled` of them amber (to the nearest half), for the eye only: its figure is for the caller
 * to give in words. Drawn by index.css (.star-row) as three spans, not five or ten SVG icons; `sm` is as high as
 * Tailwind's size-4, `md` as size-5, and `spaced` puts gap-0.5 between the stars.
 */
export function StarRow({
  filled,
  size = 'sm',
  spaced = false,
}: {
  filled: number;
  size?: 'sm' | 'md';
  spaced?: boolean;
}) {
  const halves = Math.round(Math.min(5, Math.max(0, filled)) * 2) / 2;
  return (
    <span
      aria-hidden="true"
      className="star-row"
      data-filled={halves}
      data-size={size}
      data-spaced={spaced ? '' : undefined}
    >
      <span className="star-outline text-stone-300" />
      <span className="star-fill text-amber-500" />
    </span>
  );
}

export function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation('common');
  return (
    <span role="img" aria-label={t('stars', { rating })} className="inline-flex">
      <StarRow filled={Math.round(rating)} spaced />
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
