// `/Privacy-Policy`: the static policy, with the contact e-mail taken from the server's site config.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useSiteConfig } from '../../../lib/site-config.ts';

const sections = [
  'intro',
  'collect',
  'use',
  'share',
  'rights',
  'retention',
  'security',
  'transfer',
  'children',
  'changes',
  'contact',
] as const;
type SectionKey = (typeof sections)[number];

const collected = ['personal', 'event', 'usage', 'cookies'] as const;
const uses = ['provide', 'orders', 'events', 'communicate', 'improve', 'protect', 'legal'] as const;
const sharedWith = ['providers', 'legal', 'users'] as const;
const rights = ['access', 'correction', 'deletion', 'objection', 'portability'] as const;

export function PrivacyPolicyPage() {
  const { t } = useTranslation('privacy');
  useDocumentTitle(t('meta.title'));
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <header>
        <h1 className="font-bold text-3xl text-stone-900 sm:text-4xl">{t('title')}</h1>
        <p className="mt-2 font-medium text-teal-700">{t('effective')}</p>
      </header>

      <nav aria-labelledby="privacy-toc" className="mt-8 rounded-xl bg-white p-5 ring-1 ring-stone-200">
        <h2 id="privacy-toc" className="font-semibold text-stone-900">
          {t('toc')}
        </h2>
        <ol className="mt-2 grid gap-x-6 sm:grid-cols-2">
          {sections.map((key) => (
            <li key={key}>
              <a
                href={`#${key}`}
                className="inline-flex min-h-11 items-center rounded text-teal-700 hover:underline focus-visible:outline-2 focus-visible:outline-teal-700"
              >
                {t(`${key}.heading`)}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="mt-6 space-y-10 text-stone-700 leading-relaxed">
        <PolicySection id="intro">
          <p>{t('intro.p1')}</p>
          <p>{t('intro.p2')}</p>
          <p>{t('intro.law')}</p>
        </PolicySection>

        <PolicySection id="collect">
          <p>{t('collect.intro')}</p>
          <dl className="space-y-4">
            {collected.map((key) => (
              <div key={key}>
                <dt className="font-semibold text-stone-900">{t(`collect.${key}.title`)}</dt>
                <dd className="mt-1">{t(`collect.${key}.text`)}</dd>
              </div>
            ))}
          </dl>
        </PolicySection>

        <PolicySection id="use">
          <p>{t('use.intro')}</p>
          <ul className="list-disc space-y-1 pl-6">
            {uses.map((key) => (
              <li key={key}>{t(`use.${key}`)}</li>
            ))}
          </ul>
        </PolicySection>

        <PolicySection id="share">
          <p>{t('share.intro')}</p>
          <dl className="space-y-4">
            {sharedWith.map((key) => (
              <div key={key}>
                <dt className="font-semibold text-stone-900">{t(`share.${key}.title`)}</dt>
                <dd className="mt-1">{t(`share.${key}.text`)}</dd>
              </div>
            ))}
          </dl>
        </PolicySection>

        <PolicySection id="rights">
          <p>{t('rights.intro')}</p>
          <ul className="list-disc space-y-1 pl-6">
            {rights.map((key) => (
              <li key={key}>{t(`rights.${key}`)}</li>
            ))}
          </ul>
          <p>{t('rights.how')}</p>
          <p>{t('rights.complaint')}</p>
        </PolicySection>

        {(['retention', 'security', 'transfer', 'children', 'changes'] as const).map((key) => (
          <PolicySection key={key} id={key}>
            <p>{t(`${key}.text`)}</p>
          </PolicySection>
        ))}

        <PolicySection id="contact">
          <p>
            {t('contact.text')} <ContactEmail />.
          </p>
          <p>
            {t('contact.page')}{' '}
            <Link to="/#who-we-are" className="font-medium text-teal-700 underline hover:text-teal-800">
              {t('contact.pageLink')}
            </Link>
          </p>
        </PolicySection>
      </div>
    </article>
  );
}

function PolicySection({ id, children }: { id: SectionKey; children: ReactNode }) {
  const { t } = useTranslation('privacy');
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-28 sm:scroll-mt-20 space-y-3">
      <h2 id={`${id}-heading`} className="font-semibold text-stone-900 text-xl">
        {t(`${id}.heading`)}
      </h2>
      {children}
    </section>
  );
}

function ContactEmail() {
  const { t } = useTranslation('privacy');
  const { data, isPending, isError } = useSiteConfig();
  if (isPending) return <span className="text-stone-500">{t('contact.loading')}</span>;
  if (isError) return <span>{t('contact.unavailable')}</span>;
  return (
    <a
      href={`mailto:${data.contactEmail}`}
      className="wrap-anywhere font-medium text-teal-700 underline hover:text-teal-800"
    >
      {data.contactEmail}
    </a>
  );
}
