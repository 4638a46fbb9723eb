// Step 3: optional extras as toggles, then Show options. The plan's guest count, budget and catering style stay at
// hand to change (opened by itself when one is missing): an emptied field is unset, and Show options says so.
import type { PlannerCatalogue } from '@sherehe/core/planner/price-catalogue';
import { Check, Plus } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { Button } from '../../../components/button.tsx';
import { usePlanner } from '../planner-store.ts';
import { usePlannerText } from '../use-planner-text.ts';
import { fieldControl, fieldLabel } from './planner-styles.ts';

export function ExtrasStep({ catalogue }: { catalogue: PlannerCatalogue }) {
  const { t, language, formatTzs } = usePlannerText(catalogue);
  const { extras, guests, budget, catering, toggleExtra, showOptions } = usePlanner();
  const ids = { guests: useId(), budget: useId(), catering: useId() };
  const missing =
    guests === null ? 'guests' : budget === null ? 'budget' : catering === null ? 'catering' : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const read = (name: string) => String(form.get(name) ?? '');
    showOptions({ guests: read('guests'), budget: read('budget'), catering: read('catering') }, catalogue);
  }

  return (
    <form noValidate onSubmit={submit} className="flex min-h-0 flex-col">
      <div className="flex min-h-0 flex-col gap-3 overflow-y-auto p-3">
        <fieldset>
          <legend className="mb-2 font-medium text-sm text-stone-800">{t('form.extras')}</legend>
          <div className="grid grid-cols-2 gap-2">
            {catalogue.extras.map((extra) => {
              const on = extras.includes(extra.key);
              return (
                <button
                  key={extra.key}
                  type="button"
                  aria-pressed={on}
                  onClick={() => toggleExtra(extra.key)}
                  className={`flex min-h-11 items-start gap-1.5 rounded-xl border px-2.5 py-2 text-left text-xs focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 ${
                    on
                      ? 'border-teal-700 bg-teal-50 text-teal-900'
                      : 'border-stone-300 bg-white text-stone-800 hover:border-teal-600'
                  }`}
                >
                  {on ? (
                    <Check aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-teal-700" />
                  ) : (
                    <Plus aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-stone-500" />
                  )}
                  <span className="min-w-0">
                    <span className="block font-medium leading-snug">{extra[language]}</span>
                    <span className="block text-stone-700 tabular-nums">{formatTzs(extra.priceTzs)}</span>
                  </span>
                </button>
              );
            })}
          </div>
        </fieldset>

        <details open={missing !== null} className="rounded-xl border border-stone-200 bg-stone-50 px-3 py-1">
          <summary className="flex min-h-11 cursor-pointer items-center font-medium text-sm text-teal-800">
            {t('form.adjust')}
          </summary>
          <div className="grid grid-cols-2 gap-2 pb-3">
            <div>
              <label htmlFor={ids.guests} className={fieldLabel}>
                {t('form.guests')}
              </label>
              <input
                id={ids.guests}
                name="guests"
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                defaultValue={guests ?? ''}
                data-autofocus={missing === 'guests' ? true : undefined}
                className={`${fieldControl} tabular-nums`}
              />
            </div>
            <div>
              <label htmlFor={ids.budget} className={fieldLabel}>
                {t('form.budget')}
              </label>
              <input
                id={ids.budget}
                name="budget"
                type="number"
                inputMode="numeric"
                min={1000}
                step={1}
                defaultValue={budget ?? ''}
                data-autofocus={missing === 'budget' ? true : undefined}
                className={`${fieldControl} tabular-nums`}
              />
            </div>
            <div className="col-span-2">
              <label htmlFor={ids.catering} className={fieldLabel}>
                {t('form.catering')}
              </label>
              <select
                id={ids.catering}
                name="catering"
                defaultValue={catering ?? ''}
                data-autofocus={missing === 'catering' ? true : undefined}
                className={fieldControl}
              >
                <option value="">{t('form.chooseCatering')}</option>
                {catalogue.catering.map((style) => (
                  <option key={style.key} value={style.key}>
                    {style[language]}
                  </option>
                ))}
              </select>
            </div>
          </div>
        </details>
      </div>
      <div className="border-stone-100 border-t px-3 py-2">
        <Button type="submit" size="sm" className="w-full">
          {t('form.showOptions')}
        </Button>
      </div>
    </form>
  );
}
