// The ledger tab: the contributors a page at a time, searched, filtered and sorted on the server; the totals above
// are always the whole event's. Adding, importing, inviting those shown as guests and downloading appear for those
// allowed them.
import type { EventDetail } from '@sherehe/core/api/events';
import type { LedgerRow, ledgerSorts } from '@sherehe/core/api/pledges';
import type { EventPermission } from '@sherehe/core/event-rules';
import { type PledgeStatus, pledgeStatuses } from '@sherehe/core/event-rules';
import { FileDown, FileSpreadsheet, MailPlus, Upload, UserPlus, Users } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '../../../components/button.tsx';
import { Field, selectClass } from '../../../components/field.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { LEDGER_PAGE_SIZE, ledgerExportHref, useLedger } from '../api/use-ledger.ts';
import { LedgerAddDialog } from './ledger-add-dialog.tsx';
import { LedgerImportDialog } from './ledger-import-dialog.tsx';
import { LedgerInviteDialog } from './ledger-invite-form.tsx';
import { LedgerPledgeDialog } from './ledger-pledge-dialog.tsx';
import { LedgerTable } from './ledger-table.tsx';
import { PageNav } from './page-nav.tsx';

export const LEDGER_SEARCH_DELAY_MS = 300;

type Sort = (typeof ledgerSorts)[number];
// The contract's list, kept here so the page does not load zod for it.
const sorts = [
  'newest',
  'name',
  'pledged',
  'paid',
  'outstanding',
  'status',
] as const satisfies readonly Sort[];
type Dir = 'asc' | 'desc';

export function LedgerSection({ event }: { event: EventDetail }) {
  const { t } = useTranslation('eventManage');
  const may = (permission: EventPermission) => event.myPermissions.includes(permission);
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<PledgeStatus | ''>('');
  const [sort, setSort] = useState<Sort>('newest');
  const [dir, setDir] = useState<Dir>('desc');
  const [offset, setOffset] = useState(0);
  const [open, setOpen] = useState<LedgerRow | null>(null);
  const [adding, setAdding] = useState<'add' | 'import' | 'invite' | null>(null);
  const triggerRef = useRef<HTMLElement | null>(null);

  // Typing pauses before the search goes out; every change of filter starts again at the first page.
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const next = text.trim();
      if (next === q) return;
      setQ(next);
      setOffset(0);
    }, LEDGER_SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text, q]);

  const ledger = useLedger(event.id, {
    ...(q ? { q } : {}),
    ...(status ? { status } : {}),
    sort,
    dir,
    offset,
    limit: LEDGER_PAGE_SIZE,
  });
  const page = ledger.data;

  let body: React.ReactNode;
  if (ledger.isPending) body = <ListSkeleton rows={3} />;
  else if (ledger.isError && !page) {
    body = (
      <FormAlert message={t('ledger.loadFailed')}>
        <p>{errorText(ledger.error)}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void ledger.refetch()}>
          {t('page.retry')}
        </Button>
      </FormAlert>
    );
  } else if (page && page.rows.length === 0) {
    const filtered = q !== '' || status !== '';
    body = (
      <div
        role="status"
        className="rounded-xl border border-stone-300 border-dashed bg-white p-6 text-center"
      >
        <Users aria-hidden="true" className="mx-auto size-8 text-stone-400" />
        <p className="mt-2 font-medium text-stone-900">
          {filtered ? t('ledger.noMatch') : t('ledger.empty')}
        </p>
        {filtered ? null : (
          <p className="mt-1 text-sm text-stone-600">
            {may('manage_contributors') ? t('ledger.emptyAdd') : t('ledger.emptyShare')}
          </p>
        )}
      </div>
    );
  } else if (page) {
    body = (
      <div
        aria-busy={ledger.isPlaceholderData || undefined}
        className={ledger.isPlaceholderData ? 'opacity-60' : ''}
      >
        <LedgerTable
          rows={page.rows}
          onOpen={(row, trigger) => {
            triggerRef.current = trigger;
            setOpen(row);
          }}
        />
        <PageNav
          label={t('ledger.paging')}
          offset={offset}
          size={LEDGER_PAGE_SIZE}
          shown={page.rows.length}
          matching={page.matching}
          onOffset={setOffset}
        />
      </div>
    );
  }

  return (
    <section aria-labelledby="ledger-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="ledger-heading" className="font-semibold text-stone-900 text-xl">
          {t('ledger.heading')}
        </h2>
        <div className="flex flex-wrap gap-2">
          {may('manage_contributors') ? (
            <>
              <Button onClick={() => setAdding('add')}>
                <UserPlus aria-hidden="true" className="size-4" />
                {t('ledger.add')}
              </Button>
              <Button variant="secondary" onClick={() => setAdding('import')}>
                <Upload aria-hidden="true" className="size-4" />
                {t('ledger.import')}
              </Button>
            </>
          ) : null}
          {may('manage_guests') && page && page.rows.length > 0 ? (
            <Button variant="secondary" onClick={() => setAdding('invite')}>
              <MailPlus aria-hidden="true" className="size-4" />
              {t('invite.openAll')}
            </Button>
          ) : null}
          {may('export') ? (
            <>
              <a
                href={ledgerExportHref(event.id, 'csv', currentLanguage())}
                download
                className={buttonClasses({ variant: 'ghost' })}
              >
                <FileDown aria-hidden="true" className="size-4" />
                {t('ledger.downloadCsv')}
              </a>
              <a
                href={ledgerExportHref(event.id, 'xlsx', currentLanguage())}
                download
                className={buttonClasses({ variant: 'ghost' })}
              >
                <FileSpreadsheet aria-hidden="true" className="size-4" />
                {t('ledger.downloadExcel')}
              </a>
            </>
          ) : null}
        </div>
      </div>

      <search className="mt-4 grid gap-3 sm:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))] sm:items-end">
        <Field
          label={t('ledger.search')}
          hint={t('ledger.searchHint')}
          type="search"
          name="q"
          value={text}
          maxLength={120}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(change) => setText(change.target.value)}
          className="sm:self-start"
        />
        <Select
          label={t('ledger.status')}
          value={status}
          onChange={(value) => {
            setStatus(value as PledgeStatus | '');
            setOffset(0);
          }}
          options={[
            { value: '', label: t('ledger.allStatuses') },
            ...pledgeStatuses.map((value) => ({ value, label: t(`pledgeStatus.${value}`) })),
          ]}
        />
        <Select
          label={t('ledger.sort')}
          value={sort}
          onChange={(value) => {
            setSort(value as Sort);
            setOffset(0);
          }}
          options={sorts.map((value) => ({ value, label: t(`ledger.sorts.${value}`) }))}
        />
        <Select
          label={t('ledger.direction')}
          value={dir}
          onChange={(value) => {
            setDir(value as Dir);
            setOffset(0);
          }}
          options={[
            { value: 'desc', label: t('ledger.desc') },
            { value: 'asc', label: t('ledger.asc') },
          ]}
        />
      </search>

      <div className="mt-5">{body}</div>

      {open ? (
        <LedgerPledgeDialog
          event={event}
          row={open}
          onClose={() => setOpen(null)}
          returnFocusRef={triggerRef}
        />
      ) : null}
      {adding === 'add' ? <LedgerAddDialog eventId={event.id} onClose={() => setAdding(null)} /> : null}
      {adding === 'import' ? <LedgerImportDialog eventId={event.id} onClose={() => setAdding(null)} /> : null}
      {adding === 'invite' && page ? (
        <LedgerInviteDialog
          eventId={event.id}
          pledgeIds={page.rows.map((row) => row.id)}
          onClose={() => setAdding(null)}
        />
      ) : null}
    </section>
  );
}

type SelectProps = {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
};

// Labelled by its own <label htmlFor>, not wrapped in it: a wrapping label would put every option's text into the
// select's accessible name.
function Select({ label, value, options, onChange }: SelectProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-sm text-stone-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(change) => onChange(change.target.value)}
        className={`${selectClass} mt-1.5`}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
