// A vendor request's story: when it came in, then each decision with who made it and their note.
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../lib/format-date.ts';
import { useVendorRequestHistory } from '../api/use-vendor-request-history.ts';
import { SectionProblem } from './section-problem.tsx';

export function RequestHistory({ id, receivedAt }: { id: string; receivedAt: string }) {
  const { t } = useTranslation('admin');
  const { dateTime } = useFormatDate();
  const history = useVendorRequestHistory(id, true);
  if (history.isPending)
    return <p className="mt-3 text-sm text-stone-600">{t('vendorRequests.historyLoading')}</p>;
  if (history.isError) {
    return (
      <SectionProblem error={history.error} onRetry={() => history.refetch()} retrying={history.isFetching} />
    );
  }
  return (
    <ol className="mt-3 flex flex-col gap-2 border-stone-200 border-l-2 pl-4 text-sm">
      <li>
        <span className="font-medium text-stone-900">{t('vendorRequests.events.received')}</span>{' '}
        <time dateTime={receivedAt} className="text-stone-600 tabular-nums">
          {dateTime(receivedAt)}
        </time>
      </li>
      {history.data.events.map((event) => (
        <li key={event.id}>
          <span className="font-medium text-stone-900">{t(`vendorRequests.events.${event.status}`)}</span>{' '}
          <time dateTime={event.createdAt} className="text-stone-600 tabular-nums">
            {dateTime(event.createdAt)}
          </time>
          {event.actorName ? (
            <span className="text-stone-600"> · {t('vendorRequests.by', { name: event.actorName })}</span>
          ) : null}
          {event.note ? <p className="mt-0.5 break-words text-stone-800">“{event.note}”</p> : null}
        </li>
      ))}
    </ol>
  );
}
