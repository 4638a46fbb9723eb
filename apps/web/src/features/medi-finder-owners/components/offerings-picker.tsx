// A pharmacy's services or a diagnostic centre's tests, as checkboxes of the fixed keys the finder translates.
import type { PlaceKind } from '@sherehe/core/api/medi-finder';
import { offeringsOf } from '@sherehe/core/medi-finder/offerings';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type OfferingsPickerProps = {
  kind: PlaceKind;
  chosen: string[];
  error: string | null;
  onChange: (offerings: string[]) => void;
};

export function OfferingsPicker({ kind, chosen, error, onChange }: OfferingsPickerProps) {
  const { t } = useTranslation('mediFinderOwners');
  // The names the finder shows visitors, so an owner ticks exactly what the public will read.
  const { t: tFinder } = useTranslation('mediFinder');
  const id = useId();
  const toggle = (offering: string, on: boolean) =>
    onChange(on ? [...chosen, offering] : chosen.filter((item) => item !== offering));
  return (
    <fieldset className="sm:col-span-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="font-semibold text-base text-stone-900">
        {kind === 'pharmacy' ? t('offerings.services') : t('offerings.tests')}
      </legend>
      <p className="mt-1 text-sm text-stone-600">{t('offerings.help')}</p>
      {error ? (
        <p id={`${id}-error`} className="mt-2 font-medium text-red-700 text-sm">
          {error}
        </p>
      ) : null}
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {offeringsOf(kind).map((offering) => (
          <li key={offering}>
            <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-stone-200 px-3 hover:bg-stone-50 has-[:checked]:border-teal-600 has-[:checked]:bg-teal-50">
              <input
                type="checkbox"
                name="offerings"
                value={offering}
                checked={chosen.includes(offering)}
                onChange={(event) => toggle(offering, event.target.checked)}
                className="size-5 accent-teal-700"
              />
              <span className="text-base text-stone-900">{tFinder(`offerings.${kind}.${offering}`)}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
