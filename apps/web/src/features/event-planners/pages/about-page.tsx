// `/event-planners/about`: why Sherehe exists, what it offers each kind of user and who runs it.
import { ArrowRight, CheckCircle2, HandCoins, type LucideIcon, PartyPopper, Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { paths } from '../../../lib/paths.ts';

const offers: readonly { key: 'hosts' | 'contributors' | 'vendors'; Icon: LucideIcon }[] = [
  { key: 'hosts', Icon: PartyPopper },
  { key: 'contributors', Icon: HandCoins },
  { key: 'vendors', Icon: Store },
];
const values = ['money', 'vendors', 'language', 'support'] as const;

const primaryLink =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-xl bg-teal-700 px-5 font-semibold text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700';
const secondaryLink =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-xl border border-teal-700 px-5 font-semibold text-teal-700 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700';

export function AboutPage() {
  const { t } = useTranslation('eventPlanners');
  useDocumentTitle(t('about.meta.title'));
  return (
    <article>
      <header className="bg-linear-to-b from-teal-50 to-stone-50">
        <div className="mx-auto max-w-3xl px-4 pt-12 pb-8 sm:pt-16">
          <h1 className="font-bold text-3xl text-stone-900 sm:text-4xl">{t('about.title')}</h1>
          <p className="mt-4 text-lg text-stone-700 leading-relaxed">{t('about.lead')}</p>
        </div>
      </header>

      <div className="mx-auto max-w-3xl space-y-12 px-4 pb-14">
        <section aria-labelledby="story-heading" className="space-y-4 text-stone-700 leading-relaxed">
          <h2 id="story-heading" className="font-bold text-2xl text-stone-900">
            {t('about.story.heading')}
          </h2>
          <p>{t('about.story.p1')}</p>
          <p>{t('about.story.p2')}</p>
        </section>

        <section aria-labelledby="offer-heading">
          <h2 id="offer-heading" className="font-bold text-2xl text-stone-900">
            {t('about.offer.heading')}
          </h2>
          <ul className="mt-5 space-y-4">
            {offers.map(({ key, Icon }) => (
              <li key={key} className="flex gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
                <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-teal-50 text-teal-700">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <div>
                  <h3 className="font-semibold text-lg text-stone-900">{t(`about.offer.${key}.title`)}</h3>
                  <p className="mt-1 text-stone-600">{t(`about.offer.${key}.text`)}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="values-heading">
          <h2 id="values-heading" className="font-bold text-2xl text-stone-900">
            {t('about.values.heading')}
          </h2>
          <ul className="mt-4 space-y-3">
            {values.map((value) => (
              <li key={value} className="flex gap-3 text-stone-700">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal-600" />
                {t(`about.values.${value}`)}
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="company-heading" className="rounded-xl bg-stone-900 p-6 text-stone-200">
          <h2 id="company-heading" className="font-bold text-white text-xl">
            {t('about.company.heading')}
          </h2>
          <p className="mt-2">{t('about.company.text')}</p>
          <Link
            to="/#who-we-are"
            className="mt-4 inline-flex min-h-11 items-center gap-2 rounded font-semibold text-teal-300 hover:underline focus-visible:outline-2 focus-visible:outline-teal-300"
          >
            {t('about.company.cta')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </section>

        <section aria-labelledby="start-heading" className="text-center">
          <h2 id="start-heading" className="font-bold text-2xl text-stone-900">
            {t('about.cta.heading')}
          </h2>
          <div className="mt-5 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to={paths.services()} className={primaryLink}>
              {t('about.cta.browse')}
            </Link>
            <Link to={paths.createEvent} className={secondaryLink}>
              {t('about.cta.create')}
            </Link>
          </div>
        </section>
      </div>
    </article>
  );
}
