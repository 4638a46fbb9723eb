// One account: a card on phones, a row of the list on wide screens; its role and status can be changed from here.
import type { AdminUser } from '@sherehe/core/api/admin-users';
import { formatPhone } from '@sherehe/core/phone';
import { Ban, CircleCheck, UserCog } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../lib/format-date.ts';
import { CardActionButton } from './card-action-button.tsx';
import { RoleBadge, StatusBadge } from './user-badges.tsx';

export type UserActionKind = 'role' | 'status';

type UserCardProps = {
  user: AdminUser;
  /** The signed-in admin's own account: the server refuses to let them lock themselves out, so no buttons. */
  isSelf: boolean;
  onAction: (kind: UserActionKind, user: AdminUser, trigger: HTMLButtonElement) => void;
};

function Detail({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`min-w-0 ${className}`}>
      <dt className="text-stone-500 text-xs">{label}</dt>
      <dd className="mt-0.5 break-words text-stone-900">{children}</dd>
    </div>
  );
}

export function UserCard({ user, isSelf, onAction }: UserCardProps) {
  const { t } = useTranslation('admin');
  const { date } = useFormatDate();
  const notGiven = <span className="text-stone-500 italic">{t('users.notGiven')}</span>;
  const act = (kind: UserActionKind) => (event: MouseEvent<HTMLButtonElement>) =>
    onAction(kind, user, event.currentTarget);

  return (
    // Wide screens: the name with the buttons on one line, the details in a row of columns under both. The DOM
    // keeps name, details, buttons: the order a screen reader reads and Tab follows.
    <li className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm lg:grid lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center lg:gap-x-6 lg:px-5">
      <p className="flex flex-wrap items-center gap-2 font-semibold text-base text-stone-900 lg:col-start-1 lg:row-start-1">
        <span className="break-words">{user.name}</span>
        {isSelf ? (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 font-medium text-amber-900 text-xs">
            {t('users.you')}
          </span>
        ) : null}
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 text-sm lg:col-span-2 lg:row-start-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1.2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <Detail label={t('users.email')} className="col-span-2 lg:col-span-1">
          {user.email ?? notGiven}
        </Detail>
        <Detail label={t('users.phone')}>{user.phone ? formatPhone(user.phone) : notGiven}</Detail>
        <Detail label={t('users.created')}>
          <time dateTime={user.createdAt}>{date(user.createdAt)}</time>
        </Detail>
        <Detail label={t('users.role')}>
          <RoleBadge role={user.userRole} />
        </Detail>
        <Detail label={t('users.status')}>
          <StatusBadge disabled={user.disabled} />
        </Detail>
      </dl>
      {isSelf ? (
        <p className="mt-4 text-sm text-stone-600 lg:col-start-2 lg:row-start-1 lg:mt-0 lg:max-w-72 lg:text-right">
          {t('users.ownAccount')}
        </p>
      ) : (
        <div className="mt-4 flex flex-wrap gap-2 lg:col-start-2 lg:row-start-1 lg:mt-0 lg:flex-nowrap">
          <CardActionButton
            icon={UserCog}
            label={t('users.changeRole')}
            accessibleName={t('users.changeRoleOf', { name: user.name })}
            tone="secondary"
            onClick={act('role')}
          />
          <CardActionButton
            icon={user.disabled ? CircleCheck : Ban}
            label={user.disabled ? t('users.enable') : t('users.disable')}
            accessibleName={t(user.disabled ? 'users.enableOf' : 'users.disableOf', { name: user.name })}
            tone={user.disabled ? 'secondary' : 'danger'}
            onClick={act('status')}
          />
        </div>
      )}
    </li>
  );
}
