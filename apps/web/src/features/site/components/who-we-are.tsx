// The #who-we-are section: the company's story and how to reach it (the footer's Visit Website lands here).
import { formatPhone } from '@sherehe/core/phone';
import { CheckCircle2, Mail, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../../lib/site-config.ts';

const values = ['trust', 'local', 'results'] as const;

export function WhoWeAre() {
  const { t } = useTranslation('site');
  return (
    <section id="who-we-are" aria-labelledby="who-heading" className="scroll-mt-28 sm:scroll-mt-20">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:py-20 lg:grid-cols-[1.4fr_1fr]">
        <div>
          <h2 id="who-heading" className="font-bold text-2xl text-stone-900 sm:text-3xl">
            {t('who.heading')}
          </h2>
          <p className="mt-4 text-lg text-stone-700">{t('who.p1')}</p>
          <p className="mt-4 text-stone-700">{t('who.p2')}</p>
          <h3 className="mt-8 font-semibold text-lg text-stone-900">{t('who.values.heading')}</h3>
          <ul className="mt-3 space-y-3">
            {values.map((value) => (
              <li key={value} className="flex gap-3 text-stone-700">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal-600" />
                {t(`who.values.${value}`)}
              </li>
            ))}
          </ul>
        </div>
        <CompanyContact />
      </div>
    </section>
  );
}

function CompanyContact() {
  const { t } = useTranslation('site');
  const { data, isPending, isError } = useSiteConfig();
  const linkClass =
    'inline-flex min-h-11 items-center gap-3 rounded-lg font-medium text-teal-700 hover:underline focus-visible:outline-2 focus-visible:outline-teal-700';

  return (
    <aside aria-labelledby="talk-heading" className="h-fit rounded-xl bg-teal-50 p-6 ring-1 ring-teal-100">
      <h3 id="talk-heading" className="font-semibold text-stone-900 text-xl">
        {t('who.contact.heading')}
      </h3>
      <p className="mt-2 text-stone-700">{t('who.contact.text')}</p>
      {isPending ? (
        <div className="mt-4 space-y-3" aria-busy="true">
          <span className="sr-only">{t('who.contact.loading')}</span>
          <div aria-hidden="true" className="h-6 w-52 animate-pulse rounded bg-teal-100" />
          <div aria-hidden="true" className="h-6 w-40 animate-pulse rounded bg-teal-100" />
        </div>
      ) : isError ? (
        <p className="mt-4 text-sm text-stone-600">{t('who.contact.unavailable')}</p>
      ) : (
        <ul className="mt-4 space-y-1">
          <li>
            <a href={`mailto:${data.contactEmail}`} className={`wrap-anywhere ${linkClass}`}>
              <Mail aria-hidden="true" className="size-5 shrink-0" />
              <span className="sr-only">{t('who.contact.email')}: </span>
              {data.contactEmail}
            </a>
          </li>
          {data.phones.map((phone) => (
            <li key={phone}>
              <a href={`tel:${phone}`} className={`tabular ${linkClass}`}>
                <Phone aria-hidden="true" className="size-5 shrink-0" />
                <span className="sr-only">{t('who.contact.phone')}: </span>
                {formatPhone(phone)}
              </a>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
