// Add to cart: the day (required: the event date of a service, booked by date; the delivery day of a product), the guests
// where the price is per person, a quantity otherwise, and if wanted where the event is. The date says at once
// whether it is free. The cart store applies the spec's rules (the same listing again adds to its quantity; a new
// date, guests or location replaces the old); "Added" only once the cart kept it, and a signed-in person's server
// cart may refuse (the most of one item, a date just taken), which the form then says.
import {
  addDays,
  amountDueNowTzs,
  BOOKING_HORIZON_DAYS,
  GUESTS_MAX,
  isBookedByDate,
  isDateString,
  isPricedPerGuest,
  linePriceTzs,
  type PriceUnit,
  todayInTanzania,
} from '@sherehe/core/booking-rules';
import { CART_LINES_MAX, CART_LOCATION_MAX, CART_QUANTITY_MAX } from '@sherehe/core/cart-limits';
import { ShoppingCart } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Field } from '../../../components/field.tsx';
import { useCart } from '../../../lib/cart-store.ts';
import { useFormatDay, useFormatTzs } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useAvailability } from '../api/use-availability.ts';
import { type AddToCartProblem, addToCartProblem } from './add-to-cart-errors.ts';

export type AddToCartListing = {
  id: string;
  kind: 'service' | 'product';
  stock: number | null;
  priceTzs: number;
  priceUnit: PriceUnit;
  depositPercent: number | null;
};

/** The line under the date: free or not, in a box of fixed height so the page never moves while it is asked. */
function DateStatus({ listing, day }: { listing: AddToCartListing; day: string | null }) {
  const { t } = useTranslation('catalogue');
  const formatDay = useFormatDay();
  const availability = useAvailability(listing.id, day);
  const status = availability.data?.days[0]?.status;
  let text: string | null = null;
  let tone = 'text-stone-600';
  if (day && availability.isFetching && !status) text = t('addToCart.checking');
  else if (day && status) {
    const date = formatDay(day);
    const bookedByDate = isBookedByDate(listing);
    if (status === 'free') {
      text = bookedByDate ? t('addToCart.freeOn', { date }) : t('addToCart.inStockOn', { date });
      tone = 'text-green-800';
    } else {
      text = bookedByDate ? t(`addToCart.status.${status}`) : t('addToCart.status.soldOut');
      tone = 'text-red-700';
    }
  }
  return (
    <p aria-live="polite" data-testid="date-status" className={`min-h-5 text-sm font-medium ${tone}`}>
      {text}
    </p>
  );
}

export function AddToCartForm({ listing }: { listing: AddToCartListing }) {
  const { t } = useTranslation('catalogue');
  const formatTzs = useFormatTzs();
  const addItem = useCart((state) => state.addItem);
  const perGuest = isPricedPerGuest(listing);
  const bookedByDate = isBookedByDate(listing);
  const [quantity, setQuantity] = useState('1');
  const [guests, setGuests] = useState('');
  const [eventDate, setEventDate] = useState('');
  const [location, setLocation] = useState('');
  const [problem, setProblem] = useState<AddToCartProblem | null>(null);
  const [state, setState] = useState<'idle' | 'adding' | 'added'>('idle');
  const stock = listing.stock;
  const max = stock !== null && stock > 0 ? Math.min(stock, CART_QUANTITY_MAX) : CART_QUANTITY_MAX;
  const today = todayInTanzania();
  const lastDay = addDays(today, BOOKING_HORIZON_DAYS);
  const chosenDay = isDateString(eventDate) && eventDate >= today ? eventDate : null;
  const availability = useAvailability(listing.id, chosenDay);
  const dayStatus = chosenDay ? availability.data?.days[0]?.status : undefined;

  const guestCount = /^\d+$/.test(guests.trim()) ? Number(guests) : null;
  const amount = perGuest ? 1 : /^\d+$/.test(quantity.trim()) ? Number(quantity) : null;
  const total =
    amount !== null && amount >= 1
      ? linePriceTzs(listing, { quantity: amount, guests: perGuest ? guestCount : null })
      : null;

  function check(): AddToCartProblem | null {
    // Every line names its day: the event's for a service, the delivery's for a product (one rule, said the same
    // way here, in the cart and at checkout).
    if (!eventDate) {
      return {
        field: 'eventDate',
        message: bookedByDate ? t('addToCart.dateRequired') : t('addToCart.deliveryRequired'),
      };
    }
    if (eventDate && (!isDateString(eventDate) || eventDate < today || eventDate > lastDay)) {
      return { field: 'eventDate', message: t('addToCart.dateError') };
    }
    if (bookedByDate && dayStatus && dayStatus !== 'free') {
      return { field: 'eventDate', message: t(`addToCart.status.${dayStatus}`) };
    }
    if (perGuest && (guestCount === null || guestCount < 1 || guestCount > GUESTS_MAX)) {
      return { field: 'guests', message: t('addToCart.guestsError', { max: GUESTS_MAX }) };
    }
    if (!perGuest && (amount === null || amount < 1 || amount > max)) {
      return { field: 'quantity', message: t('addToCart.quantityError', { max }) };
    }
    return null;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state === 'adding') return;
    const found = check();
    if (found) {
      setProblem(found);
      setState('idle');
      return;
    }
    setProblem(null);
    setState('adding');
    const where = location.trim();
    try {
      await addItem({
        productId: listing.id,
        quantity: amount ?? 1,
        ...(where ? { location: where } : {}),
        ...(eventDate ? { eventDate } : {}),
        ...(perGuest && guestCount ? { guests: guestCount } : {}),
      });
      setState('added');
    } catch (error) {
      setProblem(addToCartProblem(error, t, { quantityMax: CART_QUANTITY_MAX, linesMax: CART_LINES_MAX }));
      setState('idle');
    }
  }

  const edited = () => {
    if (state === 'added') setState('idle');
  };
  const errorOf = (field: AddToCartProblem['field']) => (problem?.field === field ? problem.message : null);

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <h2 className="font-semibold text-lg text-stone-900">{t('addToCart.title')}</h2>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <Field
            label={bookedByDate ? t('addToCart.eventDate') : t('addToCart.deliveryDate')}
            name="eventDate"
            type="date"
            min={today}
            max={lastDay}
            required
            value={eventDate}
            error={errorOf('eventDate')}
            onChange={(event) => {
              setEventDate(event.target.value);
              if (problem?.field === 'eventDate') setProblem(null);
              edited();
            }}
          />
          <DateStatus listing={listing} day={chosenDay} />
        </div>
        {perGuest ? (
          <Field
            label={t('addToCart.guests')}
            name="guests"
            type="number"
            inputMode="numeric"
            min={1}
            max={GUESTS_MAX}
            step={1}
            value={guests}
            error={errorOf('guests')}
            onChange={(event) => {
              setGuests(event.target.value);
              edited();
            }}
          />
        ) : (
          <Field
            label={t('addToCart.quantity')}
            name="quantity"
            type="number"
            inputMode="numeric"
            min={1}
            max={max}
            step={1}
            value={quantity}
            error={errorOf('quantity')}
            onChange={(event) => {
              setQuantity(event.target.value);
              edited();
            }}
          />
        )}
        <Field
          className="sm:col-span-2"
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
      <div className="mt-4 min-h-12 text-sm text-stone-700" aria-live="polite">
        {total !== null && (!perGuest || guestCount) ? (
          <p className="font-semibold text-base text-stone-900 tabular">
            {perGuest
              ? t('addToCart.totalForGuests', { total: formatTzs(total), count: guestCount ?? 0 })
              : t('addToCart.total', { total: formatTzs(total) })}
          </p>
        ) : perGuest ? (
          <p>{t('addToCart.guestsHint')}</p>
        ) : null}
        {listing.depositPercent !== null ? (
          <p>
            {total !== null && (!perGuest || guestCount)
              ? t('addToCart.depositOf', {
                  percent: listing.depositPercent,
                  amount: formatTzs(amountDueNowTzs(total, listing.depositPercent)),
                })
              : t('addToCart.deposit', { percent: listing.depositPercent })}
          </p>
        ) : null}
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
              to={paths.cart}
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
