// Add to cart: a quantity and, if wanted, where the event is. The cart store applies the spec's rules (the same
// listing again adds to its quantity; a new location replaces the old one); "Added" only once the cart kept it, and
// a signed-in person's server cart may refuse (the most of one item, a listing gone), which the form then says.
import { CART_LINES_MAX, CART_LOCATION_MAX, CART_QUANTITY_MAX } from '@sherehe/core/cart-limits';
import { ShoppingCart } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Field } from '../../../components/field.tsx';
import { useCart } from '../../../lib/cart-store.ts';
import { type AddToCartProblem, addToCartProblem } from './add-to-cart-errors.ts';

export function AddToCartForm({ listingId, stock }: { listingId: string; stock: number | null }) {
  const { t } = useTranslation('catalogue');
  const addItem = useCart((state) => state.addItem);
  const [quantity, setQuantity] = useState('1');
  const [location, setLocation] = useState('');
  const [problem, setProblem] = useState<AddToCartProblem | null>(null);
  const [state, setState] = useState<'idle' | 'adding' | 'added'>('idle');
  const max = stock !== null && stock > 0 ? Math.min(stock, CART_QUANTITY_MAX) : CART_QUANTITY_MAX;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state === 'adding') return;
    const amount = Number(quantity);
    if (!/^\d+$/.test(quantity.trim()) || amount < 1 || amount > max) {
      setProblem({ field: 'quantity', message: t('addToCart.quantityError', { max }) });
      setState('idle');
      return;
    }
    setProblem(null);
    setState('adding');
    const where = location.trim();
    try {
      await addItem(
        where
          ? { productId: listingId, quantity: amount, location: where }
          : { productId: listingId, quantity: amount },
      );
      setState('added');
    } catch (error) {
      setProblem(
        addToCartProblem(error, t, {
          quantityMax: CART_QUANTITY_MAX,
          linesMax: CART_LINES_MAX,
        }),
      );
      setState('idle');
    }
  }

  const edited = () => {
    if (state === 'added') setState('idle');
  };

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
          error={problem?.field === 'quantity' ? problem.message : null}
          onChange={(event) => {
            setQuantity(event.target.value);
            edited();
          }}
        />
        <Field
          label={t('addToCart.location')}
          hint={t('addToCart.locationHint')}
          name="location"
          maxLength={CART_LOCATION_MAX}
          autoComplete="address-level2"
          value={location}
          onChange={(event) => {
            setLocation(event.target.value);
            edited();
          }}
        />
      </div>
      {problem?.field === 'form' ? (
        <p
          role="alert"
          className="mt-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-800 text-sm"
        >
          {problem.message}
        </p>
      ) : null}
      <Button
        type="submit"
        aria-disabled={state === 'adding' ? true : undefined}
        className="mt-4 w-full sm:w-auto"
      >
        <ShoppingCart aria-hidden="true" className="size-4" />
        {state === 'adding' ? t('addToCart.adding') : t('addToCart.submit')}
      </Button>
      <p role="status" className="mt-3 min-h-6 text-sm text-green-800">
        {state === 'added' ? (
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
