// The nav links, as a row on wide screens and as a list in the phone drawer.
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useSession } from '../../lib/session-store.ts';
import { navItems } from './nav-items.ts';

const styles = {
  bar: 'inline-flex min-h-11 items-center whitespace-nowrap rounded-lg px-2.5 font-medium text-sm text-stone-700 hover:bg-stone-100 hover:text-teal-700 aria-[current=page]:bg-teal-50 aria-[current=page]:text-teal-700 focus-visible:outline-2 focus-visible:outline-teal-600',
  drawer:
    'flex min-h-12 items-center rounded-lg px-4 font-medium text-base text-stone-800 hover:bg-stone-100 hover:text-teal-700 aria-[current=page]:bg-teal-50 aria-[current=page]:text-teal-700 focus-visible:outline-2 focus-visible:outline-teal-600',
};

type NavLinksProps = { variant: keyof typeof styles; onNavigate?: () => void };

export function NavLinks({ variant, onNavigate }: NavLinksProps) {
  const { t } = useTranslation();
  const user = useSession((state) => state.user);

  return (
    <ul className={variant === 'bar' ? 'flex items-center gap-0.5' : 'flex flex-col gap-1'}>
      {navItems(user).map((item) => (
        <li key={item.key}>
          <NavLink to={item.to} end={item.end} className={styles[variant]} onClick={onNavigate}>
            {t(`nav.${item.key}`)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
