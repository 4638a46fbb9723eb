// /event-planners/events/:id: the committee's page of one event. The viewer's role and permissions (from the server)
// decide what is shown: everyone on the committee reads the ledger, the guests, the committee and the history; the
// actions appear only for those allowed them. The server refuses the rest whatever the page shows.
import type { EventDetail } from '@sherehe/core/api/events';
import type { EventPermission } from '@sherehe/core/event-rules';
import { CalendarDays, MapPin, Pencil, ScanLine } from 'lucide-react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/button.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { errorText, reasonOf } from '../../../lib/error-text.ts';
import { useFormatDate } from '../../../lib/format-date.ts';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session-store.ts';
import { toast } from '../../../lib/toast.ts';
import { useEventDetail, useEventStatusChange } from '../api/use-event-detail.ts';
import { CommitteeSection } from '../components/committee-section.tsx';
import { GuestsSection } from '../components/guests-section.tsx';
import { HistorySection } from '../components/history-section.tsx';
import { LedgerSection } from '../components/ledger-section.tsx';
import { ManageConfirmDialog } from '../components/manage-confirm-dialog.tsx';
import { ManageFigures } from '../components/manage-figures.tsx';
import { ManageShareLink } from '../components/manage-share-link.tsx';
import { ManageStatusBadge } from '../components/manage-status-badge.tsx';
import { MoneyTab } from '../components/money-tab.tsx';
import { RemindersSection } from '../components/reminders-section.tsx';

const card = 'rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5';

export function ManageEventPage() {
  const { id = '' } = useParams();
  const signedIn = useSession((state) => state.user !== null);
  if (!signedIn) {
    const next = paths.manageEvent(id);
    return <Navigate to={paths.login(next)} replace />;
  }
  // Keyed: another event starts with its own tabs, filters and dialogs.
  return <EventScreen key={id} id={id} />;
}

function EventScreen({ id }: { id: string }) {
  const { t } = useTranslation('eventManage');
  const event = useEventDetail(id);
  useDocumentTitle(event.data?.name ?? t('page.title'));

  let body: React.ReactNode;
  if (event.isPending) body = <EventSkeleton />;
  else if (event.isError && reasonOf(event.error) === 'event.door_only') {
    // A gate officer keeps the door, not the ledger: their page is the door's.
    return <Navigate to={paths.door(id)} replace />;
  } else if (event.isError) {
    const missing = ['event.not_found', 'event.id_invalid'].includes(reasonOf(event.error) ?? '');
    body = (
      <>
        <h1 className="mt-2 font-bold text-2xl text-stone-900">{t('page.title')}</h1>
        {missing ? (
          <FormAlert className="mt-4" message={t('page.notFound')} />
        ) : (
          <FormAlert className="mt-4" message={t('page.loadFailed')}>
            <p>{errorText(event.error)}</p>
            <Button variant="secondary" className="mt-3" onClick={() => void event.refetch()}>
              {t('page.retry')}
            </Button>
          </FormAlert>
        )}
      </>
    );
  } else body = <EventView event={event.data} />;

  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-6 sm:py-10">
      <Link to={paths.account('events')} className={buttonClasses({ variant: 'link', size: 'sm' })}>
        {t('page.back')}
      </Link>
      {body}
    </section>
  );
}

function EventSkeleton() {
  const { t } = useTranslation('common');
  return (
    <div role="status" aria-label={t('loading')} className="mt-2 flex flex-col gap-4">
      <div
        aria-hidden="true"
        className="h-8 w-2/3 animate-pulse rounded bg-stone-200 motion-reduce:animate-none"
      />
      <div
        aria-hidden="true"
        className="h-4 w-1/2 animate-pulse rounded bg-stone-100 motion-reduce:animate-none"
      />
      {[0, 1].map((row) => (
        <div key={row} aria-hidden="true" className={card}>
          <div className="h-4 w-1/3 animate-pulse rounded bg-stone-200 motion-reduce:animate-none" />
          <div className="mt-3 h-4 w-2/3 animate-pulse rounded bg-stone-100 motion-reduce:animate-none" />
          <div className="mt-3 h-2.5 w-full animate-pulse rounded bg-stone-100 motion-reduce:animate-none" />
        </div>
      ))}
    </div>
  );
}

type Tab = 'ledger' | 'guests' | 'money' | 'committee' | 'reminders' | 'history';

function tabsFor(may: (permission: EventPermission) => boolean): Tab[] {
  return may('manage_reminders')
    ? ['ledger', 'guests', 'money', 'committee', 'reminders', 'history']
    : ['ledger', 'guests', 'money', 'committee', 'history'];
}

function EventView({ event }: { event: EventDetail }) {
  const { t } = useTranslation('eventManage');
  const { dateTime } = useFormatDate();
  const may = (permission: EventPermission) => event.myPermissions.includes(permission);
  const tabs = tabsFor(may);
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = tabs.find((candidate) => candidate === asked) ?? 'ledger';
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});

  function choose(next: Tab, focus = false) {
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        if (next === 'ledger') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );
    if (focus) tabRefs.current[next]?.focus();
  }

  // Arrow keys move between tabs, as a tab list does.
  function onTabKey(keyEvent: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.indexOf(tab);
    const step = keyEvent.key === 'ArrowRight' ? 1 : keyEvent.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    keyEvent.preventDefault();
    choose(tabs[(index + step + tabs.length) % tabs.length] as Tab, true);
  }

  return (
    <>
      <header className="mt-2">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="font-bold text-2xl text-stone-900 sm:text-3xl">{event.name}</h1>
          <ManageStatusBadge status={event.status} hidden={event.hidden} />
        </div>
        <ul className="mt-2 flex flex-col gap-1 text-stone-700 sm:flex-row sm:flex-wrap sm:gap-x-5">
          <li className="flex items-center gap-1.5">
            <CalendarDays aria-hidden="true" className="size-4 text-stone-500" />
            {dateTime(event.startsAt)}
          </li>
          <li className="flex items-center gap-1.5">
            <MapPin aria-hidden="true" className="size-4 text-stone-500" />
            {event.venue}
          </li>
          <li className="text-stone-600">{t('page.yourRole', { role: t(`roles.${event.myRole}`) })}</li>
        </ul>
        {may('check_in') && !event.hidden ? (
          <Link
            to={paths.door(event.id)}
            className={buttonClasses({ variant: 'secondary', className: 'mt-3' })}
          >
            <ScanLine aria-hidden="true" className="size-4" />
            {t('page.door')}
          </Link>
        ) : null}
      </header>
      {event.hidden ? <FormAlert className="mt-4" message={t('page.hidden')} /> : null}
      <div className="mt-4 flex flex-col gap-4 lg:grid lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <section aria-labelledby="manage-figures-heading" className={card}>
          <h2 id="manage-figures-heading" className="sr-only">
            {t('figures.label')}
          </h2>
          <ManageFigures figures={event.figures} />
          {may('edit_event') ? <EventActions event={event} /> : null}
        </section>
        {event.hidden ? null : <ManageShareLink code={event.code} />}
      </div>

      <div
        role="tablist"
        aria-label={t('tabs.label')}
        onKeyDown={onTabKey}
        className="-mx-4 mt-6 flex gap-1 overflow-x-auto border-stone-200 border-b px-4"
      >
        {tabs.map((name) => (
          <button
            key={name}
            ref={(element) => {
              tabRefs.current[name] = element;
            }}
            type="button"
            role="tab"
            id={`manage-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`manage-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => choose(name)}
            className="-mb-px min-h-11 shrink-0 border-transparent border-b-2 px-3 font-semibold sm:px-4 text-stone-600 text-sm hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-teal-700 aria-selected:border-teal-700 aria-selected:text-teal-800"
          >
            {t(`tabs.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`manage-panel-${tab}`} aria-labelledby={`manage-tab-${tab}`} className="mt-5">
        {tab === 'ledger' ? <LedgerSection event={event} /> : null}
        {tab === 'guests' ? (
          <GuestsSection event={event} onShowLedger={() => choose('ledger', true)} />
        ) : null}
        {tab === 'money' ? <MoneyTab eventId={event.id} /> : null}
        {tab === 'committee' ? <CommitteeSection event={event} /> : null}
        {tab === 'reminders' ? <RemindersSection event={event} /> : null}
        {tab === 'history' ? <HistorySection eventId={event.id} /> : null}
      </div>
    </>
  );
}

function EventActions({ event }: { event: EventDetail }) {
  const { t } = useTranslation('eventManage');
  const change = useEventStatusChange(event.id);
  const [asking, setAsking] = useState(false);
  const closing = event.status === 'open';

  function confirm() {
    change.mutate(closing ? 'close' : 'reopen', {
      onSuccess: () => {
        toast.success(t(closing ? 'actions.closed' : 'actions.reopened'));
        setAsking(false);
      },
    });
  }

  return (
    <div className="mt-4 flex flex-wrap gap-2 border-stone-100 border-t pt-4">
      <Link to={paths.editEvent(event.id)} className={buttonClasses({ variant: 'secondary' })}>
        <Pencil aria-hidden="true" className="size-4" />
        {t('actions.edit')}
      </Link>
      {event.hidden ? null : (
        <Button variant={closing ? 'danger-outline' : 'secondary'} onClick={() => setAsking(true)}>
          {t(closing ? 'actions.close' : 'actions.reopen')}
        </Button>
      )}
      {asking ? (
        <ManageConfirmDialog
          title={t(closing ? 'actions.closeTitle' : 'actions.reopenTitle')}
          body={t(closing ? 'actions.closeBody' : 'actions.reopenBody')}
          confirmLabel={t(closing ? 'actions.close' : 'actions.reopen')}
          danger={closing}
          pending={change.isPending}
          error={change.error}
          onConfirm={confirm}
          onClose={() => {
            change.reset();
            setAsking(false);
          }}
        />
      ) : null}
    </div>
  );
}
