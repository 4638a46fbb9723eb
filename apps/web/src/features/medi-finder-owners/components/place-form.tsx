// Register a place or edit one: kind (new places only), name, phone, address, location, hours, and services or
// tests. The server checks everything; its messages appear beside the fields they concern, the rest on top.
import type { OwnedPlace, PlaceKind } from '@sherehe/core/api/medi-finder';
import { finderCities } from '@sherehe/core/medi-finder/finder-cities';
import { ArrowLeft } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Field } from '../../../components/field.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { errorText, formProblems, type Problem, problemText } from '../../../lib/error-text.ts';
import { paths } from '../../../lib/paths.ts';
import { toast } from '../../../lib/toast.ts';
import { useSavePlace } from '../api/use-my-places.ts';
import {
  newPlaceValues,
  type PlaceFormValues,
  placeValues,
  type TextField,
  toBody,
} from '../place-form-values.ts';
import { HoursEditor } from './hours-editor.tsx';
import { LocationFields } from './location-fields.tsx';
import { OfferingsPicker } from './offerings-picker.tsx';

const kinds: readonly PlaceKind[] = ['pharmacy', 'diagnostic_center'];

/** Fields whose message appears beside them; a message for any other field goes on top of the form. */
const shownBeside = (field: string) =>
  /^(name|phone|address|city|area|latitude|longitude|offerings|openingHours(\.\d\b(\.(opens|closes))?)?)$/.test(
    field,
  );

type PlaceFormProps = { place: OwnedPlace | null; onSaved: () => void };

export function PlaceForm({ place, onSaved }: PlaceFormProps) {
  const { t } = useTranslation('mediFinderOwners');
  const save = useSavePlace();
  const [values, setValues] = useState<PlaceFormValues>(() =>
    place ? placeValues(place) : newPlaceValues(),
  );
  const [errors, setErrors] = useState<Partial<Record<string, Problem>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const errorOf = (field: string) => {
    const problem = errors[field];
    return problem ? problemText(problem) : null;
  };
  const clear = (...fields: string[]) =>
    setErrors((current) => {
      const rest = { ...current };
      for (const field of fields) delete rest[field];
      return rest;
    });
  const change = (update: Partial<PlaceFormValues>) => setValues((current) => ({ ...current, ...update }));
  const bind = (name: TextField) => ({
    name,
    value: values[name],
    error: errorOf(name),
    onChange: (event: { target: { value: string } }) => {
      change({ [name]: event.target.value });
      clear(name);
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const form = event.currentTarget;
    setErrors({});
    setFormError(null);
    const body = toBody(values);
    const { kind: _kind, ...update } = body;
    save.mutate(place ? { id: place.id, body: update } : { id: null, body }, {
      onSuccess: (saved) => {
        toast.success(
          place ? t('form.saved', { name: saved.name }) : t('form.registered', { name: saved.name }),
        );
        onSaved();
      },
      onError: (error) => {
        const byField = formProblems(error).fields;
        const fields = Object.keys(byField);
        const first = fields.find(shownBeside);
        setErrors(byField);
        // A message for no field on screen (or none at all) goes on top, in full.
        const elsewhere = fields.find((field) => !shownBeside(field));
        setFormError(
          elsewhere
            ? problemText(byField[elsewhere] ?? { kind: 'server' })
            : first
              ? t('form.fixFields')
              : errorText(error),
        );
        // The first field the server named, or the message on top.
        requestAnimationFrame(() => {
          const target =
            first && !elsewhere
              ? (form.querySelector<HTMLElement>(`[name="${first}"]`) ??
                form.querySelector<HTMLElement>(`[name^="${first}."]`))
              : null;
          (target ?? form.querySelector<HTMLElement>('[data-form-alert]'))?.focus();
        });
      },
    });
  }

  return (
    <div className="flex flex-col gap-6">
      <div>
        <Link
          to={paths.myPlaces}
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-sm text-teal-700 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('form.back')}
        </Link>
        <h1 className="mt-2 font-bold text-2xl text-stone-900 sm:text-3xl">
          {place ? t('form.editHeading', { name: place.name }) : t('form.newHeading')}
        </h1>
        <p className="mt-1 text-base text-stone-600">{place ? t('form.editIntro') : t('form.newIntro')}</p>
      </div>

      <form
        onSubmit={onSubmit}
        noValidate
        aria-label={place ? t('form.editHeading', { name: place.name }) : t('form.newHeading')}
        className="grid gap-5 rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:grid-cols-2 sm:p-6"
      >
        {formError ? (
          <div data-form-alert tabIndex={-1} className="outline-none sm:col-span-2">
            <FormAlert message={formError} />
          </div>
        ) : null}
        {place ? null : (
          <fieldset className="sm:col-span-2">
            <legend className="font-semibold text-base text-stone-900">{t('form.kind')}</legend>
            <div className="mt-2 flex flex-wrap gap-3">
              {kinds.map((kind) => (
                <label
                  key={kind}
                  className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-stone-300 px-4 has-[:checked]:border-teal-600 has-[:checked]:bg-teal-50"
                >
                  <input
                    type="radio"
                    name="kind"
                    value={kind}
                    checked={values.kind === kind}
                    onChange={() => {
                      change({ kind });
                      clear('kind', 'offerings');
                    }}
                    className="size-4 accent-teal-700"
                  />
                  {t(`kinds.${kind}`)}
                </label>
              ))}
            </div>
          </fieldset>
        )}
        <Field label={t('form.name')} className="sm:col-span-2" maxLength={100} {...bind('name')} />
        <Field
          label={t('form.phone')}
          hint={t('form.phoneHint')}
          type="tel"
          autoComplete="tel"
          maxLength={30}
          {...bind('phone')}
        />
        <Field label={t('form.address')} hint={t('form.addressHint')} maxLength={200} {...bind('address')} />
        <Field label={t('form.city')} list="medi-finder-cities" maxLength={60} {...bind('city')} />
        <datalist id="medi-finder-cities">
          {finderCities.map((city) => (
            <option key={city.key} value={city.name} />
          ))}
        </datalist>
        <Field label={t('form.area')} hint={t('form.areaHint')} maxLength={60} {...bind('area')} />
        <LocationFields
          latitude={values.latitude}
          longitude={values.longitude}
          city={values.city}
          errors={{ latitude: errorOf('latitude'), longitude: errorOf('longitude') }}
          onChange={(update) => {
            change(update);
            clear(...Object.keys(update));
          }}
        />
        <HoursEditor
          hours={values.hours}
          errorOf={errorOf}
          onChange={(hours) => {
            change({ hours });
            setErrors((current) =>
              Object.fromEntries(
                Object.entries(current).filter(([field]) => !field.startsWith('openingHours')),
              ),
            );
          }}
        />
        <OfferingsPicker
          kind={values.kind}
          chosen={values.offerings}
          error={errorOf('offerings')}
          onChange={(offerings) => {
            change({ offerings });
            clear('offerings');
          }}
        />
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('form.saving') : place ? t('form.save') : t('form.register')}
          </Button>
        </div>
      </form>
    </div>
  );
}
