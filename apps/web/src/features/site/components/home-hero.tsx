// The company's opening screen: what we do and the two ways into our platforms.
import { ArrowRight, PartyPopper, Pill } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';

export function HomeHero() {
  const { t } = useTranslation('site');
  return (
    <section className="relative overflow-hidden bg-linear-to-br from-teal-800 via-teal-700 to-teal-900 text-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 size-80 rounded-full bg-teal-500/30 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -bottom-32 -left-16 size-72 rounded-full bg-amber-500/20 blur-3xl"
      />
      <div className="relative mx-auto max-w-6xl px-4 pt-14 pb-16 sm:pt-20 sm:pb-24">
        <p className="font-semibold text-amber-300 text-sm uppercase tracking-wide">{t('hero.eyebrow')}</p>
        <h1 className="mt-3 max-w-3xl font-bold text-3xl leading-tight sm:text-5xl">{t('hero.title')}</h1>
        <p className="mt-5 max-w-2xl text-lg text-teal-50">{t('hero.text')}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Link
            to={paths.home}
            className="inline-flex min-h-12 items-center justify-center gap-2 rounded-xl bg-white px-5 font-semibold text-teal-800 shadow-sm hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            <PartyPopper aria-hidden="true" className="size-5" />
            {t('hero.eventPlanners')}
          </Link>
          <Link
            to={paths.mediFinder}
            className="inline-flex min-h-12 items-center justify-center gap-2 rounded-xl border border-white/60 px-5 font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            <Pill aria-hidden="true" className="size-5" />
            {t('hero.mediFinder')}
          </Link>
          <a
            href="#who-we-are"
            className="inline-flex min-h-12 items-center justify-center gap-1 rounded-xl px-3 font-semibold text-teal-50 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-white"
          >
            {t('hero.whoWeAre')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </a>
        </div>
      </div>
    </section>
  );
}
