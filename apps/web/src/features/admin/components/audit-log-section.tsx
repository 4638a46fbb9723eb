// Audit log: the latest admin actions, newest first. The server sends its latest 100 at once; the page shows them
// a screenful at a time so a cheap phone does not draw a hundred cards it may never scroll to.
import { ScrollText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session-store.ts';
import { AUDIT_LOG_LIMIT, useAuditLog } from '../api/use-audit-log.ts';
import { useKnownUserNames } from '../api/use-known-user-names.ts';
import { AuditEntryItem } from './audit-entry-item.tsx';
import { ListSkeleton } from './list-skeleton.tsx';
import { LoadMore } from './load-more.tsx';
import { SectionHeading } from './section-heading.tsx';
import { SectionProblem } from './section-problem.tsx';

const STEP = 25;

function useMe(): { id: string; name: string } | null {
  const id = useSession((state) => state.user?.id);
  const name = useSession((state) => state.user?.name);
  return typeof id === 'string' && typeof name === 'string' ? { id, name } : null;
}

export function AuditLogSection() {
  const { t } = useTranslation('admin');
  const log = useAuditLog();
  const me = useMe();
  const names = useKnownUserNames();
  const [shown, setShown] = useState(STEP);
  const entries = log.data?.entries ?? [];

  return (
    <section aria-labelledby="admin-audit-heading">
      <SectionHeading id="admin-audit-heading" title={t('audit.heading')} intro={t('audit.intro')} />
      {log.isPending ? (
        <ListSkeleton />
      ) : log.isError ? (
        <SectionProblem error={log.error} onRetry={() => log.refetch()} retrying={log.isFetching} />
      ) : entries.length === 0 ? (
        <div className="rounded-xl border border-stone-300 border-dashed bg-white p-6 text-center">
          <ScrollText aria-hidden="true" className="mx-auto size-8 text-stone-400" />
          <p className="mt-2 font-medium text-stone-900">{t('audit.empty')}</p>
        </div>
      ) : (
        <>
          <ol className="flex flex-col gap-3">
            {entries.slice(0, shown).map((entry) => (
              <AuditEntryItem key={entry.id} entry={entry} me={me} names={names} />
            ))}
          </ol>
          <LoadMore
            hasMore={shown < entries.length}
            loading={false}
            error={null}
            onLoadMore={() => setShown((count) => count + STEP)}
          />
          {shown >= entries.length && entries.length >= AUDIT_LOG_LIMIT ? (
            <p className="mt-4 text-center text-sm text-stone-600">
              {t('audit.latestOnly', { count: AUDIT_LOG_LIMIT })}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
