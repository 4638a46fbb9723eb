// PLACEHOLDER until the Medi-Finder issue: the two lists the finder will offer.
import { FlaskConical, Pill } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

const cardClass =
  'flex min-h-11 items-center gap-3 rounded-xl border border-stone-200 bg-white p-4 font-semibold text-stone-900 shadow-sm hover:border-teal-600 hover:text-teal-700 focus-visible:outline-2 focus-visible:outline-teal-600';

export function MediFinderHomePage() {
  const { t } = useTranslation('mediFinder');
  return (
    <PlaceholderPage title={t('title')} body={t('intro')}>
      <nav aria-label={t('sections')} className="mt-6">
        <ul className="grid gap-3 sm:grid-cols-2">
          <li>
            <Link to="/medi-finder/pharmacies" className={cardClass}>
              <Pill aria-hidden="true" className="size-6 text-teal-700" />
              {t('pharmacies')}
            </Link>
          </li>
          <li>
            <Link to="/medi-finder/diagnostic-centres" className={cardClass}>
              <FlaskConical aria-hidden="true" className="size-6 text-teal-700" />
              {t('diagnosticCentres')}
            </Link>
          </li>
        </ul>
      </nav>
    </PlaceholderPage>
  );
}
