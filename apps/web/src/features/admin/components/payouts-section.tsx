// Payouts to vendors: every payout by status (with counts on the chips), its vendor, money, number and times; a
// failed or reversed one sent again, a sent one still without an outcome settled by hand from the provider's records.

import type { AdminPayout } from '@sherehe/core/api/admin-payouts';
import { SETTLE_NOTE_MAX, SETTLE_NOTE_MIN } from '@sherehe/core/api/admin-payouts';
import type { TFunction } from 'i18next';
import { LoaderCircle, Wallet } from 'lucide-react';
import { type FormEvent, type RefObject, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { Dialog } from '../../../components/dialog.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { ReasonField } from '../../../components/reason-field.tsx';
import { useFormatTzs } from '../../../lib/format.ts';
import { useFormatDate } from '../../../lib/format-date.ts';
import { toast } from '../../../lib/toast.ts';
import {
  type PayoutFilter,
  useAdminPayouts,
  useRetryPayout,
  useSettlePayout,
} from '../api/use-admin-payouts.ts';
import { DialogError } from './dialog-error.tsx';
import { LoadMore } from './load-more.tsx';
import { NoteDialog } from './note-dialog.tsx';
import { HoldDialog, PayoutVendorsPanel } from './payout-vendors-panel.tsx';
import { SectionHeading } from './section-heading.tsx';
import { SectionProblem } from './section-problem.tsx';
import { StatusFilter, useStatusParam } from './status-filter.tsx';

const filters: readonly PayoutFilter[] = ['all', 'pending', 'unknown', 'succeeded', 'failed', 'reversed'];

const badgeColours: Record<AdminPayout['status'], string> = {
  pending: 'bg-sky-100 text-sky-900',
  unknown: 'bg-amber-100 text-amber-900',
  succeeded: 'bg-emerald-100 text-emerald-900',
  failed: 'bg-red-100 text-red-900',
  reversed: 'bg-orange-100 text-orange-900',
};

type Action = { kind: 'retry' | 'settle' | 'hold'; payout: AdminPayout };

export function PayoutsSection() {
  const { t } = useTranslation('admin');
  const filter = useStatusParam(filters, 'all');
  const payouts = useAdminPayouts(filter);
  const [action, setAction] = useState<Action | null>(null);
  const triggerRef = useRef<HTMLElement | null>(null);
  const list = payouts.data?.pages.flatMap((page) => page.payouts) ?? [];
  const counts = payouts.data?.pages[0]?.counts;
  const total = counts ? Object.values(counts).reduce((sum, count) => sum + count, 0) : null;
  const chip = (value: PayoutFilter) => {
    const count = value === 'all' ? total : counts?.[value];
    const label = t(`payouts.filters.${value}`);
    return count === null || count === undefined ? label : `${label} (${count})`;
  };
  const act = (kind: Action['kind'], payout: AdminPayout) => (trigger: HTMLElement) => {
    triggerRef.current = trigger;
    setAction({ kind, payout });
  };

  return (
    <section aria-labelledby="admin-payouts-heading">
      <SectionHeading id="admin-payouts-heading" title={t('payouts.heading')} intro={t('payouts.intro')} />
      <PayoutVendorsPanel />
      <StatusFilter
        label={t('payouts.filter')}
        fallback="all"
        options={filters.map((value) => ({ value, label: chip(value) }))}
      />
      <div className="mt-6">
        {payouts.isPending ? (
          <ListSkeleton />
        ) : payouts.isError && !payouts.isFetchNextPageError ? (
          <SectionProblem
            error={payouts.error}
            onRetry={() => payouts.refetch()}
            retrying={payouts.isFetching}
          />
        ) : list.length === 0 ? (
          <div
            role="status"
            className="rounded-xl border border-stone-300 border-dashed bg-white p-6 text-center"
          >
            <Wallet aria-hidden="true" className="mx-auto size-8 text-stone-400" />
            <p className="mt-2 font-medium text-stone-900">{t('payouts.none')}</p>
          </div>
        ) : (
          <div aria-busy={payouts.isPlaceholderData || undefined}>
            <p role="status" className="mb-3 text-sm text-stone-600">
              {t('payouts.shown', { count: list.length })}
            </p>
            <ul className="flex flex-col gap-3">
              {list.map((payout) => (
                <PayoutCard
                  key={payout.id}
                  payout={payout}
                  onRetry={act('retry', payout)}
                  onSettle={act('settle', payout)}
                  onHold={act('hold', payout)}
                />
              ))}
            </ul>
            <LoadMore
              hasMore={payouts.hasNextPage}
              loading={payouts.isFetchingNextPage}
              error={payouts.isFetchNextPageError ? payouts.error : null}
              onLoadMore={() => payouts.fetchNextPage()}
            />
          </div>
        )}
      </div>
      {action?.kind === 'retry' ? (
        <RetryDialog payout={action.payout} onClose={() => setAction(null)} returnFocusRef={triggerRef} />
      ) : null}
      {action?.kind === 'hold' && action.payout.vendorId ? (
        <HoldDialog
          vendorId={action.payout.vendorId}
          vendorName={payeeOf(action.payout, t)}
          onClose={() => setAction(null)}
          returnFocusRef={triggerRef}
        />
      ) : null}
      {action?.kind === 'settle' ? (
        <SettleDialog payout={action.payout} onClose={() => setAction(null)} returnFocusRef={triggerRef} />
      ) : null}
    </section>
  );
}

function PayoutCard({
  payout,
  onRetry,
  onSettle,
  onHold,
}: {
  payout: AdminPayout;
  onRetry: (trigger: HTMLElement) => void;
  onSettle: (trigger: HTMLElement) => void;
  onHold: (trigger: HTMLElement) => void;
}) {
  const { t } = useTranslation('admin');
  const formatTzs = useFormatTzs();
  const { dateTime } = useFormatDate();
  // A withdrawal is asked for again by its committee, not resent by an admin.
  const canRetry = (payout.status === 'failed' || payout.status === 'reversed') && payout.vendorId !== null;
  const canSettle = (payout.status === 'pending' || payout.status === 'unknown') && payout.sentAt !== null;
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-stone-900">
            <span>{payeeOf(payout, t)}</span>
            <span className={`rounded-full px-2.5 py-0.5 font-medium text-xs ${badgeColours[payout.status]}`}>
              {t(`payouts.statuses.${payout.status}`)}
            </span>
          </p>
          <p className="mt-1 text-stone-800">
            {formatTzs(payout.amountTzs)}
            {payout.feeTzs > 0 ? ` · ${t('payouts.fee', { fee: formatTzs(payout.feeTzs) })}` : ''} ·{' '}
            <span className="whitespace-nowrap">{payout.phone}</span>
          </p>
          <p className="mt-1 text-sm text-stone-600">
            {t(`payouts.triggers.${payout.trigger}`)} · {payout.provider}
            {payout.providerReference ? ` · ${payout.providerReference}` : ''}
          </p>
          <p className="mt-1 text-sm text-stone-600">
            {t('payouts.created', { at: dateTime(payout.createdAt) })}
            {payout.settledAt ? ` · ${t('payouts.settled', { at: dateTime(payout.settledAt) })}` : ''}
          </p>
          {payout.failureMessage ? (
            <p className="mt-2 text-red-800 text-sm">{payout.failureMessage}</p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          {canRetry ? (
            <Button variant="secondary" size="sm" onClick={(event) => onRetry(event.currentTarget)}>
              {t('payouts.retry')}
            </Button>
          ) : canSettle ? (
            <Button variant="secondary" size="sm" onClick={(event) => onSettle(event.currentTarget)}>
              {t('payouts.settle')}
            </Button>
          ) : null}
          {payout.vendorId ? (
            <Button variant="danger-outline" size="sm" onClick={(event) => onHold(event.currentTarget)}>
              {t('payouts.holds.hold')}
            </Button>
          ) : null}
        </div>
      </div>
    </li>
  );
}

function RetryDialog({
  payout,
  onClose,
  returnFocusRef,
}: {
  payout: AdminPayout;
  onClose: () => void;
  returnFocusRef: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation('admin');
  const retry = useRetryPayout(payout.id);
  return (
    <NoteDialog
      title={t('payouts.retryTitle', { vendor: payeeOf(payout, t) })}
      body={t('payouts.retryBody')}
      confirmLabel={t('payouts.retry')}
      pending={retry.isPending}
      error={retry.error}
      onConfirm={() =>
        retry.mutate(undefined, {
          onSuccess: () => {
            toast.success(t('payouts.retryDone'));
            onClose();
          },
        })
      }
      onClose={onClose}
      returnFocusRef={returnFocusRef}
    />
  );
}

function SettleDialog({
  payout,
  onClose,
  returnFocusRef,
}: {
  payout: AdminPayout;
  onClose: () => void;
  returnFocusRef: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation('admin');
  const formatTzs = useFormatTzs();
  const settle = useSettlePayout(payout.id);
  const [outcome, setOutcome] = useState<'succeeded' | 'failed' | null>(null);
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState<'outcome' | 'note' | null>(null);
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const formId = `${id}-form`;
  const close = () => {
    if (!settle.isPending) onClose();
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (settle.isPending) return;
    if (!outcome) {
      setMissing('outcome');
      return;
    }
    if (note.trim().length < SETTLE_NOTE_MIN) {
      setMissing('note');
      noteRef.current?.focus();
      return;
    }
    settle.mutate(
      { outcome, note: note.trim() },
      {
        onSuccess: () => {
          toast.success(t('payouts.settleDone'));
          onClose();
        },
      },
    );
  }

  return (
    <Dialog
      open
      onClose={close}
      title={t('payouts.settleTitle', { amount: formatTzs(payout.amountTzs) })}
      closeLabel={t('dialog.close')}
      returnFocusRef={returnFocusRef}
      footer={
        <>
          <Button type="button" onClick={close} variant="secondary">
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" form={formId} aria-disabled={settle.isPending || undefined}>
            {settle.isPending ? (
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
            ) : null}
            {settle.isPending ? t('dialog.saving') : t('payouts.settleConfirm')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <p className="text-base text-stone-700">
          {t('payouts.settleBody', {
            vendor: payeeOf(payout, t),
            reference: payout.providerReference ?? payout.id,
          })}
        </p>
        <fieldset className="mt-4" aria-describedby={missing === 'outcome' ? `${id}-outcome` : undefined}>
          <legend className="font-medium text-sm text-stone-900">{t('payouts.outcome')}</legend>
          {(['succeeded', 'failed'] as const).map((value) => (
            <label key={value} className="mt-2 flex min-h-11 items-center gap-3 text-stone-800">
              <input
                type="radio"
                name={`${id}-outcome`}
                value={value}
                checked={outcome === value}
                onChange={() => {
                  setOutcome(value);
                  if (missing === 'outcome') setMissing(null);
                }}
                className="size-4 accent-teal-700"
              />
              {t(`payouts.outcomes.${value}`)}
            </label>
          ))}
          {missing === 'outcome' ? (
            <p id={`${id}-outcome`} className="mt-1 text-red-800 text-sm">
              {t('payouts.outcomeRequired')}
            </p>
          ) : null}
        </fieldset>
        <ReasonField
          className="mt-4"
          id={`${id}-note`}
          missingId={`${id}-missing`}
          label={t('payouts.note')}
          value={note}
          onChange={(value) => {
            setNote(value);
            if (value.trim().length >= SETTLE_NOTE_MIN && missing === 'note') setMissing(null);
          }}
          maxLength={SETTLE_NOTE_MAX}
          required
          missingMessage={missing === 'note' ? t('payouts.noteRequired') : null}
          textareaRef={noteRef}
        />
      </form>
      <DialogError error={settle.error} />
    </Dialog>
  );
}

/** Whom the payout pays, in words: the vendor, or the event whose michango were withdrawn. */
function payeeOf(payout: AdminPayout, t: TFunction<'admin'>): string {
  if (payout.vendorName) return payout.vendorName;
  return payout.eventName ? t('payouts.withdrawalOf', { event: payout.eventName }) : t('payouts.noVendor');
}
