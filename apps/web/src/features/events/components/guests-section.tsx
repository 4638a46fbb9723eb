// The guests tab: the event's invitation list a page at a time, searched, filtered and sorted on the server; the counts
// and answers above are always the whole list's, and the card types beside them. Adding, changing, removing,
// importing, sending and revoking cards appear for those allowed to keep the list (manage_guests); downloading for
// whoever may export the ledger; everyone on the committee reads it, cards included.
import type { EventDetail } from '@sherehe/core/api/events';
import type { GuestCard, GuestRow } from '@sherehe/core/api/guests';
import { FileDown, FileSpreadsheet, Upload, UserPlus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '../../../components/button.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { useRemoveGuest } from '../api/use-guest-changes.ts';
import { GUESTS_PAGE_SIZE, guestsExportHref, useGuests } from '../api/use-guests.ts';
import { CardTypesPanel } from './card-types-panel.tsx';
import { GuestCardDialog } from './guest-card-dialog.tsx';
import { GuestFormDialog } from './guest-form-dialog.tsx';
import { GuestsAnswers } from './guests-answers.tsx';
import { GuestsArrivals } from './guests-arrivals.tsx';
import { GuestsCounts } from './guests-counts.tsx';
import { GuestsEmpty } from './guests-empty.tsx';
import { type GuestsFilter, GuestsFilters, noFilter, sortChoices } from './guests-filters.tsx';
import { GuestsImportDialog } from './guests-import-dialog.tsx';
import { GuestsSendBar } from './guests-send-bar.tsx';
import { GuestsTable } from './guests-table.tsx';
import { ManageConfirmDialog } from './manage-confirm-dialog.tsx';
import { PageNav } from './page-nav.tsx';

export const GUESTS_SEARCH_DELAY_MS = 300;

type Open =
  | { kind: 'add' }
  | { kind: 'edit'; guest: GuestRow }
  | { kind: 'remove'; guest: GuestRow }
  | { kind: 'card'; guest: GuestRow & { card: GuestCard } };

type GuestsSectionProps = { event: EventDetail; onShowLedger: () => void };

export function GuestsSection({ event, onShowLedger }: GuestsSectionProps) {
  const { t } = useTranslation('eventManage');
  const manage = event.myPermissions.includes('manage_guests');
  // Downloads follow the ledger's: whoever may export it (a treasurer too) may export the list.
  const download = event.myPermissions.includes('export');
  const [text, setText] = useState('');
  const [filter, setFilter] = useState<GuestsFilter>(noFilter);
  const [offset, setOffset] = useState(0);
  const [open, setOpen] = useState<Open | null>(null);
  const [importing, setImporting] = useState(false);
  // Guests ticked to send cards to, kept across pages and filters until sent or cleared.
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const select = (ids: string[], ticked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (ticked) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  // Typing pauses before the search goes out; every change of filter starts again at the first page.
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const next = text.trim();
      if (next === filter.q) return;
      setFilter((current) => ({ ...current, q: next }));
      setOffset(0);
    }, GUESTS_SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text, filter.q]);

  const { sort, dir } = sortChoices[filter.sort];
  const guests = useGuests(event.id, {
    ...(filter.q ? { q: filter.q } : {}),
    ...(filter.side ? { side: filter.side } : {}),
    ...(filter.group ? { group: filter.group } : {}),
    ...(filter.pledge ? { pledge: filter.pledge } : {}),
    ...(filter.card ? { card: filter.card } : {}),
    ...(filter.rsvp ? { rsvp: filter.rsvp } : {}),
    ...(filter.arrived ? { arrived: filter.arrived } : {}),
    sort,
    dir,
    offset,
    limit: GUESTS_PAGE_SIZE,
  });
  const page = guests.data;
  // An empty list shows what to do instead of counts of nothing and filters with nothing to filter.
  const emptyList = page?.counts.guests === 0;

  let body: React.ReactNode;
  if (guests.isPending) body = <ListSkeleton rows={3} />;
  else if (guests.isError && !page) {
    body = (
      <FormAlert message={t('guests.loadFailed')}>
        <p>{errorText(guests.error)}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void guests.refetch()}>
          {t('page.retry')}
        </Button>
      </FormAlert>
    );
  } else if (page && page.rows.length === 0) {
    body = <GuestsEmpty filtered={!emptyList} manage={manage} onShowLedger={onShowLedger} />;
  } else if (page) {
    body = (
      <div
        aria-busy={guests.isPlaceholderData || undefined}
        className={guests.isPlaceholderData ? 'opacity-60' : ''}
      >
        <GuestsTable
          rows={page.rows}
          manage={manage}
          selected={selected}
          onSelect={(guest, ticked) => select([guest.id], ticked)}
          onCard={(guest) => {
            if (guest.card) setOpen({ kind: 'card', guest: { ...guest, card: guest.card } });
          }}
          onEdit={(guest) => setOpen({ kind: 'edit', guest })}
          onRemove={(guest) => setOpen({ kind: 'remove', guest })}
        />
        <PageNav
          label={t('guests.paging')}
          offset={offset}
          size={GUESTS_PAGE_SIZE}
          shown={page.rows.length}
          matching={page.matching}
          onOffset={setOffset}
        />
      </div>
    );
  }

  return (
    <section aria-labelledby="guests-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="guests-heading" className="font-semibold text-stone-900 text-xl">
          {t('guests.heading')}
        </h2>
        {manage || download ? (
          <div className="flex flex-wrap gap-2">
            {manage ? (
              <>
                <Button onClick={() => setOpen({ kind: 'add' })}>
                  <UserPlus aria-hidden="true" className="size-4" />
                  {t('guests.add')}
                </Button>
                <Button variant="secondary" onClick={() => setImporting(true)}>
                  <Upload aria-hidden="true" className="size-4" />
                  {t('guests.import')}
                </Button>
              </>
            ) : null}
            {download ? (
              <>
                <a
                  href={guestsExportHref(event.id, 'csv', currentLanguage())}
                  download
                  className={buttonClasses({ variant: 'ghost' })}
                >
                  <FileDown aria-hidden="true" className="size-4" />
                  {t('guests.downloadCsv')}
                </a>
                <a
                  href={guestsExportHref(event.id, 'xlsx', currentLanguage())}
                  download
                  className={buttonClasses({ variant: 'ghost' })}
                >
                  <FileSpreadsheet aria-hidden="true" className="size-4" />
                  {t('guests.downloadExcel')}
                </a>
              </>
            ) : null}
          </div>
        ) : null}
      </div>

      {page && !emptyList ? (
        <>
          <GuestsCounts counts={page.counts} />
          <GuestsArrivals
            eventId={event.id}
            listed={page.counts.arrived.guests}
            door={event.myPermissions.includes('check_in') && !event.hidden}
          />
          <GuestsAnswers eventId={event.id} counts={page.counts} manage={manage} />
        </>
      ) : null}

      <CardTypesPanel eventId={event.id} manage={manage} />

      {emptyList ? null : (
        <GuestsFilters
          text={text}
          onText={setText}
          filter={filter}
          groups={page?.groups ?? []}
          onFilter={(change) => {
            setFilter((current) => ({ ...current, ...change }));
            setOffset(0);
          }}
        />
      )}

      {manage && !emptyList ? (
        <GuestsSendBar
          eventId={event.id}
          shown={page?.rows ?? []}
          selected={selected}
          onSelectShown={(ticked) =>
            select(
              (page?.rows ?? []).map((guest) => guest.id),
              ticked,
            )
          }
          onClear={() => setSelected(new Set())}
        />
      ) : null}

      <div className="mt-5">{body}</div>

      {open?.kind === 'add' ? (
        <GuestFormDialog eventId={event.id} groups={page?.groups ?? []} onClose={() => setOpen(null)} />
      ) : null}
      {open?.kind === 'edit' ? (
        <GuestFormDialog
          eventId={event.id}
          guest={open.guest}
          groups={page?.groups ?? []}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open?.kind === 'remove' ? (
        <RemoveGuest eventId={event.id} guest={open.guest} onClose={() => setOpen(null)} />
      ) : null}
      {open?.kind === 'card' ? (
        <GuestCardDialog
          eventId={event.id}
          guest={open.guest}
          manage={manage}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {importing ? <GuestsImportDialog eventId={event.id} onClose={() => setImporting(false)} /> : null}
    </section>
  );
}

function RemoveGuest({ eventId, guest, onClose }: { eventId: string; guest: GuestRow; onClose: () => void }) {
  const { t } = useTranslation('eventManage');
  const remove = useRemoveGuest(eventId);
  return (
    <ManageConfirmDialog
      title={t('guests.removeTitle', { name: guest.name })}
      body={t('guests.removeBody')}
      confirmLabel={t('guests.removeConfirm')}
      danger
      pending={remove.isPending}
      error={remove.error}
      onConfirm={() =>
        remove.mutate(guest.id, {
          onSuccess: () => {
            toast.success(t('guests.removed', { name: guest.name }));
            onClose();
          },
        })
      }
      onClose={onClose}
    />
  );
}
