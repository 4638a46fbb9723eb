// A friendly 404 inside whichever area the address belongs to, with the way back to that area's home.
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { paths } from '../../lib/paths.ts';

export function areaHome(pathname: string): string {
  const lower = pathname.toLowerCase();
  if (lower.startsWith(paths.home)) return paths.home;
  if (lower.startsWith(paths.mediFinder)) return paths.mediFinder;
  return '/';
}

export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useDocumentTitle(t('notFound.title'));

  return (
    <section className="mx-auto flex w-full max-w-lg flex-col items-center px-4 py-16 text-center">
      <p aria-hidden="true" className="font-bold text-6xl text-teal-700 tabular">
        404
      </p>
      <h1 className="mt-4 font-bold text-2xl text-stone-900">{t('notFound.title')}</h1>
      <p className="mt-2 text-stone-600">{t('notFound.body')}</p>
      <Link
        to={areaHome(pathname)}
        className="mt-6 inline-flex min-h-11 items-center rounded-full bg-teal-700 px-5 font-semibold text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
      >
        {t('notFound.home')}
      </Link>
    </section>
  );
}
