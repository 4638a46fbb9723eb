// The two ways into the company's platforms: Event Planners and Medi-Finder.
import { ArrowRight, type LucideIcon, PartyPopper, Stethoscope } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';

const platforms: readonly {
  key: 'eventPlanners' | 'mediFinder';
  to: string;
  Icon: LucideIcon;
  art: string;
}[] = [
  {
    key: 'eventPlanners',
    to: paths.home,
    Icon: PartyPopper,
    art: 'from-teal-600 via-teal-500 to-amber-400',
  },
  {
    key: 'mediFinder',
    to: paths.mediFinder,
    Icon: Stethoscope,
    art: 'from-sky-700 via-teal-600 to-emerald-500',
  },
];

export function PlatformCards() {
  const { t } = useTranslation('site');
  return (
    <section aria-labelledby="platforms-heading" className="bg-stone-100">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
        <h2 id="platforms-heading" className="font-bold text-2xl text-stone-900 sm:text-3xl">
          {t('platforms.heading')}
        </h2>
        <p className="mt-3 max-w-2xl text-stone-600">{t('platforms.intro')}</p>
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {platforms.map(({ key, to, Icon, art }) => (
            <li key={key}>
              <Link
                to={to}
                className="group flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200 transition hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
              >
                <div
                  aria-hidden="true"
                  className={`relative flex h-32 items-center justify-center bg-linear-to-br ${art}`}
                >
                  <span className="absolute top-4 left-6 size-3 rounded-full bg-white/40" />
                  <span className="absolute right-10 bottom-5 size-5 rounded-full bg-white/25" />
                  <span className="absolute top-6 right-24 size-2 rounded-full bg-white/50" />
                  <Icon className="size-14 text-white drop-shadow" />
                </div>
                <div className="flex flex-1 flex-col p-6">
                  <h3 className="font-semibold text-stone-900 text-xl">{t(`platforms.${key}.title`)}</h3>
                  <p className="mt-2 flex-1 text-stone-600">{t(`platforms.${key}.text`)}</p>
                  <span className="mt-5 inline-flex items-center gap-2 font-semibold text-teal-700 group-hover:underline">
                    {t(`platforms.${key}.cta`)}
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </span>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
