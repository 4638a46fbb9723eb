// The consulting company's three services and the way it works with a client.
import { Lightbulb, type LucideIcon, Megaphone, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const services: readonly { key: 'advising' | 'supervision' | 'advertising'; Icon: LucideIcon }[] = [
  { key: 'advising', Icon: Lightbulb },
  { key: 'supervision', Icon: UsersRound },
  { key: 'advertising', Icon: Megaphone },
];

const steps = ['listen', 'plan', 'supervise', 'measure'] as const;

export function BusinessServices() {
  const { t } = useTranslation('site');
  return (
    <section aria-labelledby="services-heading" className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
      <h2 id="services-heading" className="font-bold text-2xl text-stone-900 sm:text-3xl">
        {t('services.heading')}
      </h2>
      <p className="mt-3 max-w-2xl text-stone-600">{t('services.intro')}</p>
      <ul className="mt-8 grid gap-4 md:grid-cols-3">
        {services.map(({ key, Icon }) => (
          <li key={key} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-teal-50 text-teal-700">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-4 font-semibold text-lg text-stone-900">{t(`services.${key}.title`)}</h3>
            <p className="mt-2 text-stone-600">{t(`services.${key}.text`)}</p>
          </li>
        ))}
      </ul>

      <h2 className="mt-16 font-bold text-2xl text-stone-900">{t('process.heading')}</h2>
      <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map((step, index) => (
          <li key={step} className="flex gap-4 rounded-xl border border-stone-200 p-5">
            <span
              aria-hidden="true"
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-amber-500 font-bold text-stone-950"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold text-stone-900">{t(`process.steps.${step}.title`)}</h3>
              <p className="mt-1 text-sm text-stone-600">{t(`process.steps.${step}.text`)}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
