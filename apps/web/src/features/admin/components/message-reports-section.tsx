// Reported messages: the oldest open report first (or those dismissed or hidden), each with the message, why and
// whose conversation it is; an admin reads the whole conversation (the server audits it), then dismisses the report
// or hides the message from both sides.
import type { AdminReport } from '@sherehe/core/api/conversations';
import { Flag } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { Dialog } from '../../../components/dialog.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useFormatDate } from '../../../lib/format-date.ts';
import { toast } from '../../../lib/toast.ts';
import {
  type ReportStatus,
  reportedPhotoUrl,
  useMessageReports,
  useReportedConversation,
  useSettleReport,
} from '../api/use-message-reports.ts';
import { LoadMore } from './load-more.tsx';
import { SectionHeading } from './section-heading.tsx';
import { SectionProblem } from './section-problem.tsx';
import { StatusFilter, useStatusParam } from './status-filter.tsx';

const statuses: readonly ReportStatus[] = ['open', 'dismissed', 'hidden'];

export function MessageReportsSection() {
  const { t } = useTranslation('admin');
  const status = useStatusParam(statuses, 'open');
  const reports = useMessageReports(status);
  const [reading, setReading] = useState<AdminReport | null>(null);
  const list = reports.data?.pages.flatMap((page) => page.reports) ?? [];

  return (
    <section aria-labelledby="admin-message-reports-heading">
      <SectionHeading
        id="admin-message-reports-heading"
        title={t('messageReports.heading')}
        intro={t('messageReports.intro')}
      />
      <StatusFilter
        label={t('messageReports.filter')}
        fallback="open"
        options={statuses.map((value) => ({ value, label: t(`messageReports.statuses.${value}`) }))}
      />
      <div className="mt-6">
        {reports.isPending ? (
          <ListSkeleton />
        ) : reports.isError && !reports.isFetchNextPageError ? (
          <SectionProblem
            error={reports.error}
            onRetry={() => reports.refetch()}
            retrying={reports.isFetching}
          />
        ) : list.length === 0 ? (
          <div
            role="status"
            className="rounded-xl border border-stone-300 border-dashed bg-white p-6 text-center"
          >
            <Flag aria-hidden="true" className="mx-auto size-8 text-stone-400" />
            <p className="mt-2 font-medium text-stone-900">{t(`messageReports.empty.${status}`)}</p>
          </div>
        ) : (
          <>
            <ul className="flex flex-col gap-3">
              {list.map((report) => (
                <ReportCard key={report.id} report={report} onRead={() => setReading(report)} />
              ))}
            </ul>
            <LoadMore
              hasMore={reports.hasNextPage}
              loading={reports.isFetchingNextPage}
              error={reports.isFetchNextPageError ? reports.error : null}
              onLoadMore={() => reports.fetchNextPage()}
            />
          </>
        )}
      </div>
      {reading ? <ConversationDialog report={reading} onClose={() => setReading(null)} /> : null}
    </section>
  );
}

function ReportCard({ report, onRead }: { report: AdminReport; onRead: () => void }) {
  const { t } = useTranslation('admin');
  const { dateTime } = useFormatDate();
  const from = report.message.side === 'vendor' ? report.vendor.businessName : report.customerName;
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <p className="text-sm text-stone-600">
        {t('messageReports.between', { vendor: report.vendor.businessName, customer: report.customerName })} ·{' '}
        <time dateTime={report.reportedAt}>{dateTime(report.reportedAt)}</time>
      </p>
      <blockquote className="mt-2 whitespace-pre-wrap border-stone-300 border-l-4 pl-3 text-stone-900">
        {report.message.photo ? (
          <ReportedPhoto conversationId={report.conversationId} messageId={report.message.id} by={from} />
        ) : (
          report.message.body
        )}
      </blockquote>
      <p className="mt-1 text-sm text-stone-600">{t('messageReports.wroteBy', { name: from })}</p>
      <p className="mt-2 text-sm">
        <span className="font-medium text-stone-900">{t('messageReports.why')}</span> {report.why}
      </p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={onRead}>
        {t('messageReports.read')}
      </Button>
    </li>
  );
}

/** A photo in a reported conversation, small, opening full size. */
function ReportedPhoto({
  conversationId,
  messageId,
  by,
}: {
  conversationId: string;
  messageId: string;
  by: string;
}) {
  const { t } = useTranslation('admin');
  const url = reportedPhotoUrl(conversationId, messageId);
  return (
    <a
      href={url}
      target="_blank"
      rel="noreferrer"
      className="mt-1 inline-block rounded-lg focus-visible:outline-2"
    >
      <img
        src={url}
        alt={t('messageReports.photo', { name: by })}
        loading="lazy"
        className="max-h-48 w-auto rounded-lg border border-stone-200 bg-stone-100"
      />
    </a>
  );
}

function ConversationDialog({ report, onClose }: { report: AdminReport; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { dateTime } = useFormatDate();
  const conversation = useReportedConversation(report.conversationId);
  const settle = useSettleReport();
  const decide = (action: 'dismiss' | 'hide') =>
    settle.mutate(
      { id: report.id, action },
      {
        onSuccess: () => {
          toast.success(t(action === 'hide' ? 'messageReports.hiddenDone' : 'messageReports.dismissedDone'));
          onClose();
        },
      },
    );
  return (
    <Dialog
      open
      onClose={() => {
        if (!settle.isPending) onClose();
      }}
      title={t('messageReports.between', {
        vendor: report.vendor.businessName,
        customer: report.customerName,
      })}
      closeLabel={t('messageReports.close')}
      footer={
        report.status === 'open' ? (
          <>
            <Button variant="secondary" onClick={() => decide('dismiss')} disabled={settle.isPending}>
              {t('messageReports.dismiss')}
            </Button>
            <Button variant="danger" onClick={() => decide('hide')} loading={settle.isPending}>
              {t('messageReports.hide')}
            </Button>
          </>
        ) : (
          <Button onClick={onClose}>{t('messageReports.close')}</Button>
        )
      }
    >
      <FormAlert message={settle.isError ? errorText(settle.error) : null} />
      {conversation.isPending ? (
        <ListSkeleton />
      ) : conversation.isError ? (
        <FormAlert message={errorText(conversation.error)} />
      ) : (
        <ol className="flex flex-col gap-2">
          {conversation.data.messages.map((message) => (
            <li
              key={message.id}
              className={`rounded-lg border p-3 text-sm ${
                message.id === report.message.id ? 'border-red-300 bg-red-50' : 'border-stone-200 bg-white'
              }`}
            >
              <p className="text-stone-500 text-xs">
                {message.side === 'vendor'
                  ? conversation.data.vendor.businessName
                  : conversation.data.customerName}{' '}
                · {dateTime(message.sentAt)}
                {message.hidden ? ` · ${t('messageReports.hiddenBadge')}` : ''}
              </p>
              {message.photo ? (
                <ReportedPhoto
                  conversationId={conversation.data.id}
                  messageId={message.id}
                  by={
                    message.side === 'vendor'
                      ? conversation.data.vendor.businessName
                      : conversation.data.customerName
                  }
                />
              ) : (
                <p className="mt-1 whitespace-pre-wrap text-stone-900">{message.body}</p>
              )}
            </li>
          ))}
        </ol>
      )}
    </Dialog>
  );
}
