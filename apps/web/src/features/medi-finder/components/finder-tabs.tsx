// Pharmacies | Diagnostic centres: links (each tab has its own address), the current one marked.
import type { PlaceKind } from '@sherehe/core/api/medi-finder';
import { FlaskConical, Pill } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { tabPath } from '../place-format.ts';

const tabs = [
  { kind: 'pharmacy', label: 'pharmacies', Icon: Pill },
  { kind: 'diagnostic_center', label: 'diagnosticCentres', Icon: FlaskConical },
] as const;

export function FinderTabs({ kind }: { kind: PlaceKind }) {
  const { t } = useTranslation('mediFinder');
  return (
    <nav aria-label={t('sections')} className="border-stone-200 border-b">
      <ul className="-mb-px flex">
        {tabs.map(({ kind: tabKind, label, Icon }) => {
          const current = tabKind === kind;
          return (
            <li key={tabKind} className="flex-1 sm:flex-none">
              <Link
                to={tabPath(tabKind)}
                aria-current={current ? 'page' : undefined}
                className={`flex min-h-12 items-center justify-center gap-2 border-b-2 px-4 font-semibold text-sm focus-visible:outline-2 focus-visible:outline-teal-700 sm:text-base ${
                  current
                    ? 'border-teal-700 text-teal-800'
                    : 'border-transparent text-stone-600 hover:border-stone-300 hover:text-stone-900'
                }`}
              >
                <Icon aria-hidden="true" className="size-5 shrink-0" />
                {t(label)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
