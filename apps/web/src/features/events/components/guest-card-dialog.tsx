// One guest's card, opened from the list: its type, status, code, seats, when it was texted and the guest's answer;
// its private link to copy or open and its picture (PNG) to download, for everyone on the committee; texting it
// again (a sent card, a guest with a phone) and revoking it (after asking), for those who keep the guest list.
import type { GuestCard, GuestRow } from '@sherehe/core/api/guests';
import { Ban, Copy, Download, ExternalLink, Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '../../../components/button.tsx';
import { Dialog } from '../../../components/dialog.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useFormatDate } from '../../../lib/format-date.ts';
import { paths } from '../../../lib/paths.ts';
import { toast } from '../../../lib/toast.ts';
import { cardImageHref, cardTokenOf, useResendCard, useRevokeCard } from '../api/use-card-changes.ts';
import { CardStatusChip, RsvpText } from './guest-card-cell.tsx';
import { ManageConfirmDialog } from './manage-confirm-dialog.tsx';

type GuestCardDialogProps = {
  eventId: string;
  guest: GuestRow & { card: GuestCard };
  manage: boolean;
  onClose: () => void;
};

export function GuestCardDialog({ eventId, guest, manage, onClose }: GuestCardDialogProps) {
  const { t } = useTranslation('eventManage');
  const { dateTime } = useFormatDate();
  const resend = useResendCard(eventId);
  const [revoking, setRevoking] = useState(false);
  const { card } = guest;

  if (revoking) return <RevokeCard eventId={eventId} guest={guest} onClose={onClose} />;

  async function copy() {
    try {
      await navigator.clipboard.writeText(card.link);
      toast.success(t('cards.card.copied'));
    } catch {
      toast.error(t('cards.card.copyFailed'));
    }
  }

  const note =
    card.status === 'waiting'
      ? t('cards.card.waitingNote')
      : card.status === 'revoked'
        ? t('cards.card.revokedNote')
        : guest.phone
          ? null
          : t('cards.card.noPhoneNote');
  const canResend = manage && card.status === 'sent' && guest.phone !== null;

  return (
    <Dialog
      open
      onClose={() => {
        if (!resend.isPending) onClose();
      }}
      title={t('cards.card.title', { name: guest.name })}
      closeLabel={t('dialog.close')}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('dialog.close')}
        </Button>
      }
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-stone-600">{t('cards.card.type')}</dt>
        <dd className="flex flex-wrap items-center gap-2 text-stone-900">
          <span className="font-semibold">{card.typeName}</span>
          <CardStatusChip status={card.status} />
        </dd>
        <dt className="text-stone-600">{t('cards.card.code')}</dt>
        <dd className="font-mono text-base text-stone-900 tracking-wider">{card.code}</dd>
        <dt className="text-stone-600">{t('cards.card.seats')}</dt>
        <dd className="text-stone-900">{t('cards.types.seats', { count: card.seats })}</dd>
        <dt className="text-stone-600">{t('cards.card.sentAt')}</dt>
        <dd className="text-stone-900">{card.sentAt ? dateTime(card.sentAt) : t('cards.card.notTexted')}</dd>
        {card.status === 'sent' ? (
          <>
            <dt className="text-stone-600">{t('cards.card.answer')}</dt>
            <dd>
              <RsvpText guest={guest} />
            </dd>
          </>
        ) : null}
      </dl>
      {note ? <p className="mt-3 rounded-lg bg-stone-100 p-3 text-sm text-stone-700">{note}</p> : null}
      {card.status === 'revoked' ? null : (
        <>
          <p className="mt-4 font-medium text-sm text-stone-800">{t('cards.card.link')}</p>
          <p className="mt-1 break-all rounded-lg bg-stone-50 px-3 py-2 font-mono text-sm text-stone-800">
            {card.link}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => void copy()}>
              <Copy aria-hidden="true" className="size-4" />
              {t('cards.card.copy')}
            </Button>
            <a
              href={paths.card(cardTokenOf(card.link))}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses({ variant: 'secondary' })}
            >
              <ExternalLink aria-hidden="true" className="size-4" />
              {t('cards.card.open')}
            </a>
            <a
              href={cardImageHref(card.link)}
              download={`kadi-${card.code}.png`}
              className={buttonClasses({ variant: 'secondary' })}
            >
              <Download aria-hidden="true" className="size-4" />
              {t('cards.card.download')}
            </a>
          </div>
        </>
      )}
      {manage && card.status !== 'revoked' ? (
        <div className="mt-4 flex flex-wrap gap-2 border-stone-200 border-t pt-4">
          {canResend ? (
            <Button
              loading={resend.isPending}
              onClick={() =>
                resend.mutate(guest.id, {
                  onSuccess: () => {
                    toast.success(t('cards.card.resent', { name: guest.name }));
                    onClose();
                  },
                })
              }
            >
              <Send aria-hidden="true" className="size-4" />
              {t('cards.card.resend')}
            </Button>
          ) : null}
          <Button variant="danger-outline" onClick={() => setRevoking(true)}>
            <Ban aria-hidden="true" className="size-4" />
            {t('cards.card.revoke')}
          </Button>
        </div>
      ) : null}
      {resend.isError ? <FormAlert className="mt-3" message={errorText(resend.error)} /> : null}
    </Dialog>
  );
}

function RevokeCard({ eventId, guest, onClose }: { eventId: string; guest: GuestRow; onClose: () => void }) {
  const { t } = useTranslation('eventManage');
  const revoke = useRevokeCard(eventId);
  return (
    <ManageConfirmDialog
      title={t('cards.card.revokeTitle', { name: guest.name })}
      body={t('cards.card.revokeBody')}
      confirmLabel={t('cards.card.revokeConfirm')}
      danger
      pending={revoke.isPending}
      error={revoke.error}
      onConfirm={() =>
        revoke.mutate(guest.id, {
          onSuccess: () => {
            toast.success(t('cards.card.revoked', { name: guest.name }));
            onClose();
          },
        })
      }
      onClose={onClose}
    />
  );
}
