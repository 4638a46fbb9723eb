// Create or edit a listing: its fields, then (once it exists) its photos and status.
import type { ListingBody, VendorListing } from '@sherehe/core/api/vendor-area';
import { DAILY_CAPACITY_MAX, DEPOSIT_PERCENT_CHOICES } from '@sherehe/core/booking-rules';
import { categories, marketplaceCities, priceUnits } from '@sherehe/core/categories';
import { ArrowLeft } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Field } from '../../../components/field.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { SelectField, TextAreaField } from '../../../components/form-controls.tsx';
import { toLanguage } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { toast } from '../../../lib/toast.ts';
import { useFormErrors } from '../../../lib/use-form-errors.ts';
import { useSaveListing } from '../api/use-vendor-listings.ts';
import { AvailabilityCalendar } from './availability-calendar.tsx';
import { PhotoManager } from './photo-manager.tsx';
import { StatusActions } from './status-actions.tsx';
import { StatusBadge } from './status-badge.tsx';

type Values = {
  kind: 'service' | 'product';
  title: string;
  category: string;
  priceTzs: string;
  priceUnit: string;
  city: string;
  serviceArea: string;
  capacity: string;
  stock: string;
  dailyCapacity: string;
  depositPercent: string;
  description: string;
};

function initialValues(listing: VendorListing | null, city: string): Values {
  return {
    kind: listing?.kind ?? 'service',
    title: listing?.title ?? '',
    category: listing?.category ?? '',
    priceTzs: listing ? String(listing.priceTzs) : '',
    priceUnit: listing?.priceUnit ?? 'event',
    city: listing?.city ?? city,
    serviceArea: listing?.serviceArea ?? '',
    capacity: listing?.capacity == null ? '' : String(listing.capacity),
    stock: listing?.stock == null ? '' : String(listing.stock),
    dailyCapacity: String(listing?.dailyCapacity ?? 1),
    depositPercent: listing?.depositPercent == null ? '' : String(listing.depositPercent),
    description: listing?.description ?? '',
  };
}

// Numbers typed with separators (1,250,000 or 1 250 000) are read as whole numbers; anything else goes to the server
// as typed, so its message explains the problem.
function whole(typed: string): number | null {
  const compact = typed.replace(/[\s,]/g, '');
  if (compact === '') return null;
  return /^-?\d+$/.test(compact) ? Number(compact) : Number.NaN;
}

function toBody(values: Values): ListingBody {
  return {
    kind: values.kind,
    title: values.title,
    category: values.category as ListingBody['category'],
    priceTzs: whole(values.priceTzs) ?? Number.NaN,
    priceUnit: values.priceUnit as ListingBody['priceUnit'],
    city: values.city,
    serviceArea: values.serviceArea,
    description: values.description,
    // Capacity is a venue's, stock a product's: the other kinds send none.
    capacity: values.category === 'venues' ? whole(values.capacity) : null,
    stock: values.kind === 'product' ? whole(values.stock) : null,
    // Bookings a day count for services only; a product keeps the default.
    dailyCapacity: values.kind === 'service' ? (whole(values.dailyCapacity) ?? Number.NaN) : 1,
    depositPercent: values.depositPercent === '' ? null : Number(values.depositPercent),
  };
}

export function ListingEditor({
  listing,
  defaultCity,
}: {
  listing: VendorListing | null;
  defaultCity: string;
}) {
  const { t, i18n } = useTranslation('vendor');
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const navigate = useNavigate();
  const save = useSaveListing(listing?.id ?? null);
  const errors = useFormErrors();
  const [values, setValues] = useState(() => initialValues(listing, defaultCity));
  const bind = (name: keyof Values) => ({
    name,
    value: values[name],
    error: errors.fieldError(name),
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      errors.clearField(name);
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const form = event.currentTarget;
    errors.clear();
    save.mutate(toBody(values), {
      onSuccess: (saved) => {
        if (listing) {
          toast.success(t('editor.saved'));
        } else {
          toast.success(t('editor.created'));
          navigate(`?listing=${saved.id}`, { replace: true });
        }
      },
      onError: (error) => errors.show(error, form),
    });
  };

  return (
    <div className="flex flex-col gap-6">
      <div>
        <Link
          to={paths.vendorArea}
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-sm text-teal-700 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('editor.back')}
        </Link>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <h1 className="font-bold text-2xl text-stone-900 sm:text-3xl">
            {listing ? t('editor.editHeading') : t('editor.newHeading')}
          </h1>
          {listing ? <StatusBadge status={listing.status} /> : null}
        </div>
        {listing ? null : <p className="mt-1 text-base text-stone-600">{t('editor.newIntro')}</p>}
      </div>

      <form
        onSubmit={onSubmit}
        noValidate
        aria-labelledby="listing-details"
        className="grid gap-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:grid-cols-2 sm:p-6"
      >
        <h2 id="listing-details" className="font-semibold text-lg text-stone-900 sm:col-span-2">
          {t('editor.details')}
        </h2>
        <div className="sm:col-span-2">
          <FormAlert message={errors.form} />
        </div>
        <fieldset className="sm:col-span-2">
          <legend className="font-medium text-sm text-stone-800">{t('editor.kind')}</legend>
          <div className="mt-1.5 flex flex-wrap gap-3">
            {(['service', 'product'] as const).map((kind) => (
              <label
                key={kind}
                className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-stone-300 px-4 has-[:checked]:border-teal-600 has-[:checked]:bg-teal-50"
              >
                <input
                  type="radio"
                  name="kind"
                  value={kind}
                  checked={values.kind === kind}
                  onChange={() => setValues((current) => ({ ...current, kind }))}
                  className="size-4 accent-teal-700"
                />
                {t(`kinds.${kind}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <Field
          label={t('editor.title')}
          className="sm:col-span-2"
          maxLength={120}
          required
          {...bind('title')}
        />
        <SelectField label={t('editor.category')} required {...bind('category')}>
          <option value="">{t('editor.chooseCategory')}</option>
          {categories.map((category) => (
            <option key={category.slug} value={category.slug}>
              {category[language]}
            </option>
          ))}
        </SelectField>
        <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)] gap-3">
          <Field
            label={t('editor.price')}
            inputMode="numeric"
            hint={t('editor.priceHint')}
            required
            {...bind('priceTzs')}
          />
          <SelectField label={t('editor.unit')} {...bind('priceUnit')}>
            {priceUnits.map((unit) => (
              <option key={unit} value={unit}>
                {t(`units.${unit}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <Field label={t('editor.city')} list="listing-cities" required {...bind('city')} />
        <datalist id="listing-cities">
          {marketplaceCities.map((city) => (
            <option key={city} value={city} />
          ))}
        </datalist>
        <Field label={t('editor.serviceArea')} hint={t('editor.serviceAreaHint')} {...bind('serviceArea')} />
        {values.category === 'venues' ? (
          <Field label={t('editor.capacity')} inputMode="numeric" {...bind('capacity')} />
        ) : null}
        {values.kind === 'product' ? (
          <Field label={t('editor.stock')} inputMode="numeric" {...bind('stock')} />
        ) : null}
        {values.kind === 'service' ? (
          <Field
            label={t('editor.dailyCapacity')}
            hint={t('editor.dailyCapacityHint', { max: DAILY_CAPACITY_MAX })}
            inputMode="numeric"
            {...bind('dailyCapacity')}
          />
        ) : null}
        <SelectField label={t('editor.deposit')} hint={t('editor.depositHint')} {...bind('depositPercent')}>
          <option value="">{t('editor.depositNone')}</option>
          {DEPOSIT_PERCENT_CHOICES.map((percent) => (
            <option key={percent} value={String(percent)}>
              {t('editor.depositPercent', { percent })}
            </option>
          ))}
          {values.depositPercent !== '' &&
          !DEPOSIT_PERCENT_CHOICES.some((percent) => String(percent) === values.depositPercent) ? (
            <option value={values.depositPercent}>
              {t('editor.depositPercent', { percent: values.depositPercent })}
            </option>
          ) : null}
        </SelectField>
        <TextAreaField
          label={t('editor.description')}
          className="sm:col-span-2"
          rows={6}
          maxLength={5000}
          {...bind('description')}
        />
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('editor.saving') : listing ? t('editor.save') : t('editor.create')}
          </Button>
        </div>
      </form>

      {listing ? (
        <>
          <PhotoManager listing={listing} />
          {listing.kind === 'service' ? (
            <AvailabilityCalendar listingId={listing.id} title={listing.title} />
          ) : null}
          <section
            aria-labelledby="listing-status"
            className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
          >
            <h2 id="listing-status" className="font-semibold text-lg text-stone-900">
              {t('editor.statusHeading')}
            </h2>
            <p className="mt-1 text-sm text-stone-600">{t(`statusHelp.${listing.status}`)}</p>
            <div className="mt-4 flex flex-wrap gap-3">
              <StatusActions listing={listing} />
            </div>
          </section>
        </>
      ) : (
        <p className="text-sm text-stone-600">{t('editor.photosAfterSave')}</p>
      )}
    </div>
  );
}
