// The dashboard's menu: a side list on wide screens (long labels wrap), a row across the top on phones (it scrolls
// sideways once later sections no longer fit).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type AdminSection, adminSections } from './admin-sections.tsx';

export function AdminSectionNav({ current }: { current: AdminSection }) {
  const { t } = useTranslation('admin');
  return (
    <nav aria-label={t('sections.label')} className="-mx-4 lg:mx-0">
      <ul className="flex gap-2 overflow-x-auto px-4 pb-1 lg:flex-col lg:gap-1 lg:overflow-visible lg:px-0">
        {adminSections.map((section) => {
          const active = section.id === current.id;
          const Icon = section.icon;
          return (
            <li key={section.id} className="shrink-0">
              <Link
                to={`?section=${section.id}`}
                aria-current={active ? 'page' : undefined}
                className={`flex min-h-11 items-center gap-2 whitespace-nowrap rounded-full px-4 lg:whitespace-normal font-medium text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 lg:rounded-lg ${
                  active
                    ? 'bg-teal-700 text-white'
                    : 'border border-stone-200 bg-white text-stone-700 hover:bg-stone-100 lg:border-transparent lg:bg-transparent'
                }`}
              >
                <Icon aria-hidden="true" className="size-5 shrink-0" />
                {t(section.labelKey ?? `sections.${section.id}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
