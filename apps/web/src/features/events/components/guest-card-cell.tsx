// A guest's card and answer as the list shows them: the card's status as a coloured pill (waiting, sent, revoked),
// its type and typed code, opening the card's own dialog; and their answer (coming with how many, not coming, none).
import type { GuestCard, GuestRow } from '@sherehe/core/api/guests';
import type { CardStatus } from '@sherehe/core/card-rules';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../lib/format-date.ts';

const tones: Record<CardStatus, string> = {
  waiting: 'bg-amber-100 text-amber-900',
  sent: 'bg-green-100 text-green-900',
  revoked: 'bg-stone-100 text-stone-600 line-through',
};

export function CardStatusChip({ status }: { status: CardStatus }) {
  const { t } = useTranslation('eventManage');
  return (
    <span
      data-card-status={status}
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 font-semibold text-xs ${tones[status]}`}
    >
      {t(`cards.card.status.${status}`)}
    </span>
  );
}

/** The card as a button: its status, type and code, named for the guest it belongs to. */
export function GuestCardButton({
  guest,
  card,
  onOpen,
}: {
  guest: GuestRow;
  card: GuestCard;
  onOpen: () => void;
}) {
  const { t } = useTranslation('eventManage');
  return (
    <button
      type="button"
      onClick={onOpen}
      className="-my-1 inline-flex min-h-11 max-w-full flex-wrap items-center justify-end gap-x-2 gap-y-0.5 rounded-lg px-1 text-left hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-teal-700 sm:justify-start"
    >
      <span className="sr-only">{t('cards.card.openNamed', { name: guest.name })}: </span>
      <CardStatusChip status={card.status} />
      <span className="font-medium text-stone-900">{card.typeName}</span>
      <span className="font-mono text-stone-600 text-xs tracking-wider">{card.code}</span>
    </button>
  );
}

/** Their answer in words (or their arrival, which says more); nothing to say before a card has gone out. */
export function RsvpText({ guest }: { guest: GuestRow }) {
  const { t } = useTranslation('eventManage');
  const { time } = useFormatDate();
  if (guest.arrivedAt) {
    return (
      <span data-arrived="yes" className="font-semibold text-teal-800">
        {t('guests.arrivals.arrivedAt', { time: time(guest.arrivedAt) })}
      </span>
    );
  }
  if (guest.rsvp?.answer === 'yes') {
    return (
      <span data-rsvp="yes" className="font-medium text-green-800">
        {t('cards.rsvp.yes', { count: guest.rsvp.seats })}
      </span>
    );
  }
  if (guest.rsvp?.answer === 'no') {
    return (
      <span data-rsvp="no" className="text-stone-700">
        {t('cards.rsvp.no')}
      </span>
    );
  }
  if (guest.card?.status === 'sent') {
    return (
      <span data-rsvp="none" className="text-stone-600">
        {t('cards.rsvp.none')}
      </span>
    );
  }
  return null;
}
