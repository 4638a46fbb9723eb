// The dashboard's menu: a side list on wide screens (long labels wrap). On a phone the sixteen sections do not fit a
// row, and a row that scrolls sideways hid most of them: there the current section shows on a button that opens all
// of them in two columns.
import { ChevronDown } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type AdminSection, adminSections } from './admin-sections.tsx';

export function AdminSectionNav({ current }: { current: AdminSection }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const listId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const label = (section: AdminSection) => t(section.labelKey ?? `sections.${section.id}`);
  const CurrentIcon = current.icon;
  return (
    <nav aria-label={t('sections.label')}>
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        className="flex min-h-12 w-full items-center gap-2 rounded-xl border border-stone-200 bg-white px-4 text-left font-semibold text-stone-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 lg:hidden"
      >
        <CurrentIcon aria-hidden="true" className="size-5 shrink-0 text-teal-700" />
        <span className="min-w-0 flex-1">{label(current)}</span>
        <span className="font-medium text-sm text-stone-600">{t('sections.label')}</span>
        <ChevronDown
          aria-hidden="true"
          className={`size-5 shrink-0 text-stone-600 ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <ul
        id={listId}
        className={`${open ? 'mt-2 grid' : 'hidden'} grid-cols-2 gap-2 lg:mt-0 lg:flex lg:flex-col lg:gap-1`}
      >
        {adminSections.map((section) => {
          const active = section.id === current.id;
          const Icon = section.icon;
          return (
            <li key={section.id} className="min-w-0">
              <Link
                to={`?section=${section.id}`}
                aria-current={active ? 'page' : undefined}
                onClick={() => {
                  // The list closes on a phone: focus goes back to its button instead of the hidden link.
                  if (!open) return;
                  setOpen(false);
                  toggle.current?.focus();
                }}
                className={`flex min-h-11 items-center gap-2 rounded-lg px-3 font-medium text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 lg:px-4 ${
                  active
                    ? 'bg-teal-700 text-white'
                    : 'border border-stone-200 bg-white text-stone-700 hover:bg-stone-100 lg:border-transparent lg:bg-transparent'
                }`}
              >
                <Icon aria-hidden="true" className="size-5 shrink-0" />
                <span className="min-w-0">{label(section)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
