// Medi-Finder: every pharmacy and diagnostic centre owners registered, by status and kind, searched by place or
// owner; verify one (it becomes public), hide one with a reason its owner reads, grant or cancel a subscription.
import type { AdminPlace } from '@sherehe/core/api/medi-finder';
import { Hospital } from 'lucide-react';
import { type RefObject, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { toast } from '../../../lib/toast.ts';
import {
  type PlaceKindFilter,
  type PlaceStatusFilter,
  useAdminMedicalPlaces,
  useMedicalPlaceAction,
} from '../api/use-admin-medical-places.ts';
import { GrantSubscriptionDialog } from './grant-subscription-dialog.tsx';
import { ListSearchForm, useListSearch } from './list-search-form.tsx';
import { LoadMore } from './load-more.tsx';
import { MedicalPlaceCard, type PlaceAction } from './medical-place-card.tsx';
import { NoteDialog } from './note-dialog.tsx';
import { SectionHeading } from './section-heading.tsx';
import { SectionProblem } from './section-problem.tsx';
import { StatusFilter, useStatusParam } from './status-filter.tsx';

const statuses: readonly PlaceStatusFilter[] = ['all', 'pending', 'listed', 'hidden'];
const kinds: readonly PlaceKindFilter[] = ['all', 'pharmacy', 'diagnostic_center'];

type Open = { place: AdminPlace; action: PlaceAction };

export function MedicalPlacesSection() {
  const { t } = useTranslation('adminMediFinder');
  const search = useListSearch();
  const status = useStatusParam(statuses, 'all');
  const kind = useStatusParam(kinds, 'all', 'kind');
  const places = useAdminMedicalPlaces(search, status, kind);
  const [open, setOpen] = useState<Open | null>(null);
  const triggerRef = useRef<HTMLElement | null>(null);
  const list = places.data?.pages.flatMap((page) => page.places) ?? [];

  return (
    <section aria-labelledby="admin-medi-finder-heading">
      <SectionHeading id="admin-medi-finder-heading" title={t('heading')} intro={t('intro')} />
      <ListSearchForm label={t('search')} hint={t('searchHint')} />
      <StatusFilter
        label={t('statusFilter')}
        fallback="all"
        options={statuses.map((value) => ({ value, label: t(`statusFilters.${value}`) }))}
      />
      <StatusFilter
        label={t('kindFilter')}
        fallback="all"
        param="kind"
        options={kinds.map((value) => ({ value, label: t(`kindFilters.${value}`) }))}
      />
      <div className="mt-6">
        {places.isPending ? (
          <ListSkeleton />
        ) : places.isError && !places.isFetchNextPageError ? (
          <SectionProblem
            error={places.error}
            onRetry={() => places.refetch()}
            retrying={places.isFetching}
          />
        ) : list.length === 0 ? (
          <div
            role="status"
            className="rounded-xl border border-stone-300 border-dashed bg-white p-6 text-center"
          >
            <Hospital aria-hidden="true" className="mx-auto size-8 text-stone-400" />
            <p className="mt-2 font-medium text-stone-900">{search ? t('noMatch', { search }) : t('none')}</p>
          </div>
        ) : (
          <div
            aria-busy={places.isPlaceholderData || undefined}
            className={places.isPlaceholderData ? 'opacity-60' : ''}
          >
            <p role="status" className="mb-3 text-sm text-stone-600">
              {t('shown', { count: list.length })}
            </p>
            <ul className="flex flex-col gap-3">
              {list.map((place) => (
                <MedicalPlaceCard
                  key={place.id}
                  place={place}
                  onAction={(chosen, action, trigger) => {
                    triggerRef.current = trigger;
                    setOpen({ place: chosen, action });
                  }}
                />
              ))}
            </ul>
            <LoadMore
              hasMore={places.hasNextPage}
              loading={places.isFetchingNextPage}
              error={places.isFetchNextPageError ? places.error : null}
              onLoadMore={() => places.fetchNextPage()}
            />
          </div>
        )}
      </div>
      {open ? <ActionDialog {...open} onClose={() => setOpen(null)} returnFocusRef={triggerRef} /> : null}
    </section>
  );
}

function ActionDialog({
  place,
  action,
  onClose,
  returnFocusRef,
}: Open & { onClose: () => void; returnFocusRef: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation('adminMediFinder');
  const change = useMedicalPlaceAction();
  const name = place.name;
  const done = (key: string) => () => {
    toast.success(t(key, { name }));
    onClose();
  };

  if (action === 'grant') {
    return (
      <GrantSubscriptionDialog
        place={place}
        pending={change.isPending}
        error={change.error}
        returnFocusRef={returnFocusRef}
        onClose={onClose}
        onGrant={(subscription) =>
          change.mutate({ id: place.id, action: 'grant', subscription }, { onSuccess: done('grant.done') })
        }
      />
    );
  }
  const words = `${action}Dialog`;
  return (
    <NoteDialog
      title={t(`${words}.title`, { name })}
      body={t(`${words}.body`, { name, owner: place.ownerName })}
      {...(action === 'hide' ? { noteLabel: t('hideDialog.reason'), noteRequired: true } : {})}
      danger={action !== 'verify'}
      confirmLabel={t(`${words}.confirm`)}
      pending={change.isPending}
      error={change.error}
      returnFocusRef={returnFocusRef}
      onClose={onClose}
      onConfirm={(reason) =>
        change.mutate(action === 'hide' ? { id: place.id, action, reason } : { id: place.id, action }, {
          onSuccess: done(`${words}.done`),
        })
      }
    />
  );
}
