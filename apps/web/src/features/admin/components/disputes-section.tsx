// Disputes: orders a customer reported a problem with, their money frozen until an admin decides. Each opens the
// order's page, where both sides' words and photos are, and the decision is made.
import type { AdminDispute } from '@sherehe/core/api/disputes';
import { Scale } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { useFormatTzs } from '../../../lib/format.ts';
import { useFormatDate } from '../../../lib/format-date.ts';
import { paths } from '../../../lib/paths.ts';
import { type DisputeState, useAdminDisputes } from '../api/use-admin-disputes.ts';
import { SectionHeading } from './section-heading.tsx';
import { SectionProblem } from './section-problem.tsx';
import { StatusFilter, useStatusParam } from './status-filter.tsx';

const states: readonly DisputeState[] = ['open', 'decided'];

export function DisputesSection() {
  const { t } = useTranslation('disputes');
  const state = useStatusParam(states, 'open');
  const disputes = useAdminDisputes(state);
  const list = disputes.data?.items ?? [];
  return (
    <section aria-labelledby="admin-disputes-heading">
      <SectionHeading id="admin-disputes-heading" title={t('admin.heading')} intro={t('admin.intro')} />
      <StatusFilter
        label={t('admin.filter')}
        fallback="open"
        options={states.map((value) => ({ value, label: t(`admin.${value}`) }))}
      />
      <div className="mt-6">
        {disputes.isPending ? (
          <ListSkeleton />
        ) : disputes.isError ? (
          <SectionProblem
            error={disputes.error}
            onRetry={() => disputes.refetch()}
            retrying={disputes.isFetching}
          />
        ) : list.length === 0 ? (
          <div
            role="status"
            className="rounded-xl border border-stone-300 border-dashed bg-white p-6 text-center"
          >
            <Scale aria-hidden="true" className="mx-auto size-8 text-stone-400" />
            <p className="mt-2 font-medium text-stone-900">
              {state === 'open' ? t('admin.none') : t('admin.noneDecided')}
            </p>
          </div>
        ) : (
          <ul
            aria-busy={disputes.isPlaceholderData || undefined}
            className={`flex flex-col gap-3 ${disputes.isPlaceholderData ? 'opacity-60' : ''}`}
          >
            {list.map((dispute) => (
              <DisputeRow key={dispute.id} dispute={dispute} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function DisputeRow({ dispute }: { dispute: AdminDispute }) {
  const { t } = useTranslation('disputes');
  const formatTzs = useFormatTzs();
  const { dateTime } = useFormatDate();
  return (
    <li>
      <Link
        to={paths.order(dispute.orderId, 'dispute')}
        aria-label={t('admin.view', { reference: dispute.reference })}
        className="block rounded-xl border border-stone-200 bg-white p-4 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
      >
        <div className="flex flex-wrap items-start justify-between gap-3">
          <p className="font-semibold text-stone-900">
            {t('admin.row', {
              reference: dispute.reference,
              customer: dispute.customerName,
              vendor: dispute.vendorName,
            })}
          </p>
          {dispute.state === 'open' ? (
            <p className="shrink-0 font-semibold text-amber-900 tabular">
              {t('admin.frozen', { amount: formatTzs(dispute.frozenTzs) })}
            </p>
          ) : null}
        </div>
        <p className="mt-1 text-stone-800">
          {t(`reasons.${dispute.reason}`)} ·{' '}
          {dispute.state === 'open'
            ? dispute.answered
              ? t('admin.answered')
              : t('admin.unanswered')
            : t(`admin.outcome.${dispute.outcome ?? 'release'}`)}
        </p>
        <p className="text-sm text-stone-600">{t('admin.openedAt', { date: dateTime(dispute.openedAt) })}</p>
      </Link>
    </li>
  );
}
