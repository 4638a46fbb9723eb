// The guest list's rows: a table on wide screens and a stack of cards on phones (each cell says what it is there),
// as the ledger's. Each row shows the guest's card and answer, the card opening its own dialog; ticking guests to
// send them cards, changing and removing a guest appear for those who keep the list.
import type { GuestRow } from '@sherehe/core/api/guests';
import { formatDecimal } from '@sherehe/core/decimal-text';
import { formatPhone } from '@sherehe/core/phone';
import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { GuestCardButton, RsvpText } from './guest-card-cell.tsx';
import { LedgerStatusChip } from './ledger-status-chip.tsx';

type GuestsTableProps = {
  rows: GuestRow[];
  manage: boolean;
  /** Guests ticked to send cards to (manage only). */
  selected: ReadonlySet<string>;
  onSelect: (guest: GuestRow, ticked: boolean) => void;
  onCard: (guest: GuestRow) => void;
  onEdit: (guest: GuestRow) => void;
  onRemove: (guest: GuestRow) => void;
};

const cell = 'flex justify-between gap-3 px-0 py-0.5 sm:table-cell sm:px-3 sm:py-2.5';

export function GuestsTable({
  rows,
  manage,
  selected,
  onSelect,
  onCard,
  onEdit,
  onRemove,
}: GuestsTableProps) {
  const { t } = useTranslation('eventManage');
  const words: Record<string, string> = { card: 'cards.card.column', rsvp: 'cards.card.rsvpColumn' };
  const label = (key: string) => (
    <span aria-hidden="true" className="text-stone-600 sm:hidden">
      {t(words[key] ?? `guests.columns.${key}`)}
    </span>
  );
  const none = (
    <span>
      <span aria-hidden="true" className="text-stone-500">
        –
      </span>
      <span className="sr-only">{t('guests.none')}</span>
    </span>
  );
  return (
    <table className="block w-full text-sm sm:table">
      <caption className="sr-only">{t('guests.caption')}</caption>
      <thead className="sr-only sm:not-sr-only sm:table-header-group">
        <tr className="border-stone-200 border-b text-left text-stone-600">
          {['name', 'group', 'side', 'seats', 'phone', 'pledge', 'card'].map((column) => (
            <th
              key={column}
              scope="col"
              className={`px-3 py-2 font-medium ${column === 'seats' ? 'text-right' : ''}`}
            >
              {column === 'card' ? t('cards.card.column') : t(`guests.columns.${column}`)}
            </th>
          ))}
          {manage ? (
            <th scope="col" className="px-3 py-2 font-medium">
              <span className="sr-only">{t('guests.columns.actions')}</span>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody className="flex flex-col gap-3 sm:table-row-group">
        {rows.map((row) => (
          <tr
            key={row.id}
            data-guest={row.id}
            className="relative block rounded-xl border border-stone-200 bg-white p-3 sm:table-row sm:rounded-none sm:border-0 sm:border-stone-100 sm:border-b sm:p-0 sm:hover:bg-stone-50"
          >
            <th
              scope="row"
              className={`block pb-1 text-left font-normal sm:table-cell sm:px-3 sm:py-2.5 ${manage ? 'min-h-10 pr-24 sm:min-h-0 sm:pr-3' : ''}`}
            >
              <span className="flex items-start gap-3">
                {manage ? (
                  // A 44 px target around the box, as the buttons beside it.
                  <label className="-my-2.5 -ml-3 -mr-2 flex size-11 shrink-0 cursor-pointer items-center justify-center">
                    <input
                      type="checkbox"
                      name="guest"
                      value={row.id}
                      checked={selected.has(row.id)}
                      onChange={(change) => onSelect(row, change.target.checked)}
                      aria-label={t('cards.send.select', { name: row.name })}
                      className="size-5 accent-teal-700"
                    />
                  </label>
                ) : null}
                <span className="min-w-0">
                  <span className="block font-semibold text-base text-stone-900 sm:text-sm">{row.name}</span>
                  {row.notes ? (
                    <span className="mt-0.5 line-clamp-2 block text-stone-600 text-xs">{row.notes}</span>
                  ) : null}
                </span>
              </span>
            </th>
            <td className={cell}>
              {label('group')}
              {row.group ?? none}
            </td>
            <td className={`${cell} sm:whitespace-nowrap`}>
              {label('side')}
              {t(`guests.sidesShort.${row.side}`)}
            </td>
            <td className={`${cell} tabular sm:text-right`}>
              {label('seats')}
              {formatDecimal(row.seats)}
            </td>
            <td className={cell}>
              {label('phone')}
              {row.phone ? (
                <a
                  href={`tel:${row.phone}`}
                  className="whitespace-nowrap text-stone-800 tabular hover:underline"
                >
                  {formatPhone(row.phone)}
                </a>
              ) : (
                none
              )}
            </td>
            <td className={`${cell} mt-1 sm:mt-0 sm:whitespace-nowrap`}>
              {label('pledge')}
              {row.pledge ? (
                <LedgerStatusChip status={row.pledge.status} />
              ) : (
                <span className="text-stone-600">{t('guests.noPledge')}</span>
              )}
            </td>
            <td className={`${cell} items-center sm:min-w-40`}>
              {label('card')}
              {row.card ? (
                <span className="flex min-w-0 flex-col items-end sm:items-start">
                  <GuestCardButton guest={row} card={row.card} onOpen={() => onCard(row)} />
                  {/* On a phone the answer has a line of its own below. */}
                  <span className="hidden text-xs sm:block">
                    <RsvpText guest={row} />
                  </span>
                </span>
              ) : (
                <span className="text-stone-600">{t('cards.card.noCard')}</span>
              )}
            </td>
            {row.rsvp || row.arrivedAt || row.card?.status === 'sent' ? (
              <td className="flex justify-between gap-3 py-0.5 sm:hidden">
                {label('rsvp')}
                <RsvpText guest={row} />
              </td>
            ) : null}
            {manage ? (
              // On a phone the two buttons sit in the card's top corner, beside the name.
              <td className="absolute top-2 right-2 flex gap-2 sm:static sm:table-cell sm:whitespace-nowrap sm:px-2 sm:py-1 sm:text-right">
                <Button
                  variant="secondary"
                  size="icon"
                  title={t('guests.edit')}
                  aria-label={t('guests.editNamed', { name: row.name })}
                  onClick={() => onEdit(row)}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                </Button>
                <Button
                  variant="danger-outline"
                  size="icon"
                  className="sm:ml-2"
                  title={t('guests.remove')}
                  aria-label={t('guests.removeNamed', { name: row.name })}
                  onClick={() => onRemove(row)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
