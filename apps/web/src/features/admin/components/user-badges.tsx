// Role and account status as small labels; status never by colour alone (the word is always there).
import type { AdminUser } from '@sherehe/core/api/admin-users';
import { useTranslation } from 'react-i18next';

const roleColours: Record<AdminUser['userRole'], string> = {
  admin: 'bg-teal-50 text-teal-800 ring-teal-200',
  vendor: 'bg-amber-50 text-amber-900 ring-amber-200',
  user: 'bg-stone-100 text-stone-700 ring-stone-200',
};

const badge =
  'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 font-medium text-xs ring-1 ring-inset';

export function RoleBadge({ role }: { role: AdminUser['userRole'] }) {
  const { t } = useTranslation('admin');
  return <span className={`${badge} ${roleColours[role]}`}>{t(`roles.${role}`)}</span>;
}

export function StatusBadge({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <span
      className={`${badge} gap-1.5 ${disabled ? 'bg-red-50 text-red-800 ring-red-200' : 'bg-green-50 text-green-800 ring-green-200'}`}
    >
      <span
        aria-hidden="true"
        className={`size-1.5 rounded-full ${disabled ? 'bg-red-600' : 'bg-green-600'}`}
      />
      {disabled ? t('users.disabled') : t('users.active')}
    </span>
  );
}
