// Planner prices: the Smart Planner's tables (venue by capacity, catering per person, one-off extras), each price
// editable; saved together, so the planner everyone uses changes at once, and audited.
import type { PlannerCatalogueResponse, PlannerPricesBody } from '@sherehe/core/api/planner';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { Field } from '../../../components/field.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useFormatDate } from '../../../lib/format-date.ts';
import { toast } from '../../../lib/toast.ts';
import { usePlannerPrices, useSavePlannerPrices } from '../api/use-planner-prices.ts';
import { SectionHeading } from './section-heading.tsx';
import { SectionProblem } from './section-problem.tsx';

/** Every price as typed, by row: `venue:100`, `catering:cake`, `extra:mc`. */
type Draft = Record<string, string>;

function draftOf(catalogue: PlannerCatalogueResponse): Draft {
  return Object.fromEntries([
    ...catalogue.venues.map((row) => [`venue:${row.capacity}`, String(row.priceTzs)]),
    ...catalogue.catering.map((row) => [`catering:${row.key}`, String(row.perPersonTzs)]),
    ...catalogue.extras.map((row) => [`extra:${row.key}`, String(row.priceTzs)]),
  ]);
}

/** Whole shillings, with or without thousands separators; null when it is not one. */
function shillings(typed: string | undefined): number | null {
  const digits = (typed ?? '').replace(/[\s,]/g, '');
  return /^\d{1,10}$/.test(digits) ? Number(digits) : null;
}

export function PlannerPricesSection() {
  const { t } = useTranslation('admin');
  const prices = usePlannerPrices();
  return (
    <section aria-labelledby="admin-planner-heading">
      <SectionHeading
        id="admin-planner-heading"
        title={t('plannerPrices.heading')}
        intro={t('plannerPrices.intro')}
      />
      {prices.isPending ? (
        <ListSkeleton />
      ) : prices.isError ? (
        <SectionProblem error={prices.error} onRetry={() => prices.refetch()} retrying={prices.isFetching} />
      ) : (
        // Keyed by the saved version: a save (or someone else's, on reload) starts the form from the new prices.
        <PricesForm key={prices.data.updatedAt ?? 'seeded'} catalogue={prices.data} />
      )}
    </section>
  );
}

function PricesForm({ catalogue }: { catalogue: PlannerCatalogueResponse }) {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const { dateTime } = useFormatDate();
  const save = useSavePlannerPrices();
  const [draft, setDraft] = useState<Draft>(() => draftOf(catalogue));
  const [showErrors, setShowErrors] = useState(false);
  const invalid = Object.entries(draft)
    .filter(([, typed]) => shillings(typed) === null)
    .map(([row]) => row);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (invalid.length > 0) {
      setShowErrors(true);
      return;
    }
    const price = (row: string) => shillings(draft[row]) ?? 0;
    const body: PlannerPricesBody = {
      basedOn: catalogue.updatedAt,
      venues: catalogue.venues.map(({ capacity }) => ({ capacity, priceTzs: price(`venue:${capacity}`) })),
      catering: catalogue.catering.map(({ key }) => ({ key, perPersonTzs: price(`catering:${key}`) })),
      extras: catalogue.extras.map(({ key }) => ({ key, priceTzs: price(`extra:${key}`) })),
    };
    if (save.isPending) return;
    // A refusal goes in a toast: after a 409 the prices reload and the form starts again from them, so a message
    // inside it would vanish with it.
    save.mutate(body, {
      onSuccess: () => toast.success(t('plannerPrices.saved')),
      onError: (error) => toast.error(errorText(error)),
    });
  }

  const field = (row: string, label: string) => (
    <Field
      key={row}
      label={label}
      inputMode="numeric"
      autoComplete="off"
      value={draft[row] ?? ''}
      onChange={(event) => setDraft((current) => ({ ...current, [row]: event.target.value }))}
      error={showErrors && invalid.includes(row) ? t('plannerPrices.invalid') : null}
    />
  );
  const name = (row: { en: string; sw: string }) => (language.startsWith('sw') ? row.sw : row.en);

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      {catalogue.updatedAt ? (
        <p className="text-sm text-stone-600">
          {t('plannerPrices.lastChanged', { date: dateTime(catalogue.updatedAt) })}
        </p>
      ) : null}
      <fieldset className="rounded-xl border border-stone-200 bg-white p-4">
        <legend className="px-1 font-semibold text-stone-900">{t('plannerPrices.venues')}</legend>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {catalogue.venues.map(({ capacity }) =>
            field(`venue:${capacity}`, t('plannerPrices.venueFor', { count: capacity })),
          )}
        </div>
      </fieldset>
      <fieldset className="rounded-xl border border-stone-200 bg-white p-4">
        <legend className="px-1 font-semibold text-stone-900">{t('plannerPrices.catering')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {catalogue.catering.map((style) =>
            field(`catering:${style.key}`, t('plannerPrices.perPerson', { name: name(style) })),
          )}
        </div>
      </fieldset>
      <fieldset className="rounded-xl border border-stone-200 bg-white p-4">
        <legend className="px-1 font-semibold text-stone-900">{t('plannerPrices.extras')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {catalogue.extras.map((extra) =>
            field(`extra:${extra.key}`, t('plannerPrices.oneOff', { name: name(extra) })),
          )}
        </div>
      </fieldset>
      {showErrors && invalid.length > 0 ? (
        <p role="alert" className="font-medium text-red-700 text-sm">
          {t('plannerPrices.fixFirst', { count: invalid.length })}
        </p>
      ) : null}
      <div>
        <Button type="submit" aria-disabled={save.isPending || undefined}>
          {save.isPending ? t('plannerPrices.saving') : t('plannerPrices.save')}
        </Button>
      </div>
    </form>
  );
}
