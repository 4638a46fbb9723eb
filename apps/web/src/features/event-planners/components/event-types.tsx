// The celebrations our vendors serve, as a quick visual list.
import { Briefcase, Cake, CookingPot, GraduationCap, Heart, type LucideIcon, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';

type EventType = 'wedding' | 'sendOff' | 'kitchenParty' | 'graduation' | 'birthday' | 'corporate';

const types: readonly { key: EventType; Icon: LucideIcon; tint: string }[] = [
  { key: 'wedding', Icon: Heart, tint: 'bg-rose-50 text-rose-700' },
  { key: 'sendOff', Icon: Sparkles, tint: 'bg-amber-50 text-amber-800' },
  { key: 'kitchenParty', Icon: CookingPot, tint: 'bg-orange-50 text-orange-800' },
  { key: 'graduation', Icon: GraduationCap, tint: 'bg-sky-50 text-sky-800' },
  { key: 'birthday', Icon: Cake, tint: 'bg-fuchsia-50 text-fuchsia-800' },
  { key: 'corporate', Icon: Briefcase, tint: 'bg-teal-50 text-teal-800' },
];

export function EventTypes() {
  const { t } = useTranslation('eventPlanners');
  return (
    <section aria-labelledby="types-heading" className="bg-stone-100">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <h2 id="types-heading" className="font-bold text-2xl text-stone-900 sm:text-3xl">
          {t('home.types.heading')}
        </h2>
        <p className="mt-2 text-stone-600">{t('home.types.intro')}</p>
        <ul className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-3">
          {types.map(({ key, Icon, tint }) => (
            <li key={key} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5">
              <span className={`inline-flex size-10 items-center justify-center rounded-full ${tint}`}>
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-3 font-semibold text-stone-900">{t(`home.types.${key}.title`)}</h3>
              <p className="mt-1 text-sm text-stone-600">{t(`home.types.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
