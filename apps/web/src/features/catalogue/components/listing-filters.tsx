// City, price range, minimum rating, guests and a day the listing must be free, applied together (pushed to the
// address, so Back undoes them), each active one as a chip that clears it; and the sort, applied as soon as it is
// picked. The form is keyed by the address: Back shows the filters of that search.
import type { ListingSort } from '@sherehe/core/api/catalogue';
import { addDays, BOOKING_HORIZON_DAYS, isDateString, todayInTanzania } from '@sherehe/core/booking-rules';
import { marketplaceCities } from '@sherehe/core/categories';
import { SlidersHorizontal, X } from 'lucide-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Field, selectClass } from '../../../components/field.tsx';
import { useFormatDay, useFormatTzs } from '../../../lib/format.ts';
import {
  emptyFilters,
  type ListingFilters as Filters,
  filtersFromParams,
  GUESTS_FILTER_MAX,
  hasFilters,
  MIN_RATINGS,
  paramsFromFilters,
} from '../search-params.ts';

const SORTS: ListingSort[] = ['relevance', 'price_asc', 'price_desc', 'rating', 'newest'];

function guestsOf(data: FormData): number | null {
  const value = String(data.get('guests') ?? '').replace(/[\s,]/g, '');
  const guests = Number(value);
  return /^\d{1,7}$/.test(value) && guests >= 1 && guests <= GUESTS_FILTER_MAX ? guests : null;
}

function dayOf(data: FormData): string | null {
  const value = String(data.get('freeOn') ?? '');
  return isDateString(value) ? value : null;
}

/** The active filters as chips, each a button that clears its own filter. */
function FilterChips({ filters, apply }: { filters: Filters; apply: (next: Filters) => void }) {
  const { t } = useTranslation('catalogue');
  const formatTzs = useFormatTzs();
  const formatDay = useFormatDay();
  const chips: { key: string; label: string; clear: Partial<Filters> }[] = [];
  if (filters.city) chips.push({ key: 'city', label: filters.city, clear: { city: '' } });
  if (filters.minPrice !== null)
    chips.push({
      key: 'minPrice',
      label: t('chips.minPrice', { price: formatTzs(filters.minPrice) }),
      clear: { minPrice: null },
    });
  if (filters.maxPrice !== null)
    chips.push({
      key: 'maxPrice',
      label: t('chips.maxPrice', { price: formatTzs(filters.maxPrice) }),
      clear: { maxPrice: null },
    });
  if (filters.minRating !== null)
    chips.push({
      key: 'minRating',
      label: t('filters.ratingAtLeast', { rating: filters.minRating }),
      clear: { minRating: null },
    });
  if (filters.guests !== null)
    chips.push({
      key: 'guests',
      label: t('chips.guests', { count: filters.guests }),
      clear: { guests: null },
    });
  if (filters.freeOn !== null)
    chips.push({
      key: 'freeOn',
      label: t('chips.freeOn', { date: formatDay(filters.freeOn) }),
      clear: { freeOn: null },
    });
  if (chips.length === 0) return null;
  return (
    <ul aria-label={t('chips.label')} className="flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li key={chip.key}>
          <button
            type="button"
            onClick={() => apply({ ...filters, ...chip.clear })}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-teal-200 bg-teal-50 pr-3 pl-4 font-medium text-sm text-teal-900 hover:bg-teal-100 focus-visible:outline-2 focus-visible:outline-teal-700"
          >
            {chip.label}
            <X aria-hidden="true" className="size-4" />
            <span className="sr-only">{t('chips.clear')}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

function priceOf(data: FormData, name: string): number | null {
  const value = String(data.get(name) ?? '').replace(/[\s,]/g, '');
  return /^\d{1,10}$/.test(value) ? Number(value) : null;
}

export function ListingFilters() {
  const { t } = useTranslation('catalogue');
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const apply = (next: Filters) => setParams(paramsFromFilters(next));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const rating = Number(data.get('minRating'));
    apply({
      ...filters,
      city: String(data.get('city') ?? ''),
      minPrice: priceOf(data, 'minPrice'),
      maxPrice: priceOf(data, 'maxPrice'),
      minRating: rating > 0 ? rating : null,
      guests: guestsOf(data),
      freeOn: dayOf(data),
    });
  }

  const cities: string[] = [...marketplaceCities];
  if (filters.city && !cities.includes(filters.city)) cities.push(filters.city);

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="w-full sm:w-64">
          <label htmlFor="catalogue-sort" className="block font-medium text-sm text-stone-800">
            {t('sort.label')}
          </label>
          <select
            id="catalogue-sort"
            value={filters.sort}
            onChange={(event) => apply({ ...filters, sort: event.target.value as ListingSort })}
            className={`${selectClass} mt-1.5`}
          >
            {SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`sort.${sort}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <FilterChips filters={filters} apply={apply} />
      <details
        className="rounded-xl border border-stone-200 bg-white open:pb-4"
        open={hasFilters(filters) || undefined}
      >
        <summary className="flex min-h-11 cursor-pointer items-center gap-2 px-4 font-semibold text-stone-800 text-sm">
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          {t('filters.title')}
          {hasFilters(filters) ? (
            <span className="rounded-full bg-teal-50 px-2 py-0.5 font-medium text-teal-800 text-xs">
              {t('filters.active')}
            </span>
          ) : null}
        </summary>
        <form
          key={params.toString()}
          onSubmit={onSubmit}
          className="grid grid-cols-2 gap-3 px-4 pt-2 lg:grid-cols-4 lg:gap-4"
        >
          <div className="col-span-2 lg:col-span-1">
            <label htmlFor="catalogue-city" className="block font-medium text-sm text-stone-800">
              {t('filters.city')}
            </label>
            <select
              id="catalogue-city"
              name="city"
              defaultValue={filters.city}
              className={`${selectClass} mt-1.5`}
            >
              <option value="">{t('filters.anyCity')}</option>
              {cities.map((city) => (
                <option key={city} value={city}>
                  {city}
                </option>
              ))}
            </select>
          </div>
          <Field
            label={t('filters.minPrice')}
            name="minPrice"
            inputMode="numeric"
            pattern="[0-9, ]*"
            defaultValue={filters.minPrice ?? ''}
            autoComplete="off"
          />
          <Field
            label={t('filters.maxPrice')}
            name="maxPrice"
            inputMode="numeric"
            pattern="[0-9, ]*"
            defaultValue={filters.maxPrice ?? ''}
            autoComplete="off"
          />
          <div className="col-span-2 lg:col-span-1">
            <label htmlFor="catalogue-rating" className="block font-medium text-sm text-stone-800">
              {t('filters.minRating')}
            </label>
            <select
              id="catalogue-rating"
              name="minRating"
              defaultValue={filters.minRating ?? ''}
              className={`${selectClass} mt-1.5`}
            >
              <option value="">{t('filters.anyRating')}</option>
              {MIN_RATINGS.map((rating) => (
                <option key={rating} value={rating}>
                  {t('filters.ratingAtLeast', { rating })}
                </option>
              ))}
            </select>
          </div>
          <Field
            label={t('filters.guests')}
            name="guests"
            type="number"
            inputMode="numeric"
            min={1}
            max={GUESTS_FILTER_MAX}
            defaultValue={filters.guests ?? ''}
            autoComplete="off"
          />
          <Field
            label={t('filters.freeOn')}
            name="freeOn"
            type="date"
            min={todayInTanzania()}
            max={addDays(todayInTanzania(), BOOKING_HORIZON_DAYS)}
            defaultValue={filters.freeOn ?? ''}
          />
          <div className="col-span-2 flex flex-wrap gap-2 lg:col-span-4">
            <Button type="submit">{t('filters.apply')}</Button>
            {hasFilters(filters) ? (
              <Button
                type="button"
                variant="secondary"
                onClick={() => apply({ ...emptyFilters, q: filters.q, sort: filters.sort })}
              >
                {t('filters.clear')}
              </Button>
            ) : null}
          </div>
        </form>
      </details>
    </div>
  );
}
