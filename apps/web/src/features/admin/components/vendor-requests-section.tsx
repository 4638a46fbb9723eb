// Vendor requests: the Become Vendor queue (pending by default, oldest first), approve or reject each with a note.
import type { AdminVendorRequest } from '@sherehe/core/api/vendor-onboarding';
import { Inbox } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { toast } from '../../../lib/toast.ts';
import { useDecideVendorRequest } from '../api/use-decide-vendor-request.ts';
import { type RequestStatusFilter, useVendorRequests } from '../api/use-vendor-requests.ts';
import { LoadMore } from './load-more.tsx';
import { NoteDialog } from './note-dialog.tsx';
import { SectionHeading } from './section-heading.tsx';
import { SectionProblem } from './section-problem.tsx';
import { StatusFilter, useStatusParam } from './status-filter.tsx';
import { contactShown, type RequestDecisionKind, VendorRequestCard } from './vendor-request-card.tsx';

const filters: readonly RequestStatusFilter[] = ['pending', 'approved', 'rejected', 'all'];

export function VendorRequestsSection() {
  const { t } = useTranslation('admin');
  const { t: tf } = useTranslation('adminDashboard');
  const status = useStatusParam(filters, 'pending');
  const requests = useVendorRequests(status);
  const [open, setOpen] = useState<{ kind: RequestDecisionKind; request: AdminVendorRequest } | null>(null);
  const triggerRef = useRef<HTMLElement | null>(null);
  const list = requests.data?.pages.flatMap((page) => page.requests) ?? [];

  return (
    <section aria-labelledby="admin-vendor-requests-heading">
      <SectionHeading
        id="admin-vendor-requests-heading"
        title={t('vendorRequests.heading')}
        intro={t('vendorRequests.intro')}
      />
      <StatusFilter
        label={t('vendorRequests.filter')}
        fallback="pending"
        options={filters.map((value) => ({ value, label: t(`vendorRequests.filters.${value}`) }))}
      />
      {status === 'pending' ? (
        <p className="mt-3 text-sm text-stone-600">{tf('vendorRequests.oldestFirst')}</p>
      ) : null}
      <div className="mt-6">
        {requests.isPending ? (
          <ListSkeleton />
        ) : requests.isError && !requests.isFetchNextPageError ? (
          <SectionProblem
            error={requests.error}
            onRetry={() => requests.refetch()}
            retrying={requests.isFetching}
          />
        ) : list.length === 0 ? (
          <div
            role="status"
            className="rounded-xl border border-stone-300 border-dashed bg-white p-6 text-center"
          >
            <Inbox aria-hidden="true" className="mx-auto size-8 text-stone-400" />
            <p className="mt-2 font-medium text-stone-900">{t(`vendorRequests.empty.${status}`)}</p>
          </div>
        ) : (
          <div
            aria-busy={requests.isPlaceholderData || undefined}
            className={requests.isPlaceholderData ? 'opacity-60' : ''}
          >
            <ul className="flex flex-col gap-3">
              {list.map((request) => (
                <VendorRequestCard
                  key={request.id}
                  request={request}
                  onDecide={(kind, chosen, trigger) => {
                    triggerRef.current = trigger;
                    setOpen({ kind, request: chosen });
                  }}
                />
              ))}
            </ul>
            <LoadMore
              hasMore={requests.hasNextPage}
              loading={requests.isFetchingNextPage}
              error={requests.isFetchNextPageError ? requests.error : null}
              onLoadMore={() => requests.fetchNextPage()}
            />
          </div>
        )}
      </div>
      {open ? (
        <DecisionDialog
          kind={open.kind}
          request={open.request}
          onClose={() => setOpen(null)}
          returnFocusRef={triggerRef}
        />
      ) : null}
    </section>
  );
}

function DecisionDialog({
  kind,
  request,
  onClose,
  returnFocusRef,
}: {
  kind: RequestDecisionKind;
  request: AdminVendorRequest;
  onClose: () => void;
  returnFocusRef: React.RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation('admin');
  const decide = useDecideVendorRequest();
  const contact = contactShown(request);
  const approving = kind === 'approve';
  const body = !approving
    ? t('vendorRequests.rejectDialog.body', { contact })
    : request.account
      ? t('vendorRequests.approveDialog.bodyAccount', { name: request.account.name })
      : t('vendorRequests.approveDialog.bodyInvite', { contact });
  return (
    <NoteDialog
      title={t(approving ? 'vendorRequests.approveDialog.title' : 'vendorRequests.rejectDialog.title', {
        contact,
      })}
      body={body}
      noteLabel={t(approving ? 'vendorRequests.approveDialog.note' : 'vendorRequests.rejectDialog.note')}
      noteRequired={!approving}
      danger={!approving}
      confirmLabel={t(approving ? 'vendorRequests.approve' : 'vendorRequests.reject')}
      pending={decide.isPending}
      error={decide.error}
      returnFocusRef={returnFocusRef}
      onClose={onClose}
      onConfirm={(note) =>
        decide.mutate(
          { id: request.id, decision: kind, note },
          {
            onSuccess: (decided) => {
              toast.success(
                t(
                  !approving
                    ? 'vendorRequests.rejected'
                    : decided.invited
                      ? 'vendorRequests.invited'
                      : 'vendorRequests.approved',
                  { contact, name: decided.account?.name ?? contact },
                ),
              );
              onClose();
            },
          },
        )
      }
    />
  );
}
