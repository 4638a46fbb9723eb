// Audit log: admin actions, newest first, a page at a time from the server, each naming who acted and on whom.
import { ScrollText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { useSession } from '../../../lib/session-store.ts';
import { useAuditLog } from '../api/use-audit-log.ts';
import { AuditEntryItem } from './audit-entry-item.tsx';
import { LoadMore } from './load-more.tsx';
import { SectionHeading } from './section-heading.tsx';
import { SectionProblem } from './section-problem.tsx';

export function AuditLogSection() {
  const { t } = useTranslation('admin');
  const log = useAuditLog();
  // The stored user is only trusted for its role; an id of another type simply matches no one.
  const myId = useSession((state) => (typeof state.user?.id === 'string' ? state.user.id : undefined));
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <section aria-labelledby="admin-audit-heading">
      <SectionHeading id="admin-audit-heading" title={t('audit.heading')} intro={t('audit.intro')} />
      {log.isPending ? (
        <ListSkeleton />
      ) : log.isError && !log.isFetchNextPageError ? (
        <SectionProblem error={log.error} onRetry={() => log.refetch()} retrying={log.isFetching} />
      ) : entries.length === 0 ? (
        <div className="rounded-xl border border-stone-300 border-dashed bg-white p-6 text-center">
          <ScrollText aria-hidden="true" className="mx-auto size-8 text-stone-400" />
          <p className="mt-2 font-medium text-stone-900">{t('audit.empty')}</p>
        </div>
      ) : (
        <>
          <ol className="flex flex-col gap-3">
            {entries.map((entry) => (
              <AuditEntryItem key={entry.id} entry={entry} myId={myId} />
            ))}
          </ol>
          <LoadMore
            hasMore={log.hasNextPage}
            loading={log.isFetchingNextPage}
            error={log.isFetchNextPageError ? log.error : null}
            onLoadMore={() => log.fetchNextPage()}
          />
        </>
      )}
    </section>
  );
}
