// Events: every event on Sherehe, searched by name or code and filtered by hidden or shown, with its host and money;
// hide an abusive one (its page and pledges stop; the reason is kept) or show it again.
import type { AdminEvent } from '@sherehe/core/api/events';
import { formatPhone } from '@sherehe/core/phone';
import { CalendarHeart, Eye, EyeOff } from 'lucide-react';
import { type RefObject, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { useFormatTzs } from '../../../lib/format.ts';
import { useFormatDate } from '../../../lib/format-date.ts';
import { toast } from '../../../lib/toast.ts';
import { type HiddenFilter, useAdminEvents, useEventVisibility } from '../api/use-admin-events.ts';
import { CardActionButton } from './card-action-button.tsx';
import { ListSearchForm, useListSearch } from './list-search-form.tsx';
import { LoadMore } from './load-more.tsx';
import { NoteDialog } from './note-dialog.tsx';
import { SectionHeading } from './section-heading.tsx';
import { SectionProblem } from './section-problem.tsx';
import { StatusFilter, useStatusParam } from './status-filter.tsx';

const filters: readonly HiddenFilter[] = ['all', 'false', 'true'];

type Open = { event: AdminEvent; action: 'hide' | 'unhide' };

export function EventsSection() {
  const { t } = useTranslation('admin');
  const search = useListSearch();
  const hidden = useStatusParam(filters, 'all', 'hidden');
  const events = useAdminEvents(search, hidden);
  const [open, setOpen] = useState<Open | null>(null);
  const triggerRef = useRef<HTMLElement | null>(null);
  const list = events.data?.pages.flatMap((page) => page.events) ?? [];

  return (
    <section aria-labelledby="admin-events-heading">
      <SectionHeading id="admin-events-heading" title={t('events.heading')} intro={t('events.intro')} />
      <ListSearchForm label={t('events.search')} hint={t('events.searchHint')} />
      <StatusFilter
        label={t('events.filter')}
        fallback="all"
        param="hidden"
        options={filters.map((value) => ({ value, label: t(`events.filters.${value}`) }))}
      />
      <div className="mt-6">
        {events.isPending ? (
          <ListSkeleton />
        ) : events.isError && !events.isFetchNextPageError ? (
          <SectionProblem
            error={events.error}
            onRetry={() => events.refetch()}
            retrying={events.isFetching}
          />
        ) : list.length === 0 ? (
          <div
            role="status"
            className="rounded-xl border border-stone-300 border-dashed bg-white p-6 text-center"
          >
            <CalendarHeart aria-hidden="true" className="mx-auto size-8 text-stone-400" />
            <p className="mt-2 font-medium text-stone-900">
              {search ? t('events.noMatch', { search }) : t('events.none')}
            </p>
          </div>
        ) : (
          <div
            aria-busy={events.isPlaceholderData || undefined}
            className={events.isPlaceholderData ? 'opacity-60' : ''}
          >
            <p role="status" className="mb-3 text-sm text-stone-600">
              {t('events.shown', { count: list.length })}
            </p>
            <ul className="flex flex-col gap-3">
              {list.map((event) => (
                <AdminEventCard
                  key={event.id}
                  event={event}
                  onAction={(action, trigger) => {
                    triggerRef.current = trigger;
                    setOpen({ event, action });
                  }}
                />
              ))}
            </ul>
            <LoadMore
              hasMore={events.hasNextPage}
              loading={events.isFetchingNextPage}
              error={events.isFetchNextPageError ? events.error : null}
              onLoadMore={() => events.fetchNextPage()}
            />
          </div>
        )}
      </div>
      {open ? <VisibilityDialog {...open} onClose={() => setOpen(null)} returnFocusRef={triggerRef} /> : null}
    </section>
  );
}

function AdminEventCard({
  event,
  onAction,
}: {
  event: AdminEvent;
  onAction: (action: 'hide' | 'unhide', trigger: HTMLElement) => void;
}) {
  const { t } = useTranslation('admin');
  const formatTzs = useFormatTzs();
  const { date, dateTime } = useFormatDate();
  const hidden = event.hiddenAt !== null;
  const contact = event.hostContact.startsWith('+') ? formatPhone(event.hostContact) : event.hostContact;
  return (
    <li aria-label={event.name} className="rounded-xl border border-stone-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-stone-900">{event.name}</span>
        <span className="font-mono text-sm text-stone-600">{event.code}</span>
        <span
          className={`rounded-full px-2.5 py-0.5 font-semibold text-xs ${hidden ? 'bg-red-100 text-red-900' : event.status === 'open' ? 'bg-green-100 text-green-900' : 'bg-stone-200 text-stone-800'}`}
        >
          {hidden ? t('events.hidden') : t(`events.status.${event.status}`)}
        </span>
      </div>
      <p className="mt-1 text-sm text-stone-700">
        {t('events.host', { name: event.hostName })} · {contact}
      </p>
      <p className="text-sm text-stone-600">
        {t('events.on', { date: date(event.startsAt) })} ·{' '}
        {t('events.created', { date: date(event.createdAt) })}
      </p>
      <p className="mt-1 text-sm text-stone-800 tabular">
        {t('events.figures', {
          target: formatTzs(event.figures.targetTzs),
          pledged: formatTzs(event.figures.pledgedTzs),
          paid: formatTzs(event.figures.paidTzs),
          count: event.figures.contributors,
        })}
      </p>
      {hidden && event.hiddenAt ? (
        <p className="mt-2 rounded-lg bg-red-50 p-2 text-red-900 text-sm">
          {t('events.hiddenBecause', { date: dateTime(event.hiddenAt), reason: event.hiddenReason ?? '' })}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {hidden ? (
          <CardActionButton
            icon={Eye}
            label={t('events.unhide')}
            accessibleName={t('events.unhideOf', { name: event.name })}
            tone="secondary"
            onClick={(click) => onAction('unhide', click.currentTarget)}
          />
        ) : (
          <CardActionButton
            icon={EyeOff}
            label={t('events.hide')}
            accessibleName={t('events.hideOf', { name: event.name })}
            tone="danger"
            onClick={(click) => onAction('hide', click.currentTarget)}
          />
        )}
      </div>
    </li>
  );
}

function VisibilityDialog({
  event,
  action,
  onClose,
  returnFocusRef,
}: Open & { onClose: () => void; returnFocusRef: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation('admin');
  const change = useEventVisibility();
  const name = event.name;
  const words = `events.${action}Dialog`;
  return (
    <NoteDialog
      title={t(`${words}.title`, { name })}
      body={t(`${words}.body`, { name, host: event.hostName })}
      {...(action === 'hide' ? { noteLabel: t('events.hideDialog.reason'), noteRequired: true } : {})}
      danger={action === 'hide'}
      confirmLabel={t(`${words}.confirm`)}
      pending={change.isPending}
      error={change.error}
      returnFocusRef={returnFocusRef}
      onClose={onClose}
      onConfirm={(reason) =>
        change.mutate(action === 'hide' ? { id: event.id, action, reason } : { id: event.id, action }, {
          onSuccess: () => {
            toast.success(t(`${words}.done`, { name }));
            onClose();
          },
        })
      }
    />
  );
}
