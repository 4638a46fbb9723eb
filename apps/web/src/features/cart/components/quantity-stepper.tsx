// − [n] +: the buttons change by one at once; a typed number is sent when the field is left or Enter is pressed.
import { CART_QUANTITY_MAX } from '@sherehe/core/cart-limits';
import { Minus, Plus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = { quantity: number; title: string; disabled: boolean; onChange: (quantity: number) => void };

const stepClass =
  'inline-flex size-11 items-center justify-center rounded-full border border-stone-300 text-stone-700 hover:bg-stone-100 disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-teal-600';

export function QuantityStepper({ quantity, title, disabled, onChange }: Props) {
  const { t } = useTranslation('cart');
  const id = useId();
  const [draft, setDraft] = useState(String(quantity));
  useEffect(() => setDraft(String(quantity)), [quantity]);

  const commit = () => {
    const next = Number(draft);
    if (Number.isInteger(next) && next >= 1 && next <= CART_QUANTITY_MAX) {
      if (next !== quantity) onChange(next);
    } else {
      setDraft(String(quantity)); // not a quantity: back to the one kept
    }
  };

  return (
    <div className="flex items-center gap-2">
      <button
        type="button"
        className={stepClass}
        aria-label={t('line.decrease', { title })}
        disabled={disabled || quantity <= 1}
        onClick={() => onChange(quantity - 1)}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <label htmlFor={id} className="sr-only">
        {t('line.quantity', { title })}
      </label>
      <input
        id={id}
        inputMode="numeric"
        pattern="[0-9]*"
        className="h-11 w-16 rounded-lg border border-stone-300 text-center tabular"
        value={draft}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value.replace(/\D/g, '').slice(0, 3))}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
      <button
        type="button"
        className={stepClass}
        aria-label={t('line.increase', { title })}
        disabled={disabled || quantity >= CART_QUANTITY_MAX}
        onClick={() => onChange(quantity + 1)}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
