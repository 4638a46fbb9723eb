// Vendors: find a shop by its name or its owner, suspend it with a reason (its listings leave the public
// catalogue) or reinstate it.
import type { AdminVendor } from '@sherehe/core/api/vendor-onboarding';
import { Store } from 'lucide-react';
import { type RefObject, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { toast } from '../../../lib/toast.ts';
import { useAdminVendors, type VendorStatusFilter } from '../api/use-admin-vendors.ts';
import { useVendorStatus } from '../api/use-vendor-status.ts';
import { ListSearchForm, useListSearch } from './list-search-form.tsx';
import { LoadMore } from './load-more.tsx';
import { NoteDialog } from './note-dialog.tsx';
import { SectionHeading } from './section-heading.tsx';
import { SectionProblem } from './section-problem.tsx';
import { StatusFilter, useStatusParam } from './status-filter.tsx';
import { VendorCard } from './vendor-card.tsx';
import { VendorStatementDialog } from './vendor-statement-dialog.tsx';

const filters: readonly VendorStatusFilter[] = ['all', 'active', 'suspended'];

export function VendorsSection() {
  const { t } = useTranslation('admin');
  const search = useListSearch();
  const status = useStatusParam(filters, 'all');
  const vendors = useAdminVendors(search, status);
  const [open, setOpen] = useState<AdminVendor | null>(null);
  const [statementOf, setStatementOf] = useState<AdminVendor | null>(null);
  const triggerRef = useRef<HTMLElement | null>(null);
  const list = vendors.data?.pages.flatMap((page) => page.vendors) ?? [];

  return (
    <section aria-labelledby="admin-vendors-heading">
      <SectionHeading id="admin-vendors-heading" title={t('vendors.heading')} intro={t('vendors.intro')} />
      <ListSearchForm label={t('vendors.search')} hint={t('vendors.searchHint')} />
      <StatusFilter
        label={t('vendors.filter')}
        fallback="all"
        options={filters.map((value) => ({ value, label: t(`vendors.filters.${value}`) }))}
      />
      <div className="mt-6">
        {vendors.isPending ? (
          <ListSkeleton />
        ) : vendors.isError && !vendors.isFetchNextPageError ? (
          <SectionProblem
            error={vendors.error}
            onRetry={() => vendors.refetch()}
            retrying={vendors.isFetching}
          />
        ) : list.length === 0 ? (
          <div
            role="status"
            className="rounded-xl border border-stone-300 border-dashed bg-white p-6 text-center"
          >
            <Store aria-hidden="true" className="mx-auto size-8 text-stone-400" />
            <p className="mt-2 font-medium text-stone-900">
              {search ? t('vendors.noMatch', { search }) : t('vendors.none')}
            </p>
          </div>
        ) : (
          <div
            aria-busy={vendors.isPlaceholderData || undefined}
            className={vendors.isPlaceholderData ? 'opacity-60' : ''}
          >
            <p role="status" className="mb-3 text-sm text-stone-600">
              {t('vendors.shown', { count: list.length })}
            </p>
            <ul className="flex flex-col gap-3">
              {list.map((vendor) => (
                <VendorCard
                  key={vendor.id}
                  vendor={vendor}
                  onToggle={(chosen, trigger) => {
                    triggerRef.current = trigger;
                    setOpen(chosen);
                  }}
                  onStatement={(chosen, trigger) => {
                    triggerRef.current = trigger;
                    setStatementOf(chosen);
                  }}
                />
              ))}
            </ul>
            <LoadMore
              hasMore={vendors.hasNextPage}
              loading={vendors.isFetchingNextPage}
              error={vendors.isFetchNextPageError ? vendors.error : null}
              onLoadMore={() => vendors.fetchNextPage()}
            />
          </div>
        )}
      </div>
      {open ? (
        <VendorStatusDialog vendor={open} onClose={() => setOpen(null)} returnFocusRef={triggerRef} />
      ) : null}
      {statementOf ? (
        <VendorStatementDialog
          vendor={statementOf}
          onClose={() => setStatementOf(null)}
          returnFocusRef={triggerRef}
        />
      ) : null}
    </section>
  );
}

function VendorStatusDialog({
  vendor,
  onClose,
  returnFocusRef,
}: {
  vendor: AdminVendor;
  onClose: () => void;
  returnFocusRef: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation('admin');
  const change = useVendorStatus();
  const suspending = vendor.status === 'active';
  const words = suspending ? 'vendors.suspendDialog' : 'vendors.reinstateDialog';
  const name = vendor.businessName;
  return (
    <NoteDialog
      title={t(`${words}.title`, { name })}
      body={t(`${words}.body`, { name })}
      {...(suspending
        ? { noteLabel: t('vendors.suspendDialog.reason'), noteRequired: true, danger: true }
        : {})}
      confirmLabel={t(suspending ? 'vendors.suspend' : 'vendors.reinstate')}
      pending={change.isPending}
      error={change.error}
      returnFocusRef={returnFocusRef}
      onClose={onClose}
      onConfirm={(reason) =>
        change.mutate(
          suspending ? { id: vendor.id, suspend: true, reason } : { id: vendor.id, suspend: false },
          {
            onSuccess: () => {
              toast.success(t(`${words}.done`, { name }));
              onClose();
            },
          },
        )
      }
    />
  );
}
