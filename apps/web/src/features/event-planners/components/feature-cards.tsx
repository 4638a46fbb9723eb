// What a visitor can do here, each card leading to its page (the Smart Planner opens from its floating button).
import { ArrowRight, CalendarHeart, HandCoins, type LucideIcon, Sparkles, Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';

type Feature = {
  key: 'services' | 'planner' | 'event' | 'contribute';
  Icon: LucideIcon;
  to?: string;
};

const features: readonly Feature[] = [
  { key: 'services', Icon: Store, to: paths.services() },
  { key: 'planner', Icon: Sparkles },
  { key: 'event', Icon: CalendarHeart, to: paths.createEvent },
  { key: 'contribute', Icon: HandCoins, to: paths.contribute() },
];

export function FeatureCards() {
  const { t } = useTranslation('eventPlanners');
  return (
    <section aria-labelledby="features-heading" className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <h2 id="features-heading" className="font-bold text-2xl text-stone-900 sm:text-3xl">
        {t('home.features.heading')}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {features.map(({ key, Icon, to }) => (
          <li key={key} className="flex flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-teal-50 text-teal-700">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-4 font-semibold text-lg text-stone-900">{t(`home.features.${key}.title`)}</h3>
            <p className="mt-2 flex-1 text-stone-600">{t(`home.features.${key}.text`)}</p>
            {to ? (
              <Link
                to={to}
                className="mt-4 inline-flex min-h-11 items-center gap-2 self-start rounded font-semibold text-teal-700 hover:underline focus-visible:outline-2 focus-visible:outline-teal-700"
              >
                {t(`home.features.${key}.cta`)}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            ) : (
              <p className="mt-4 flex min-h-11 items-center font-medium text-sm text-stone-700">
                {t('home.features.planner.hint')}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
