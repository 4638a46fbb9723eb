// Users: search accounts, filter them by role and status (each choice says how many it leads to), page through them,
// and change a role or disable an account (each confirmed in a dialog).
import type { AdminUser, AdminUserTotals } from '@sherehe/core/api/admin-users';
import { UserSearch } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { useSession } from '../../../lib/session-store.ts';
import { type AccountStatusFilter, type RoleFilter, useAdminUsers } from '../api/use-admin-users.ts';
import { AccountStatusDialog } from './account-status-dialog.tsx';
import { ChangeRoleDialog } from './change-role-dialog.tsx';
import { ListSearchForm, useListSearch } from './list-search-form.tsx';
import { LoadMore } from './load-more.tsx';
import { SectionHeading } from './section-heading.tsx';
import { SectionProblem } from './section-problem.tsx';
import { StatusFilter, useStatusParam } from './status-filter.tsx';
import { type UserActionKind, UserCard } from './user-card.tsx';

type OpenAction = { kind: UserActionKind; user: AdminUser };

const roles: readonly RoleFilter[] = ['all', 'user', 'vendor', 'admin'];
const statuses: readonly AccountStatusFilter[] = ['all', 'active', 'disabled'];

export function UsersSection() {
  const { t } = useTranslation('admin');
  const { t: tf } = useTranslation('adminDashboard');
  const search = useListSearch();
  const role = useStatusParam(roles, 'all', 'role');
  const status = useStatusParam(statuses, 'all');
  const users = useAdminUsers({ search, role, status });
  const myId = useSession((state) => state.user?.id);
  const [action, setAction] = useState<OpenAction | null>(null);
  const triggerRef = useRef<HTMLElement | null>(null);

  function openAction(kind: UserActionKind, user: AdminUser, trigger: HTMLButtonElement) {
    triggerRef.current = trigger;
    setAction({ kind, user });
  }
  const closeAction = () => setAction(null);

  const list = users.data?.pages.flatMap((page) => page.users) ?? [];
  const totals = users.data?.pages[0]?.totals;
  const filtered = role !== 'all' || status !== 'all';

  return (
    <section aria-labelledby="admin-users-heading">
      <SectionHeading id="admin-users-heading" title={t('users.heading')} intro={t('users.intro')} />
      <ListSearchForm />
      <UserFilters totals={totals} />
      <div className="mt-6">
        {users.isPending ? (
          <ListSkeleton />
        ) : users.isError && !users.isFetchNextPageError ? (
          <SectionProblem error={users.error} onRetry={() => users.refetch()} retrying={users.isFetching} />
        ) : list.length === 0 ? (
          <EmptyResult search={search} filtered={filtered} />
        ) : (
          // Dimmed while another search loads over it, so it is clear these are the previous results.
          <div
            aria-busy={users.isPlaceholderData || undefined}
            className={users.isPlaceholderData ? 'opacity-60' : ''}
          >
            <p role="status" className="mb-3 text-sm text-stone-600">
              {totals && totals.matching > list.length
                ? tf('users.shownOf', { shown: list.length, count: totals.matching })
                : t('users.shown', { count: list.length })}
            </p>
            <ul className="flex flex-col gap-3">
              {list.map((user) => (
                <UserCard key={user.id} user={user} isSelf={user.id === myId} onAction={openAction} />
              ))}
            </ul>
            <LoadMore
              hasMore={users.hasNextPage}
              loading={users.isFetchingNextPage}
              error={users.isFetchNextPageError ? users.error : null}
              onLoadMore={() => users.fetchNextPage()}
            />
          </div>
        )}
      </div>
      {action?.kind === 'role' ? (
        <ChangeRoleDialog user={action.user} onClose={closeAction} returnFocusRef={triggerRef} />
      ) : null}
      {action?.kind === 'status' ? (
        <AccountStatusDialog user={action.user} onClose={closeAction} returnFocusRef={triggerRef} />
      ) : null}
    </section>
  );
}

/** Role and status chips, each with how many accounts it would show (among those the search matches). */
function UserFilters({ totals }: { totals: AdminUserTotals | undefined }) {
  const { t } = useTranslation('adminDashboard');
  const labelled = (label: string, count: number | undefined) =>
    count === undefined ? label : t('users.withCount', { label, count });
  const byRole = totals?.byRole;
  const byStatus = totals?.byStatus;
  return (
    <div className="flex flex-col gap-x-6 sm:flex-row sm:flex-wrap">
      <StatusFilter
        label={t('users.roleFilter')}
        param="role"
        fallback="all"
        options={roles.map((value) => ({
          value,
          label: labelled(
            t(`users.roles.${value}`),
            byRole && (value === 'all' ? byRole.user + byRole.vendor + byRole.admin : byRole[value]),
          ),
        }))}
      />
      <StatusFilter
        label={t('users.statusFilter')}
        fallback="all"
        options={statuses.map((value) => ({
          value,
          label: labelled(
            t(`users.statuses.${value}`),
            byStatus && (value === 'all' ? byStatus.active + byStatus.disabled : byStatus[value]),
          ),
        }))}
      />
    </div>
  );
}

function EmptyResult({ search, filtered }: { search: string; filtered: boolean }) {
  const { t } = useTranslation('admin');
  const { t: tf } = useTranslation('adminDashboard');
  const [title, hint] = search
    ? [t('users.noMatch', { search }), t('users.noMatchHint')]
    : filtered
      ? [tf('users.noneFiltered'), tf('users.noneFilteredHint')]
      : [t('users.none'), null];
  return (
    <div role="status" className="rounded-xl border border-stone-300 border-dashed bg-white p-6 text-center">
      <UserSearch aria-hidden="true" className="mx-auto size-8 text-stone-400" />
      <p className="mt-2 font-medium text-stone-900">{title}</p>
      {hint ? <p className="mt-1 text-sm text-stone-600">{hint}</p> : null}
    </div>
  );
}
