// Three steps of a pledge campaign, and the way to the About page for newcomers.
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';

const steps = ['create', 'share', 'follow'] as const;

export function MichangoSteps() {
  const { t } = useTranslation('eventPlanners');
  return (
    <section aria-labelledby="michango-heading" className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <h2 id="michango-heading" className="font-bold text-2xl text-stone-900 sm:text-3xl">
        {t('home.michango.heading')}
      </h2>
      <ol className="mt-6 grid gap-4 md:grid-cols-3">
        {steps.map((step, index) => (
          <li key={step} className="flex gap-4 rounded-xl border border-stone-200 bg-white p-5">
            <span
              aria-hidden="true"
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-teal-700 font-bold text-white"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold text-stone-900">{t(`home.michango.steps.${step}.title`)}</h3>
              <p className="mt-1 text-sm text-stone-600">{t(`home.michango.steps.${step}.text`)}</p>
            </div>
          </li>
        ))}
      </ol>

      <div className="mt-12 flex flex-col gap-4 rounded-xl bg-teal-50 p-6 ring-1 ring-teal-100 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="font-semibold text-stone-900 text-xl">{t('home.about.heading')}</h2>
          <p className="mt-1 text-stone-700">{t('home.about.text')}</p>
        </div>
        <Link
          to={paths.about}
          className="inline-flex min-h-11 shrink-0 items-center justify-center gap-2 rounded-xl bg-teal-700 px-5 font-semibold text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
        >
          {t('home.about.cta')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </section>
  );
}
