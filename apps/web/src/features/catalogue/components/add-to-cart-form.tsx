// Add to cart: a quantity and, if wanted, where the event is. The cart store applies the spec's rules (the same
// listing again adds to its quantity; a new location replaces the old one).
import { ShoppingCart } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Field } from '../../../components/field.tsx';
import { useCart } from '../../../lib/cart-store.ts';
import { primaryButton } from './button-styles.ts';

// The cart's own limits (packages/core/src/api/cart.ts), repeated here to keep zod out of this chunk.
const QUANTITY_MAX = 999;
const LOCATION_MAX = 200;

export function AddToCartForm({ listingId, stock }: { listingId: string; stock: number | null }) {
  const { t } = useTranslation('catalogue');
  const addItem = useCart((state) => state.addItem);
  const [quantity, setQuantity] = useState('1');
  const [location, setLocation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [added, setAdded] = useState(false);
  const max = stock !== null && stock > 0 ? Math.min(stock, QUANTITY_MAX) : QUANTITY_MAX;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const amount = Number(quantity);
    if (!/^\d+$/.test(quantity.trim()) || amount < 1 || amount > max) {
      setError(t('addToCart.quantityError', { max }));
      setAdded(false);
      return;
    }
    setError(null);
    const where = location.trim();
    addItem(
      where
        ? { productId: listingId, quantity: amount, location: where }
        : { productId: listingId, quantity: amount },
    );
    setAdded(true);
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <h2 className="font-semibold text-lg text-stone-900">{t('addToCart.title')}</h2>
      <div className="mt-3 grid gap-3 sm:grid-cols-[8rem_1fr]">
        <Field
          label={t('addToCart.quantity')}
          name="quantity"
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          step={1}
          value={quantity}
          error={error}
          onChange={(event) => {
            setQuantity(event.target.value);
            setAdded(false);
          }}
        />
        <Field
          label={t('addToCart.location')}
          hint={t('addToCart.locationHint')}
          name="location"
          maxLength={LOCATION_MAX}
          autoComplete="address-level2"
          value={location}
          onChange={(event) => {
            setLocation(event.target.value);
            setAdded(false);
          }}
        />
      </div>
      <button type="submit" className={`${primaryButton} mt-4 w-full sm:w-auto`}>
        <ShoppingCart aria-hidden="true" className="size-4" />
        {t('addToCart.submit')}
      </button>
      <p role="status" className="mt-3 min-h-6 text-sm text-green-800">
        {added ? (
          <>
            {t('addToCart.added')}{' '}
            <Link
              to="/event-planners/cart"
              className="inline-flex min-h-11 items-center font-semibold text-teal-800 underline"
            >
              {t('addToCart.viewCart')}
            </Link>
          </>
        ) : null}
      </p>
    </form>
  );
}
