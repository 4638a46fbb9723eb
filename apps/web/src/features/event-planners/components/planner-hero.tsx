// The Event Planners welcome: one promise and the most common first steps (browse, create an event, contribute).
import { CalendarPlus, HandCoins, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';

// Confetti drawn with CSS so the hero costs no image download; fixed positions keep the layout still.
const confetti = [
  'top-8 left-[8%] size-3 bg-amber-400',
  'top-20 right-[12%] hidden size-4 bg-white/40 sm:block',
  'bottom-10 left-[40%] size-2 bg-amber-300',
  'top-1/2 right-[30%] hidden size-2 bg-white/50 sm:block', // over the text on phones
  'bottom-16 right-[6%] size-3 rotate-45 bg-amber-500',
  'top-12 left-[55%] hidden size-2 rotate-45 bg-teal-200 sm:block',
];

export function PlannerHero() {
  const { t } = useTranslation('eventPlanners');
  return (
    // On a phone it fills the first screen below the header, so the floating launchers rest on its empty foot
    // instead of stepping aside from the next section's heading (they never sit on words).
    <section className="relative min-h-[calc(100svh-4rem)] overflow-hidden sm:min-h-0 bg-linear-to-br from-teal-700 via-teal-800 to-stone-900 text-white">
      {confetti.map((classes) => (
        <span
          key={classes}
          aria-hidden="true"
          className={`pointer-events-none absolute rounded-sm ${classes}`}
        />
      ))}
      <div className="relative mx-auto max-w-6xl px-4 pt-12 pb-14 sm:pt-20 sm:pb-20">
        <p className="font-semibold text-amber-300">{t('home.hero.eyebrow')}</p>
        <h1 className="mt-2 max-w-3xl font-bold text-3xl leading-tight sm:text-5xl">
          {t('home.hero.title')}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-teal-50">{t('home.hero.text')}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Link
            to={paths.services()}
            className="inline-flex min-h-12 items-center justify-center gap-2 rounded-xl bg-white px-5 font-semibold text-teal-800 shadow-sm hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            <Search aria-hidden="true" className="size-5" />
            {t('home.hero.browse')}
          </Link>
          <Link
            to={paths.createEvent}
            className="inline-flex min-h-12 items-center justify-center gap-2 rounded-xl border border-white/60 px-5 font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            <CalendarPlus aria-hidden="true" className="size-5" />
            {t('home.hero.create')}
          </Link>
          <Link
            to={paths.contribute()}
            className="inline-flex min-h-12 items-center justify-center gap-2 rounded-xl px-5 font-semibold text-white underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            <HandCoins aria-hidden="true" className="size-5" />
            {t('home.hero.contribute')}
          </Link>
        </div>
      </div>
    </section>
  );
}
