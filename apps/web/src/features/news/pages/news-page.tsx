// The news page: admins will post news here in a later issue. Until then it says plainly that there is none yet and
// what to do meanwhile, rather than "coming soon" (the footer links here).

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title.ts';

export function NewsPage() {
  const { t } = useTranslation('news');
  useDocumentTitle(t('title'));
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-16">
      <h1 className="font-bold text-2xl text-stone-900 sm:text-3xl">{t('title')}</h1>
      <p className="mt-3 max-w-prose text-base text-stone-700">{t('none')}</p>
      <p className="mt-3 max-w-prose text-base text-stone-700">
        {t('meanwhile')}{' '}
        <Link
          to="/event-planners/services"
          className="font-semibold text-teal-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-teal-700"
        >
          {t('browse')}
        </Link>
      </p>
    </section>
  );
}
