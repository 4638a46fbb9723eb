// Step 2: a button per catering style, with its price per person.
import type { PlannerCatalogue } from '@sherehe/core/planner/price-catalogue';
import { usePlanner } from '../planner-store.ts';
import { usePlannerText } from '../use-planner-text.ts';

export function CateringStep({ catalogue }: { catalogue: PlannerCatalogue }) {
  const { t, language, formatTzs } = usePlannerText(catalogue);
  const chooseCatering = usePlanner((state) => state.chooseCatering);

  return (
    <fieldset>
      <legend className="mb-2 font-medium text-sm text-stone-800">{t('form.catering')}</legend>
      <div className="grid gap-2">
        {catalogue.catering.map((style) => (
          <button
            key={style.key}
            type="button"
            onClick={() => chooseCatering(style.key)}
            className="flex min-h-11 items-center justify-between gap-3 rounded-xl border border-stone-300 bg-white px-3 py-2 text-left text-sm hover:border-teal-600 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
          >
            <span className="font-medium text-stone-900">{style[language]}</span>
            <span className="shrink-0 text-stone-700 tabular-nums">
              {t('form.perPerson', { price: formatTzs(style.perPersonTzs) })}
            </span>
          </button>
        ))}
      </div>
    </fieldset>
  );
}
