// One line of the cart: photo, title, vendor, unit price, date, guests (priced per person) or quantity, location,
// the line's total, remove; an unavailable listing or a date no longer free says so.
import type { CartLine as Line } from '@sherehe/core/api/cart';
import { photoSrcSet, photoUrl } from '@sherehe/core/media';
import { ImageOff, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatTzs } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { EventDateField, GuestsField } from './line-date-fields.tsx';
import { LocationField } from './location-field.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';

type Props = {
  line: Line;
  busy: boolean;
  onQuantity: (quantity: number) => void;
  onLocation: (location: string | undefined) => void;
  onEventDate: (eventDate: string | undefined) => void;
  onGuests: (guests: number | undefined) => void;
  onRemove: () => void;
};

export function CartLine({ line, busy, onQuantity, onLocation, onEventDate, onGuests, onRemove }: Props) {
  const { t } = useTranslation('cart');
  const formatTzs = useFormatTzs();
  return (
    <li className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:flex-row">
      <div className="size-24 shrink-0 overflow-hidden rounded-lg bg-teal-50">
        {line.photoKey ? (
          <img
            src={photoUrl(line.photoKey, 320)}
            srcSet={photoSrcSet(line.photoKey)}
            sizes="96px"
            width={96}
            height={96}
            loading="lazy"
            alt=""
            className="size-24 object-cover"
          />
        ) : (
          <ImageOff aria-hidden="true" className="m-8 size-8 text-teal-700/40" />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3">
        <div>
          <h2 className="font-semibold text-lg text-stone-900">
            <Link to={paths.listing(line.productId)} className="hover:text-teal-700 hover:underline">
              {line.title}
            </Link>
          </h2>
          <p className="text-sm">
            <Link
              to={paths.vendorProfile(line.vendorId)}
              className="inline-flex min-h-6 items-center text-teal-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-teal-700"
            >
              {line.vendorName}
            </Link>
          </p>
          <p className="mt-1 text-stone-800 tabular">
            {formatTzs(line.priceTzs)}{' '}
            <span className="text-sm text-stone-600">{t(`units.${line.priceUnit}`)}</span>
          </p>
          <p className="mt-1 font-semibold text-stone-900 tabular">
            {t('line.total', { total: formatTzs(line.lineTotalTzs) })}
          </p>
          {line.available ? null : (
            <p className="mt-2 inline-flex rounded-full bg-red-50 px-3 py-1 font-medium text-red-700 text-sm">
              {t('line.unavailable')}
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-start gap-4">
          <div className="min-w-48 flex-1">
            <EventDateField line={line} disabled={busy} onChange={onEventDate} />
          </div>
          {line.priceUnit === 'person' ? (
            <GuestsField guests={line.guests} disabled={busy} onChange={onGuests} />
          ) : null}
        </div>
        <div className="flex flex-wrap items-end gap-4">
          {line.priceUnit === 'person' && line.guests ? null : (
            <QuantityStepper
              quantity={line.quantity}
              title={line.title}
              disabled={busy}
              onChange={onQuantity}
            />
          )}
          <div className="min-w-48 flex-1">
            <LocationField location={line.location} disabled={busy} onChange={onLocation} />
          </div>
          <button
            type="button"
            onClick={onRemove}
            disabled={busy}
            className="inline-flex h-11 items-center gap-2 rounded-full px-4 text-red-700 hover:bg-red-50 disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-red-600"
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t('line.remove')}
            <span className="sr-only">{line.title}</span>
          </button>
        </div>
      </div>
    </li>
  );
}
