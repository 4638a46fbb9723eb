// Users: search accounts, page through them, and change a role or disable an account (each confirmed in a dialog).
import type { AdminUser } from '@sherehe/core/api/admin-users';
import { UserSearch } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { useSession } from '../../../lib/session-store.ts';
import { useAdminUsers } from '../api/use-admin-users.ts';
import { AccountStatusDialog } from './account-status-dialog.tsx';
import { ChangeRoleDialog } from './change-role-dialog.tsx';
import { ListSearchForm, useListSearch } from './list-search-form.tsx';
import { LoadMore } from './load-more.tsx';
import { SectionHeading } from './section-heading.tsx';
import { SectionProblem } from './section-problem.tsx';
import { type UserActionKind, UserCard } from './user-card.tsx';

type OpenAction = { kind: UserActionKind; user: AdminUser };

export function UsersSection() {
  const { t } = useTranslation('admin');
  const search = useListSearch();
  const users = useAdminUsers(search);
  const myId = useSession((state) => state.user?.id);
  const [action, setAction] = useState<OpenAction | null>(null);
  const triggerRef = useRef<HTMLElement | null>(null);

  function openAction(kind: UserActionKind, user: AdminUser, trigger: HTMLButtonElement) {
    triggerRef.current = trigger;
    setAction({ kind, user });
  }
  const closeAction = () => setAction(null);

  const list = users.data?.pages.flatMap((page) => page.users) ?? [];

  return (
    <section aria-labelledby="admin-users-heading">
      <SectionHeading id="admin-users-heading" title={t('users.heading')} intro={t('users.intro')} />
      <ListSearchForm />
      <div className="mt-6">
        {users.isPending ? (
          <ListSkeleton />
        ) : users.isError && !users.isFetchNextPageError ? (
          <SectionProblem error={users.error} onRetry={() => users.refetch()} retrying={users.isFetching} />
        ) : list.length === 0 ? (
          <EmptyResult search={search} />
        ) : (
          // Dimmed while another search loads over it, so it is clear these are the previous results.
          <div
            aria-busy={users.isPlaceholderData || undefined}
            className={users.isPlaceholderData ? 'opacity-60' : ''}
          >
            <p role="status" className="mb-3 text-sm text-stone-600">
              {t('users.shown', { count: list.length })}
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

function EmptyResult({ search }: { search: string }) {
  const { t } = useTranslation('admin');
  return (
    <div role="status" className="rounded-xl border border-stone-300 border-dashed bg-white p-6 text-center">
      <UserSearch aria-hidden="true" className="mx-auto size-8 text-stone-400" />
      <p className="mt-2 font-medium text-stone-900">
        {search ? t('users.noMatch', { search }) : t('users.none')}
      </p>
      {search ? <p className="mt-1 text-sm text-stone-600">{t('users.noMatchHint')}</p> : null}
    </div>
  );
}
