// Money settings: the rules the ledger posts by (docs/decisions/028): the default commission and each category's own,
// the michango fee, the days after an event when held money is released, and when payouts go. People read and type
// percentages; the server keeps basis points (5% = 500). Saved together, audited on the server.
import type { MoneySettingsBody, MoneySettingsResponse } from '@sherehe/core/api/admin-money';
import { type CategorySlug, categories } from '@sherehe/core/categories';
import { formatDecimal } from '@sherehe/core/decimal-text';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { Field } from '../../../components/field.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { formProblems, type Problem, problemText } from '../../../lib/error-text.ts';
import { useFormatDate } from '../../../lib/format-date.ts';
import { toast } from '../../../lib/toast.ts';
import { useMoneySettings, useSaveMoneySettings } from '../api/use-money-settings.ts';
import { SectionHeading } from './section-heading.tsx';
import { SectionProblem } from './section-problem.tsx';

const percentFields = ['defaultCommissionBps', 'michangoFeeBps'] as const;
const wholeFields = ['releaseDays', 'payoutMinimumTzs', 'payoutAtOnceFromTzs'] as const;
type SettingField = (typeof percentFields)[number] | (typeof wholeFields)[number];
/** A setting by the body's own field name, or a category's commission as `category:<slug>`. */
type DraftKey = SettingField | `category:${CategorySlug}`;
type Draft = Record<DraftKey, string>;

const percentOf = (bps: number) => formatDecimal(bps / 100);

function draftOf(settings: MoneySettingsResponse): Draft {
  const draft = {
    defaultCommissionBps: percentOf(settings.defaultCommissionBps),
    michangoFeeBps: percentOf(settings.michangoFeeBps),
    releaseDays: String(settings.releaseDays),
    payoutMinimumTzs: formatDecimal(settings.payoutMinimumTzs),
    payoutAtOnceFromTzs: formatDecimal(settings.payoutAtOnceFromTzs),
  } as Draft;
  for (const { slug } of categories) {
    const rate = settings.categories.find((row) => row.category === slug)?.rateBps ?? null;
    draft[`category:${slug}`] = rate === null ? '' : percentOf(rate);
  }
  return draft;
}

/** "5", "2.5", "0,75" or "12.5 %" as basis points; null when it is not a percentage with at most two decimals. */
function basisPoints(typed: string): number | null {
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(typed.replace(/\s|%/g, ''));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Whole numbers, with or without thousands separators; null when it is not one. */
function whole(typed: string): number | null {
  const digits = typed.replace(/[\s,]/g, '');
  return /^\d{1,10}$/.test(digits) ? Number(digits) : null;
}

export function MoneySettingsSection() {
  const { t } = useTranslation('admin');
  const settings = useMoneySettings();
  return (
    <section aria-labelledby="admin-money-heading">
      <SectionHeading
        id="admin-money-heading"
        title={t('moneySettings.heading')}
        intro={t('moneySettings.intro')}
      />
      {settings.isPending ? (
        <ListSkeleton />
      ) : settings.isError ? (
        <SectionProblem
          error={settings.error}
          onRetry={() => settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : (
        <MoneySettingsForm settings={settings.data} />
      )}
    </section>
  );
}

function MoneySettingsForm({ settings }: { settings: MoneySettingsResponse }) {
  const { t, i18n } = useTranslation('admin');
  const swahili = (i18n.resolvedLanguage ?? i18n.language).startsWith('sw');
  const { dateTime } = useFormatDate();
  const save = useSaveMoneySettings();
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings));
  // What is wrong with a field as typed (not a number) until it changes, or what the server refused at it.
  const [problems, setProblems] = useState<Partial<Record<DraftKey, Problem | 'percent' | 'whole'>>>({});
  const [formProblem, setFormProblem] = useState<Problem | null>(null);
  // Each refused save takes the focus to the first field to fix, once its error is on screen.
  const [refusals, setRefusals] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (refusals > 0) form.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  const defaultPercent = percentOf(settings.defaultCommissionBps);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const found: typeof problems = {};
    const percent = (key: DraftKey) => {
      const bps = basisPoints(draft[key]);
      if (bps === null) found[key] = 'percent';
      return bps ?? 0;
    };
    const count = (key: SettingField) => {
      const value = whole(draft[key]);
      if (value === null) found[key] = 'whole';
      return value ?? 0;
    };
    const body: MoneySettingsBody = {
      defaultCommissionBps: percent('defaultCommissionBps'),
      michangoFeeBps: percent('michangoFeeBps'),
      releaseDays: count('releaseDays'),
      payoutMinimumTzs: count('payoutMinimumTzs'),
      payoutAtOnceFromTzs: count('payoutAtOnceFromTzs'),
      // Every category, so the form's page is what the server keeps: an empty field takes the default again.
      categories: categories.map(({ slug }) => ({
        category: slug,
        rateBps: draft[`category:${slug}`].trim() === '' ? null : percent(`category:${slug}`),
      })),
    };
    setProblems(found);
    setFormProblem(null);
    if (Object.keys(found).length > 0) {
      setRefusals((count) => count + 1);
      return;
    }
    save.mutate(body, {
      // The form shows what the server kept (5.50 typed reads 5.5), and stays mounted: the focus stays on Save.
      onSuccess: (saved) => {
        setDraft(draftOf(saved));
        toast.success(t('moneySettings.saved'));
      },
      onError: (error) => {
        const refused = formProblems(error);
        const atFields: typeof problems = {};
        for (const [field, problem] of Object.entries(refused.fields)) {
          // `categories.3.rateBps` names the fourth category sent.
          const index = /^categories\.(\d+)\./.exec(field)?.[1];
          const category = index === undefined ? undefined : body.categories[Number(index)]?.category;
          const key = (category ? `category:${category}` : field) as DraftKey;
          if (key in draft && problem) atFields[key] ??= problem;
        }
        setProblems(atFields);
        setFormProblem(Object.keys(atFields).length > 0 ? null : (refused.form ?? null));
        setRefusals((count) => count + 1);
      },
    });
  }

  const errorAt = (key: DraftKey) => {
    const problem = problems[key];
    if (!problem) return null;
    if (problem === 'percent') return t('moneySettings.notPercent');
    if (problem === 'whole') return t('moneySettings.notWhole');
    return problemText(problem);
  };
  const change = (key: DraftKey, value: string) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setProblems(({ [key]: _, ...rest }) => rest as typeof problems);
  };
  const field = (
    key: DraftKey,
    label: string,
    options: { hint?: string; unit?: string; placeholder?: string; decimal?: boolean } = {},
  ) => (
    <Field
      key={key}
      label={label}
      hint={options.hint}
      inputMode={options.decimal ? 'decimal' : 'numeric'}
      autoComplete="off"
      placeholder={options.placeholder}
      value={draft[key]}
      onChange={(event) => change(key, event.target.value)}
      error={errorAt(key)}
      trailing={
        options.unit ? (
          <span aria-hidden="true" className="pr-3 text-sm text-stone-600">
            {options.unit}
          </span>
        ) : undefined
      }
    />
  );
  const fixCount = Object.keys(problems).length;

  return (
    <form ref={form} onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <p className="text-sm text-stone-600">
        {t('moneySettings.lastChanged', { date: dateTime(settings.updatedAt) })}
      </p>
      <fieldset className="rounded-xl border border-stone-200 bg-white p-4">
        <legend className="px-1 font-semibold text-stone-900">{t('moneySettings.commission')}</legend>
        <div className="max-w-md">
          {field('defaultCommissionBps', t('moneySettings.defaultCommission'), {
            hint: t('moneySettings.defaultCommissionHint'),
            unit: '%',
            decimal: true,
          })}
        </div>
        <fieldset className="mt-6">
          <legend className="font-semibold text-sm text-stone-900">{t('moneySettings.byCategory')}</legend>
          <p className="mt-1 text-sm text-stone-600">
            {t('moneySettings.byCategoryHint', { percent: defaultPercent })}
          </p>
          <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {categories.map((category) =>
              field(`category:${category.slug}`, swahili ? category.sw : category.en, {
                unit: '%',
                decimal: true,
                placeholder: t('moneySettings.usesDefault', { percent: defaultPercent }),
              }),
            )}
          </div>
        </fieldset>
      </fieldset>
      <fieldset className="rounded-xl border border-stone-200 bg-white p-4">
        <legend className="px-1 font-semibold text-stone-900">{t('moneySettings.michango')}</legend>
        <div className="max-w-md">
          {field('michangoFeeBps', t('moneySettings.michangoFee'), {
            hint: t('moneySettings.michangoFeeHint'),
            unit: '%',
            decimal: true,
          })}
        </div>
      </fieldset>
      <fieldset className="rounded-xl border border-stone-200 bg-white p-4">
        <legend className="px-1 font-semibold text-stone-900">{t('moneySettings.releaseAndPayouts')}</legend>
        <div className="grid gap-4 lg:grid-cols-3">
          {field('releaseDays', t('moneySettings.releaseDays'), {
            hint: t('moneySettings.releaseDaysHint'),
            unit: t('moneySettings.daysUnit'),
          })}
          {field('payoutMinimumTzs', t('moneySettings.payoutMinimum'), {
            hint: t('moneySettings.payoutMinimumHint'),
            unit: 'TZS',
          })}
          {field('payoutAtOnceFromTzs', t('moneySettings.atOnce'), {
            hint: t('moneySettings.atOnceHint'),
            unit: 'TZS',
          })}
        </div>
      </fieldset>
      {fixCount > 0 ? (
        <p role="alert" className="font-medium text-red-700 text-sm">
          {t('moneySettings.fixFirst', { count: fixCount })}
        </p>
      ) : formProblem ? (
        <p role="alert" className="font-medium text-red-700 text-sm">
          {problemText(formProblem)}
        </p>
      ) : null}
      <div>
        <Button type="submit" aria-disabled={save.isPending || undefined}>
          {save.isPending ? t('moneySettings.saving') : t('moneySettings.save')}
        </Button>
      </div>
    </form>
  );
}
